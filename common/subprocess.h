// Runs a child process to completion and captures what it wrote: the one helper for "run this
// program and give me its output" (the JDK oracle runs javac and java with it; tests and benches
// run aprgrid binaries, curl and scripts). Hand-written on POSIX (posix_spawnp, pipes, poll):
// none of the project's libraries (Abseil, gRPC, protobuf) spawns processes.
//
// Limits: a wall-clock timeout and a cap on captured output. The child leads its own process
// group, so when a limit is hit the whole group (the child and anything it started) is killed
// with SIGKILL, and the result says which limit ended it.
//
// Not for long-lived daemons whose output is consumed while they run (tests/harness/
// daemon_process.h) or for engines that stream a protocol (worker/daemon/external_runner.h).
//
// Thread-safety: thread-safe; each call owns its pipes and child.
#ifndef APRGRID_COMMON_SUBPROCESS_H_
#define APRGRID_COMMON_SUBPROCESS_H_

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"

namespace aprgrid {

struct ProcessOptions {
  std::string stdin_text;  // Written to the child's stdin, which is then closed.
  std::string work_dir;    // The child's working directory; empty: the caller's.
  // Environment changes: a value sets the variable, std::nullopt removes it; the rest of the
  // caller's environment is inherited.
  std::map<std::string, std::optional<std::string>> env;
  absl::Duration timeout = absl::InfiniteDuration();  // Wall-clock limit.
  size_t max_output_bytes = size_t{256} << 20;        // Per stream.
};

struct ProcessResult {
  // The exit status when the child exited normally, else -1.
  int exit_code = -1;
  // The signal that ended the child, else 0 (SIGKILL when a limit was hit).
  int term_signal = 0;
  bool timed_out = false;         // Killed at ProcessOptions::timeout.
  bool output_too_large = false;  // Killed when a stream passed max_output_bytes.
  std::string out;                // What the child wrote to stdout (at most max_output_bytes).
  std::string err;                // What the child wrote to stderr (at most max_output_bytes).
};

// Runs argv[0] (looked up in PATH when it has no '/') with the given arguments and waits for it.
// An error status means the child could not be started (NOT_FOUND naming the program) or the
// operating system failed us; a child that fails, or is killed at a limit, is an OK result.
// REQUIRES: !argv.empty().
absl::StatusOr<ProcessResult> RunProcess(const std::vector<std::string>& argv,
                                         const ProcessOptions& options);
absl::StatusOr<ProcessResult> RunProcess(const std::vector<std::string>& argv);

// argv joined by spaces, for messages.
std::string DescribeCommand(const std::vector<std::string>& argv);

}  // namespace aprgrid

#endif  // APRGRID_COMMON_SUBPROCESS_H_
