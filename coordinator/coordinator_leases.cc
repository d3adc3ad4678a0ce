// Worker side of the Coordinator: Register, Lease, Heartbeat, report events and lease expiry.
#include <algorithm>
#include <map>
#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/json_text.h"
#include "common/logging.h"
#include "coordinator/coordinator.h"

namespace aprgrid::coordinator {
namespace {

constexpr size_t kMaxIdLength = 64;
constexpr size_t kMaxErrorLength = 4096;
constexpr int kMaxArmsPerGeneration = 64;

bool IsValidWorkerId(const std::string& id) {
  if (id.size() < 3 || id.size() > kMaxIdLength || id.rfind("w-", 0) != 0) return false;
  return std::all_of(id.begin() + 2, id.end(),
                     [](char c) { return absl::ascii_isxdigit(c) || c == '-'; });
}

// The labels as a JSON object (workers.labels), keys sorted, strings escaped.
std::string LabelsJson(const v1::RegisterRequest& request) {
  std::map<std::string, std::string> sorted(request.labels().begin(), request.labels().end());
  std::string json = "{";
  for (const auto& [key, value] : sorted) {
    if (json.size() > 1) json += ",";
    AppendJsonString(json, key);
    json += ":";
    AppendJsonString(json, value);
  }
  return json + "}";
}

bool IsFinal(const v1::ReportEvent& event) {
  return event.kind_case() == v1::ReportEvent::kRepairResult ||
         event.kind_case() == v1::ReportEvent::kCrfResult ||
         event.kind_case() == v1::ReportEvent::kFailure ||
         event.kind_case() == v1::ReportEvent::kReleased;
}

}  // namespace

void Coordinator::TouchWorker(const std::string& worker_id, int64_t now) {
  WorkerEntry& worker = workers_[worker_id];
  if (worker.record.id.empty()) {  // Unknown id: a worker of the previous coordinator process.
    worker.record.id = worker_id;
    worker.record.registered_ms = now;
  }
  worker.last_seen_ms = now;
  worker.record.last_heartbeat_ms = now;
  // The workers table is informational; keep it fresh to a heartbeat interval without writing
  // on every call.
  if (now - worker.last_saved_ms >= options_.heartbeat_interval_ms) {
    worker.last_saved_ms = now;
    store_->SaveWorker(worker.record);
  }
}

void Coordinator::CountSlots(WorkerEntry& worker, uint32_t slots) {
  live_slots_ = live_slots_ - worker.counted_slots + slots;
  worker.counted_slots = slots;
}

Coordinator::Grant Coordinator::TasksToGrant(const std::string& worker_id, uint32_t asked,
                                             std::optional<uint32_t> told_free) const {
  const WorkerEntry& worker = workers_.at(worker_id);
  // A worker of the previous coordinator process has not told its slots yet: count one.
  const uint64_t slots = std::max<uint64_t>(worker.record.slots, 1);
  uint64_t free_slots;
  if (told_free) {
    // The worker's own count (LeaseRequest.free_slots), capped by what it registered.
    free_slots = std::min<uint64_t>(*told_free, slots);
  } else {
    // An older worker: inferred from its held leases, which include attempts already computed
    // whose results are still on their way (a worker batches short results), so free_slots can
    // be low by those; it errs towards keeping attempts queued, which costs at most a
    // withheld_retry_after_ms wait at a campaign's end.
    const uint64_t held = leases_.CountOf(worker_id);
    free_slots = slots > held ? slots - held : 0;
  }
  free_slots = std::min<uint64_t>(free_slots, asked);
  const uint64_t share = scheduler_.queued() * slots / std::max(live_slots_, slots);
  Grant grant;
  grant.tasks = static_cast<uint32_t>(std::min<uint64_t>(asked, std::max(free_slots, share)));
  grant.free_slots = static_cast<uint32_t>(free_slots);
  grant.slots = static_cast<uint32_t>(slots);
  return grant;
}

double Coordinator::EstimatedWallMs(const AttemptEntry& entry) const {
  const Membership& creator = entry.memberships.front();
  const double cell = creator.campaign->cell_wall_ms[creator.cell];
  if (cell >= 0) return cell;
  return std::max(creator.campaign->wall_ms, 0.0);
}

void Coordinator::RecordWallMs(const AttemptEntry& entry, int64_t wall_ms) {
  if (wall_ms <= 0) return;
  // Moving means, so that a cell's estimate follows the machine's load.
  auto update = [wall_ms](double& mean) {
    mean = mean < 0 ? static_cast<double>(wall_ms) : 0.5 * mean + 0.5 * wall_ms;
  };
  const Membership& creator = entry.memberships.front();
  update(creator.campaign->cell_wall_ms[creator.cell]);
  update(creator.campaign->wall_ms);
}

absl::StatusOr<v1::RegisterResponse> Coordinator::Register(const v1::RegisterRequest& request) {
  if (request.slots() < 1 || request.slots() > 1024) {
    return absl::InvalidArgumentError("slots must be in 1..1024");
  }
  if (request.hostname().size() > 255 || request.version().size() > 64 ||
      request.labels_size() > 64 ||
      std::any_of(request.labels().begin(), request.labels().end(), [](const auto& label) {
        return label.first.size() > 256 || label.second.size() > 256;
      })) {
    return absl::InvalidArgumentError("hostname, version or labels too long");
  }
  if (!request.previous_worker_id().empty() && !IsValidWorkerId(request.previous_worker_id())) {
    return absl::InvalidArgumentError("malformed previous_worker_id");
  }
  absl::MutexLock lock(&mu_);
  const int64_t now = Now();
  // Reconnecting workers keep their id, so the leases they hold (restored from the store after a
  // coordinator restart) stay theirs. New ids embed the start time so ids never repeat across
  // restarts.
  std::string id = request.previous_worker_id();
  if (id.empty()) id = absl::StrFormat("w-%x-%x", now, ++worker_counter_);
  WorkerEntry& worker = workers_[id];
  worker.record.id = id;
  worker.record.hostname = request.hostname();
  worker.record.slots = request.slots();
  worker.record.version = request.version();
  worker.record.labels_json = LabelsJson(request);
  worker.record.draining = false;
  if (worker.record.registered_ms == 0) worker.record.registered_ms = now;
  worker.record.last_heartbeat_ms = now;
  worker.last_seen_ms = now;
  worker.last_saved_ms = now;
  CountSlots(worker, worker.record.slots);
  worker.live = true;
  store_->SaveWorker(worker.record);
  logging::Info(absl::StrCat("worker ", id, " registered: host ", worker.record.hostname, ", ",
                             worker.record.slots, " slots, version ", worker.record.version,
                             request.previous_worker_id().empty() ? "" : " (reconnected)"));
  v1::RegisterResponse response;
  response.set_worker_id(id);
  response.set_heartbeat_interval_ms(static_cast<uint32_t>(options_.heartbeat_interval_ms));
  response.set_lease_duration_ms(static_cast<uint32_t>(options_.lease_duration_ms));
  return response;
}

absl::Status Coordinator::ValidateLease(const v1::LeaseRequest& request) {
  if (!IsValidWorkerId(request.worker_id())) {
    return absl::InvalidArgumentError("malformed worker_id");
  }
  if (request.max_tasks() < 1 || request.max_tasks() > 1024 ||
      (request.has_free_slots() && request.free_slots() > 1024)) {
    return absl::InvalidArgumentError("max_tasks must be in 1..1024 and free_slots in 0..1024");
  }
  return absl::OkStatus();
}

absl::StatusOr<v1::LeaseResponse> Coordinator::Lease(const v1::LeaseRequest& request) {
  if (absl::Status valid = ValidateLease(request); !valid.ok()) return valid;
  v1::LeaseResponse response;
  absl::MutexLock lock(&mu_);
  const int64_t now = Now();
  TouchWorker(request.worker_id(), now);
  if (workers_[request.worker_id()].record.draining) {
    response.set_retry_after_ms(options_.retry_after_ms);
    return response;
  }
  ReleaseHeld();  // Stages whose dependencies finished join the queue first.
  std::vector<AttemptUpdate> updates;
  std::vector<AttemptUpdate> failed;  // Attempts whose CRF model does not exist.
  const Grant grant = TasksToGrant(
      request.worker_id(), request.max_tasks(),
      request.has_free_slots() ? std::optional<uint32_t>(request.free_slots()) : std::nullopt);
  const double ahead_budget_ms =
      static_cast<double>(options_.lease_ahead_ms_per_slot) * grant.slots;
  double ahead_ms = 0;
  size_t checkpoint_bytes = 0;
  while (static_cast<uint32_t>(response.tasks_size()) < grant.tasks) {
    std::optional<Scheduler::Pick> pick = scheduler_.Next();
    if (!pick) break;
    AttemptEntry& entry = Entry(pick->id);
    const std::string& creator = CreatorId(entry);
    if (entry.status.state != AttemptState::kQueued) {  // Not leasable (defensive).
      scheduler_.Finished(creator);                     // Next counted it as running.
      continue;
    }
    const v1::Attempt& shape = Shape(entry);
    const ArtefactRecord* model = nullptr;
    if (shape.has_repair() && !shape.repair().crf_model_key().empty()) {
      auto found = artefacts_.find(shape.repair().crf_model_key());
      if (found == artefacts_.end()) {
        // Its stage waited for the CRF stage, which ended without a model: running the attempt
        // cannot help, so it fails now, with the reason, instead of on every worker in turn.
        scheduler_.Finished(creator);
        entry.status.last_error = MissingModelReason(entry);
        entry.status.finished_ms = now;
        SetState(entry, AttemptState::kFailed);
        CountCompletion(entry, "failed");
        logging::Warning(absl::StrCat("attempt ", entry.key, " failed: ", entry.status.last_error));
        failed.push_back(UpdateOf(entry));
        continue;
      }
      model = &found->second;
    }
    if (static_cast<uint32_t>(response.tasks_size()) >= grant.free_slots) {
      // Ahead of the free slots: within the budget, and the first one regardless, so that a
      // slot never waits for a Lease round trip. Whether the worker holds some ahead already is
      // not known here: its held leases include results it has not reported yet.
      ahead_ms += EstimatedWallMs(entry);
      const bool first = response.tasks_size() == static_cast<int>(grant.free_slots);
      if (ahead_ms > ahead_budget_ms && !first) {
        scheduler_.Enqueue(creator, PositionOf(entry), entry.key, entry.id);
        scheduler_.Finished(creator);  // Next counted it as running.
        break;
      }
    }
    if (entry.checkpoint != nullptr) {
      // A response stays within the worker's message limit: further checkpoints wait.
      const size_t size = entry.checkpoint->checkpoint.data().size();
      if (checkpoint_bytes > 0 && checkpoint_bytes + size > kMaxLeaseCheckpointBytes) {
        scheduler_.Enqueue(creator, PositionOf(entry), entry.key, entry.id);
        scheduler_.Finished(creator);  // Next counted it as running.
        break;
      }
      checkpoint_bytes += size;
    }
    // Every lease gets a new epoch, so events of any earlier holder become stale. After a
    // restart every unfinished attempt skips one epoch (see Load), so an epoch handed out just
    // before a crash, whose write was lost, is never handed out again.
    entry.status.epoch += entry.skip_epoch ? 2 : 1;
    entry.skip_epoch = false;
    entry.status.worker_id = request.worker_id();
    entry.status.deadline_ms = now + options_.lease_duration_ms;
    entry.status.started_ms = now;
    entry.next_seq = 0;
    // The attempt's id in the event tables (docs/results-schema.md, schema version 13), given in
    // lease order so that the rows of running attempts land together at the tables' right edge.
    if (entry.status.attempt_id == 0) entry.status.attempt_id = next_attempt_id_++;
    SetState(entry, AttemptState::kRunning);
    AttemptUpdate& update = updates.emplace_back(UpdateOf(entry));
    leases_.Grant({update.key, request.worker_id(), entry.status.epoch, entry.status.deadline_ms});
    v1::Task* task = response.add_tasks();
    task->set_attempt_key(update.key);
    task->set_epoch(entry.status.epoch);
    task->set_deadline_unix_ms(entry.status.deadline_ms);
    task->set_campaign_id(creator);
    shapes_.Build(entry.shape, entry.key, entry.seed, task->mutable_attempt());
    if (model != nullptr) task->set_crf_model_sha256(model->sha256);
    if (entry.checkpoint != nullptr) {
      *task->mutable_checkpoint() = entry.checkpoint->checkpoint;
      logging::Info(absl::StrCat("attempt ", entry.key, " leased to ", request.worker_id(),
                                 " at epoch ", entry.status.epoch,
                                 " with its checkpoint at generation ",
                                 entry.checkpoint->checkpoint.generation()));
    }
  }
  if (!failed.empty()) store_->UpdateAttempts(std::move(failed));
  if (updates.empty()) {
    // A withheld worker asks again soon, since its own slot may free at any moment; but one
    // millisecond per connected slot at least, so that however large the cluster, the busy
    // workers at a campaign's end ask about 1,000 times a second at most all together (a fixed
    // 20 ms would be 50,000 Leases a second from 1,000 workers).
    const uint32_t withheld = static_cast<uint32_t>(std::clamp<uint64_t>(
        live_slots_, options_.withheld_retry_after_ms, options_.retry_after_ms));
    response.set_retry_after_ms(scheduler_.queued() > 0 ? withheld : options_.retry_after_ms);
    return response;
  }
  // Written without waiting (the skipped epoch above makes a lost write harmless), so a lease
  // costs no commit latency.
  store_->RecordLeases(std::move(updates));
  return response;
}

absl::StatusOr<v1::HeartbeatResponse> Coordinator::Heartbeat(const v1::HeartbeatRequest& request) {
  if (!IsValidWorkerId(request.worker_id())) {
    return absl::InvalidArgumentError("malformed worker_id");
  }
  if (request.held_size() > 1024 || request.busy_slots() > 1024 ||
      std::any_of(request.held().begin(), request.held().end(), [](const v1::HeldLease& held) {
        return held.attempt_key().empty() || held.attempt_key().size() > kMaxIdLength;
      })) {
    return absl::InvalidArgumentError(
        "at most 1024 held leases (attempt_key 1..64 chars) and busy_slots <= 1024");
  }
  absl::MutexLock lock(&mu_);
  const int64_t now = Now();
  TouchWorker(request.worker_id(), now);
  WorkerEntry& worker = workers_[request.worker_id()];
  worker.record.busy_slots = request.busy_slots();
  if (worker.record.draining != request.draining()) {
    worker.record.draining = request.draining();
    CountSlots(worker, worker.record.draining ? 0 : worker.record.slots);
    if (worker.record.draining) {
      logging::Info(absl::StrCat("worker ", request.worker_id(), " (", worker.record.hostname,
                                 ") is draining and leaving"));
    }
    store_->SaveWorker(worker.record);
  }
  const int64_t deadline = now + options_.lease_duration_ms;
  v1::HeartbeatResponse response;
  response.set_deadline_unix_ms(deadline);
  std::vector<std::pair<std::string, uint64_t>> held;
  std::vector<AttemptUpdate> updates;
  for (const v1::HeldLease& lease : request.held()) {
    AttemptEntry* entry = FindAttempt(lease.attempt_key());
    if (entry != nullptr && entry->status.state == AttemptState::kCancelled &&
        leases_.Check(request.worker_id(), lease.attempt_key(), lease.epoch()) ==
            LeaseCheck::kHeld) {
      *response.add_cancelled() = lease;
      EndLease(*entry);
      continue;
    }
    held.emplace_back(lease.attempt_key(), lease.epoch());
  }
  for (const auto& [key, epoch] : leases_.Renew(request.worker_id(), held, deadline)) {
    v1::HeldLease* lost = response.add_lost();
    lost->set_attempt_key(key);
    lost->set_epoch(epoch);
  }
  for (const auto& [key, epoch] : held) {
    AttemptEntry* entry = FindAttempt(key);
    if (entry == nullptr) continue;
    const struct Lease* lease = leases_.Find(key);
    if (lease == nullptr || lease->worker_id != request.worker_id() || lease->epoch != epoch) {
      continue;
    }
    entry->status.deadline_ms = lease->deadline_ms;
    updates.push_back(UpdateOf(*entry));
  }
  // Renewals are written without waiting: losing one in a crash only shortens a lease.
  if (!updates.empty()) store_->RecordLeases(std::move(updates));
  return response;
}

void Coordinator::EndLease(AttemptEntry& entry) {
  leases_.Remove(std::string(entry.key));
  scheduler_.Finished(CreatorId(entry));
  entry.status.worker_id.clear();
  entry.status.deadline_ms = 0;
}

void Coordinator::CountCompletion(const AttemptEntry& entry, const char* outcome) {
  std::string strategy, arm_set;
  const v1::Attempt& shape = Shape(entry);
  if (shape.has_repair()) {
    strategy = v1::Strategy_Name(shape.repair().strategy());
    arm_set = v1::ArmSet_Name(shape.repair().arm_set());
  } else {
    strategy = "CRF";
  }
  for (const Membership& m : entry.memberships) {
    if (m.counts_campaign) {
      metrics_->CountCompletion(m.campaign->record.name, strategy, arm_set, outcome);
    }
  }
}

void Coordinator::Requeue(AttemptEntry& entry, bool count_try, const std::string& error) {
  EndLease(entry);
  if (!error.empty()) entry.status.last_error = error.substr(0, kMaxErrorLength);
  if (count_try) ++entry.status.tries;
  if (count_try && entry.status.tries >= entry.max_tries) {
    entry.checkpoint.reset();  // Its row goes with the attempt (or stays unread: not queued).
    entry.status.finished_ms = Now();
    SetState(entry, AttemptState::kFailed);
    CountCompletion(entry, "failed");
    logging::Warning(absl::StrCat("attempt ", entry.key, " failed after ", entry.status.tries,
                                  " tries: ", entry.status.last_error));
    return;
  }
  if (count_try) {
    logging::Info(absl::StrCat("attempt ", entry.key, " retried (try ", entry.status.tries + 1,
                               " of ", entry.max_tries, "): ", entry.status.last_error));
  }
  SetState(entry, AttemptState::kQueued);
  EnqueueOrHold(entry);
}

size_t Coordinator::ExpireLeases() {
  absl::MutexLock lock(&mu_);
  std::vector<AttemptUpdate> updates;
  std::vector<struct Lease> expired = leases_.TakeExpired(Now());
  for (const struct Lease& lease : expired) {
    AttemptEntry* found = FindAttempt(lease.attempt_key);
    if (found == nullptr) continue;
    AttemptEntry& entry = *found;
    // TakeExpired removed the lease already; put it back so Requeue/EndLease see one shape.
    leases_.Grant(lease);
    metrics_->CountLeaseExpiration();
    logging::Warning(absl::StrCat("lease of attempt ", lease.attempt_key, " expired on worker ",
                                  lease.worker_id, " at epoch ", lease.epoch));
    if (entry.status.state == AttemptState::kCancelled) {
      EndLease(entry);
    } else {
      Requeue(entry, /*count_try=*/true,
              absl::StrCat("lease expired on worker ", lease.worker_id, " at epoch ", lease.epoch));
      metrics_->CountFailure("lease_expired", entry.status.state == AttemptState::kFailed);
    }
    updates.push_back(UpdateOf(entry));
  }
  if (!updates.empty()) store_->UpdateAttempts(std::move(updates));
  return expired.size();
}

absl::StatusOr<EventOutcome> Coordinator::AcceptEvent(const std::string& worker_id,
                                                      const v1::ReportEvent& event,
                                                      const WriteStatusPtr& writes) {
  if (event.attempt_key().empty() || event.attempt_key().size() > kMaxIdLength ||
      event.kind_case() == v1::ReportEvent::KIND_NOT_SET ||
      (event.has_generation() &&
       (event.generation().arms_size() > kMaxArmsPerGeneration ||
        std::any_of(event.generation().arms().begin(), event.generation().arms().end(),
                    [](const v1::ArmStat& arm) {
                      return arm.arm().empty() || arm.arm().size() > kMaxIdLength;
                    })))) {
    metrics_->CountEventRejected("invalid");
    return absl::InvalidArgumentError(
        "a report event needs attempt_key (<= 64 chars) and one kind; <= 64 arms per "
        "generation, each named in 1..64 chars");
  }
  if (event.has_checkpoint() && !event.has_released()) {
    metrics_->CountEventRejected("invalid");
    return absl::InvalidArgumentError("a report event carries a checkpoint only with `released`");
  }
  absl::MutexLock lock(&mu_);
  const int64_t now = Now();
  if (!worker_id.empty()) TouchWorker(worker_id, now);
  AttemptEntry* found = FindAttempt(event.attempt_key());
  if (found == nullptr) {
    metrics_->CountEventRejected("not_held");
    return absl::FailedPreconditionError("attempt " + event.attempt_key() + " is not leased");
  }
  AttemptEntry& entry = *found;
  EventOutcome outcome;
  const AttemptState state = entry.status.state;
  if ((state == AttemptState::kDone || state == AttemptState::kFailed) &&
      entry.status.epoch == event.epoch()) {
    // A retry after a lost acknowledgement, or after the write of the attempt's end failed: the
    // end is in memory, but its write is not known to be durable. Writing it again (the writes
    // are idempotent) makes the acknowledgement wait for a commit that holds it.
    metrics_->CountEventRejected("duplicate_seq");
    outcome.duplicate = true;
    outcome.final = IsFinal(event);
    RewriteDuplicate(entry, event, writes, &outcome);
    return outcome;
  }
  switch (leases_.Check(worker_id, event.attempt_key(), event.epoch())) {
    case LeaseCheck::kHeld:
      break;
    case LeaseCheck::kNotLeased:
      metrics_->CountEventRejected("not_held");
      return absl::FailedPreconditionError(
          absl::StrCat("attempt ", event.attempt_key(), " is not leased at epoch ", event.epoch()));
    case LeaseCheck::kStaleEpoch:
      metrics_->CountEventRejected(event.epoch() < entry.status.epoch ? "stale_epoch" : "not_held");
      return absl::FailedPreconditionError(
          absl::StrCat("stale epoch ", event.epoch(), " for attempt ", event.attempt_key(),
                       " (current epoch ", entry.status.epoch, ")"));
    case LeaseCheck::kOtherWorker:
      metrics_->CountEventRejected("not_held");
      return absl::PermissionDeniedError(
          absl::StrCat("attempt ", event.attempt_key(), " is leased to another worker"));
  }
  if (state == AttemptState::kCancelled) {
    EndLease(entry);
    outcome.cancelled = true;
    outcome.final = true;
    return outcome;
  }
  if (event.seq() < entry.next_seq) {
    metrics_->CountEventRejected("duplicate_seq");
    outcome.duplicate = true;
    RewriteDuplicate(entry, event, writes, &outcome);
    return outcome;
  }
  if (event.seq() > entry.next_seq) {
    metrics_->CountEventRejected("invalid");
    return absl::FailedPreconditionError(absl::StrCat("seq gap for attempt ", event.attempt_key(),
                                                      ": expected ", entry.next_seq, ", got ",
                                                      event.seq()));
  }
  const bool repair = Shape(entry).has_repair();
  if ((event.has_repair_result() && !repair) || (event.has_crf_result() && repair)) {
    metrics_->CountEventRejected("invalid");
    return absl::InvalidArgumentError("result kind does not match the attempt's kind");
  }
  ++entry.next_seq;
  metrics_->CountEventIngested();
  switch (event.kind_case()) {
    case v1::ReportEvent::kGeneration:
      store_->AppendGeneration(event.attempt_key(), entry.status.attempt_id, event.epoch(),
                               event.generation(), writes);
      outcome.wrote = true;
      return outcome;
    case v1::ReportEvent::kRepairResult:
    case v1::ReportEvent::kCrfResult: {
      outcome.final = true;
      EndLease(entry);
      const int64_t wall_ms = event.has_repair_result() ? event.repair_result().wall_ms()
                                                        : event.crf_result().wall_ms();
      RecordWallMs(entry, wall_ms);
      entry.patched = event.has_repair_result() && event.repair_result().patched();
      entry.status.finished_ms = now;
      entry.status.last_error.clear();
      entry.checkpoint.reset();  // CommitFinal deletes its row.
      SetState(entry, AttemptState::kDone);
      const char* completion = !repair ? "unpatched" : entry.patched ? "patched" : "unpatched";
      CountCompletion(entry, completion);
      metrics_->ObserveAttemptDuration(Shape(entry).stage(), completion, wall_ms / 1000.0);
      store_->CommitFinal(UpdateOf(entry), event, writes);
      if (event.has_crf_result()) PublishModel(entry, event.crf_result(), writes);
      outcome.wrote = true;
      return outcome;
    }
    case v1::ReportEvent::kFailure:
      outcome.final = true;
      Requeue(entry, /*count_try=*/true,
              event.failure().empty() ? std::string("failed without a message") : event.failure());
      metrics_->CountFailure("reported", entry.status.state == AttemptState::kFailed);
      outcome.ticket = store_->UpdateAttempts({UpdateOf(entry)});
      return outcome;
    case v1::ReportEvent::kReleased: {
      outcome.final = true;
      const uint64_t epoch = entry.status.epoch;
      Requeue(entry, /*count_try=*/false, "");
      // docs/protocol.md, "Checkpoints". A release without one keeps the attempt's previous
      // checkpoint (and the rows before it), which the next lease carries again.
      const v1::AttemptCheckpoint& checkpoint = event.checkpoint();
      if (!event.has_checkpoint() || checkpoint.data().empty()) {
        outcome.ticket = store_->UpdateAttempts({UpdateOf(entry)});
        return outcome;
      }
      if (checkpoint.data().size() > kMaxCheckpointBytes || !repair) {
        logging::Warning(absl::StrCat(
            "attempt ", event.attempt_key(), " released with a checkpoint of ",
            checkpoint.data().size(), " bytes", repair ? "" : " (not a repair attempt)",
            "; dropped (at most ", kMaxCheckpointBytes, " bytes, repair attempts only)"));
        outcome.ticket = store_->UpdateAttempts({UpdateOf(entry)});
        return outcome;
      }
      logging::Info(absl::StrCat("attempt ", event.attempt_key(), " released at epoch ", epoch,
                                 " with a checkpoint at generation ", checkpoint.generation(), " (",
                                 checkpoint.data().size(), " bytes)"));
      entry.checkpoint =
          std::make_shared<const StoredCheckpoint>(StoredCheckpoint{epoch, checkpoint});
      outcome.ticket = store_->ReleaseWithCheckpoint(UpdateOf(entry), epoch, checkpoint);
      return outcome;
    }
    case v1::ReportEvent::KIND_NOT_SET:
      break;
  }
  return absl::InternalError("unreachable");
}

void Coordinator::RewriteDuplicate(const AttemptEntry& entry, const v1::ReportEvent& event,
                                   const WriteStatusPtr& writes, EventOutcome* outcome) {
  if (event.has_generation()) {
    store_->AppendGeneration(event.attempt_key(), entry.status.attempt_id, event.epoch(),
                             event.generation(), writes);
    outcome->wrote = true;
  } else if (entry.status.state == AttemptState::kDone &&
             (event.has_repair_result() || event.has_crf_result()) &&
             event.has_repair_result() == Shape(entry).has_repair()) {
    store_->CommitFinal(UpdateOf(entry), event, writes);
    if (event.has_crf_result()) {
      // The artefact's write may have failed with the result's: write it again (idempotent).
      auto artefact = artefacts_.find(std::string(entry.key));
      if (artefact != artefacts_.end()) store_->SaveArtefact(artefact->second, writes);
    }
    outcome->wrote = true;
  } else if (entry.status.state == AttemptState::kFailed &&
             (event.has_failure() || event.has_released())) {
    outcome->ticket = store_->UpdateAttempts({UpdateOf(entry)});
  }
}

}  // namespace aprgrid::coordinator
