#include "worker/daemon/external_runner.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "google/protobuf/util/json_util.h"
#include "worker/daemon/engine_output.h"

extern char** environ;

namespace aprgrid::worker {
namespace {

using Clock = std::chrono::steady_clock;

// A pipe whose ends close themselves; O_CLOEXEC so that engines started concurrently by other
// slots never inherit another slot's pipe (which would keep it open and hide EOF).
struct Pipe {
  int fd[2] = {-1, -1};
  ~Pipe() { CloseBoth(); }
  bool Open() { return pipe2(fd, O_CLOEXEC) == 0; }
  void Close(int i) {
    if (fd[i] >= 0) close(fd[i]);
    fd[i] = -1;
  }
  void CloseBoth() {
    Close(0);
    Close(1);
  }
};

// The tail of a stream: keeps the last `limit` bytes.
class Tail {
 public:
  explicit Tail(size_t limit) : limit_(limit) {}
  void Append(const char* data, size_t n) {
    text_.append(data, n);
    if (text_.size() > 2 * limit_) text_.erase(0, text_.size() - limit_);
  }
  std::string Get() const {
    return text_.size() > limit_ ? text_.substr(text_.size() - limit_) : text_;
  }

 private:
  size_t limit_;
  std::string text_;
};

std::string WithStderr(std::string message, const Tail& tail) {
  std::string text = tail.Get();
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  if (!text.empty()) absl::StrAppend(&message, "; engine stderr: ", text);
  return message;
}

std::string DescribeExit(int wait_status) {
  if (WIFEXITED(wait_status)) return absl::StrCat("exit code ", WEXITSTATUS(wait_status));
  if (WIFSIGNALED(wait_status)) {
    return absl::StrCat("killed by signal ", WTERMSIG(wait_status), " (",
                        strsignal(WTERMSIG(wait_status)), ")");
  }
  return "an unknown status";
}

// What Run starts: the engine's argv, its stdin, and the attempt's limits.
struct EngineCommand {
  std::vector<std::string> argv;
  std::string input;  // The attempt as one JSON line.
  uint64_t wall_seconds = 3600;
  uint64_t memory_mb = 4096;
};

absl::StatusOr<EngineCommand> MakeCommand(const ExternalRunnerOptions& options,
                                          const v1::Attempt& attempt) {
  if (!attempt.has_repair()) {
    return absl::InvalidArgumentError("external engines run repair attempts only");
  }
  EngineCommand command;
  command.argv = options.argv_override;
  if (command.argv.empty()) {
    for (const std::string& arg : attempt.repair().engine().external().argv()) {
      command.argv.push_back(arg);
    }
  }
  if (command.argv.empty()) return absl::InvalidArgumentError("external engine without argv");
  google::protobuf::util::JsonPrintOptions print;
  print.preserve_proto_field_names = true;
  if (!google::protobuf::util::MessageToJsonString(attempt, &command.input, print).ok()) {
    return absl::InternalError("cannot encode the attempt as JSON");
  }
  command.input.push_back('\n');
  if (attempt.repair().wall_seconds() > 0) command.wall_seconds = attempt.repair().wall_seconds();
  if (attempt.repair().memory_mb() > 0) command.memory_mb = attempt.repair().memory_mb();
  return command;
}

// A started engine: its pid (the leader of its own process group) and the parent's pipe ends.
struct EngineProcess {
  pid_t pid = -1;
  Pipe in, out, err;  // The parent uses in.fd[1], out.fd[0] and err.fd[0].
};

// Forks and executes the engine with its stdin, stdout and stderr on pipes, in its own process
// group, with RLIMIT_AS and APRGRID_SUBJECTS set.
absl::Status StartEngine(const ExternalRunnerOptions& options, EngineCommand& command,
                         EngineProcess& process) {
  // Everything the child needs is prepared before fork: after fork in a threaded process only
  // async-signal-safe calls are allowed.
  std::vector<char*> child_argv;
  for (std::string& arg : command.argv) child_argv.push_back(arg.data());
  child_argv.push_back(nullptr);
  std::vector<std::string> env_storage;
  for (char** e = environ; *e != nullptr; ++e) {
    if (!options.subjects_dir.empty() && std::strncmp(*e, "APRGRID_SUBJECTS=", 17) == 0) continue;
    env_storage.emplace_back(*e);
  }
  if (!options.subjects_dir.empty()) {
    env_storage.push_back("APRGRID_SUBJECTS=" + options.subjects_dir);
  }
  std::vector<char*> child_env;
  for (std::string& e : env_storage) child_env.push_back(e.data());
  child_env.push_back(nullptr);
  const char* work_dir = options.work_dir.empty() ? nullptr : options.work_dir.c_str();
  rlimit memory_limit;
  memory_limit.rlim_cur = memory_limit.rlim_max = static_cast<rlim_t>(command.memory_mb) << 20;

  Pipe& in = process.in;
  Pipe& out = process.out;
  Pipe& err = process.err;
  if (!in.Open() || !out.Open() || !err.Open()) {
    return absl::InternalError(absl::StrCat("pipe: ", std::strerror(errno)));
  }
  pid_t pid = fork();
  if (pid < 0) return absl::InternalError(absl::StrCat("fork: ", std::strerror(errno)));
  if (pid == 0) {
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);  // The daemon blocks SIGTERM; the engine must not.
    dup2(in.fd[0], 0);
    dup2(out.fd[1], 1);
    dup2(err.fd[1], 2);
    if (work_dir != nullptr && chdir(work_dir) != 0) _exit(127);
    setrlimit(RLIMIT_AS, &memory_limit);
    execvpe(child_argv[0], child_argv.data(), child_env.data());
    static const char kMessage[] = "cannot execute the engine\n";
    (void)!write(2, kMessage, sizeof(kMessage) - 1);
    _exit(127);
  }
  setpgid(pid, pid);  // Also in the parent, so a kill right away reaches the group.
  process.pid = pid;
  in.Close(0);
  out.Close(1);
  err.Close(1);
  fcntl(in.fd[1], F_SETFL, O_NONBLOCK);
  return absl::OkStatus();
}

// The first reason to stop the engine, or nothing: stopped by the worker, or past the deadline.
std::optional<std::string> StopOrTimeLimit(const StopFlag& stop, Clock::time_point deadline,
                                           uint64_t wall_seconds) {
  if (stop.stopped()) return "interrupted (the attempt was stopped by the worker)";
  if (Clock::now() >= deadline) {
    return absl::StrCat("time limit: the engine ran longer than ", wall_seconds, " s");
  }
  return std::nullopt;
}

// Writes the input to the engine and reads its output until both of its output pipes close or
// there is a reason to stop it (returned). Each complete stdout line goes to `parser`; generation
// events to `on_generation`; stderr is kept in `stderr_tail`.
std::optional<std::string> PumpEngine(const ExternalRunnerOptions& options,
                                      const EngineCommand& command, EngineProcess& process,
                                      const GenerationCallback& on_generation, const StopFlag& stop,
                                      Clock::time_point deadline, EngineOutputParser& parser,
                                      Tail& stderr_tail) {
  Pipe& in = process.in;
  Pipe& out = process.out;
  Pipe& err = process.err;
  const std::string& input = command.input;
  std::string line;
  size_t stdout_bytes = 0;
  size_t input_sent = 0;
  std::optional<std::string> error;  // First reason to stop the engine.
  bool out_open = true, err_open = true;
  char buffer[65536];
  while (!error && (out_open || err_open)) {
    error = StopOrTimeLimit(stop, deadline, command.wall_seconds);
    if (error) break;
    pollfd fds[3];
    int n = 0;
    int out_index = -1, err_index = -1, in_index = -1;
    if (out_open) out_index = n, fds[n++] = {out.fd[0], POLLIN, 0};
    if (err_open) err_index = n, fds[n++] = {err.fd[0], POLLIN, 0};
    if (in.fd[1] >= 0) in_index = n, fds[n++] = {in.fd[1], POLLOUT, 0};
    if (poll(fds, n, 100) < 0) {
      if (errno == EINTR) continue;
      error = absl::StrCat("poll: ", std::strerror(errno));
      break;
    }
    if (in_index >= 0 && fds[in_index].revents != 0) {
      ssize_t w = write(in.fd[1], input.data() + input_sent, input.size() - input_sent);
      if (w > 0) input_sent += static_cast<size_t>(w);
      // An engine that closed stdin early (EPIPE) just does not want the rest.
      if (w < 0 && errno != EAGAIN) input_sent = input.size();
      if (input_sent == input.size()) in.Close(1);
    }
    if (err_index >= 0 && fds[err_index].revents != 0) {
      ssize_t r = read(err.fd[0], buffer, sizeof(buffer));
      if (r > 0) stderr_tail.Append(buffer, static_cast<size_t>(r));
      if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN)) err_open = false;
    }
    if (out_index >= 0 && fds[out_index].revents != 0) {
      ssize_t r = read(out.fd[0], buffer, sizeof(buffer));
      if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN)) out_open = false;
      if (r <= 0) continue;
      stdout_bytes += static_cast<size_t>(r);
      if (stdout_bytes > options.max_stdout_bytes) {
        error =
            absl::StrCat("output flood: more than ", options.max_stdout_bytes, " bytes on stdout");
        break;
      }
      for (ssize_t i = 0; i < r && !error; ++i) {
        if (buffer[i] != '\n') {
          line.push_back(buffer[i]);
          if (line.size() > options.max_line_bytes) {
            error = absl::StrCat("output flood: a stdout line longer than ", options.max_line_bytes,
                                 " bytes");
          }
          continue;
        }
        absl::StatusOr<EngineOutputParser::Line> parsed = parser.Feed(line);
        line.clear();
        if (!parsed.ok()) {
          error = std::string(parsed.status().message());
        } else if (parsed->generation.has_value() && on_generation) {
          on_generation(*parsed->generation);
        }
      }
    }
  }
  if (!error && !line.empty()) {
    absl::StatusOr<EngineOutputParser::Line> parsed = parser.Feed(line);
    if (!parsed.ok()) error = std::string(parsed.status().message());
  }
  return error;
}

