#include "worker/daemon/worker_daemon.h"

#include <pthread.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <thread>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "worker/daemon/attempt_reporter.h"
#include "worker/daemon/large_stack_thread.h"
#include "worker/daemon/report_batch.h"

namespace aprgrid::worker {

struct WorkerDaemon::Slot {
  v1::Task task;
  StopFlag stop;
  std::unique_ptr<AttemptReporter> reporter;
  // Guarded by the daemon's mu_: false while leased ahead; true once a slot thread took it.
  bool started = false;
  // Guarded by the daemon's mu_: the runner returned and `outcome` waits for a reporter thread.
  bool computed = false;
  // Written by the slot thread before `computed` is set, read by a reporter thread after.
  absl::StatusOr<v1::ReportEvent> outcome = absl::InternalError("the runner did not run");
  absl::Time computed_at;
};

WorkerDaemon::WorkerDaemon(WorkerDaemonOptions options, CoordinatorLink* link, TaskRunners runners,
                           WorkerMetrics* metrics)
    : options_(std::move(options)),
      clock_(options_.clock),
      link_(link),
      runners_(runners),
      metrics_(metrics) {}

WorkerDaemon::~WorkerDaemon() {
  absl::MutexLock lock(&mu_);
  mu_.Await(absl::Condition(
      +[](int* threads) { return *threads == 0; }, &threads_));
}

std::string WorkerDaemon::worker_id() const {
  absl::MutexLock lock(&mu_);
  return worker_id_;
}

bool WorkerDaemon::idle() const {
  absl::MutexLock lock(&mu_);
  return IdleLocked();
}

bool WorkerDaemon::IdleLocked() const { return queue_empty_ && active_.empty(); }

void WorkerDaemon::Log(const std::string& line) {
  if (!options_.quiet) logging::Info(line);
}

bool WorkerDaemon::SleepUnlessDraining(absl::Duration d) {
  absl::MutexLock lock(&mu_);
  return clock_->AwaitWithDeadline(mu_, absl::Condition(&draining_), clock_->Now() + d);
}

void WorkerDaemon::Drain() {
  absl::MutexLock lock(&mu_);
  draining_ = true;
}

namespace {

// A call that failed in the TLS handshake: gRPC reports it as UNAVAILABLE, like an absent
// coordinator, and only its message tells the two apart.
bool IsTlsFailure(const absl::Status& status) {
  if (!absl::IsUnavailable(status)) return false;
  const std::string message = absl::AsciiStrToLower(status.message());
  // gRPC's TCP connector, not TLS: the coordinator went away during a connect.
  if (absl::StrContains(message, "tcp handshaker")) return false;
  for (const char* sign : {"handshake", "ssl", "tls", "certificate"}) {
    if (absl::StrContains(message, sign)) return true;
  }
  return false;
}

}  // namespace

void WorkerDaemon::StopLocked(absl::Status why) {
  if (end_status_.ok()) {
    end_status_ = std::move(why);
    Log(absl::StrCat("stopping: ", end_status_.message()));
  }
  draining_ = true;
}

void WorkerDaemon::NoteCall(const absl::Status& status) {
  absl::MutexLock lock(&mu_);
  const absl::Time now = clock_->Now();
  if (status.ok()) {
    last_contact_ = now;
    tls_failures_ = 0;
    return;
  }
  if (absl::IsUnauthenticated(status) || absl::IsPermissionDenied(status)) {
    StopLocked(absl::Status(
        status.code(), absl::StrCat("the coordinator refused this worker: ", status.message())));
    return;
  }
  if (IsTlsFailure(status)) {
    if (++tls_failures_ >= options_.tls_failures_refused) {
      StopLocked(absl::PermissionDeniedError(
          absl::StrCat("TLS handshake with the coordinator failed ", tls_failures_,
                       " times in a row (is --tls-ca the CA that signed the coordinator's "
                       "certificate?): ",
                       status.message())));
    }
    return;
  }
  tls_failures_ = 0;
  if (IsTransient(status) && now - last_contact_ >= options_.unreachable_after) {
    StopLocked(absl::UnavailableError(absl::StrCat("cannot reach the coordinator for ",
                                                   absl::FormatDuration(now - last_contact_), ": ",
                                                   status.message())));
  }
}

absl::Status WorkerDaemon::Register() {
  v1::RegisterRequest request;
  request.set_hostname(options_.hostname);
  request.set_slots(static_cast<uint32_t>(options_.slots));
  request.set_version("0.1.0");
  for (const auto& [k, v] : options_.labels) (*request.mutable_labels())[k] = v;
  absl::Duration backoff = absl::Milliseconds(200);
  while (true) {
    absl::StatusOr<v1::RegisterResponse> response = link_->Register(request);
    NoteCall(response.status());
    if (response.ok()) {
      absl::MutexLock lock(&mu_);
      worker_id_ = response->worker_id();
      heartbeat_interval_ = std::clamp(absl::Milliseconds(response->heartbeat_interval_ms()),
                                       absl::Milliseconds(50), absl::Seconds(30));
      Log(absl::StrCat("registered worker_id=", worker_id_));
      return absl::OkStatus();
    }
    if (!IsTransient(response.status())) {
      absl::MutexLock lock(&mu_);
      StopLocked(absl::Status(response.status().code(),
                              absl::StrCat("the coordinator refused to register this worker: ",
                                           response.status().message())));
      return response.status();
    }
    Log(absl::StrCat("register: ", response.status().ToString(), "; retrying"));
    if (SleepUnlessDraining(backoff)) return absl::CancelledError("drained before registering");
    backoff = std::min(backoff * 2, absl::Seconds(2));
  }
}

absl::StatusOr<TaskRunner*> WorkerDaemon::RunnerFor(const v1::Attempt& attempt) const {
  TaskRunner* runner = nullptr;
  const char* missing = "";
  if (attempt.has_crf()) {
    runner = runners_.crf;
    missing = "this worker cannot run CRF attempts";
  } else if (!attempt.has_repair()) {
    missing = "the attempt is neither a repair nor a CRF attempt (a newer coordinator?)";
  } else if (attempt.repair().engine().has_external()) {
    runner = runners_.external;
    missing = "this worker cannot run external engines";
  } else {
    runner = runners_.builtin;
    missing =
        "this worker has no built-in engine; use an external engine (docs/external-engine.md)";
  }
  if (runner == nullptr) return absl::UnimplementedError(missing);
  return runner;
}

void WorkerDaemon::Accept(const google::protobuf::RepeatedPtrField<v1::Task>& tasks) {
  std::string worker_id;
  {
    absl::MutexLock lock(&mu_);
    worker_id = worker_id_;
  }
  std::vector<std::shared_ptr<Slot>> slots;
  for (const v1::Task& task : tasks) {
    auto slot = std::make_shared<Slot>();
    slot->task = task;
    Slot* raw = slot.get();
    slot->reporter = std::make_unique<AttemptReporter>(
        link_, worker_id, task.attempt_key(), task.epoch(),
        [this, raw] {
          if (raw->stop.reason() == StopReason::kLost) return true;
          absl::MutexLock lock(&mu_);
          return clock_->Now() > drain_deadline_;
        },
        options_.live_interval, clock_);
    slots.push_back(std::move(slot));
  }
  // All at once: a slot that finishes its attempt before the next is queued would look idle, and
  // the reporters would not wait for the others of the lease to report them together.
  absl::MutexLock lock(&mu_);
  for (std::shared_ptr<Slot>& slot : slots) {
    active_[slot->task.attempt_key()] = slot;
    ready_.push_back(std::move(slot));  // A free slot thread takes it at once.
  }
}

void WorkerDaemon::StartThreads() {
  absl::MutexLock lock(&mu_);
  for (int i = 0; i < options_.slots; ++i) {
    ++threads_;
    ++slot_threads_;
    LargeStackThread([this] { SlotLoop(); }).Detach();
  }
  // As many reporters as slots: each slot's last result can be on its way while the slot
  // computes the next.
  for (int i = 0; i < options_.slots; ++i) {
    ++threads_;
    std::thread([this] { ReportLoop(); }).detach();
  }
}

int WorkerDaemon::LeaseAheadLocked() const {
  if (mean_compute_seconds_ < 0 ||
      mean_compute_seconds_ >= absl::ToDoubleSeconds(options_.lease_ahead_below)) {
    return 0;
  }
  // About a tenth of a second of work per slot, 1..32 attempts: enough to lease in batches
  // (fewer Lease calls: a call costs about 0.7 ms of CPU on both sides together, so 5 ms
  // attempts leased 4 at a time spent 3% on leasing), little enough that the end of a campaign
  // is not held up (at the end, one worker may still hold this much while another has nothing
  // left to lease; with half a second, that was a few percent of the smoke campaign's wall time).
  const double per_slot = 0.1 / std::max(mean_compute_seconds_, 1e-3);
  return static_cast<int>(std::clamp(per_slot * options_.slots, 1.0, 32.0 * options_.slots));
}

bool WorkerDaemon::BatchReportsLocked() const {
  // Worth waiting only if the slots are likely to compute at least one more result meanwhile.
  if (mean_compute_seconds_ < 0) return false;
  const double expected = options_.slots * absl::ToDoubleSeconds(options_.report_batch_delay) /
                          std::max(mean_compute_seconds_, 1e-6);
  return expected >= 2;
}

int WorkerDaemon::ToLeaseLocked() const {
  const int held = computing_ + static_cast<int>(ready_.size());
  const int ahead = LeaseAheadLocked();
  // A free slot with nothing ready leases at once; otherwise the ready queue is refilled when
  // three quarters of it are used up, so that one Lease brings several attempts (with 20 ahead,
  // 15 per call; the 5 left last a Lease round trip many times over).
  if (held < options_.slots || static_cast<int>(ready_.size()) <= std::max(ahead / 4, 1)) {
    return std::clamp(options_.slots + ahead - held, 0, 1024);  // The protocol's cap.
  }
  return 0;
}

void WorkerDaemon::SlotLoop() {
  pthread_setname_np(pthread_self(), "aprgrid-slot");  // For top -H and perf.
  while (true) {
    std::shared_ptr<Slot> slot;
    {
      absl::MutexLock lock(&mu_);
      auto has_work = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
        return draining_ || !ready_.empty();
      };
      mu_.Await(absl::Condition(&has_work));
      if (draining_) break;  // What is ready is handed back by the drain.
      slot = std::move(ready_.front());
      ready_.pop_front();
      slot->started = true;
      ++computing_;
    }
    if (metrics_ != nullptr) metrics_->SlotBusy(true);
    const absl::Time start = clock_->Now();
    Compute(*slot);
    if (metrics_ != nullptr) metrics_->SlotBusy(false);
    // The slot is free as soon as the computation ends: it takes the next attempt at once, and
    // a reporter thread reports this one meanwhile.
    absl::MutexLock lock(&mu_);
    --computing_;
    const double seconds = absl::ToDoubleSeconds(clock_->Now() - start);
    mean_compute_seconds_ =
        mean_compute_seconds_ < 0 ? seconds : 0.8 * mean_compute_seconds_ + 0.2 * seconds;
    slot->computed = true;
    slot->computed_at = clock_->Now();
    computed_.push_back(std::move(slot));
  }
  absl::MutexLock lock(&mu_);
  --slot_threads_;
  --threads_;
}

