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
#include "worker/daemon/worker_daemon_slot.h"

namespace aprgrid::worker {

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

enum class CallFailure { kTls, kEither, kOther };

// What a failed call says about TLS. gRPC reports a failed TLS handshake as UNAVAILABLE, like an
// absent coordinator, and only its message tells the two apart. "tcp handshaker shutdown" comes
// both from a coordinator that went away during a connect and, alternating with "Handshake read
// failed", from a handshake with the wrong CA, so it says neither.
CallFailure ClassifyFailure(const absl::Status& status) {
  if (!absl::IsUnavailable(status)) return CallFailure::kOther;
  const std::string message = absl::AsciiStrToLower(status.message());
  if (absl::StrContains(message, "tcp handshaker")) return CallFailure::kEither;
  for (const char* sign : {"handshake", "ssl", "tls", "certificate"}) {
    if (absl::StrContains(message, sign)) return CallFailure::kTls;
  }
  return CallFailure::kOther;
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
  const CallFailure failure = ClassifyFailure(status);
  if (failure == CallFailure::kTls) {
    if (++tls_failures_ >= options_.tls_failures_refused) {
      StopLocked(absl::PermissionDeniedError(
          absl::StrCat("TLS handshake with the coordinator failed ", tls_failures_,
                       " times in a row (is --tls-ca the CA that signed the coordinator's "
                       "certificate?): ",
                       status.message())));
    }
    return;
  }
  // A failure that says nothing about TLS neither counts toward nor breaks a run of TLS ones.
  if (failure == CallFailure::kOther) tls_failures_ = 0;
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
  // While refills ride on report batches, what one batch gathers (report_batch_delay of work,
  // 200 ms, as much as the coordinator hands out ahead): the refill then falls due about when
  // the batch would go out anyway, so one call carries both, where a tenth of a second sent the
  // batches out early and half full.
  double horizon = 0.1;
  if (lease_on_report_ && batch_supported_.load() && BatchReportsLocked()) {
    horizon = std::max(horizon, absl::ToDoubleSeconds(options_.report_batch_delay));
  }
  const double per_slot = horizon / std::max(mean_compute_seconds_, 1e-3);
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
  if (lease_asked_ > 0) return 0;  // One lease request at a time.
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

int WorkerDaemon::FreeSlotsLocked() const {
  return std::max(options_.slots - computing_ - static_cast<int>(ready_.size()), 0);
}

bool WorkerDaemon::LeaseOnReportLocked() const {
  return lease_on_report_ && batch_supported_.load() && !draining_ && lease_asked_ == 0;
}

bool WorkerDaemon::LeaseDueOnReportLocked() const {
  // Not after an empty lease: then the lease loop asks again after the advised wait, and
  // results do not go out early for it.
  return LeaseOnReportLocked() && !queue_empty_ && ToLeaseLocked() > 0;
}

bool WorkerDaemon::ReporterWillLeaseLocked() const {
  if (!lease_on_report_ || !batch_supported_.load() || queue_empty_) return false;
  // A reporter deciding on its batch's lease, or one about to take waiting results (it wakes at
  // once: LeaseDueOnReportLocked ends its wait for more).
  return batches_preparing_ > 0 || (!computed_.empty() && reporters_waiting_ > 0);
}

void WorkerDaemon::TakeLease(const v1::LeaseResponse& response) {
  Accept(response.tasks());
  bool idle;
  {
    absl::MutexLock lock(&mu_);
    lease_asked_ = 0;
    queue_empty_ = response.tasks().empty();
    if (queue_empty_) {
      lease_not_before_ = clock_->Now() + std::clamp(absl::Milliseconds(response.retry_after_ms()),
                                                     absl::Milliseconds(20), absl::Seconds(2));
    }
    idle = IdleLocked();
  }
  if (idle && options_.on_idle) options_.on_idle();
}

void WorkerDaemon::LeaseLoop() {
  absl::Duration backoff = absl::Milliseconds(200);
  while (true) {
    int to_lease, free_slots;
    std::string worker_id;
    {
      absl::MutexLock lock(&mu_);
      // Free slots, plus attempts ahead while attempts are short, in batches (ToLeaseLocked),
      // unless a reporter is about to ask for them on its batch call.
      auto can_lease = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
        return draining_ || (ToLeaseLocked() > 0 && !ReporterWillLeaseLocked());
      };
      mu_.Await(absl::Condition(&can_lease));
      if (draining_) break;
      if (clock_->Now() < lease_not_before_) {  // The last reply was empty: wait as advised.
        clock_->AwaitWithDeadline(mu_, absl::Condition(&draining_), lease_not_before_);
        continue;
      }
      to_lease = ToLeaseLocked();
      free_slots = FreeSlotsLocked();
      worker_id = worker_id_;
      lease_asked_ = to_lease;
    }
    v1::LeaseRequest request;
    request.set_worker_id(worker_id);
    request.set_max_tasks(static_cast<uint32_t>(to_lease));
    request.set_free_slots(static_cast<uint32_t>(free_slots));
    absl::StatusOr<v1::LeaseResponse> response = link_->Lease(request);
    NoteCall(response.status());
    if (!response.ok()) {
      {
        absl::MutexLock lock(&mu_);
        lease_asked_ = 0;
      }
      Log(absl::StrCat("lease: ", response.status().ToString(), "; retrying"));
      if (SleepUnlessDraining(backoff)) break;
      backoff = std::min(backoff * 2, absl::Seconds(2));
      continue;
    }
    backoff = absl::Milliseconds(200);
    TakeLease(*response);
  }
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
  LeaseLoop();

  // Draining: tell the coordinator at once, then hand every unfinished attempt back. Results
  // already computed are left to the reporter threads, which deliver them within the grace.
  const absl::Time deadline = clock_->Now() + options_.drain_grace;
  std::vector<std::shared_ptr<Slot>> slots;
  {
    absl::MutexLock lock(&mu_);
    // A reporter's batch call may still bring leases: wait for them, to hand them back too.
    clock_->AwaitWithDeadline(mu_,
                              absl::Condition(
                                  +[](int* asked) { return *asked == 0; }, &lease_asked_),
                              deadline);
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