// Waits for the engine to exit (unless `error` is already set, or becomes set by a stop or the
// deadline meanwhile), then kills its process group and reaps it. Returns its wait status.
int ReapEngine(pid_t pid, const StopFlag& stop, Clock::time_point deadline, uint64_t wall_seconds,
               std::optional<std::string>& error) {
  int wait_status = 0;
  bool reaped = false;
  while (!error) {
    pid_t r = waitpid(pid, &wait_status, WNOHANG);
    if (r == pid) {
      reaped = true;
      break;
    }
    if (stop.stopped()) error = "interrupted (the attempt was stopped by the worker)";
    if (Clock::now() >= deadline) {
      error = absl::StrCat("time limit: the engine ran longer than ", wall_seconds, " s");
    }
    if (!error) usleep(2000);
  }
  // The group is killed even after a clean exit: an engine's stray children must not outlive it.
  kill(-pid, SIGKILL);
  if (!reaped) {
    while (waitpid(pid, &wait_status, 0) < 0 && errno == EINTR) {
    }
  }
  return wait_status;
}

// The attempt's outcome from how the engine ended: an error (Cancelled when a signal from outside
// ended it, else Aborted, with the tail of its stderr), or its result as the final event.
absl::StatusOr<v1::ReportEvent> Outcome(int wait_status, uint64_t memory_mb,
                                        EngineOutputParser& parser, const Tail& stderr_tail) {
  if (!WIFEXITED(wait_status) || WEXITSTATUS(wait_status) != 0) {
    std::string message = absl::StrCat("the engine failed with ", DescribeExit(wait_status));
    if (WIFSIGNALED(wait_status) &&
        (WTERMSIG(wait_status) == SIGSEGV || WTERMSIG(wait_status) == SIGABRT)) {
      absl::StrAppend(&message, " (its memory limit is ", memory_mb, " MiB)");
    }
    // Killed by a termination signal from outside (a job-wide SIGTERM): Cancelled, so that the
    // daemon can tell it from the engine's own failure.
    if (WIFSIGNALED(wait_status) &&
        (WTERMSIG(wait_status) == SIGTERM || WTERMSIG(wait_status) == SIGINT ||
         WTERMSIG(wait_status) == SIGHUP)) {
      return absl::CancelledError(WithStderr(message, stderr_tail));
    }
    return absl::AbortedError(WithStderr(message, stderr_tail));
  }
  absl::StatusOr<v1::RepairResult> result = parser.Finish();
  if (!result.ok()) {
    return absl::AbortedError(WithStderr(std::string(result.status().message()), stderr_tail));
  }
  return FinalEvent(*std::move(result));
}

}  // namespace

