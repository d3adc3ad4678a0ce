// ExternalRunner: runs an attempt whose engine is `external { argv }` as a subprocess, following
// docs/external-engine.md: the attempt as JSON on stdin, JSON lines on stdout, free text on
// stderr (its last 64 KiB kept for the failure message). The engine runs under a supervisor
// (engine_supervisor.h): it leads its own process group, runs with RLIMIT_AS = the attempt's
// memory_mb, and it and every process it started (also one that left its session with setsid)
// are killed with SIGKILL when the attempt ends: at its exit, at the attempt's wall limit, on
// stop, on the first protocol breach and on an output flood. Whatever the engine does, the
// outcome is a result or an error, never a crash of the worker.
//
// With `restrict_engines`, an attempt whose argv[0] is not one of `allowed_engines` (compared as
// strings, exactly) fails with PERMISSION_DENIED naming the engine and the flag that allows it;
// nothing is started. aprgrid-worker restricts (--allow-engine); `aprgrid local` does not (its
// user wrote the spec).
//
// Hand-written on fork/exec and poll(2): no installed library spawns a process with rlimits,
// a process group, a subreaper and three pipes.
//
// Thread-safety: Run may be called from several slots at once.
#ifndef APRGRID_WORKER_DAEMON_EXTERNAL_RUNNER_H_
#define APRGRID_WORKER_DAEMON_EXTERNAL_RUNNER_H_

#include <cstddef>
#include <string>
#include <vector>

#include "worker/daemon/task_runner.h"

namespace aprgrid::worker {

struct ExternalRunnerOptions {
  std::string work_dir;      // The engine's working directory; empty: the worker's.
  std::string subjects_dir;  // Exported as APRGRID_SUBJECTS when non-empty.
  // Replaces the attempt's engine argv when non-empty (tests). Not subject to the allow-list.
  std::vector<std::string> argv_override;
  // When true, only engines whose argv[0] is one of allowed_engines run.
  bool restrict_engines = false;
  std::vector<std::string> allowed_engines;
  // A longer stdout line is a flood: room for a checkpoint line (base64 of kMaxCheckpointBytes).
  size_t max_line_bytes = size_t{8} << 20;
  // More stdout in total, checkpoint lines aside (each replaces the last), is a flood.
  size_t max_stdout_bytes = size_t{64} << 20;
  size_t stderr_tail_bytes = size_t{64} << 10;
};

class ExternalRunner : public TaskRunner {
 public:
  // Ignores SIGPIPE process-wide: an engine that exits before reading its input must give the
  // worker EPIPE, not kill it.
  explicit ExternalRunner(ExternalRunnerOptions options);

  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs& inputs,
                                      const GenerationCallback& on_generation,
                                      const StopFlag& stop) override;
  // Adds the lease's checkpoint (`resume`) and `"checkpoints": true` to the engine's input, and
  // hands each `checkpoint` line to hooks.on_checkpoint (docs/external-engine.md, "Checkpoints").
  absl::StatusOr<v1::ReportEvent> RunResumable(const v1::Attempt& attempt,
                                               const AttemptInputs& inputs,
                                               const GenerationCallback& on_generation,
                                               const StopFlag& stop,
                                               const CheckpointHooks& hooks) override;

 private:
  ExternalRunnerOptions options_;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_EXTERNAL_RUNNER_H_
