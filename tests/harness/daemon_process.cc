#include "tests/harness/daemon_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

extern char** environ;

namespace aprgrid::harness {
namespace {

constexpr absl::Duration kPollInterval = absl::Milliseconds(10);

// The message of a common/logging line ("2026-12-01T18:50:24.827Z info MESSAGE"), or the whole
// line when it does not start with such a timestamp and level.
absl::string_view MessageOf(absl::string_view line) {
  if (line.size() < 25 || line[4] != '-' || line[10] != 'T' || line[23] != 'Z' || line[24] != ' ') {
    return line;
  }
  size_t level_end = line.find(' ', 25);
  return level_end == absl::string_view::npos ? line : line.substr(level_end + 1);
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

// The current environment with `extra` entries added; an entry replaces one of the same name.
std::vector<std::string> MergedEnvironment(const std::vector<std::string>& extra) {
  std::vector<std::string> merged;
  for (char** e = environ; *e != nullptr; ++e) {
    absl::string_view entry(*e);
    absl::string_view name = entry.substr(0, entry.find('='));
    bool replaced = false;
    for (const std::string& x : extra) {
      if (absl::string_view(x).substr(0, x.find('=')) == name) replaced = true;
    }
    if (!replaced) merged.emplace_back(entry);
  }
  merged.insert(merged.end(), extra.begin(), extra.end());
  return merged;
}

std::vector<char*> CStrings(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

ExitInfo FromWaitStatus(int status) {
  ExitInfo info;
  if (WIFEXITED(status)) info.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) info.term_signal = WTERMSIG(status);
  return info;
}

}  // namespace

absl::StatusOr<std::unique_ptr<DaemonProcess>> DaemonProcess::Start(const DaemonOptions& options) {
  if (options.argv.empty()) return absl::InvalidArgumentError("DaemonProcess: empty argv");
  if (options.log_path.empty()) return absl::InvalidArgumentError("DaemonProcess: no log_path");

  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attributes);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, options.log_path.c_str(),
                                   O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  // Its own process group (pgid = its pid), so that signals reach what it starts.
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attributes, 0);
  sigset_t no_signals;
  sigemptyset(&no_signals);
  posix_spawnattr_setsigmask(&attributes, &no_signals);

  std::vector<std::string> argv = options.argv;
  std::vector<std::string> env = MergedEnvironment(options.env);
  std::vector<char*> c_argv = CStrings(argv);
  std::vector<char*> c_env = CStrings(env);
  pid_t pid = 0;
  int error = posix_spawnp(&pid, c_argv[0], &actions, &attributes, c_argv.data(), c_env.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (error != 0) {
    return absl::InternalError(absl::StrCat("cannot start ", absl::StrJoin(options.argv, " "), ": ",
                                            std::strerror(error)));
  }
  return std::unique_ptr<DaemonProcess>(new DaemonProcess(pid, options.log_path));
}

DaemonProcess::~DaemonProcess() {
  // Once reaped, the group id may be reused by an unrelated process: signal only before that.
  if (reaped_) return;
  kill(-pid_, SIGKILL);
  int status = 0;
  while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
}

bool DaemonProcess::TryReap() {
  if (reaped_) return true;
  int status = 0;
  pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) {
    reaped_ = true;
    exit_ = FromWaitStatus(status);
  }
  return reaped_;
}

absl::StatusOr<std::string> DaemonProcess::WaitForLine(absl::string_view prefix,
                                                       absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  while (true) {
    // Check for exit before reading, so that a line written just before exiting is still seen.
    bool ended = TryReap();
    for (absl::string_view line : absl::StrSplit(ReadFile(log_path_), '\n')) {
      if (MessageOf(line).substr(0, prefix.size()) == prefix) return std::string(line);
    }
    if (ended) {
      return absl::FailedPreconditionError(
          absl::StrCat("process ", pid_, " ended (exit ", exit_.exit_code, ", signal ",
                       exit_.term_signal, ") before printing '", prefix, "'; log:\n", LogTail()));
    }
    if (absl::Now() > deadline) {
      return absl::DeadlineExceededError(absl::StrCat("no line '", prefix, "' from process ", pid_,
                                                      " in ", absl::FormatDuration(timeout),
                                                      "; log:\n", LogTail()));
    }
    absl::SleepFor(kPollInterval);
  }
}

absl::Status DaemonProcess::Signal(int signal) {
  if (reaped_) return absl::FailedPreconditionError("process already reaped");
  if (kill(-pid_, signal) != 0) {
    return absl::InternalError(absl::StrCat("kill(", -pid_, "): ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

absl::StatusOr<ExitInfo> DaemonProcess::Wait(absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  while (!TryReap()) {
    if (absl::Now() > deadline) {
      return absl::DeadlineExceededError(
          absl::StrCat("process ", pid_, " still running after ", absl::FormatDuration(timeout)));
    }
    absl::SleepFor(kPollInterval);
  }
  return exit_;
}

std::string DaemonProcess::LogTail(size_t max_bytes) const {
  std::string log = ReadFile(log_path_);
  return log.size() <= max_bytes ? log : log.substr(log.size() - max_bytes);
}

absl::StatusOr<CommandResult> RunCommand(const std::vector<std::string>& argv,
                                         absl::Duration timeout,
                                         const std::vector<std::string>& env) {
  const char* tmp = std::getenv("TMPDIR");
  std::string log_path = absl::StrCat(tmp != nullptr ? tmp : "/tmp", "/aprgrid-cmd.XXXXXX");
  int fd = mkstemp(log_path.data());
  if (fd < 0) return absl::InternalError(absl::StrCat("mkstemp: ", std::strerror(errno)));
  close(fd);
  CommandResult result;
  absl::Status status;
  {
    auto process = DaemonProcess::Start({.argv = argv, .log_path = log_path, .env = env});
    if (!process.ok()) {
      unlink(log_path.c_str());
      return process.status();
    }
    absl::StatusOr<ExitInfo> exit = (*process)->Wait(timeout);
    if (exit.ok()) {
      result.exit = *exit;
    } else {
      status = absl::DeadlineExceededError(absl::StrCat(absl::StrJoin(argv, " "), ": ",
                                                        exit.status().message(), "; output:\n",
                                                        (*process)->LogTail()));
    }
  }  // The destructor kills the process group if it is still running.
  result.output = ReadFile(log_path);
  unlink(log_path.c_str());
  if (!status.ok()) return status;
  return result;
}

}  // namespace aprgrid::harness