void WorkerDaemon::Compute(Slot& slot) {
  const v1::Attempt& attempt = slot.task.attempt();
  absl::StatusOr<TaskRunner*> runner = RunnerFor(attempt);
  slot.reporter->StartClock();
  if (!runner.ok()) {
    slot.outcome = runner.status();
    return;
  }
  absl::Time last = clock_->Now();
  const absl::Time started = last;
  if (logging::Enabled(logging::Level::kDebug)) {
    logging::Debug(absl::StrCat("attempt ", attempt.key(), " (", attempt.stage(),
                                ") started at epoch ", slot.task.epoch()));
  }
  slot.outcome = (*runner)->Run(
      attempt,
      [&](const v1::GenerationEvent& event) {
        absl::Time now = clock_->Now();
        if (metrics_ != nullptr) {
          metrics_->GenerationDone(absl::ToDoubleSeconds(now - last), event.variants_evaluated());
        }
        last = now;
        if (!slot.reporter->AddGeneration(event)) slot.stop.Stop(StopReason::kLost);
      },
      slot.stop);
  if (logging::Enabled(logging::Level::kDebug)) {
    logging::Debug(absl::StrCat("attempt ", attempt.key(), " ended after ",
                                absl::ToInt64Milliseconds(clock_->Now() - started), " ms: ",
                                slot.outcome.ok() ? "computed" : slot.outcome.status().ToString()));
  }
}

