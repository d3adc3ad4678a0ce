// TaskRunner: runs one attempt for a worker slot. Three implementations: ExternalRunner (a
// subprocess speaking docs/external-engine.md), BuiltinRunner (worker/repair in-process) and
// CrfRunner (a CRF training task, worker/crf in-process). The daemon does not care which; it
// hands each attempt to the runner its kind and engine name.
#ifndef APRGRID_WORKER_DAEMON_TASK_RUNNER_H_
#define APRGRID_WORKER_DAEMON_TASK_RUNNER_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/coordinator.pb.h"

namespace aprgrid::worker {

// Why an attempt must stop early. Set by the daemon from any thread; polled by runners.
enum class StopReason : int { kNone = 0, kCancelled, kLost, kDraining };

class StopFlag {
 public:
  void Stop(StopReason reason) {
    absl::MutexLock lock(&mu_);  // Wakes WaitForStop.
    int expected = 0;
    reason_.compare_exchange_strong(expected, static_cast<int>(reason));
  }
  bool stopped() const { return reason_.load(std::memory_order_relaxed) != 0; }
  StopReason reason() const { return static_cast<StopReason>(reason_.load()); }
  // Waits (in real time) up to `timeout` for Stop; returns stopped().
  bool WaitForStop(absl::Duration timeout) const {
    absl::MutexLock lock(&mu_);
    return mu_.AwaitWithTimeout(
        absl::Condition(
            +[](const std::atomic<int>* reason) { return reason->load() != 0; }, &reason_),
        timeout);
  }

 private:
  mutable absl::Mutex mu_;
  std::atomic<int> reason_{0};
};

using GenerationCallback = std::function<void(const v1::GenerationEvent&)>;

// What an attempt needs beside its parameters, fetched by the daemon before it runs.
struct AttemptInputs {
  // The serialized CRF model (worker/crf/model/model_io.h format) of the attempt's
  // crf_model_key, its SHA-256 checked against Task.crf_model_sha256; empty when none.
  std::string crf_model;
};

// The largest checkpoint a release carries (docs/protocol.md, "Checkpoints"; the coordinator's
// kMaxCheckpointBytes): a larger one is dropped with a log line and the attempt restarts from
// scratch at its next lease.
inline constexpr size_t kMaxCheckpointBytes = (4 << 20) - (64 << 10);

// Returns a checkpoint's bytes. Called at most once per release, on any thread, possibly while
// the runner goes on: it must own (or share) everything it reads.
using CheckpointEncoder = std::function<std::string()>;

// Generation-boundary checkpoints (docs/protocol.md, "Checkpoints"), for runners that can take
// and resume them; others ignore both fields.
struct CheckpointHooks {
  // The checkpoint the lease carried; null if none. Not owned; outlives Run.
  const v1::AttemptCheckpoint* resume = nullptr;
  // Called on the runner's thread at each generation boundary, after the event of generation
  // `generation` - 1, with the encoder of the state before `generation`; when the runner resumes
  // from `resume`, first with `resume`'s generation and bytes. A null encoder withdraws the last
  // checkpoint (the runner refused `resume` after offering it).
  std::function<void(uint32_t generation, CheckpointEncoder encode)> on_checkpoint;
};

// The final event of a finished attempt: a ReportEvent with `repair_result` or `crf_result`
// set. The reporter fills in attempt_key, epoch and seq.
v1::ReportEvent FinalEvent(v1::RepairResult result);
v1::ReportEvent FinalEvent(v1::CrfResult result);

class TaskRunner {
 public:
  virtual ~TaskRunner() = default;

  // Runs `attempt` with `inputs`, calling `on_generation` (on the calling thread) for each
  // generation as it completes, and returns the final event (see FinalEvent), or an error whose
  // message becomes the attempt's failure. Returns early with an error once `stop` is set, as
  // soon as the engine can be interrupted (each runner's header says how soon).
  // Thread-safety: Run may be called from several threads at once.
  virtual absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt,
                                              const AttemptInputs& inputs,
                                              const GenerationCallback& on_generation,
                                              const StopFlag& stop) = 0;

  // Run with checkpoints: resumes from `hooks.resume` when the runner can (or says why not in a
  // log line and starts from scratch) and hands out checkpoints as it goes. Default: Run,
  // ignoring `hooks`.
  virtual absl::StatusOr<v1::ReportEvent> RunResumable(const v1::Attempt& attempt,
                                                       const AttemptInputs& inputs,
                                                       const GenerationCallback& on_generation,
                                                       const StopFlag& stop,
                                                       const CheckpointHooks& hooks) {
    (void)hooks;
    return Run(attempt, inputs, on_generation, stop);
  }
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_TASK_RUNNER_H_
