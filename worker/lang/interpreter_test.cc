// Runs programs through the compiler and the runner: Java semantics (against outputs recorded from
// OpenJDK 17), the run-time limits, coverage and determinism.
#include <fstream>
#include <sstream>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::unique_ptr<Program> MustCompile(const std::string& src, const CompileOptions& options = {}) {
  auto p = CompileSources({SourceFile{"T.java", src}}, options);
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? std::move(*p) : nullptr;
}

std::string RunAllFormatted(const Program& p, const RunLimits& limits = {}) {
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(p, limits);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  return out;
}

TEST(InterpreterTest, SemanticsMatchJdkOutput) {
  std::string dir = SourceDir() + "/worker/lang/testdata/";
  auto prog = CompileSources({ReadSource(dir + "SemanticsTest.java")});
  ASSERT_TRUE(prog.ok()) << prog.status();
  std::ifstream in(dir + "SemanticsTest.expected");
  std::stringstream expected;
  expected << in.rdbuf();
  ASSERT_FALSE(expected.str().empty());
  EXPECT_EQ(RunAllFormatted(**prog), expected.str());
}

TEST(InterpreterTest, SampleProgram) {
  auto prog = CompileSources(SampleFiles());
  ASSERT_TRUE(prog.ok()) << prog.status();
  EXPECT_EQ(RunAllFormatted(**prog),
            "SampleTest.badNumber PASS\nSampleTest.classifies PASS\n"
            "SampleTest.divides ERROR ArithmeticException\n"
            "SampleTest.failing FAIL expected:<1> but was:<2>\nSampleTest.fib PASS\n"
            "SampleTest.parses PASS\nSampleTest.shapes PASS\n  | rect(3.0)\nSampleTest.sorts PASS\n"
            "SampleTest.strings PASS\n  | x=12c1.0E103\n");
}

