// Runs a child process to completion and captures what it wrote. The JDK tests start javac, java
// and aprgrid-attempt this way.
//
// Hand-written on POSIX (posix_spawnp, pipes, poll) because none of the project's libraries
// (abseil, gRPC, protobuf) offers process spawning with captured output.
#ifndef APRGRID_TESTS_JDK_SUBPROCESS_H_
#define APRGRID_TESTS_JDK_SUBPROCESS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::jdk {

struct ProcessResult {
  // The exit status when the child exited normally, else -1.
  int exit_code = -1;
  // The signal that ended the child, else 0.
  int term_signal = 0;
  std::string out;  // Everything the child wrote to stdout.
  std::string err;  // Everything the child wrote to stderr.
};

// Runs argv[0] (looked up in PATH when it has no '/') with the given arguments, stdin from
// /dev/null, and waits for it. An error status means the child could not be started; a child
// that fails is an OK result with a non-zero exit_code. REQUIRES: !argv.empty().
// Thread-safe (each call owns its pipes and child).
absl::StatusOr<ProcessResult> RunProcess(const std::vector<std::string>& argv);

// argv joined by spaces, for messages.
std::string DescribeCommand(const std::vector<std::string>& argv);

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_SUBPROCESS_H_
