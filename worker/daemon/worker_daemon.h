// WorkerDaemon: the loop of aprgrid-worker (docs/worker.md). Registers with the coordinator,
// leases attempts for its free slots (and, while attempts are short, about a tenth of a second of
// work ahead, in batches, so that a slot never waits for a Lease round trip), runs them with the
// runner their engine names, streams events through an AttemptReporter, renews leases by Heartbeat
// and stops the attempts the coordinator cancels or reports lost.
//
// Threads: Run starts one long-lived thread per slot (a LargeStackThread, so the built-in engine
// runs on it directly) and as many reporter threads, which send the final events: a slot starts
// its next attempt as soon as one has computed, while a reporter waits for the acknowledgement.
// No thread is started per attempt (a thread per attempt cost a stack mapping, page faults and a
// cold malloc arena every time: bench/e2e_bench). When the coordinator
// is away every call is retried with backoff (200 ms doubling to 2 s); running attempts keep
// running and their events wait in their reporters.
//
// An attempt whose task names a CRF model (Task.crf_model_sha256) gets the model's bytes in its
// AttemptInputs: from the daemon's ArtefactCache, or fetched from the coordinator (FetchArtefact,
// retried like every call while the coordinator is away) and checked against the hash; a model
// that cannot be had or whose hash differs fails the attempt with the reason. Two slots that need
// the same uncached model at once may both fetch it.
//
// Leasing rides on report batches when it can (docs/protocol.md, "Leases on the ReportBatch
// reply"): when the ready queue reaches its refill point while computed results wait for a
// reporter, the reporter sends its batch at once and asks for the refill in the same call, so a
// worker running short attempts makes one call per batch rather than a ReportBatch and a Lease.
// One lease request is under way at a time (the lease loop's or a reporter's); the lease loop
// leases by Lease when no reporter is about to, and for good once the coordinator turns out to
// be older (a reply without leases). Every Lease tells the coordinator the free slots
// (LeaseRequest.free_slots): slots with nothing computing or ready.
//
// Drain (SIGTERM): stop leasing, tell the coordinator (Heartbeat draining), stop every running
// attempt and hand it back at once with a `released` event, then return.
//
// The daemon also stops itself, as a drain does, and says why in Run's result: when the
// coordinator refuses it (UNAUTHENTICATED or PERMISSION_DENIED to any call, any other permanent
// error to Register, or a TLS handshake failing `tls_failures_refused` times in a row: a wrong
// CA), and when no call has reached the coordinator for `unreachable_after`.
//
// Time comes from options.clock (clock.h), so tests drive the timers with a FakeClock.
//
// Thread-safety: Run on one thread; Drain from any thread (not from a signal handler).
#ifndef APRGRID_WORKER_DAEMON_WORKER_DAEMON_H_
#define APRGRID_WORKER_DAEMON_WORKER_DAEMON_H_

#include <atomic>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "worker/daemon/artefact_cache.h"
#include "worker/daemon/clock.h"
#include "worker/daemon/coordinator_link.h"
#include "worker/daemon/task_runner.h"
#include "worker/daemon/worker_metrics.h"

