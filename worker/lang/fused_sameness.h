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

#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {

// tests/jdk/corpus/<name>.java compiled alone.
inline absl::StatusOr<std::unique_ptr<Program>> CompileCorpusProgram(const std::string& name,
                                                                     bool coverage) {
  return CompileSources({ReadSource(SourceDir() + "/tests/jdk/corpus/" + name + ".java")},
                        CompileOptions{.coverage = coverage});
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

// Whether corpus program `name` prints worker/lang/testdata/<name>.expected, with and without
// coverage; the failure names the first difference.
inline ::testing::AssertionResult PrintsJdkOutput(const std::string& name) {
  std::ifstream in(SourceDir() + "/worker/lang/testdata/" + name + ".expected");
  std::stringstream expected;
  expected << in.rdbuf();
  if (expected.str().empty())
    return ::testing::AssertionFailure() << name << ": no expected output";
  for (bool coverage : {false, true}) {
    absl::StatusOr<std::unique_ptr<Program>> prog = CompileCorpusProgram(name, coverage);
    if (!prog.ok()) return ::testing::AssertionFailure() << prog.status();
    std::string out;
    for (const TestResult& r : RunAllOf(**prog)) out += FormatResult(r, true);
    if (out != expected.str()) {
      return ::testing::AssertionFailure() << "coverage " << coverage << ": printed\n"
                                           << out << "expected\n"
                                           << expected.str();
    }
  }
  return ::testing::AssertionSuccess();
}

// Whether corpus program `name` runs as its coverage build does, at its full count and at step
// budgets around and inside each test's count (some of which must end a test in TIMEOUT).
inline ::testing::AssertionResult RunsAsItsCoverageBuild(const std::string& name) {
  absl::StatusOr<std::unique_ptr<Program>> fused = CompileCorpusProgram(name, false);
  absl::StatusOr<std::unique_ptr<Program>> plain = CompileCorpusProgram(name, true);
  if (!fused.ok()) return ::testing::AssertionFailure() << fused.status();
  if (!plain.ok()) return ::testing::AssertionFailure() << plain.status();
  std::vector<TestResult> full = RunAllOf(**fused);
  std::vector<TestResult> full_plain = RunAllOf(**plain);
  if (full.size() != full_plain.size())
    return ::testing::AssertionFailure() << "test counts differ";
  std::set<uint64_t> budgets = {1, 2, 3, 10, 100};
  for (size_t t = 0; t < full.size(); ++t) {
    if (DescribeRun(full[t]) != DescribeRun(full_plain[t])) {
      return ::testing::AssertionFailure() << DescribeRun(full[t]) << "against\n"
                                           << DescribeRun(full_plain[t]);
    }
    const uint64_t s = full[t].steps;
    if (s < 3) return ::testing::AssertionFailure() << full[t].name << " takes under 3 steps";
    for (uint64_t b : {s - 2, s - 1, s, s / 2, s / 3, s / 5 * 4, s / 7, s / 11 * 10}) {
      budgets.insert(b);
    }
  }
  int timeouts = 0;
  for (uint64_t b : budgets) {
    RunLimits limits;
    limits.step_budget = b;
    std::vector<TestResult> a = RunAllOf(**fused, limits);
    std::vector<TestResult> p = RunAllOf(**plain, limits);
    if (a.size() != p.size()) return ::testing::AssertionFailure() << "test counts differ";
    for (size_t t = 0; t < a.size(); ++t) {
      if (DescribeRun(a[t]) != DescribeRun(p[t])) {
        return ::testing::AssertionFailure()
               << "budget " << b << ": " << DescribeRun(a[t]) << "against\n"
               << DescribeRun(p[t]);
      }
      timeouts += a[t].outcome == Outcome::kTimeout;
    }
  }
  if (timeouts == 0) return ::testing::AssertionFailure() << "no budget ended a test";
  return ::testing::AssertionSuccess();
}

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_FUSED_SAMENESS_H_
