// AttemptReporter: the Report stream of one leased attempt (attempt_key, epoch). It numbers the
// events (seq 0, 1, 2, ...), streams generation events at most every `live_interval` (those in
// between wait for the next write, so an attempt shorter than that opens its stream only to
// finish: the search never waits on the network), and keeps every event so
// that after a broken stream (the coordinator restarting) a new stream re-sends them from seq 0:
// the coordinator ignores repeats, and acknowledges only at half-close, so "from the last
// acknowledged seq" is "from the start" until the final event is acknowledged. The final event
// (result, failure or released) is sent once; a release carries the latest checkpoint kept
// (SetCheckpoint), retried with backoff until it is acknowledged, the
// coordinator refuses it, or the caller gives up.
//
// Thread-safety: all methods may be called from any thread (one mutex; network calls are made
// under it, which serialises the slot thread and a draining daemon on the same attempt).
#ifndef APRGRID_WORKER_DAEMON_ATTEMPT_REPORTER_H_
#define APRGRID_WORKER_DAEMON_ATTEMPT_REPORTER_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "worker/daemon/clock.h"
#include "worker/daemon/coordinator_link.h"
#include "worker/daemon/task_runner.h"

namespace aprgrid::worker {

class AttemptReporter {
 public:
  enum class Delivery {
    kAcked,         // Durable in the store.
    kCancelled,     // The coordinator answered that the campaign was cancelled.
    kRefused,       // The coordinator refused the lease (lost, stale epoch, other worker).
    kGaveUp,        // `give_up` returned true before an acknowledgement.
    kAlreadyFinal,  // Another final event was sent first.
  };

  // REQUIRES: `link` and `clock` outlive the reporter. `give_up` is polled between retries.
  AttemptReporter(CoordinatorLink* link, std::string worker_id, std::string attempt_key,
                  uint64_t epoch, std::function<bool()> give_up,
                  absl::Duration live_interval = absl::ZeroDuration(),
                  Clock* clock = Clock::Real());

  // Adds one generation event and streams the unsent ones if `live_interval` has passed since
  // the last write. False if the coordinator refused the lease (stop the attempt). A transient
  // failure returns true: the events are kept and re-sent with the next write.
  bool AddGeneration(const v1::GenerationEvent& event);

  // Checkpoints (docs/protocol.md, "Checkpoints"). The attempt resumes from a checkpoint of
  // `generation` (the lease's): a checkpoint of that generation is accepted before any event.
  void ResumedFrom(uint32_t generation);
  // Keeps `encode` as the checkpoint a release carries, if it fits the events so far: before
  // `generation` the reporter has the event of generation `generation` - 1 last, or (no event
  // yet) `generation` is ResumedFrom's; and no final event was added. A null `encode` drops the
  // checkpoint kept. A generation event before the kept checkpoint's generation drops it (the run
  // did not resume from it). So the rows the coordinator stored end where the checkpoint begins.
  void SetCheckpoint(uint32_t generation, CheckpointEncoder encode);

  // Restarts the live-interval clock: call when the attempt starts computing (it may have been
  // leased a while before), so that a short attempt's events all go with its final event.
  void StartClock();

  // Sends the final event (`final_event`'s kind; key, epoch and seq are filled in): Start, then
  // Complete.
  Delivery Finish(v1::ReportEvent final_event);

  // The two halves of Finish, so that one thread can have the final events of several attempts
  // on their way at once (sent together, the coordinator commits them together). Start writes
  // the unsent events and the final one, half-closing the stream, without waiting; false if
  // another final event was sent first (Complete must not be called then). Complete waits for
  // the acknowledgement, retrying as Finish does.
  bool Start(v1::ReportEvent final_event);
  Delivery Complete();

  // The batch path (ReportBatch, report_batch.h). As Start, adds the final event; then, if no
  // stream is open (none of the attempt's events is on its way) and its events together take at
  // most `max_bytes`, copies every event from seq 0 into `entry`, sends nothing and returns
  // kBatched: the caller delivers the entry. Otherwise it writes the events on the stream as
  // Start does and returns kStream: call Complete.
  enum class BatchStart { kBatched, kStream, kAlreadyFinal };
  BatchStart StartBatched(v1::ReportEvent final_event, size_t max_bytes,
                          v1::ReportBatchEntry* entry);
  // After kBatched, when the entry cannot go in a batch after all (the coordinator does not know
  // ReportBatch): writes the events on a stream without waiting; Complete then waits.
  void SendOnStream();
  // Whether the caller's `give_up` says to stop retrying (polled between batch retries).
  bool GivingUp() const { return give_up_ && give_up_(); }

  int64_t events() const;

 private:
  // Adds the final event (numbered after the others); false if there is one already.
  bool AppendFinalLocked(v1::ReportEvent final_event) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Writes the events not yet written on the open stream, opening one (from seq 0) if needed.
  bool WriteUnsent() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  CoordinatorLink* const link_;
  const std::string worker_id_;
  const std::string attempt_key_;
  const uint64_t epoch_;
  const std::function<bool()> give_up_;
  const absl::Duration live_interval_;
  Clock* const clock_;

  mutable absl::Mutex mu_;
  std::vector<v1::ReportEvent> events_ ABSL_GUARDED_BY(mu_);
  std::unique_ptr<ReportStream> stream_ ABSL_GUARDED_BY(mu_);
  size_t written_ ABSL_GUARDED_BY(mu_) = 0;  // Events written on stream_.
  bool final_ ABSL_GUARDED_BY(mu_) = false;
  int64_t last_generation_ ABSL_GUARDED_BY(mu_) = -1;    // Of the last generation event.
  int64_t resume_generation_ ABSL_GUARDED_BY(mu_) = -1;  // ResumedFrom's.
  uint32_t checkpoint_generation_ ABSL_GUARDED_BY(mu_) = 0;
  CheckpointEncoder checkpoint_ ABSL_GUARDED_BY(mu_);  // Null: none.
  absl::Time last_write_ ABSL_GUARDED_BY(mu_);
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_ATTEMPT_REPORTER_H_