namespace aprgrid::worker {

struct WorkerDaemonOptions {
  int slots = 1;
  std::string hostname;
  std::map<std::string, std::string> labels;
  absl::Duration drain_grace = absl::Seconds(10);  // Time to hand attempts back on drain.
  bool quiet = false;                              // No log lines on stderr (`aprgrid local`).
  // Generation events are streamed at most this often (AttemptReporter).
  absl::Duration live_interval = absl::Milliseconds(200);
  // Attempts are leased ahead of the free slots (about 0.1 s of work, 1..32 per slot)
  // while they compute for less than this on average: then a Lease round trip (and, on a busy
  // machine, the wait for the coordinator's threads to be scheduled) is a noticeable share of
  // an attempt. Longer attempts are not leased ahead, so that no attempt waits behind another
  // while a worker elsewhere is idle. Zero: never.
  absl::Duration lease_ahead_below = absl::Seconds(1);
  // While the slots finish attempts faster than one per this interval on average, a computed
  // result waits up to this long for others (up to 32) to be reported with it in one call,
  // which the coordinator commits in one transaction. Live SQL lags by up to live_interval
  // (200 ms) anyway. Each call has a fixed CPU cost on both sides (docs/performance.md, "Service
  // overhead"), which batching shares out; 200 ms gathers up to 32 per slot.
  absl::Duration report_batch_delay = absl::Milliseconds(200);
  // Called on a daemon thread whenever the daemon is idle: its last Lease found nothing queued
  // and it holds no attempt (after an empty Lease, and when its last attempt is reported).
  // `aprgrid local` uses it to see the end of a campaign at once. Must be quick.
  std::function<void()> on_idle;
  // The daemon gives up (RunResult UNAVAILABLE) when no call has reached the coordinator for this
  // long, from the start or since the last call that did. InfiniteDuration: never.
  absl::Duration unreachable_after = absl::Minutes(5);
  // Consecutive calls failing in the TLS handshake (the coordinator's certificate is not trusted,
  // or it does not speak TLS) after which the daemon counts as refused.
  int tls_failures_refused = 5;
  // Not owned; must outlive the daemon.
  Clock* clock = Clock::Real();
};

// How WorkerDaemon::Run ended.
struct RunResult {
  // OK: drained (Drain was called). UNAVAILABLE: the coordinator could not be reached for
  // unreachable_after. Any other code: the coordinator refused this worker (the message says
  // how); retrying with the same settings will not help.
  absl::Status status;
  // False if an attempt that cannot be interrupted was still computing when the grace period
  // ended (exiting the process is safe).
  bool all_threads_ended = true;
};

// The runners a daemon hands attempts to, by kind and engine. A null runner fails the attempts
// it would run with a clear message.
struct TaskRunners {
  TaskRunner* builtin = nullptr;   // Repair attempts with the built-in engine.
  TaskRunner* external = nullptr;  // Repair attempts with `engine { external {...} }`.
  TaskRunner* crf = nullptr;       // CRF attempts.
};

class WorkerDaemon {
 public:
  // REQUIRES: link, the runners and metrics outlive the daemon.
  WorkerDaemon(WorkerDaemonOptions options, CoordinatorLink* link, TaskRunners runners,
               WorkerMetrics* metrics);
  // Waits for every slot and reporter thread. REQUIRES: Run returned (or was never called).
  ~WorkerDaemon();

  // Runs until Drain, or until the daemon stops itself (see RunResult).
  RunResult Run();

  void Drain();

  // Empty until registered.
  std::string worker_id() const;

  // See WorkerDaemonOptions::on_idle.
  bool idle() const;

 private:
  struct Slot;

  absl::Status Register();
  // Records the outcome of a call to the coordinator: a success renews the retry window; a
  // refusal, too many TLS failures or the end of the retry window stops the daemon (draining)
  // with the reason in end_status_.
  void NoteCall(const absl::Status& status);
  void StopLocked(absl::Status why) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  void HeartbeatLoop();
  // Takes the tasks of one Lease: queues them together for the free slot threads.
  void Accept(const google::protobuf::RepeatedPtrField<v1::Task>& tasks);
  // Takes a lease reply (Lease's or a ReportBatch's): accepts its tasks, notes whether the queue
  // was empty and when to ask again, and ends the lease request under way (lease_asked_).
  void TakeLease(const v1::LeaseResponse& response);
  // The lease loop: leases until draining (see the header comment).
  void LeaseLoop();
  void StartThreads();
  // A slot thread: computes ready attempts one after another until draining.
  void SlotLoop();
  void Compute(Slot& slot);
  // The CRF model with this SHA-256: cached, or fetched and checked (see the header comment).
  absl::StatusOr<std::shared_ptr<const std::string>> CrfModel(const std::string& sha256,
                                                              const StopFlag& stop);
  // A reporter thread: reports computed attempts until draining and no slot thread is left.
  void ReportLoop();
  // The final event of a computed attempt and its metrics outcome label; none if the attempt was
  // cancelled or lost (nothing is wanted then).
  std::optional<v1::ReportEvent> FinalEventFor(Slot& slot, std::string* label);
  // Sends the final events of computed attempts, all before awaiting any acknowledgement: in one
  // ReportBatch call those none of whose events went out yet, on their streams the others.
  // `may_lease`: the reporter counted itself in batches_preparing_, and the batch call asks for
  // the lease that is due, if any.
  void ReportComputed(const std::vector<std::shared_ptr<Slot>>& batch, bool may_lease);

