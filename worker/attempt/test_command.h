// `aprgrid-attempt test [--output] FILE...`: parses the files together, type-checks them, runs
// every test and prints one line per test, sorted by "Class.method" (see
// docs/subject-language.md for the exact format). Returns the process exit code: 0 when the tests
// ran, 1 when a file does not compile (diagnostics on `err`), 2 on usage errors.
#ifndef APRGRID_WORKER_ATTEMPT_TEST_COMMAND_H_
#define APRGRID_WORKER_ATTEMPT_TEST_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace aprgrid::attempt {

int RunTestCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace aprgrid::attempt

#endif  // APRGRID_WORKER_ATTEMPT_TEST_COMMAND_H_
