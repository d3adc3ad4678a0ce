// The interpreter's direct calls and fast paths (nodes_builtin.h) against outputs recorded from
// OpenJDK 17 (testdata/DirectCalls.expected, made by tests/jdk/run_jdk.sh --output on
// tests/jdk/corpus/DirectCalls.java, which the differential corpus also runs): each case is one
// where a fast path must give way to an override or keep the JDK's order of evaluation, checks
// and exceptions.
#include <fstream>
#include <sstream>

#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

TEST(DirectCallsTest, MatchJdk17) {
  auto prog = CompileSources({ReadSource(SourceDir() + "/tests/jdk/corpus/DirectCalls.java")});
  ASSERT_TRUE(prog.ok()) << prog.status();
  std::ifstream in(SourceDir() + "/worker/lang/testdata/DirectCalls.expected");
  std::stringstream expected;
  expected << in.rdbuf();
  ASSERT_FALSE(expected.str().empty());
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**prog);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  EXPECT_EQ(out, expected.str());
}

// The common `for` (a condition and one update, nodes::ForLoop) counts a step per iteration as
// every loop does, so the step budget ends an endless one.
TEST(DirectCallsTest, ForLoopsSpendTheStepBudget) {
  auto prog = CompileSources({SourceFile{"T.java", R"(
class T {
  @Test public void endless() { int s = 0; for (int i = 0; i < 10; i = i * 1) s++; }
  @Test public void finite() { int s = 0; for (int i = 0; i < 10; i++) s++; }
})"}});
  ASSERT_TRUE(prog.ok()) << prog.status();
  RunLimits limits;
  limits.step_budget = 100000;
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**prog, limits);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, false);
  });
  EXPECT_EQ(out, "T.endless TIMEOUT\nT.finite PASS\n");
}

}  // namespace
}  // namespace aprgrid::lang
