// A child process that runs in the background of a test: a daemon under test (coordinator,
// worker), a stand-in exporter, or a helper script. Its stdout and stderr go to a log file (a file,
// not a pipe, so a chatty child never blocks on a full pipe and the log survives for failure
// messages). It leads its own process group, so Signal() and the destructor reach its children too.
//
// Hand-written on POSIX (posix_spawnp, waitpid) because none of the project's libraries offers
// process spawning.
#ifndef APRGRID_TESTS_HARNESS_DAEMON_PROCESS_H_
#define APRGRID_TESTS_HARNESS_DAEMON_PROCESS_H_

#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/time/time.h"

namespace aprgrid::harness {

struct DaemonOptions {
  std::vector<std::string> argv;  // argv[0] is looked up in PATH when it has no '/'.
  std::string log_path;           // Receives stdout and stderr (appended; created if missing).
  std::vector<std::string> env;  // "NAME=VALUE" entries added to (or replacing in) the environment.
};

// How a process ended.
struct ExitInfo {
  int exit_code = -1;   // The exit status when the process exited, else -1.
  int term_signal = 0;  // The signal that ended it, else 0.
};

// Not thread-safe: one test thread owns a DaemonProcess.
class DaemonProcess {
 public:
  // Starts the process. REQUIRES: !options.argv.empty(), !options.log_path.empty().
  static absl::StatusOr<std::unique_ptr<DaemonProcess>> Start(const DaemonOptions& options);

  // Kills the process group with SIGKILL if the process has not been reaped yet, and reaps it.
  // (After a successful Wait the group is left alone: its id may already belong to another.)
  ~DaemonProcess();
  DaemonProcess(const DaemonProcess&) = delete;
  DaemonProcess& operator=(const DaemonProcess&) = delete;

  pid_t pid() const { return pid_; }
  const std::string& log_path() const { return log_path_; }

  // Returns the first line of the log that starts with `prefix` (without the newline), waiting up
  // to `timeout` for it. A common/logging line (timestamp and level first) is matched on its
  // message. DEADLINE_EXCEEDED on timeout; FAILED_PRECONDITION if the process ends
  // first. Both messages include the end of the log.
  absl::StatusOr<std::string> WaitForLine(absl::string_view prefix, absl::Duration timeout);

  // Sends `signal` to the process group. FAILED_PRECONDITION once the process has been reaped.
  absl::Status Signal(int signal);

  // Waits up to `timeout` for the process to end and reaps it; DEADLINE_EXCEEDED if it is still
  // running. After a successful Wait, further calls return the same ExitInfo.
  absl::StatusOr<ExitInfo> Wait(absl::Duration timeout);

  // The last `max_bytes` of the log, for failure messages.
  std::string LogTail(size_t max_bytes = 2000) const;

 private:
  DaemonProcess(pid_t pid, std::string log_path) : pid_(pid), log_path_(std::move(log_path)) {}
  // Reaps the process if it has ended; true if it has (now or before).
  bool TryReap();

  pid_t pid_;
  std::string log_path_;
  bool reaped_ = false;
  ExitInfo exit_;
};

// What a finished command printed and how it ended.
struct CommandResult {
  ExitInfo exit;
  std::string output;  // stdout and stderr, interleaved.
};

// Runs argv to completion (killed after `timeout`, then DEADLINE_EXCEEDED) and captures its output.
// REQUIRES: !argv.empty().
absl::StatusOr<CommandResult> RunCommand(const std::vector<std::string>& argv,
                                         absl::Duration timeout,
                                         const std::vector<std::string>& env = {});

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_DAEMON_PROCESS_H_
