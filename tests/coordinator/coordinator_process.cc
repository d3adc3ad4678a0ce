#include "tests/coordinator/coordinator_process.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>

#include "absl/strings/str_cat.h"

namespace aprgrid::testing {

std::string CoordinatorBinary() {
  if (const char* dir = std::getenv("APRGRID_BINARY_DIR")) {
    return std::string(dir) + "/coordinator/aprgrid-coordinator";
  }
  // Tests and benchmarks run from somewhere below <build>: walk up from this executable.
  char self[4096];
  ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
  std::string dir(self, n > 0 ? static_cast<size_t>(n) : 0);
  while (dir.rfind('/') != std::string::npos) {
    dir = dir.substr(0, dir.rfind('/'));
    std::string candidate = dir + "/coordinator/aprgrid-coordinator";
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "aprgrid-coordinator";
}

absl::StatusOr<CoordinatorProcess> CoordinatorProcess::Start(const std::vector<std::string>& args) {
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) return absl::InternalError("pipe failed");
  std::string binary = CoordinatorBinary();
  std::vector<char*> argv;
  argv.push_back(binary.data());
  std::vector<std::string> copies = args;
  for (std::string& arg : copies) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = fork();
  if (pid < 0) return absl::InternalError("fork failed");
  if (pid == 0) {
    dup2(pipe_fds[1], STDOUT_FILENO);
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  close(pipe_fds[1]);
  CoordinatorProcess process;
  process.pid_ = pid;
  process.stdout_fd_ = pipe_fds[0];
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (line.find('\n') == std::string::npos) {
    int left = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                    deadline - std::chrono::steady_clock::now())
                                    .count());
    pollfd pfd{process.stdout_fd_, POLLIN, 0};
    if (left <= 0 || poll(&pfd, 1, left) <= 0) {
      return absl::DeadlineExceededError("no listening line within 20 s");
    }
    char buffer[256];
    ssize_t n = read(process.stdout_fd_, buffer, sizeof(buffer));
    if (n <= 0) return absl::UnavailableError(absl::StrCat("coordinator exited: ", line));
    line.append(buffer, static_cast<size_t>(n));
  }
  size_t grpc = line.find("grpc=");
  size_t metrics = line.find(" metrics=");
  if (grpc == std::string::npos || metrics == std::string::npos) {
    return absl::InternalError("unexpected first line: " + line);
  }
  process.grpc_ = line.substr(grpc + 5, metrics - grpc - 5);
  process.metrics_ = line.substr(metrics + 9, line.find('\n') - metrics - 9);
  return process;
}

CoordinatorProcess::CoordinatorProcess(CoordinatorProcess&& other) noexcept {
  *this = std::move(other);
}

CoordinatorProcess& CoordinatorProcess::operator=(CoordinatorProcess&& other) noexcept {
  std::swap(pid_, other.pid_);
  std::swap(stdout_fd_, other.stdout_fd_);
  std::swap(grpc_, other.grpc_);
  std::swap(metrics_, other.metrics_);
  return *this;
}

CoordinatorProcess::~CoordinatorProcess() {
  if (pid_ > 0) Stop(SIGKILL);
  if (stdout_fd_ >= 0) close(stdout_fd_);
}

double ProcessCpuSeconds(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  // Fields after the command name (which may contain spaces) start after the last ')'.
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14 || i == 15) ticks += std::stod(field);  // utime, stime.
  }
  return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

double CoordinatorProcess::CpuSeconds() const { return ProcessCpuSeconds(pid_); }

int CoordinatorProcess::Stop(int signal) {
  if (pid_ <= 0) return -1;
  kill(pid_, signal);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  return status;
}

}  // namespace aprgrid::testing
