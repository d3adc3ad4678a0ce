// The typed collection operands (compile_fused.cc's WithTypedUnboxed, nodes_builtin.h's
// BuiltinCallLastAs) against outputs recorded from OpenJDK 17
// (testdata/TypedCollectionOperands.expected, made by tests/jdk/run_jdk.sh --output on
// tests/jdk/corpus/TypedCollectionOperands.java, which the differential corpus also runs), and
// against the general nodes: a program compiled with coverage keeps them, and it must spend the
// same steps, end at the same step budgets and print the same text.
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

std::unique_ptr<Program> CompileTyped(bool coverage) {
  auto prog =
      CompileSources({ReadSource(SourceDir() + "/tests/jdk/corpus/TypedCollectionOperands.java")},
                     CompileOptions{.coverage = coverage});
  EXPECT_TRUE(prog.ok()) << prog.status();
  return prog.ok() ? std::move(*prog) : nullptr;
}

std::vector<TestResult> RunAllOf(const Program& p, const RunLimits& limits = {}) {
  std::vector<TestResult> results;
  RunWithLargeStack([&]() {
    TestRunner runner(p, limits);
    results = runner.RunAll();
  });
  return results;
}

// Everything a run of a test shows but its coverage.
std::string Describe(const TestResult& r) {
  return FormatResult(r, true) + "steps " + std::to_string(r.steps) + "\n";
}

TEST(TypedCollectionOperandsTest, MatchJdk17) {
  std::ifstream in(SourceDir() + "/worker/lang/testdata/TypedCollectionOperands.expected");
  std::stringstream expected;
  expected << in.rdbuf();
  ASSERT_FALSE(expected.str().empty());
  for (bool coverage : {false, true}) {
    std::unique_ptr<Program> prog = CompileTyped(coverage);
    ASSERT_NE(prog, nullptr);
    std::string out;
    for (const TestResult& r : RunAllOf(*prog)) out += FormatResult(r, true);
    EXPECT_EQ(out, expected.str()) << "coverage " << coverage;
  }
}

// The typed nodes spend the steps the general ones do, and leave the sums where they do when a
// budget ends a loop (the corpus prints them in finally blocks).
TEST(TypedCollectionOperandsTest, StepsAndBudgetsMatchTheGeneralNodes) {
  std::unique_ptr<Program> fused = CompileTyped(false);
  std::unique_ptr<Program> plain = CompileTyped(true);
  ASSERT_NE(fused, nullptr);
  ASSERT_NE(plain, nullptr);
  std::vector<TestResult> full = RunAllOf(*fused);
  std::vector<TestResult> full_plain = RunAllOf(*plain);
  ASSERT_EQ(full.size(), full_plain.size());
  std::set<uint64_t> budgets = {1, 2, 3, 10, 100};
  for (size_t t = 0; t < full.size(); ++t) {
    EXPECT_EQ(Describe(full[t]), Describe(full_plain[t]));
    const uint64_t s = full[t].steps;
    ASSERT_GE(s, 3u) << full[t].name;
    for (uint64_t b : {s - 2, s - 1, s, s / 2, s / 3, s / 5 * 4, s / 7, s / 11 * 10}) {
      budgets.insert(b);
    }
  }
  int timeouts = 0;
  for (uint64_t b : budgets) {
    RunLimits limits;
    limits.step_budget = b;
    std::vector<TestResult> a = RunAllOf(*fused, limits);
    std::vector<TestResult> p = RunAllOf(*plain, limits);
    ASSERT_EQ(a.size(), p.size());
    for (size_t t = 0; t < a.size(); ++t) {
      EXPECT_EQ(Describe(a[t]), Describe(p[t])) << "budget " << b;
      timeouts += a[t].outcome == Outcome::kTimeout;
    }
  }
  EXPECT_GT(timeouts, 0);
}

}  // namespace
}  // namespace aprgrid::lang
