// libFuzzer target: one subject-language source file through the lexer, the parser, the checker
// and compiler, and (when it compiles) the interpreter, running every test of the program. The
// run limits are small (RunLimits below) so that no input can make one execution slow: a loop
// ends in TIMEOUT after kSteps steps, an allocation spree in OutOfMemoryError. Any input must give
// a diagnostic or test outcomes, never a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/compiler.h"
#include "worker/lang/lexer.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"

namespace {

constexpr uint64_t kSteps = 50000;
constexpr int kDepth = 200;
constexpr size_t kHeapBytes = size_t{1} << 20;
// The interpreter and the parser recurse on the native stack; the worker runs them on a large
// stack too (worker/daemon/large_stack_thread.h).
constexpr size_t kStackBytes = size_t{256} << 20;

void RunOne(std::string_view text) {
  (void)aprgrid::lang::Lex("Fuzz.java", text);
  auto program =
      aprgrid::lang::CompileSources({aprgrid::lang::SourceFile{"Fuzz.java", std::string(text)}});
  if (!program.ok()) return;
  aprgrid::lang::RunLimits limits;
  limits.step_budget = kSteps;
  limits.max_depth = kDepth;
  limits.heap_bytes = kHeapBytes;
  aprgrid::lang::TestRunner runner(**program, limits);
  for (const aprgrid::lang::TestResult& result : runner.RunAll()) {
    (void)aprgrid::lang::FormatResult(result, /*with_output=*/true);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  aprgrid::lang::RunWithLargeStack([text] { RunOne(text); }, kStackBytes);
  return 0;
}
