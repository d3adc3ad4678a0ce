// Comparable, Comparator, Collections' sorting and statics, and bridge methods (stdlib_sort.cc,
// generics.cc): javac's checks (each rejected snippet was checked against javac 17) and what
// programs print (outputs recorded from OpenJDK 17; the differential test runs
// tests/jdk/corpus/Sorting.java and Bridges.java against the JDK).
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string Check(const std::string& source) {
  auto p = CompileSources({SourceFile{"A.java", source}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

std::string RunProgram(const std::string& source) {
  auto p = CompileSources({SourceFile{"T.java", source}});
  if (!p.ok()) return std::string(p.status().message());
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**p, RunLimits{});
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  return out;
}

TEST(StdlibSortTest, ChecksAsJavac) {
  EXPECT_THAT(Check("class A { int f(String s) { return s.compareTo(5); } }"),
              HasSubstr("incompatible types: int cannot be converted to String"));
  EXPECT_THAT(Check("class P implements Comparable<P> { int x; }"),
              HasSubstr("P is not abstract and does not override abstract method"));
  EXPECT_THAT(Check("class P implements Comparable<P> { public int compareTo(P o) { return 0; } "
                    "int f(P p) { return p.compareTo(\"x\"); } }"),
              HasSubstr("incompatible types: String cannot be converted to P"));
  EXPECT_THAT(Check("import java.util.*;\nclass A { void f(List<Object> l) { "
                    "Collections.sort(l); } }"),
              HasSubstr("incompatible types"));
  EXPECT_THAT(Check("import java.util.*;\nclass A { void f(List<String> l, Comparator<Integer> c) "
                    "{ Collections.sort(l, c); } }"),
              HasSubstr("incompatible types"));
  EXPECT_THAT(Check("abstract class P implements Comparable<P> { "
                    "public abstract int compareTo(P o); }"),
              HasSubstr("(a bridge method) is outside the subject language"));
  EXPECT_EQ(Check(R"(import java.util.*;
class P implements Comparable<P> {
  int x;
  public int compareTo(P o) { return x - o.x; }
}
class A {
  P f(List<P> ps, Comparator<String> byLen, List<String> ss, String[] arr) {
    Collections.sort(ps);
    Collections.sort(ss, byLen);
    ss.sort(byLen.reversed());
    ss.sort(Collections.reverseOrder());
    Collections.sort(ss, Collections.reverseOrder());
    Arrays.sort(arr, byLen);
    Comparator<Integer> down = Collections.reverseOrder();
    ss.sort(new Comparator<String>() {
      public int compare(String a, String b) { return b.compareTo(a); }
    });
    int n = Collections.frequency(ss, "a") + Collections.max(ss).length();
    return Collections.min(ps);
  }
}
)"),
            "OK");
}

TEST(StdlibSortTest, SortsAndBridgesAsTheJdk) {
  std::string out = RunProgram(R"(import java.util.*;
class T_P implements Comparable<T_P> {
  final int x;
  T_P(int x) { this.x = x; }
  public int compareTo(T_P o) { return Integer.compare(x, o.x); }
  public String toString() { return "P" + x; }
}
class T_Trace implements Comparator<Integer> {
  String log = "";
  public int compare(Integer a, Integer b) {
    log += a + ":" + b + " ";
    return a - b;
  }
}
class T_Test {
  @Test
  public void sorts() {
    List<T_P> ps = new ArrayList<>();
    for (int v : new int[] {3, 1, 2}) ps.add(new T_P(v));
    Collections.sort(ps);
    List<Integer> l = new ArrayList<>();
    for (int v : new int[] {5, 3, 9, 1, 7}) l.add(v);
    T_Trace t = new T_Trace();
    l.sort(t);
    List<String> s = new ArrayList<>();
    s.add("b");
    s.add("a");
    s.add("c");
    s.sort(Collections.reverseOrder());
    System.out.println(ps + " " + l + " " + t.log + s + " " + Collections.max(ps));
    Comparable raw = ps.get(0);
    raw.compareTo("x");
  }
}
)");
  EXPECT_EQ(out,
            "T_Test.sorts ERROR ClassCastException\n"
            "  | [P1, P2, P3] [1, 3, 5, 7, 9] 3:5 9:3 9:5 1:5 1:3 7:5 7:9 [c, b, a] P3\n");
}

}  // namespace
}  // namespace aprgrid::lang
