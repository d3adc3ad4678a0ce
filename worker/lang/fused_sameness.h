// Checks shared by the tests of fused and typed nodes (shift_loops_test.cc,
// typed_operands_test.cc): a corpus program of tests/jdk/corpus prints what OpenJDK 17 printed
// (its output recorded under worker/lang/testdata by tests/jdk/run_jdk.sh --output), and runs
// exactly as the same program compiled with coverage, which wraps every statement in a coverage
// node and so keeps the general nodes: the same output and steps for every test, also when a
// step budget ends a test at, just before or inside its count. Test-only (uses gtest).
#ifndef APRGRID_WORKER_LANG_FUSED_SAMENESS_H_
#define APRGRID_WORKER_LANG_FUSED_SAMENESS_H_

#include <cstdint>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {

// tests/jdk/corpus/<name>.java compiled alone; null (with a test failure) if it does not compile.
inline std::unique_ptr<Program> CompileCorpusProgram(const std::string& name, bool coverage) {
  auto prog = CompileSources({ReadSource(SourceDir() + "/tests/jdk/corpus/" + name + ".java")},
                             CompileOptions{.coverage = coverage});
  EXPECT_TRUE(prog.ok()) << prog.status();
  return prog.ok() ? std::move(*prog) : nullptr;
}

inline std::vector<TestResult> RunAllOf(const Program& p, const RunLimits& limits = {}) {
  std::vector<TestResult> results;
  RunWithLargeStack([&]() {
    TestRunner runner(p, limits);
    results = runner.RunAll();
  });
  return results;
}

// Everything a run of a test shows but its coverage.
inline std::string DescribeRun(const TestResult& r) {
  return FormatResult(r, true) + "steps " + std::to_string(r.steps) + "\n";
}

// Corpus program `name` prints worker/lang/testdata/<name>.expected, with and without coverage.
inline void ExpectJdkOutput(const std::string& name) {
  std::ifstream in(SourceDir() + "/worker/lang/testdata/" + name + ".expected");
  std::stringstream expected;
  expected << in.rdbuf();
  ASSERT_FALSE(expected.str().empty()) << name;
  for (bool coverage : {false, true}) {
    std::unique_ptr<Program> prog = CompileCorpusProgram(name, coverage);
    ASSERT_NE(prog, nullptr);
    std::string out;
    for (const TestResult& r : RunAllOf(*prog)) out += FormatResult(r, true);
    EXPECT_EQ(out, expected.str()) << "coverage " << coverage;
  }
}

// Corpus program `name` runs as its coverage build does, at its full count and at step budgets
// around and inside each test's count (some of them must end a test in TIMEOUT).
inline void ExpectSameRunsAsCoverageBuild(const std::string& name) {
  std::unique_ptr<Program> fused = CompileCorpusProgram(name, false);
  std::unique_ptr<Program> plain = CompileCorpusProgram(name, true);
  ASSERT_NE(fused, nullptr);
  ASSERT_NE(plain, nullptr);
  std::vector<TestResult> full = RunAllOf(*fused);
  std::vector<TestResult> full_plain = RunAllOf(*plain);
  ASSERT_EQ(full.size(), full_plain.size());
  std::set<uint64_t> budgets = {1, 2, 3, 10, 100};
  for (size_t t = 0; t < full.size(); ++t) {
    EXPECT_EQ(DescribeRun(full[t]), DescribeRun(full_plain[t]));
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
      EXPECT_EQ(DescribeRun(a[t]), DescribeRun(p[t])) << "budget " << b;
      timeouts += a[t].outcome == Outcome::kTimeout;
    }
  }
  EXPECT_GT(timeouts, 0);
}

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_FUSED_SAMENESS_H_
