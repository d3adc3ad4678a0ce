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
#include <memory>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "google/protobuf/util/json_util.h"
#include "worker/daemon/engine_output.h"
#include "worker/daemon/engine_supervisor.h"

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

// One engine run's state, shared by the steps of ExternalRunner::Run.
struct EngineRun {
  EngineRun(uint64_t wall, size_t stderr_tail_bytes)
      : wall_seconds(wall),
        deadline(Clock::now() + std::chrono::seconds(wall)),
        stderr_tail(stderr_tail_bytes) {}

  uint64_t wall_seconds;
  Clock::time_point deadline;
  Tail stderr_tail;
  EngineOutputParser parser;
  std::optional<std::string> error;  // First reason to stop the engine.
};

absl::Status CheckAllowed(const ExternalRunnerOptions& options, const std::string& engine) {
  if (!options.restrict_engines) return absl::OkStatus();
  for (const std::string& allowed : options.allowed_engines) {
    if (engine == allowed) return absl::OkStatus();
  }
  return absl::PermissionDeniedError(
      absl::StrCat("external engine \"", engine,
                   "\" is not allowed on this worker: start aprgrid-worker with --allow-engine ",
                   engine, " to allow it (docs/operations.md, \"What a token holder can do\")"));
}

EngineSpawn SpawnFor(const ExternalRunnerOptions& options, std::vector<std::string> argv,
                     uint64_t memory_mb) {
  EngineSpawn spawn;
  spawn.argv = std::move(argv);
  for (char** e = environ; *e != nullptr; ++e) {
    if (!options.subjects_dir.empty() && std::strncmp(*e, "APRGRID_SUBJECTS=", 17) == 0) continue;
    spawn.env.emplace_back(*e);
  }
  if (!options.subjects_dir.empty())
    spawn.env.push_back("APRGRID_SUBJECTS=" + options.subjects_dir);
  spawn.work_dir = options.work_dir;
  spawn.address_space_bytes = static_cast<rlim_t>(memory_mb) << 20;
  return spawn;
}

void PumpOutput(const ExternalRunnerOptions& options, const std::string& input, Pipe& in,
                int out_fd, int err_fd, const GenerationCallback& on_generation,
                const CheckpointHooks& hooks, const StopFlag& stop, EngineRun& run) {
  std::string line;
  size_t stdout_bytes = 0;
  size_t input_sent = 0;
  bool out_open = true, err_open = true;
  char buffer[65536];
  while (!run.error && (out_open || err_open)) {
    if (stop.stopped()) {
      run.error = "interrupted (the attempt was stopped by the worker)";
      break;
    }
    if (Clock::now() >= run.deadline) {
      run.error = absl::StrCat("time limit: the engine ran longer than ", run.wall_seconds, " s");
      break;
    }
    pollfd fds[3];
    int n = 0;
    int out_index = -1, err_index = -1, in_index = -1;
    if (out_open) out_index = n, fds[n++] = {out_fd, POLLIN, 0};
    if (err_open) err_index = n, fds[n++] = {err_fd, POLLIN, 0};
    if (in.fd[1] >= 0) in_index = n, fds[n++] = {in.fd[1], POLLOUT, 0};
    if (poll(fds, n, 100) < 0) {
      if (errno == EINTR) continue;
      run.error = absl::StrCat("poll: ", std::strerror(errno));
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
      ssize_t r = read(err_fd, buffer, sizeof(buffer));
      if (r > 0) run.stderr_tail.Append(buffer, static_cast<size_t>(r));
      if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN)) err_open = false;
    }
    if (out_index >= 0 && fds[out_index].revents != 0) {
      ssize_t r = read(out_fd, buffer, sizeof(buffer));
      if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN)) out_open = false;
      if (r <= 0) continue;
      for (ssize_t i = 0; i < r && !run.error; ++i) {
        if (buffer[i] != '\n') {
          line.push_back(buffer[i]);
          if (line.size() > options.max_line_bytes) {
            run.error = absl::StrCat("output flood: a stdout line longer than ",
                                     options.max_line_bytes, " bytes");
          }
          continue;
        }
        absl::StatusOr<EngineOutputParser::Line> parsed = run.parser.Feed(line);
        // Checkpoint lines replace one another: only the other lines add up to a flood.
        if (!parsed.ok() || !parsed->checkpoint.has_value()) stdout_bytes += line.size() + 1;
        line.clear();
        if (!parsed.ok()) {
          run.error = std::string(parsed.status().message());
        } else if (stdout_bytes > options.max_stdout_bytes) {
          run.error = absl::StrCat("output flood: more than ", options.max_stdout_bytes,
                                   " bytes on stdout");
        } else if (parsed->generation.has_value() && on_generation) {
          on_generation(*parsed->generation);
        } else if (parsed->checkpoint.has_value() && hooks.on_checkpoint) {
          auto bytes =
              std::make_shared<const std::string>(std::move(*parsed->checkpoint->mutable_data()));
          hooks.on_checkpoint(parsed->checkpoint->generation(), [bytes] { return *bytes; });
        }
      }
    }
  }
  if (!run.error && !line.empty()) {
    absl::StatusOr<EngineOutputParser::Line> parsed = run.parser.Feed(line);
    if (!parsed.ok()) run.error = std::string(parsed.status().message());
  }
}

