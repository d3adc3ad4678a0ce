// Runs aprgrid-coordinator as a child process for tests that kill it: start, read the
// "listening grpc=... metrics=..." line, SIGKILL or SIGTERM, wait.
#ifndef APRGRID_TESTS_COORDINATOR_COORDINATOR_PROCESS_H_
#define APRGRID_TESTS_COORDINATOR_COORDINATOR_PROCESS_H_

#include <sys/types.h>

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::testing {

// The built binary: $APRGRID_BINARY_DIR/coordinator/aprgrid-coordinator, or else
// <dir>/coordinator/aprgrid-coordinator for the nearest folder <dir> above this executable.
std::string CoordinatorBinary();

// User + system CPU seconds process `pid` has used so far (from /proc/PID/stat).
double ProcessCpuSeconds(pid_t pid);

class CoordinatorProcess {
 public:
  // Starts the binary with `args` and waits (up to 20 s) for its "listening" line.
  static absl::StatusOr<CoordinatorProcess> Start(const std::vector<std::string>& args);

  CoordinatorProcess(CoordinatorProcess&& other) noexcept;
  CoordinatorProcess& operator=(CoordinatorProcess&& other) noexcept;
  ~CoordinatorProcess();  // SIGKILLs the child if still running.

  // Sends `signal` and waits for the exit; returns the wait status.
  int Stop(int signal);

  const std::string& grpc_address() const { return grpc_; }
  const std::string& metrics_address() const { return metrics_; }
  pid_t pid() const { return pid_; }
  // User + system CPU seconds the process has used so far (from /proc/PID/stat).
  double CpuSeconds() const;

 private:
  CoordinatorProcess() = default;
  pid_t pid_ = -1;
  int stdout_fd_ = -1;
  std::string grpc_;
  std::string metrics_;
};

}  // namespace aprgrid::testing

#endif  // APRGRID_TESTS_COORDINATOR_COORDINATOR_PROCESS_H_
