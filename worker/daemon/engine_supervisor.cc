#include "worker/daemon/engine_supervisor.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "absl/strings/str_cat.h"

namespace aprgrid::worker {
namespace {

// The supervisor's file descriptors: the engine's stdio at 0..2, then these two.
constexpr int kControlFd = 3;
constexpr int kStatusFd = 4;

// Everything below runs in the fork child of a multi-threaded process: async-signal-safe calls
// only (no allocation, no stdio, no locks).

void OnChild(int) {}  // Only interrupts ppoll.

void WriteAll(int fd, const char* data, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, data, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return;
    data += w;
    n -= static_cast<size_t>(w);
  }
}

// Appends the decimal digits of `value` to `out` (NUL-terminated); returns the end.
char* AppendNumber(char* out, long value) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value > 0);
  while (n > 0) *out++ = digits[--n];
  *out = '\0';
  return out;
}

// The parent pid of process `pid` from /proc/PID/stat; -1 if it is gone.
long ParentOf(long pid) {
  char path[64] = "/proc/";
  char* end = AppendNumber(path + 6, pid);
  std::memcpy(end, "/stat", 6);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char text[512];
  ssize_t n = read(fd, text, sizeof(text) - 1);
  close(fd);
  if (n <= 0) return -1;
  text[n] = '\0';
  // "PID (COMM) STATE PPID ...": COMM may hold spaces and parentheses; it ends at the last ')'.
  char* close_paren = nullptr;
  for (char* p = text; *p != '\0'; ++p) {
    if (*p == ')') close_paren = p;
  }
  if (close_paren == nullptr || close_paren[1] == '\0' || close_paren[2] == '\0') return -1;
  char* p = close_paren + 3;  // After ") S".
  while (*p == ' ') ++p;
  long parent = 0;
  while (*p >= '0' && *p <= '9') parent = parent * 10 + (*p++ - '0');
  return parent;
}

// Sends SIGKILL to every child of this process (found in /proc).
void KillChildren() {
  const long self = getpid();
  int dir = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return;
  alignas(8) char buffer[8192];
  while (true) {
    long n = syscall(SYS_getdents64, dir, buffer, sizeof(buffer));
    if (n <= 0) break;
    for (long offset = 0; offset < n;) {
      struct Entry {
        uint64_t ino;
        int64_t off;
        unsigned short reclen;
        unsigned char type;
        char name[1];
      };
      const Entry* entry = reinterpret_cast<const Entry*>(buffer + offset);
      offset += entry->reclen;
      long pid = 0;
      const char* c = entry->name;
      if (*c < '0' || *c > '9') continue;
      while (*c >= '0' && *c <= '9') pid = pid * 10 + (*c++ - '0');
      if (*c != '\0' || pid == self) continue;
      if (ParentOf(pid) == self) kill(static_cast<pid_t>(pid), SIGKILL);
    }
  }
  close(dir);
}

// Kills and reaps every descendant: as a subreaper this process inherits the children of each
// one that dies, so killing its children until none is left reaches the whole tree.
void KillAndReapAll() {
  while (true) {
    KillChildren();
    int status;
    pid_t r = waitpid(-1, &status, 0);
    if (r < 0 && errno == ECHILD) return;
    if (r < 0 && errno != EINTR) return;
  }
}

void CloseFrom(int first) {
  if (syscall(SYS_close_range, first, ~0U, 0) == 0) return;
  rlimit limit;
  rlim_t max = 65536;
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < max) max = limit.rlim_cur;
  for (rlim_t fd = static_cast<rlim_t>(first); fd < max; ++fd) close(static_cast<int>(fd));
}

struct Prepared {
  char* const* argv;
  char* const* envp;
  const char* work_dir;
  rlimit memory;
};

[[noreturn]] void ExecEngine(const Prepared& p) {
  setpgid(0, 0);
  struct sigaction standard;
  std::memset(&standard, 0, sizeof(standard));
  standard.sa_handler = SIG_DFL;
  for (int sig : {SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD}) sigaction(sig, &standard, nullptr);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  if (p.work_dir != nullptr && chdir(p.work_dir) != 0) {
    static const char kMessage[] = "cannot enter the engine's working folder\n";
    WriteAll(2, kMessage, sizeof(kMessage) - 1);
    _exit(127);
  }
  setrlimit(RLIMIT_AS, &p.memory);
  execvpe(p.argv[0], p.argv, p.envp);
  static const char kMessage[] = "cannot execute the engine: ";
  WriteAll(2, kMessage, sizeof(kMessage) - 1);
  WriteAll(2, p.argv[0], std::strlen(p.argv[0]));
  WriteAll(2, "\n", 1);
  _exit(127);
}

