// Runs the tests of a compiled program: each test in a fresh program state (statics re-initialised,
// a new instance of its class), with the step budget, call-depth and heap limits of RunLimits.
// Outcomes follow the test contract in docs/subject-language.md.
//
// The interpreter recurses on the native stack (about a few hundred bytes per Java call), so run
// tests on a thread with a large stack: RunWithLargeStack() makes one. On a smaller stack, deep
// recursion ends in StackOverflowError earlier than RunLimits::max_depth, never in a crash.
// Not thread-safe: one TestRunner per thread (several may share a Program).
#ifndef APRGRID_WORKER_LANG_RUNNER_H_
#define APRGRID_WORKER_LANG_RUNNER_H_

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/program.h"
#include "worker/lang/runtime.h"

namespace aprgrid::lang {

enum class Outcome { kPass, kFail, kError, kTimeout };

struct TestResult {
  std::string name;  // "Class.method"
  Outcome outcome = Outcome::kPass;
  std::string message;       // FAIL: the assertion message; ERROR: the exception's simple name.
  std::string output;        // Captured System.out (UTF-8).
  std::vector<int> covered;  // AST ids of executed statements (coverage programs only), sorted.
  uint64_t steps = 0;
  // TIMEOUT because the run was interrupted (RunLimits::interrupt), not by the step budget: the
  // outcome says nothing about the program.
  bool interrupted = false;
  // Of `steps`, those the proof of non-termination skipped (RunLimits::loop_proof_from): a
  // measure of the work saved, no result (the outcome, steps and output are the same).
  uint64_t steps_skipped = 0;
};

class TestRunner {
 public:
  explicit TestRunner(const Program& program, const RunLimits& limits = {});

  // Runs `program` from now on, keeping this runner's memory (stack, heap): a fitness engine runs
  // hundreds of variants of one program. REQUIRES: `program` shares the current program's class
  // table (a variant of the same base, lang::CompileVariant, or that base itself).
  void Rebind(const Program& program);

  // Records the methods the following runs enter into `entered` (Runtime::entered; null: none).
  void TraceEntries(uint8_t* entered) { rt_.entered = entered; }

  // RunLimits::loop_proof_from for the following runs.
  void SetLoopProofFrom(uint64_t step) { rt_.limits.loop_proof_from = step; }

  TestResult Run(const TestCase& test);
  // Every test of the program, in name order.
  std::vector<TestResult> RunAll();
  // The tests of one class, in name order.
  std::vector<TestResult> RunClass(std::string_view class_name);

 private:
  const Program* prog_;
  Runtime rt_;
};

// "Class.method PASS" / "FAIL <message>" / "ERROR <Name>" / "TIMEOUT"; with `with_output`, each
// captured output line follows, prefixed by "  | ".
std::string FormatResult(const TestResult& r, bool with_output);

// Runs `fn` on a new thread with a `stack_bytes` stack and waits for it.
void RunWithLargeStack(const std::function<void()>& fn, size_t stack_bytes = size_t{1} << 30);

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_RUNNER_H_