ExternalRunner::ExternalRunner(ExternalRunnerOptions options) : options_(std::move(options)) {
  signal(SIGPIPE, SIG_IGN);
}

absl::StatusOr<v1::ReportEvent> ExternalRunner::Run(const v1::Attempt& attempt,
                                                    const GenerationCallback& on_generation,
                                                    const StopFlag& stop) {
  absl::StatusOr<EngineCommand> command = MakeCommand(options_, attempt);
  if (!command.ok()) return command.status();
  EngineProcess process;
  if (absl::Status started = StartEngine(options_, *command, process); !started.ok()) {
    return started;
  }
  const Clock::time_point deadline = Clock::now() + std::chrono::seconds(command->wall_seconds);
  EngineOutputParser parser;
  Tail stderr_tail(options_.stderr_tail_bytes);
  std::optional<std::string> error =
      PumpEngine(options_, *command, process, on_generation, stop, deadline, parser, stderr_tail);
  // Both pipes are closed (or the engine must go): wait for the exit, bounded by the deadline.
  const int wait_status = ReapEngine(process.pid, stop, deadline, command->wall_seconds, error);
  if (error) return absl::AbortedError(WithStderr(*error, stderr_tail));
  return Outcome(wait_status, command->memory_mb, parser, stderr_tail);
}

}  // namespace aprgrid::worker