std::optional<int> AwaitExit(SupervisedEngine& engine, const StopFlag& stop, EngineRun& run) {
  // Both pipes are closed: wait for the exit status, bounded by the deadline and the stop flag.
  while (true) {
    if (stop.stopped()) {
      run.error = "interrupted (the attempt was stopped by the worker)";
      return std::nullopt;
    }
    if (Clock::now() >= run.deadline) {
      run.error = absl::StrCat("time limit: the engine ran longer than ", run.wall_seconds, " s");
      return std::nullopt;
    }
    pollfd status{engine.status_fd(), POLLIN, 0};
    int ready = poll(&status, 1, 100);
    if (ready < 0 && errno != EINTR) {
      run.error = absl::StrCat("poll: ", std::strerror(errno));
      return std::nullopt;
    }
    if (ready <= 0) continue;
    absl::StatusOr<int> wait_status = engine.ReadStatus();
    if (!wait_status.ok()) {
      run.error = std::string(wait_status.status().message());
      return std::nullopt;
    }
    return *wait_status;
  }
}

absl::StatusOr<v1::ReportEvent> Outcome(int wait_status, uint64_t memory_mb, const EngineRun& run) {
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
      return absl::CancelledError(WithStderr(message, run.stderr_tail));
    }
    return absl::AbortedError(WithStderr(message, run.stderr_tail));
  }
  absl::StatusOr<v1::RepairResult> result = run.parser.Finish();
  if (!result.ok()) {
    return absl::AbortedError(WithStderr(std::string(result.status().message()), run.stderr_tail));
  }
  return FinalEvent(*std::move(result));
}

}  // namespace

ExternalRunner::ExternalRunner(ExternalRunnerOptions options) : options_(std::move(options)) {
  signal(SIGPIPE, SIG_IGN);
}

absl::StatusOr<v1::ReportEvent> ExternalRunner::Run(const v1::Attempt& attempt,
                                                    const AttemptInputs& inputs,
                                                    const GenerationCallback& on_generation,
                                                    const StopFlag& stop) {
  return RunResumable(attempt, inputs, on_generation, stop, CheckpointHooks{});
}

absl::StatusOr<v1::ReportEvent> ExternalRunner::RunResumable(
    const v1::Attempt& attempt, const AttemptInputs& /*inputs*/,
    const GenerationCallback& on_generation, const StopFlag& stop, const CheckpointHooks& hooks) {
  if (!attempt.has_repair()) {
    return absl::InvalidArgumentError("external engines run repair attempts only");
  }
  std::vector<std::string> argv = options_.argv_override;
  if (argv.empty()) {
    for (const std::string& arg : attempt.repair().engine().external().argv()) argv.push_back(arg);
    if (argv.empty()) return absl::InvalidArgumentError("external engine without argv");
    if (absl::Status allowed = CheckAllowed(options_, argv[0]); !allowed.ok()) return allowed;
  }
  std::string input;
  google::protobuf::util::JsonPrintOptions print;
  print.preserve_proto_field_names = true;
  if (!google::protobuf::util::MessageToJsonString(attempt, &input, print).ok()) {
    return absl::InternalError("cannot encode the attempt as JSON");
  }
  // docs/external-engine.md, "Checkpoints": the worker's own fields beside the attempt's.
  v1::EngineCheckpointInput extra;
  extra.set_checkpoints(static_cast<bool>(hooks.on_checkpoint));
  if (hooks.resume != nullptr && !hooks.resume->data().empty()) {
    *extra.mutable_resume() = *hooks.resume;
  }
  if (extra.ByteSizeLong() > 0) {
    std::string extra_json;
    if (!google::protobuf::util::MessageToJsonString(extra, &extra_json, print).ok() ||
        extra_json.size() < 2 || input.size() < 2 || input.back() != '}') {
      return absl::InternalError("cannot encode the checkpoint input as JSON");
    }
    input.pop_back();
    if (input.back() != '{') input.push_back(',');
    input.append(extra_json, 1, std::string::npos);  // Without its opening brace.
    if (hooks.resume != nullptr && !hooks.resume->data().empty() && hooks.on_checkpoint) {
      // Handed back if the attempt is released before the engine's next boundary.
      auto bytes = std::make_shared<const std::string>(hooks.resume->data());
      hooks.on_checkpoint(hooks.resume->generation(), [bytes] { return *bytes; });
    }
  }
  input.push_back('\n');
  const uint64_t wall_seconds =
      attempt.repair().wall_seconds() > 0 ? attempt.repair().wall_seconds() : 3600;
  const uint64_t memory_mb = attempt.repair().memory_mb() > 0 ? attempt.repair().memory_mb() : 4096;

  Pipe in, out, err;
  if (!in.Open() || !out.Open() || !err.Open()) {
    return absl::InternalError(absl::StrCat("pipe: ", std::strerror(errno)));
  }
  EngineSpawn spawn = SpawnFor(options_, std::move(argv), memory_mb);
  spawn.stdin_fd = in.fd[0];
  spawn.stdout_fd = out.fd[1];
  spawn.stderr_fd = err.fd[1];
  absl::StatusOr<SupervisedEngine> engine = SupervisedEngine::Start(spawn);
  if (!engine.ok()) return engine.status();
  in.Close(0);
  out.Close(1);
  err.Close(1);
  fcntl(in.fd[1], F_SETFL, O_NONBLOCK);

  EngineRun run(wall_seconds, options_.stderr_tail_bytes);
  PumpOutput(options_, input, in, out.fd[0], err.fd[0], on_generation, hooks, stop, run);
  std::optional<int> wait_status;
  if (!run.error) wait_status = AwaitExit(*engine, stop, run);
  // Whatever is left of the engine's process tree goes now, also after a clean exit: an
  // engine's stray children (even those that left its session) must not outlive the attempt.
  engine->Finish();
  if (run.error) return absl::AbortedError(WithStderr(*run.error, run.stderr_tail));
  return Outcome(*wait_status, memory_mb, run);
}

}  // namespace aprgrid::worker