  // Results of short attempts reported together, at most this many.
  static constexpr int kReportBatch = 32;
  // An attempt whose events take more goes on a stream: 32 of them stay well under the
  // coordinator's 4 MiB request limit.
  static constexpr size_t kMaxBatchEntryBytes = 64 << 10;
  // Attempts to hold ready beyond the slots (0 unless attempts are short).
  int LeaseAheadLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Whether a computed result should wait for others (report_batch_delay).
  bool BatchReportsLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Attempts the next Lease should ask for; 0: do not lease now (or a lease is under way).
  int ToLeaseLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Slots with nothing computing or ready (LeaseRequest.free_slots).
  int FreeSlotsLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Whether a reporter may ask for leases on its batch call now.
  bool LeaseOnReportLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // A lease is due and a reporter may ask for it: a waiting batch goes out at once.
  bool LeaseDueOnReportLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The lease loop leaves the due lease to a reporter about to send a batch.
  bool ReporterWillLeaseLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The runner for `attempt`, or why there is none.
  absl::StatusOr<TaskRunner*> RunnerFor(const v1::Attempt& attempt) const;
  void Log(const std::string& line);
  bool IdleLocked() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Sleeps up to `d`; returns early (true) when draining.
  bool SleepUnlessDraining(absl::Duration d);

  const WorkerDaemonOptions options_;
  Clock* const clock_;
  CoordinatorLink* const link_;
  const TaskRunners runners_;
  WorkerMetrics* const metrics_;

  mutable absl::Mutex mu_;
  std::string worker_id_ ABSL_GUARDED_BY(mu_);
  absl::Duration heartbeat_interval_ ABSL_GUARDED_BY(mu_) = absl::Seconds(1);
  // Leased attempts by key, running or ready.
  std::map<std::string, std::shared_ptr<Slot>> active_ ABSL_GUARDED_BY(mu_);
  std::deque<std::shared_ptr<Slot>> ready_ ABSL_GUARDED_BY(mu_);     // Leased, not started.
  std::deque<std::shared_ptr<Slot>> computed_ ABSL_GUARDED_BY(mu_);  // Computed, not reported.
  double mean_compute_seconds_ ABSL_GUARDED_BY(mu_) = -1;  // Moving average; < 0: none yet.
  int computing_ ABSL_GUARDED_BY(mu_) = 0;                 // Slots whose runner is running.
  int slot_threads_ ABSL_GUARDED_BY(mu_) = 0;              // Slot threads not yet ended.
  int threads_ ABSL_GUARDED_BY(mu_) = 0;  // Slot and reporter threads not yet ended.
  bool draining_ ABSL_GUARDED_BY(mu_) = false;
  bool queue_empty_ ABSL_GUARDED_BY(mu_) = false;  // The last Lease brought nothing.
  // After a lease reply without tasks: not to lease again before (its retry_after_ms).
  absl::Time lease_not_before_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
  // Attempts asked for by the lease request under way (a Lease call, or a ReportBatch call that
  // carries one); 0: none.
  int lease_asked_ ABSL_GUARDED_BY(mu_) = 0;
  int reporters_waiting_ ABSL_GUARDED_BY(mu_) = 0;  // Reporter threads waiting for results.
  // Reporter threads that took a batch and have not yet decided whether it asks for leases.
  int batches_preparing_ ABSL_GUARDED_BY(mu_) = 0;
  // Cleared for good when a ReportBatch reply comes without leases (the coordinator is older).
  bool lease_on_report_ ABSL_GUARDED_BY(mu_) = true;
  bool heartbeat_stop_ ABSL_GUARDED_BY(mu_) = false;
  absl::Status end_status_ ABSL_GUARDED_BY(mu_);  // Why the daemon stopped itself.
  absl::Time last_contact_ ABSL_GUARDED_BY(mu_);  // Start, or the last call that got through.
  int tls_failures_ ABSL_GUARDED_BY(mu_) = 0;     // Consecutive.
  ArtefactCache artefacts_;                       // CRF models fetched so far.
  // Cleared for good when the coordinator answers ReportBatch with UNIMPLEMENTED (it is older).
  std::atomic<bool> batch_supported_{true};
  // Reporters give up retrying after this (set when draining starts).
  absl::Time drain_deadline_ ABSL_GUARDED_BY(mu_) = absl::InfiniteFuture();
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_WORKER_DAEMON_H_