TEST(InterpreterTest, StepBudgetEndsInfiniteLoopsAsTimeout) {
  auto p = MustCompile(R"(
class T {
  static int spin() { int i = 0; while (true) { i++; } }
  static int rec(int n) { for (;;) { n = n + 1; } }
  @Test public void loop() { spin(); }
  @Test public void forever() { rec(0); }
  @Test public void finallyLoops() { try { spin(); } finally { int j = 0; do { j++; } while (j > 0 || j <= 0); } }
  @Test public void fine() { Assert.assertTrue(true); }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.step_budget = 100000;
  EXPECT_EQ(RunAllFormatted(*p, limits),
            "T.finallyLoops TIMEOUT\nT.fine PASS\nT.forever TIMEOUT\nT.loop TIMEOUT\n");
}

// Failure messages are Java strings: a non-ASCII character prints as the JDK prints it (UTF-8).
TEST(InterpreterTest, AssertionMessagesKeepNonAsciiCharacters) {
  auto p = MustCompile(R"(
class T {
  @Test public void eq() { Assert.assertEquals("caf\u00e9", "\u20ac"); }
  @Test public void nul() { Assert.assertNull("\u00e9"); }
})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(RunAllFormatted(*p),
            "T.eq FAIL expected:<caf\xc3\xa9> but was:<\xe2\x82\xac>\n"
            "T.nul FAIL expected null but was:<\xc3\xa9>\n");
}

TEST(InterpreterTest, DepthLimitThrowsStackOverflowError) {
  auto p = MustCompile(R"(
class T {
  static int down(int n) { return down(n + 1) + 1; }
  @Test public void deep() { down(0); }
  @Test public void caught() {
    try { down(0); } catch (StackOverflowError e) { System.out.print("caught"); }
  }
  @Test public void notCaughtAsException() {
    try { down(0); } catch (RuntimeException e) { System.out.print("wrong"); }
  }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.max_depth = 500;
  EXPECT_EQ(RunAllFormatted(*p, limits),
            "T.caught PASS\n  | caught\nT.deep ERROR StackOverflowError\n"
            "T.notCaughtAsException ERROR StackOverflowError\n");
}

// The limits cover labeled jumps and abstract dispatch: a hostile program using them ends as
// TIMEOUT or StackOverflowError, never hangs or crashes.
TEST(InterpreterTest, LimitsCoverLabelsAndAbstractDispatch) {
  auto p = MustCompile(R"(
abstract class Node { abstract int eval(int n); }
class Loop extends Node { int eval(int n) { return next.eval(n + 1); } Node next = this; }
class T {
  static void spin() {
    outer:
    for (int i = 0; ; i++) {
      inner:
      while (true) {
        if (i >= 0) continue outer;
        break inner;
      }
    }
  }
  @Test public void labeledSpin() { spin(); }
  @Test public void blockSpin() { int k = 0; b: { do { k++; if (k < 0) break b; } while (true); } }
  @Test public void recursion() { new Loop().eval(0); }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.step_budget = 100000;
  limits.max_depth = 500;
  EXPECT_EQ(RunAllFormatted(*p, limits),
            "T.blockSpin TIMEOUT\nT.labeledSpin TIMEOUT\nT.recursion ERROR StackOverflowError\n");
}

// Interface dispatch is covered too: unbounded recursion through an interface method and a
// default method that loops forever end as StackOverflowError and TIMEOUT.
TEST(InterpreterTest, LimitsCoverInterfaceDispatch) {
  auto p = MustCompile(R"(
interface Step { int step(int n); default int spin() { int k = 0; while (k >= 0) { k = k + 0; } return k; } }
class Echo implements Step { public int step(int n) { Step s = this; return s.step(n + 1); } }
class T {
  @Test public void recursion() { new Echo().step(0); }
  @Test public void spin() { Step s = new Echo(); s.spin(); }
  @Test public void nullReceiver() { Step s = null; s.step(1); }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.step_budget = 100000;
  limits.max_depth = 500;
  EXPECT_EQ(RunAllFormatted(*p, limits),
            "T.nullReceiver ERROR NullPointerException\nT.recursion ERROR StackOverflowError\n"
            "T.spin TIMEOUT\n");
}

TEST(InterpreterTest, HeapLimitThrowsOutOfMemoryError) {
  auto p = MustCompile(R"(
class T {
  @Test public void big() { long[] a = new long[100000000]; a[0] = 1; }
  @Test public void many() { String s = ""; while (true) { s = s + "xxxxxxxxxx"; } }
  @Test public void small() { int[] a = new int[1000]; Assert.assertEquals(1000, a.length); }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.heap_bytes = 1 << 20;
  EXPECT_EQ(RunAllFormatted(*p, limits),
            "T.big ERROR OutOfMemoryError\nT.many ERROR OutOfMemoryError\nT.small PASS\n");
}

TEST(InterpreterTest, RuntimeExceptions) {
  auto p = MustCompile(R"(
class T {
  int f;
  @Test public void arith() { int z = 0; int x = 5 % z; }
  @Test public void arithLong() { long z = 0; long x = 5L / z; }
  @Test public void doubleDivIsFine() { double z = 0; Assert.assertTrue(1 / z > 0); }
  @Test public void aioobe() { int[] a = new int[3]; a[-1] = 0; }
  @Test public void sioobe() { "abc".substring(4); }
  @Test public void npeField() { T t = null; t.f = 1; }
  @Test public void npeCall() { String s = null; s.length(); }
  @Test public void npeThrowNull() { RuntimeException e = null; throw e; }
  @Test public void cce() { Object o = new int[1]; String s = (String) o; }
  @Test public void negSize() { int[][] a = new int[2][-2]; }
  @Test public void illegalArg() { throw new IllegalArgumentException("x"); }
  @Test public void illegalState() { throw new IllegalStateException(); }
  @Test public void numberFormat() { Integer.parseInt("12a"); }
  @Test public void runtime() { throw new RuntimeException("r"); }
})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(
      RunAllFormatted(*p),
      "T.aioobe ERROR ArrayIndexOutOfBoundsException\nT.arith ERROR ArithmeticException\n"
      "T.arithLong ERROR ArithmeticException\nT.cce ERROR ClassCastException\n"
      "T.doubleDivIsFine PASS\nT.illegalArg ERROR IllegalArgumentException\n"
      "T.illegalState ERROR IllegalStateException\nT.negSize ERROR NegativeArraySizeException\n"
      "T.npeCall ERROR NullPointerException\nT.npeField ERROR NullPointerException\n"
      "T.npeThrowNull ERROR NullPointerException\nT.numberFormat ERROR NumberFormatException\n"
      "T.runtime ERROR RuntimeException\nT.sioobe ERROR StringIndexOutOfBoundsException\n");
}

TEST(InterpreterTest, CoverageRecordsExecutedStatements) {
  const char* src = R"(
class T {
  static int abs(int x) {
    if (x < 0) {
      return -x;
    }
    return x;
  }
  @Test public void neg() { Assert.assertEquals(3, abs(-3)); }
  @Test public void pos() { Assert.assertEquals(3, abs(3)); }
})";
  auto p = MustCompile(src, CompileOptions{.coverage = true});
  ASSERT_NE(p, nullptr);
  // Statement ids of `return -x;` and `return x;`.
  std::vector<int> ret_ids;
  for (Node* n : PreOrder(*p->ast)) {
    if (n->kind == Kind::kReturn) ret_ids.push_back(n->id);
  }
  ASSERT_EQ(ret_ids.size(), 2u);
  std::vector<TestResult> results;
  RunWithLargeStack([&]() { results = TestRunner(*p).RunAll(); });
  ASSERT_EQ(results.size(), 2u);
  auto covers = [](const TestResult& r, int id) {
    return std::find(r.covered.begin(), r.covered.end(), id) != r.covered.end();
  };
  EXPECT_TRUE(covers(results[0], ret_ids[0]));
  EXPECT_FALSE(covers(results[0], ret_ids[1]));
  EXPECT_FALSE(covers(results[1], ret_ids[0]));
  EXPECT_TRUE(covers(results[1], ret_ids[1]));
  // Without coverage nothing is recorded.
  auto plain = MustCompile(src);
  RunWithLargeStack([&]() { results = TestRunner(*plain).RunAll(); });
  EXPECT_TRUE(results[0].covered.empty());
}

TEST(InterpreterTest, DeterministicAcrossRunsAndRunners) {
  auto prog = CompileSources(SampleFiles());
  ASSERT_TRUE(prog.ok());
  std::string a = RunAllFormatted(**prog), b = RunAllFormatted(**prog);
  EXPECT_EQ(a, b);
  std::vector<TestResult> one;
  RunWithLargeStack([&]() { one = TestRunner(**prog).RunClass("SampleTest"); });
  EXPECT_EQ(one.size(), 9u);
}

TEST(InterpreterTest, ObjectToStringIsDeterministic) {
  auto p = MustCompile(R"(
class A {}
class T { @Test public void t() { System.out.print(new A() + " " + new A()); } })");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(RunAllFormatted(*p), RunAllFormatted(*p));
}

// A HashMap bin of 9 colliding keys in a table of 64 or more becomes a red-black tree in the
// JDK, whose iteration order the interpreter does not model: it stops with a message naming the
// construct instead of printing a different order. Below 64 the table doubles instead (as the
// JDK's treeifyBin: the 9th and 10th colliding keys double a table of 16 to 64), which the
// interpreter models. Object.toString prints the overriding hashCode() in hex, as the JDK.
TEST(InterpreterTest, HashMapTreeBinIsOutsideTheLanguage) {
  auto p = MustCompile(R"(
import java.util.HashMap;
class K {
  final int id;
  K(int id) { this.id = id; }
  public int hashCode() { return 7; }
  public boolean equals(Object o) { return o instanceof K && ((K) o).id == id; }
}
class T {
  @Test public void small() {
    HashMap m = new HashMap();
    for (int i = 0; i < 10; i++) m.put(new K(i), i);
    System.out.println(m.size() + " " + m.get(new K(9)) + " " + m);
  }
  @Test public void tree() {
    HashMap m = new HashMap(64);
    for (int i = 0; i < 9; i++) m.put(new K(i), i);
  }
}
)");
  ASSERT_NE(p, nullptr);
  std::string out = RunAllFormatted(*p);
  EXPECT_THAT(out, HasSubstr("T.small PASS\n  | 10 9 {K@7=0, K@7=1, K@7=2, K@7=3, K@7=4, K@7=5, "
                             "K@7=6, K@7=7, K@7=8, K@7=9}\n"));
  EXPECT_THAT(out, HasSubstr("T.tree ERROR UnsupportedOperationException"));
}

// A user class may extend the built-in collections; their state is in private fields after
// which the subclass's fields go, and overriding toString keeps the inherited behaviour.
TEST(InterpreterTest, UserClassesExtendCollections) {
  auto p = MustCompile(R"(
import java.util.*;
class Bag extends ArrayList {
  int adds;
  public boolean add(Object o) { adds++; return super.add(o); }
}
class T {
  @Test public void bag() {
    Bag b = new Bag();
    b.add("x");
    b.add(2);
    List l = b;
    l.add(null);
    System.out.println(b + " " + b.adds + " " + b.size() + " " + b.equals(new ArrayList(b)));
  }
  @Test public void grows() {
    ArrayList l = new ArrayList();
    while (true) l.add(l.size());
  }
}
)");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.heap_bytes = 1u << 20;
  std::string out = RunAllFormatted(*p, limits);
  EXPECT_THAT(out, HasSubstr("T.bag PASS\n  | [x, 2, null] 3 3 true\n"));
  // Unbounded growth ends at the heap limit, not in a crash.
  EXPECT_THAT(out, HasSubstr("T.grows ERROR OutOfMemoryError"));
}

// A call dispatches only where some class below the receiver's static class overrides the
// method (ClassTable::NeedsDispatch); elsewhere it calls the one method directly, with the same
// results.
TEST(InterpreterTest, CallsDispatchOnlyWhereASubclassOverrides) {
  auto p = MustCompile(R"(
import java.util.*;
class A {
  int f() { return 1; }
  int g() { return 10; }
  String h() { return "a"; }
}
class B extends A { int g() { return 20; } }
class C extends B { int f() { return 3; } }
class D extends A {}
class Counted extends ArrayList {
  public int size() { return super.size() + 100; }
}
class T {
  @Test public void dispatch() {
    A a = new C();
    B b = new C();
    D d = new D();
    A anon = new A() { String h() { return "anon"; } };
    ArrayList l = new Counted();
    l.add(1);
    ArrayList plain = new ArrayList();
    plain.add(1);
    System.out.println(a.f() + " " + a.g() + " " + b.g() + " " + b.f() + " " + d.f() + " " +
        anon.h() + " " + new A().h() + " " + l.size() + " " + plain.size() + " " +
                       d.toString().startsWith("D@"));
  }
}
)");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(RunAllFormatted(*p), "T.dispatch PASS\n  | 3 20 20 3 1 anon a 101 1 true\n");
  const ClassTable& t = p->table();
  auto slot = [&t](const char* cls, const char* method) {
    return t.FindMethods(t.Find(cls), method)[0]->vtable_slot;
  };
  EXPECT_TRUE(t.NeedsDispatch(t.Find("A"), slot("A", "f")));   // C overrides it.
  EXPECT_TRUE(t.NeedsDispatch(t.Find("A"), slot("A", "g")));   // B does.
  EXPECT_TRUE(t.NeedsDispatch(t.Find("A"), slot("A", "h")));   // The anonymous class does.
  EXPECT_TRUE(t.NeedsDispatch(t.Find("B"), slot("B", "f")));   // C does.
  EXPECT_FALSE(t.NeedsDispatch(t.Find("B"), slot("B", "g")));  // Nothing below B does.
  EXPECT_FALSE(t.NeedsDispatch(t.Find("D"), slot("D", "f")));
  EXPECT_FALSE(t.NeedsDispatch(t.Find("D"), t.tostring_slot));
  EXPECT_TRUE(t.NeedsDispatch(kObjectClass, t.tostring_slot));
  const int list = t.FindImported(0, "ArrayList", true);
  ASSERT_GE(list, 0);
  EXPECT_TRUE(t.NeedsDispatch(list, slot("Counted", "size")));
  EXPECT_FALSE(t.NeedsDispatch(list, t.FindMethods(list, "get")[0]->vtable_slot));
  // Calls through an interface always dispatch.
  EXPECT_TRUE(t.NeedsDispatch(t.FindImported(0, "List", true), t.tostring_slot));
}

}  // namespace
}  // namespace aprgrid::lang