void WorkerDaemon::ReportLoop() {
  pthread_setname_np(pthread_self(), "aprgrid-report");
  while (true) {
    std::vector<std::shared_ptr<Slot>> batch;
    {
      absl::MutexLock lock(&mu_);
      auto has_work = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
        return !computed_.empty() || (draining_ && slot_threads_ == 0);
      };
      mu_.Await(absl::Condition(&has_work));
      if (computed_.empty()) break;  // Draining, and no slot thread will compute more.
      // Results of short attempts wait a little for others, so that they go out together and
      // the coordinator commits them in one transaction (one commit per attempt was a good
      // part of the service's cost per short attempt). Nothing waits when no slot is computing
      // or about to.
      if (BatchReportsLocked()) {
        auto full = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
          return draining_ || (computing_ == 0 && ready_.empty()) ||
                 computed_.size() >= static_cast<size_t>(kReportBatch);
        };
        clock_->AwaitWithDeadline(mu_, absl::Condition(&full),
                                  computed_.front()->computed_at + options_.report_batch_delay);
      }
      while (!computed_.empty() && batch.size() < static_cast<size_t>(kReportBatch)) {
        batch.push_back(std::move(computed_.front()));
        computed_.pop_front();
      }
    }
    ReportComputed(batch);
  }
  absl::MutexLock lock(&mu_);
  --threads_;
}

