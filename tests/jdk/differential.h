// The interpreter side of the differential tests and the comparison of the two sides' outputs.
#ifndef APRGRID_TESTS_JDK_DIFFERENTIAL_H_
#define APRGRID_TESTS_JDK_DIFFERENTIAL_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "common/subprocess.h"
#include "tests/jdk/java_program.h"

namespace aprgrid::jdk {

// "" when the texts are equal; else a short report of the first differing line:
//   line 3:
//     jdk:         Foo.bar FAIL expected:<1> but was:<2>
//     interpreter: Foo.bar PASS
// with "<missing>" for a side that has no such line.
std::string FirstDifference(absl::string_view jdk, absl::string_view interpreter);

// Runs `aprgrid-attempt test [--output] FILE...` once per program (all of a program's files in
// one call), up to `parallelism` at a time; results are in program order. Fails only when a
// process cannot be started. REQUIRES: parallelism >= 1.
absl::StatusOr<std::vector<ProcessResult>> RunInterpreter(const std::string& attempt_binary,
                                                          const std::vector<JavaProgram>& programs,
                                                          bool show_output, int parallelism);

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_DIFFERENTIAL_H_
