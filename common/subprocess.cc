#include "common/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/time/clock.h"

extern char** environ;

namespace aprgrid {
namespace {

// Closes the descriptors it holds on every path out of RunProcess.
class Pipe {
 public:
  Pipe() = default;
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  ~Pipe() {
    CloseRead();
    CloseWrite();
  }

  bool Open() { return pipe2(fds_, O_CLOEXEC) == 0; }
  int read_fd() const { return fds_[0]; }
  int write_fd() const { return fds_[1]; }
  void CloseRead() { CloseFd(fds_[0]); }
  void CloseWrite() { CloseFd(fds_[1]); }

 private:
  static void CloseFd(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
  }

  int fds_[2] = {-1, -1};
};

absl::Status Errno(const char* what) {
  return absl::InternalError(absl::StrCat(what, ": ", std::strerror(errno)));
}

// The caller's environment with `changes` applied, as "NAME=value" strings.
std::vector<std::string> ChildEnvironment(
    const std::map<std::string, std::optional<std::string>>& changes) {
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e) {
    std::string entry(*e);
    std::string name = entry.substr(0, entry.find('='));
    if (changes.find(name) == changes.end()) env.push_back(std::move(entry));
  }
  for (const auto& [name, value] : changes) {
    if (value.has_value()) env.push_back(absl::StrCat(name, "=", *value));
  }
  return env;
}

std::vector<char*> CStrings(std::vector<std::string>& strings) {
  std::vector<char*> out;
  out.reserve(strings.size() + 1);
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// write(2) that reports a reader that has gone (EPIPE) without raising SIGPIPE, whose default
// action would end the caller: the signal is blocked on this thread for the call, and the one it
// raised is consumed before the mask is restored.
ssize_t WriteWithoutSigpipe(int fd, const char* data, size_t size) {
  sigset_t pipe_set, old_set;
  sigemptyset(&pipe_set);
  sigaddset(&pipe_set, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_set, &old_set);
  const ssize_t written = write(fd, data, size);
  const int saved_errno = errno;
  if (written < 0 && saved_errno == EPIPE && !sigismember(&old_set, SIGPIPE)) {
    const timespec no_wait = {0, 0};
    while (sigtimedwait(&pipe_set, nullptr, &no_wait) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old_set, nullptr);
  errno = saved_errno;
  return written;
}

}  // namespace

std::string DescribeCommand(const std::vector<std::string>& argv) {
  return absl::StrJoin(argv, " ");
}

absl::StatusOr<ProcessResult> RunProcess(const std::vector<std::string>& argv) {
  return RunProcess(argv, ProcessOptions());
}

absl::StatusOr<ProcessResult> RunProcess(const std::vector<std::string>& argv,
                                         const ProcessOptions& options) {
  if (argv.empty()) return absl::InvalidArgumentError("RunProcess: empty argv");
  Pipe in, out, err;
  if (!in.Open() || !out.Open() || !err.Open()) return Errno("pipe2");

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.read_fd(), STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out.write_fd(), STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err.write_fd(), STDERR_FILENO);
  if (!options.work_dir.empty()) {
    posix_spawn_file_actions_addchdir_np(&actions, options.work_dir.c_str());
  }
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attributes, 0);  // The child leads a new process group.
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);  // Callers may block SIGTERM; children must not.

  std::vector<std::string> arg_strings = argv;
  std::vector<std::string> env_strings = ChildEnvironment(options.env);
  std::vector<char*> args = CStrings(arg_strings);
  std::vector<char*> env = CStrings(env_strings);

  pid_t pid = 0;
  const int spawn_error =
      posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), env.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (spawn_error != 0) {
    return absl::NotFoundError(
        absl::StrCat("cannot start ", argv[0], ": ", std::strerror(spawn_error)));
  }
  in.CloseRead();
  out.CloseWrite();
  err.CloseWrite();
  fcntl(in.write_fd(), F_SETFL, O_NONBLOCK);
  if (options.stdin_text.empty()) in.CloseWrite();

  // Feed stdin and drain both pipes together, so that a child filling one never blocks.
  ProcessResult result;
  std::string* sinks[2] = {&result.out, &result.err};
  int read_fds[2] = {out.read_fd(), err.read_fd()};
  size_t stdin_sent = 0;
  const absl::Time deadline = absl::Now() + options.timeout;
  char buffer[1 << 16];
  while (read_fds[0] >= 0 || read_fds[1] >= 0) {
    pollfd fds[3];
    int n = 0;
    int index[3] = {-1, -1, -1};  // Which pipe each pollfd is: 0 out, 1 err, 2 in.
    for (int i = 0; i < 2; ++i) {
      if (read_fds[i] >= 0) index[n] = i, fds[n++] = {read_fds[i], POLLIN, 0};
    }
    if (in.write_fd() >= 0) index[n] = 2, fds[n++] = {in.write_fd(), POLLOUT, 0};
    int wait_ms = -1;
    if (options.timeout != absl::InfiniteDuration()) {
      const absl::Duration left = deadline - absl::Now();
      if (left <= absl::ZeroDuration()) {
        result.timed_out = true;
        break;
      }
      wait_ms = static_cast<int>(absl::ToInt64Milliseconds(left)) + 1;
    }
    const int ready = poll(fds, static_cast<nfds_t>(n), wait_ms);
    if (ready < 0) {
      if (errno == EINTR) continue;
      kill(-pid, SIGKILL);
      waitpid(pid, nullptr, 0);
      return Errno("poll");
    }
    for (int k = 0; k < n; ++k) {
      if (fds[k].revents == 0) continue;
      if (index[k] == 2) {
        const ssize_t w = WriteWithoutSigpipe(in.write_fd(), options.stdin_text.data() + stdin_sent,
                                              options.stdin_text.size() - stdin_sent);
        if (w > 0) stdin_sent += static_cast<size_t>(w);
        // A child that closed its stdin early (EPIPE) does not want the rest.
        if ((w < 0 && errno != EAGAIN && errno != EINTR) ||
            stdin_sent == options.stdin_text.size()) {
          in.CloseWrite();
        }
        continue;
      }
      const int i = index[k];
      const ssize_t r = read(read_fds[i], buffer, sizeof buffer);
      if (r > 0) {
        sinks[i]->append(buffer, static_cast<size_t>(r));
        if (sinks[i]->size() > options.max_output_bytes) {
          sinks[i]->resize(options.max_output_bytes);
          result.output_too_large = true;
        }
      } else if (r == 0 || (errno != EINTR && errno != EAGAIN)) {
        read_fds[i] = -1;  // End of file (or a read error): stop polling it.
      }
    }
    if (result.output_too_large) break;
  }
  in.CloseWrite();
  // Both streams closed: wait for the exit, within the timeout, without reaping it yet (WNOWAIT
  // keeps the pid, and so the group id, from being reused while we kill the group below).
  while (!result.timed_out && !result.output_too_large) {
    siginfo_t info{};
    const bool bounded = options.timeout != absl::InfiniteDuration();
    if (waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOWAIT | (bounded ? WNOHANG : 0)) <
        0) {
      if (errno == EINTR) continue;
      break;  // Reaped below, which reports the error if there is one.
    }
    if (info.si_pid == pid) break;
    if (absl::Now() >= deadline) {
      result.timed_out = true;
      break;
    }
    absl::SleepFor(absl::Milliseconds(1));
  }
  // The group goes: at a limit the child too, otherwise the strays it may have left behind.
  kill(-pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return Errno("waitpid");
  }
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.term_signal = WTERMSIG(status);
  return result;
}

}  // namespace aprgrid