std::optional<v1::ReportEvent> WorkerDaemon::FinalEventFor(Slot& slot, std::string* label) {
  absl::StatusOr<v1::ReportEvent>& outcome = slot.outcome;
  bool draining;
  {
    absl::MutexLock lock(&mu_);
    draining = draining_;
  }
  // A job-wide SIGTERM (SLURM at a time limit signals every process of the step) may reach the
  // engine a moment before this worker's own drain starts: give the drain that moment rather
  // than report a failure that would count as a try.
  if (!outcome.ok() && absl::IsCancelled(outcome.status()) && !draining &&
      slot.stop.reason() == StopReason::kNone) {
    draining = SleepUnlessDraining(absl::Seconds(2));
  }
  StopReason reason = slot.stop.reason();
  // Unfinished work of a draining worker is handed back, also when the slot ends before the
  // drain has reached it (a finished result is still reported).
  if (draining && !outcome.ok() && reason == StopReason::kNone) reason = StopReason::kDraining;
  v1::ReportEvent final_event;
  switch (reason) {
    case StopReason::kDraining:
      final_event.set_released(true);
      *label = "released";
      return final_event;
    case StopReason::kCancelled:
    case StopReason::kLost:
      *label = "cancelled";  // Nothing is wanted by the coordinator.
      return std::nullopt;
    case StopReason::kNone:
      break;
  }
  if (outcome.ok() && outcome->has_crf_result()) {
    final_event = *std::move(outcome);
    *label = "trained";
  } else if (outcome.ok() && outcome->has_repair_result()) {
    final_event = *std::move(outcome);
    *label = final_event.repair_result().patched() ? "patched" : "unpatched";
  } else {
    if (outcome.ok()) outcome = absl::InternalError("the runner returned no result");
    final_event.set_failure(std::string(outcome.status().message()));
    *label = "failed";
    Log(absl::StrCat("attempt ", slot.task.attempt_key(),
                     " failed: ", outcome.status().message().substr(0, 300)));
  }
  return final_event;
}

