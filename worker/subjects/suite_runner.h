// Runs test suites of subject programs in-process with the subject-language interpreter.
//
// Thread-safety: RunSuite is reentrant (each call compiles its own Program and runs it on a
// thread of its own with the large stack the interpreter needs).
#ifndef APRGRID_WORKER_SUBJECTS_SUITE_RUNNER_H_
#define APRGRID_WORKER_SUBJECTS_SUITE_RUNNER_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"

namespace aprgrid::subjects {

// Compiles `program` + `tests` together and runs the tests of the classes named in `classes`
// (every test of the program when empty). A compile error is returned as InvalidArgument with
// the compiler's "file:line:col: message".
absl::StatusOr<std::vector<lang::TestResult>> RunSuite(const std::vector<lang::SourceFile>& program,
                                                       const std::vector<lang::SourceFile>& tests,
                                                       const std::vector<std::string>& classes = {},
                                                       const lang::RunLimits& limits = {});

// How many results are not PASS.
int CountNotPassing(const std::vector<lang::TestResult>& results);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_SUITE_RUNNER_H_