// The supervisor: fds 0..2 are the engine's stdio, kControlFd and kStatusFd its pipes to the
// worker.
[[noreturn]] void Supervise(const Prepared& p) {
  struct sigaction ignore;
  std::memset(&ignore, 0, sizeof(ignore));
  ignore.sa_handler = SIG_IGN;
  for (int sig : {SIGTERM, SIGINT, SIGHUP, SIGPIPE}) sigaction(sig, &ignore, nullptr);
  struct sigaction on_child;
  std::memset(&on_child, 0, sizeof(on_child));
  on_child.sa_handler = OnChild;  // No SA_RESTART: a child's exit interrupts ppoll.
  sigaction(SIGCHLD, &on_child, nullptr);
  sigset_t child_only, none;
  sigemptyset(&child_only);
  sigaddset(&child_only, SIGCHLD);
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &child_only, nullptr);  // Delivered only inside ppoll below.
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) _exit(1);

  const pid_t engine = fork();
  if (engine < 0) _exit(1);  // The worker sees no status and says so.
  if (engine == 0) ExecEngine(p);
  setpgid(engine, engine);
  close(0);  // The engine's pipes stay with the engine only.
  close(1);
  close(2);

  bool engine_done = false;
  int engine_status = 0;
  while (true) {
    int status;
    pid_t r;
    while ((r = waitpid(-1, &status, WNOHANG)) > 0) {
      if (r == engine) {
        engine_done = true;
        engine_status = status;
      }
    }
    if (engine_done) break;
    pollfd control{kControlFd, POLLIN, 0};
    // Readable or hung up: the worker ends the attempt (or has died).
    if (ppoll(&control, 1, nullptr, &none) > 0) break;
  }
  if (engine_done) {
    WriteAll(kStatusFd, reinterpret_cast<const char*>(&engine_status), sizeof(engine_status));
  } else {
    kill(-engine, SIGKILL);  // Not reaped yet: its group id is still its own.
  }
  KillAndReapAll();
  _exit(0);
}

struct Pipe {
  int fd[2] = {-1, -1};
  ~Pipe() {
    for (int& f : fd) {
      if (f >= 0) close(f);
    }
  }
  int Take(int i) { return std::exchange(fd[i], -1); }
};

}  // namespace

absl::StatusOr<SupervisedEngine> SupervisedEngine::Start(const EngineSpawn& spawn) {
  if (spawn.argv.empty()) return absl::InvalidArgumentError("an engine without argv");
  // Everything the children need is prepared before fork.
  std::vector<std::string> argv_storage = spawn.argv;
  std::vector<std::string> env_storage = spawn.env;
  std::vector<char*> argv, envp;
  for (std::string& arg : argv_storage) argv.push_back(arg.data());
  argv.push_back(nullptr);
  for (std::string& e : env_storage) envp.push_back(e.data());
  envp.push_back(nullptr);
  Prepared prepared{
      argv.data(), envp.data(), spawn.work_dir.empty() ? nullptr : spawn.work_dir.c_str(), {}};
  prepared.memory.rlim_cur = prepared.memory.rlim_max = spawn.address_space_bytes;

  Pipe control, status;
  if (pipe2(control.fd, O_CLOEXEC) != 0 || pipe2(status.fd, O_CLOEXEC) != 0) {
    return absl::InternalError(absl::StrCat("pipe: ", std::strerror(errno)));
  }
  const int in = spawn.stdin_fd, out = spawn.stdout_fd, err = spawn.stderr_fd;
  const int control_read = control.fd[0], status_write = status.fd[1];
  pid_t pid = fork();
  if (pid < 0) return absl::InternalError(absl::StrCat("fork: ", std::strerror(errno)));
  if (pid == 0) {
    // Lay the five descriptors out at 0..4 (through copies at 5 and above, so that no dup2
    // overwrites one not yet copied), then close every other one this process inherited.
    int copies[5];
    const int sources[5] = {in, out, err, control_read, status_write};
    for (int i = 0; i < 5; ++i) {
      copies[i] = fcntl(sources[i], F_DUPFD, 5);
      if (copies[i] < 0) _exit(1);
    }
    for (int i = 0; i < 5; ++i) {
      if (dup2(copies[i], i) < 0) _exit(1);
    }
    CloseFrom(5);
    fcntl(kControlFd, F_SETFD, FD_CLOEXEC);
    fcntl(kStatusFd, F_SETFD, FD_CLOEXEC);
    Supervise(prepared);
  }
  SupervisedEngine engine;
  engine.supervisor_ = pid;
  engine.control_fd_ = control.Take(1);
  engine.status_fd_ = status.Take(0);
  return engine;
}

SupervisedEngine::SupervisedEngine(SupervisedEngine&& other) noexcept { *this = std::move(other); }

SupervisedEngine& SupervisedEngine::operator=(SupervisedEngine&& other) noexcept {
  std::swap(supervisor_, other.supervisor_);
  std::swap(control_fd_, other.control_fd_);
  std::swap(status_fd_, other.status_fd_);
  return *this;
}

SupervisedEngine::~SupervisedEngine() { Finish(); }

absl::StatusOr<int> SupervisedEngine::ReadStatus() {
  int status = 0;
  size_t got = 0;
  while (got < sizeof(status)) {
    ssize_t r = read(status_fd_, reinterpret_cast<char*>(&status) + got, sizeof(status) - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) {
      return absl::InternalError(
          "the engine's supervisor ended without the engine's exit status (it could not start "
          "the engine, or was killed)");
    }
    got += static_cast<size_t>(r);
  }
  return status;
}

void SupervisedEngine::Finish() {
  if (control_fd_ >= 0) close(std::exchange(control_fd_, -1));
  if (supervisor_ > 0) {
    int status;
    while (waitpid(supervisor_, &status, 0) < 0 && errno == EINTR) {
    }
    supervisor_ = -1;
  }
  if (status_fd_ >= 0) close(std::exchange(status_fd_, -1));
}

}  // namespace aprgrid::worker
