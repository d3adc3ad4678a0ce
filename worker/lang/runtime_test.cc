// The run-time limits of one test: a hard memory ceiling (heap, output and string temporaries;
// one pre-made OutOfMemoryError), built-in work charged to the step budget, and call depth.
#include <malloc.h>

#include <thread>

#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"

namespace aprgrid::lang {
namespace {

std::unique_ptr<Program> MustCompile(const std::string& src) {
  auto p = CompileSources({SourceFile{"T.java", src}});
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? std::move(*p) : nullptr;
}

// Runs the only test of `p` on a large stack.
TestResult RunOnly(const Program& p, const RunLimits& limits) {
  TestResult r;
  RunWithLargeStack([&]() {
    TestRunner runner(p, limits);
    r = runner.Run(p.tests.at(0));
  });
  return r;
}

size_t MallocInUse() {
  struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

TEST(RuntimeTest, CatchingOutOfMemoryErrorInALoopAllocatesNothing) {
  auto p = MustCompile(R"(
class T {
  @Test public void t() {
    int caught = 0;
    String message = "";
    for (int i = 0; i < 1000000; i++) {
      try {
        long[] a = new long[1000000];
        a[0] = 1;
      } catch (OutOfMemoryError e) {
        caught++;
        message = e.getMessage();
      }
    }
    System.out.print(caught + " " + message);
  }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.heap_bytes = 1 << 20;
  size_t before = MallocInUse();
  size_t during = 0;
  TestResult r;
  RunWithLargeStack([&]() {
    TestRunner runner(*p, limits);
    r = runner.Run(p->tests.at(0));
    during = MallocInUse();  // The runner still holds the test's heap.
  });
  EXPECT_EQ(r.outcome, Outcome::kPass);
  EXPECT_EQ(r.output, "1000000 Java heap space");
  // The heap limit, the 8 MiB value stack and slack; an error object per catch would be 24 MB.
  EXPECT_LT(during - std::min(during, before), size_t{12} << 20);
}

TEST(RuntimeTest, OutputCountsAgainstTheMemoryLimit) {
  auto p = MustCompile(R"(
class T {
  @Test public void t() { while (true) { System.out.print("0123456789012345678901234567890123456789"); } }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.heap_bytes = 1 << 20;
  limits.step_budget = 1'000'000;
  TestResult r = RunOnly(*p, limits);
  EXPECT_EQ(r.outcome, Outcome::kError);
  EXPECT_EQ(r.message, "OutOfMemoryError");
  EXPECT_LE(r.output.size(), size_t{1} << 20);
}

TEST(RuntimeTest, ConcatenationTemporariesStayUnderTheLimit) {
  auto p = MustCompile(R"(
class T {
  @Test public void t() {
    String s = "0123456789012345678901234567890123456789012345678901234567890123";
    while (s.length() < 100000) { s = s + s; }
    String t = s + s + s + s + s + s + s + s + s + s + s + s + s + s + s + s + s + s + s + s;
    System.out.print(t.length());
  }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  limits.heap_bytes = 1 << 20;
  TestResult r = RunOnly(*p, limits);
  EXPECT_EQ(r.outcome, Outcome::kError);
  EXPECT_EQ(r.message, "OutOfMemoryError");
}

// The built-in collections read their private fields by fixed slots (stdlib_collections.h,
// stdlib_treemap.h); the layout of the class table must put the fields there.
TEST(RuntimeTest, CollectionFieldSlotsAreTheLayoutsSlots) {
  auto p = MustCompile("class T { @Test public void t() {} }");
  ASSERT_NE(p, nullptr);
  const ClassTable& t = p->table();
  struct Expect {
    int cls;
    const char* field;
    int slot;
  };
  for (const Expect& e :
       std::initializer_list<Expect>{{kLinkedHashMapClass, "head", 7},
                                     {kLinkedHashMapClass, "tail", 8},
                                     {kLinkedHashMapEntryClass, "before", 4},
                                     {kLinkedHashMapEntryClass, "after", 5},
                                     {kTreeMapClass, "entrySet", 6},
                                     {kTreeMapEntryClass, "color", 5},
                                     {kTreeSubMapClass, "entrySet", 10},
                                     {kTreeSetClass, "m", 0},
                                     {kTreeMapKeyIteratorClass, "descending", 6},
                                     {kLinkedListDescItrClass, "expectedModCount", 4}}) {
    const FieldInfo* f = t.FindField(e.cls, e.field);
    ASSERT_NE(f, nullptr) << e.field;
    EXPECT_EQ(f->slot, e.slot) << t.cls(e.cls).name << "." << e.field;
  }
}

TEST(RuntimeTest, LongSearchesAreChargedToTheStepBudget) {
  // 20,000-char needle, 400,000-char text of the same char: about 8e9 char comparisons, seconds
  // of work in one call; charged per char compared, it runs out of steps instead.
  auto p = MustCompile(R"(
class T {
  static String repeat(String s, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) { b.append(s); }
    return b.toString();
  }
  @Test public void t() {
    String text = repeat("aaaaaaaaaa", 40000);
    String needle = repeat("aaaaaaaaaa", 2000) + "b";
    System.out.print(text.indexOf(needle));
  }
})");
  ASSERT_NE(p, nullptr);
  RunLimits limits;
  TestResult r = RunOnly(*p, limits);
  EXPECT_EQ(r.outcome, Outcome::kTimeout);
  EXPECT_FALSE(r.interrupted);
  EXPECT_EQ(r.output, "");
}

TEST(RuntimeTest, BuiltInWorkCostsStepsInProportion) {
  auto p = MustCompile(R"(
class T {
  @Test public void t() {
    String s = "0123456789012345678901234567890123456789012345678901234567890123";
    while (s.length() < 1000000) { s = s + s; }
    String t = s + "";
    int n = 0;
    for (int i = 0; i < 100; i++) { if (s.equals(t)) { n++; } if (s.contains("x")) { n--; } }
    System.out.print(n);
  }
})");
  ASSERT_NE(p, nullptr);
  TestResult r = RunOnly(*p, RunLimits{});
  EXPECT_EQ(r.outcome, Outcome::kPass);
  EXPECT_EQ(r.output, "100");
  // 100 x (a 1M-char compare and a 1M-char scan): 2e8 chars, 16 per step.
  EXPECT_GT(r.steps, 12'000'000u);
}

TEST(RuntimeTest, RecursionAsDeepAsTheJvms) {
  auto p = MustCompile(R"(
class T {
  static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
  @Test public void t() { System.out.print(depth(20000)); }
})");
  ASSERT_NE(p, nullptr);
  TestResult r = RunOnly(*p, RunLimits{});
  EXPECT_EQ(r.outcome, Outcome::kPass);
  EXPECT_EQ(r.output, "20000");
}

TEST(RuntimeTest, DeepRecursionOnASmallNativeStackIsAStackOverflowError) {
  auto p = MustCompile(R"(
class T {
  static long down(long n, long a, long b) { return down(n + 1, a * 2, b - a) + a; }
  @Test public void t() {
    try { down(0, 1, 2); } catch (StackOverflowError e) { System.out.print("overflow"); }
  }
})");
  ASSERT_NE(p, nullptr);
  TestResult r;
  // A plain thread (8 MiB stack by default): the native stack runs out before max_depth.
  std::thread t([&]() { r = TestRunner(*p, RunLimits{}).Run(p->tests.at(0)); });
  t.join();
  EXPECT_EQ(r.outcome, Outcome::kPass);
  EXPECT_EQ(r.output, "overflow");
}

}  // namespace
}  // namespace aprgrid::lang
