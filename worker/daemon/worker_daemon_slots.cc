// WorkerDaemon's slot and reporter threads: a slot thread takes the next leased attempt and
// computes it; a reporter thread sends finished results, in batches while attempts are short.
// The lease, heartbeat and drain side is in worker_daemon.cc.
#include <pthread.h>

#include <algorithm>
#include <optional>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "worker/daemon/attempt_reporter.h"
#include "worker/daemon/large_stack_thread.h"
#include "worker/daemon/report_batch.h"
#include "worker/daemon/worker_daemon.h"
#include "worker/daemon/worker_daemon_slot.h"

namespace aprgrid::worker {

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
  AttemptInputs inputs;
  if (!slot.task.crf_model_sha256().empty()) {
    absl::StatusOr<std::shared_ptr<const std::string>> model =
        CrfModel(slot.task.crf_model_sha256(), slot.stop);
    if (!model.ok()) {
      slot.outcome = model.status();
      return;
    }
    inputs.crf_model = **model;
  }
  absl::Time last = clock_->Now();
  const absl::Time started = last;
  if (logging::Enabled(logging::Level::kDebug)) {
    logging::Debug(absl::StrCat("attempt ", attempt.key(), " (", attempt.stage(),
                                ") started at epoch ", slot.task.epoch()));
  }
  // docs/protocol.md, "Checkpoints": the runner resumes from the lease's checkpoint if it can, and
  // the reporter keeps the latest boundary for a release.
  CheckpointHooks hooks;
  if (slot.task.has_checkpoint() && !slot.task.checkpoint().data().empty()) {
    hooks.resume = &slot.task.checkpoint();
    slot.reporter->ResumedFrom(slot.task.checkpoint().generation());
  }
  hooks.on_checkpoint = [&slot](uint32_t generation, CheckpointEncoder encode) {
    slot.reporter->SetCheckpoint(generation, std::move(encode));
  };
  slot.outcome = (*runner)->RunResumable(
      attempt, inputs,
      [&](const v1::GenerationEvent& event) {
        absl::Time now = clock_->Now();
        if (metrics_ != nullptr) {
          metrics_->GenerationDone(absl::ToDoubleSeconds(now - last), event.variants_evaluated());
        }
        last = now;
        if (!slot.reporter->AddGeneration(event)) slot.stop.Stop(StopReason::kLost);
      },
      slot.stop, hooks);
  if (logging::Enabled(logging::Level::kDebug)) {
    logging::Debug(absl::StrCat("attempt ", attempt.key(), " ended after ",
                                absl::ToInt64Milliseconds(clock_->Now() - started), " ms: ",
                                slot.outcome.ok() ? "computed" : slot.outcome.status().ToString()));
  }
}

absl::StatusOr<std::shared_ptr<const std::string>> WorkerDaemon::CrfModel(const std::string& sha256,
                                                                          const StopFlag& stop) {
  if (std::shared_ptr<const std::string> cached = artefacts_.Find(sha256)) return cached;
  v1::FetchArtefactRequest request;
  request.set_sha256(sha256);
  absl::Duration backoff = absl::Milliseconds(200);
  while (true) {
    absl::StatusOr<v1::FetchArtefactResponse> response = link_->FetchArtefact(request);
    NoteCall(response.status());
    if (response.ok()) {
      const size_t size = response->bytes().size();
      absl::StatusOr<std::shared_ptr<const std::string>> model =
          artefacts_.Add(sha256, std::move(*response->mutable_bytes()));
      if (model.ok()) {
        Log(absl::StrCat("fetched the CRF model sha256 ", sha256, " (", size,
                         " bytes) from the coordinator"));
      }
      return model;
    }
    if (!IsTransient(response.status())) {
      return absl::Status(response.status().code(),
                          absl::StrCat("cannot fetch the CRF model sha256 ", sha256,
                                       " from the coordinator: ", response.status().message()));
    }
    if (stop.stopped() || SleepUnlessDraining(backoff)) {
      return absl::AbortedError("interrupted (the attempt was stopped while fetching its model)");
    }
    backoff = std::min(backoff * 2, absl::Seconds(2));
  }
}

void WorkerDaemon::ReportLoop() {
  pthread_setname_np(pthread_self(), "aprgrid-report");
  while (true) {
    std::vector<std::shared_ptr<Slot>> batch;
    bool may_lease = false;
    {
      absl::MutexLock lock(&mu_);
      auto has_work = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
        return !computed_.empty() || (draining_ && slot_threads_ == 0);
      };
      ++reporters_waiting_;
      mu_.Await(absl::Condition(&has_work));
      if (computed_.empty()) {  // Draining, and no slot thread will compute more.
        --reporters_waiting_;
        break;
      }
      // Results of short attempts wait a little for others, so that they go out together and
      // the coordinator commits them in one transaction (one commit per attempt was a good
      // part of the service's cost per short attempt). Nothing waits when no slot is computing
      // or about to. Nor when the slots need a lease: the batch call asks for it.
      if (BatchReportsLocked()) {
        auto full = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
          return draining_ || (computing_ == 0 && ready_.empty()) ||
                 computed_.size() >= static_cast<size_t>(kReportBatch) || LeaseDueOnReportLocked();
        };
        clock_->AwaitWithDeadline(mu_, absl::Condition(&full),
                                  computed_.front()->computed_at + options_.report_batch_delay);
      }
      while (!computed_.empty() && batch.size() < static_cast<size_t>(kReportBatch)) {
        batch.push_back(std::move(computed_.front()));
        computed_.pop_front();
      }
      --reporters_waiting_;
      may_lease = LeaseOnReportLocked();
      if (may_lease) ++batches_preparing_;  // The lease loop waits for its decision.
    }
    ReportComputed(batch, may_lease);
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

void WorkerDaemon::ReportComputed(const std::vector<std::shared_ptr<Slot>>& batch, bool may_lease) {
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
  // The lease due now, if any, rides on the batch call (docs/protocol.md, "Leases on the
  // ReportBatch reply"); without a batch call the lease loop takes it over.
  std::optional<v1::LeaseRequest> lease;
  if (may_lease) {
    absl::MutexLock lock(&mu_);
    --batches_preparing_;
    const int to_lease = ToLeaseLocked();
    if (!entries.empty() && LeaseOnReportLocked() && to_lease > 0) {
      lease_asked_ = to_lease;
      lease.emplace();
      lease->set_worker_id(worker_id_);
      lease->set_max_tasks(static_cast<uint32_t>(to_lease));
      lease->set_free_slots(static_cast<uint32_t>(FreeSlotsLocked()));
    }
  }
  auto on_lease = [this](absl::StatusOr<v1::LeaseResponse> leased) {
    if (leased.ok()) {
      TakeLease(*leased);
      return;
    }
    bool older = false;
    {
      absl::MutexLock lock(&mu_);
      lease_asked_ = 0;  // The lease loop leases by Lease instead.
      if (absl::IsUnimplemented(leased.status()) && lease_on_report_) {
        lease_on_report_ = false;
        older = true;
      }
    }
    if (older) Log("the coordinator does not lease on ReportBatch replies; leasing by Lease");
  };
  std::vector<AttemptReporter::Delivery> deliveries(batch.size(),
                                                    AttemptReporter::Delivery::kAlreadyFinal);
  if (!entries.empty()) {
    bool unsupported = false;
    std::vector<AttemptReporter::Delivery> delivered =
        DeliverReportBatch(link_, worker_id(), batch_reporters, entries, &unsupported, clock_,
                           lease ? &*lease : nullptr, on_lease);
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

}  // namespace aprgrid::worker