void WorkerDaemon::ReportComputed(const std::vector<std::shared_ptr<Slot>>& batch) {
  std::vector<std::string> labels(batch.size());
  // Attempts none of whose events went out yet go in one ReportBatch call; an attempt with a
  // stream open (a long one, streaming live generations) finishes on its stream. Every stream's
  // final event is written before the batch call, and the batch is answered before any stream's
  // acknowledgement is awaited, so all of them are on their way together.
  std::vector<size_t> on_stream, in_batch;
  std::vector<AttemptReporter*> batch_reporters;
  std::vector<v1::ReportBatchEntry> entries;
  for (size_t i = 0; i < batch.size(); ++i) {
    std::optional<v1::ReportEvent> final_event = FinalEventFor(*batch[i], &labels[i]);
    if (!final_event) continue;
    AttemptReporter& reporter = *batch[i]->reporter;
    AttemptReporter::BatchStart start = AttemptReporter::BatchStart::kStream;
    if (batch_supported_.load()) {
      v1::ReportBatchEntry entry;
      start = reporter.StartBatched(*std::move(final_event), kMaxBatchEntryBytes, &entry);
      if (start == AttemptReporter::BatchStart::kBatched) {
        in_batch.push_back(i);
        batch_reporters.push_back(&reporter);
        entries.push_back(std::move(entry));
      }
    } else if (!reporter.Start(*std::move(final_event))) {
      start = AttemptReporter::BatchStart::kAlreadyFinal;
    }
    if (start == AttemptReporter::BatchStart::kStream) on_stream.push_back(i);
    if (start == AttemptReporter::BatchStart::kAlreadyFinal) labels[i].clear();  // A drain's.
  }
  std::vector<AttemptReporter::Delivery> deliveries(batch.size(),
                                                    AttemptReporter::Delivery::kAlreadyFinal);
  if (!entries.empty()) {
    bool unsupported = false;
    std::vector<AttemptReporter::Delivery> delivered =
        DeliverReportBatch(link_, worker_id(), batch_reporters, entries, &unsupported, clock_);
    if (unsupported && batch_supported_.exchange(false)) {
      Log("the coordinator does not know ReportBatch; reporting on Report streams from now on");
    }
    for (size_t k = 0; k < in_batch.size(); ++k) deliveries[in_batch[k]] = delivered[k];
  }
  for (size_t i : on_stream) deliveries[i] = batch[i]->reporter->Complete();
  for (size_t i = 0; i < batch.size(); ++i) {
    if (labels[i].empty()) continue;
    if (deliveries[i] != AttemptReporter::Delivery::kAlreadyFinal) {
      if (labels[i] == "released") {
        if (deliveries[i] != AttemptReporter::Delivery::kAcked) labels[i].clear();
      } else if (deliveries[i] == AttemptReporter::Delivery::kCancelled ||
                 deliveries[i] == AttemptReporter::Delivery::kRefused) {
        labels[i] = "cancelled";
      }
    }
    if (metrics_ != nullptr && !labels[i].empty()) metrics_->AttemptFinished(labels[i]);
  }
  bool idle;
  {
    absl::MutexLock lock(&mu_);
    for (const std::shared_ptr<Slot>& slot : batch) {
      auto it = active_.find(slot->task.attempt_key());
      if (it != active_.end() && it->second == slot) active_.erase(it);
    }
    idle = IdleLocked();
  }
  if (idle && options_.on_idle) options_.on_idle();
}

void WorkerDaemon::HeartbeatLoop() {
  pthread_setname_np(pthread_self(), "aprgrid-beat");
  while (true) {
    v1::HeartbeatRequest request;
    absl::Duration interval;
    {
      absl::MutexLock lock(&mu_);
      if (heartbeat_stop_) return;
      request.set_worker_id(worker_id_);
      for (const auto& [key, slot] : active_) {
        v1::HeldLease* held = request.add_held();
        held->set_attempt_key(key);
        held->set_epoch(slot->task.epoch());
      }
      request.set_busy_slots(static_cast<uint32_t>(computing_));
      request.set_draining(draining_);
      interval = heartbeat_interval_;
    }
    absl::StatusOr<v1::HeartbeatResponse> response = link_->Heartbeat(request);
    NoteCall(response.status());
    if (response.ok()) {
      absl::MutexLock lock(&mu_);
      auto stop = [&](const v1::HeldLease& lease,
                      StopReason reason) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
        auto it = active_.find(lease.attempt_key());
        if (it == active_.end() || it->second->task.epoch() != lease.epoch()) return;
        it->second->stop.Stop(reason);
        if (it->second->started) return;  // Its slot thread ends it.
        // Leased ahead and not started: nothing to run or report.
        ready_.erase(std::remove(ready_.begin(), ready_.end(), it->second), ready_.end());
        active_.erase(it);
        if (metrics_ != nullptr) metrics_->AttemptFinished("cancelled");
      };
      for (const v1::HeldLease& lease : response->cancelled()) stop(lease, StopReason::kCancelled);
      for (const v1::HeldLease& lease : response->lost()) stop(lease, StopReason::kLost);
    } else {
      interval = std::min(interval, absl::Milliseconds(500));  // Retry sooner while away.
    }
    absl::MutexLock lock(&mu_);
    clock_->AwaitWithDeadline(mu_, absl::Condition(&heartbeat_stop_), clock_->Now() + interval);
  }
}

RunResult WorkerDaemon::Run() {
  {
    absl::MutexLock lock(&mu_);
    last_contact_ = clock_->Now();
  }
  if (absl::Status status = Register(); !status.ok()) {
    if (!absl::IsCancelled(status)) Log(absl::StrCat("cannot register: ", status.ToString()));
    absl::MutexLock lock(&mu_);
    return RunResult{end_status_, true};
  }
  std::thread heartbeat([this] { HeartbeatLoop(); });
  StartThreads();
  absl::Duration backoff = absl::Milliseconds(200);
  while (true) {
    int free_slots;
    std::string worker_id;
    {
      absl::MutexLock lock(&mu_);
      // Free slots, plus attempts ahead while attempts are short, in batches (ToLeaseLocked).
      auto can_lease = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
        return draining_ || ToLeaseLocked() > 0;
      };
      mu_.Await(absl::Condition(&can_lease));
      if (draining_) break;
      free_slots = ToLeaseLocked();
      worker_id = worker_id_;
    }
    v1::LeaseRequest request;
    request.set_worker_id(worker_id);
    request.set_max_tasks(static_cast<uint32_t>(free_slots));
    absl::StatusOr<v1::LeaseResponse> response = link_->Lease(request);
    NoteCall(response.status());
    if (!response.ok()) {
      Log(absl::StrCat("lease: ", response.status().ToString(), "; retrying"));
      if (SleepUnlessDraining(backoff)) break;
      backoff = std::min(backoff * 2, absl::Seconds(2));
      continue;
    }
    backoff = absl::Milliseconds(200);
    Accept(response->tasks());
    bool idle;
    {
      absl::MutexLock lock(&mu_);
      queue_empty_ = response->tasks().empty();
      idle = IdleLocked();
    }
    if (idle && options_.on_idle) options_.on_idle();
    if (response->tasks().empty()) {
      absl::Duration wait = std::clamp(absl::Milliseconds(response->retry_after_ms()),
                                       absl::Milliseconds(20), absl::Seconds(2));
      if (SleepUnlessDraining(wait)) break;
    }
  }

  // Draining: tell the coordinator at once, then hand every unfinished attempt back. Results
  // already computed are left to the reporter threads, which deliver them within the grace.
  const absl::Time deadline = clock_->Now() + options_.drain_grace;
  std::vector<std::shared_ptr<Slot>> slots;
  {
    absl::MutexLock lock(&mu_);
    drain_deadline_ = deadline;
    for (const auto& [key, slot] : active_) {
      if (!slot->computed) slots.push_back(slot);
    }
    ready_.clear();  // Handed back below with the running ones.
  }
  v1::HeartbeatRequest goodbye;
  goodbye.set_worker_id(worker_id());
  goodbye.set_draining(true);
  (void)link_->Heartbeat(goodbye);
  std::vector<std::thread> releasers;
  for (const std::shared_ptr<Slot>& slot : slots) {
    slot->stop.Stop(StopReason::kDraining);
    releasers.emplace_back([this, slot] {
      v1::ReportEvent released;
      released.set_released(true);
      if (slot->reporter->Finish(std::move(released)) == AttemptReporter::Delivery::kAcked &&
          metrics_ != nullptr) {
        metrics_->AttemptFinished("released");
      }
      absl::MutexLock lock(&mu_);
      auto it = active_.find(slot->task.attempt_key());
      if (!slot->started && it != active_.end() && it->second == slot) active_.erase(it);
    });
  }
  for (std::thread& t : releasers) t.join();
  {
    absl::MutexLock lock(&mu_);
    heartbeat_stop_ = true;
  }
  heartbeat.join();
  absl::MutexLock lock(&mu_);
  const bool all_ended =
      clock_->AwaitWithDeadline(mu_,
                                absl::Condition(
                                    +[](int* threads) { return *threads == 0; }, &threads_),
                                deadline);
  return RunResult{end_status_, all_ended};
}

}  // namespace aprgrid::worker
