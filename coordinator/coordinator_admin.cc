// Admin side of the Coordinator: Submit and Cancel, the two calls that change campaigns and wait
// for their write to commit before they change memory. The rest of the campaign side is in
// coordinator.cc, the worker side in coordinator_leases.cc.
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "coordinator/coordinator.h"

namespace aprgrid::coordinator {
namespace {

uint32_t MaxTriesOf(const v1::CampaignSpec& spec, const std::string& stage) {
  for (const v1::Stage& s : spec.stage()) {
    if (s.has_repair() && s.repair().name() == stage && s.repair().max_tries() > 0) {
      return s.repair().max_tries();
    }
    if (s.has_crf() && s.crf().name() == stage && s.crf().max_tries() > 0) {
      return s.crf().max_tries();
    }
  }
  return 3;
}

}  // namespace

absl::StatusOr<v1::SubmitResponse> Coordinator::Submit(const v1::CampaignSpec& spec,
                                                       std::string spec_text,
                                                       std::vector<v1::Attempt> attempts,
                                                       std::vector<spec::StageMembers> members) {
  if (members.empty()) {  // Each attempt belongs to the stage that produced it.
    for (const v1::Attempt& attempt : attempts) {
      if (members.empty() || members.back().stage != attempt.stage()) {
        members.push_back({attempt.stage(), {}});
      }
      members.back().attempt_keys.push_back(attempt.key());
    }
  }
  // Memory changes only once the store has committed the submission, so a write that fails
  // leaves no trace: no campaign, nothing leasable. Submit and Cancel run one at a time, so what
  // is decided below (which keys are new, which memberships are added) still holds when it is
  // applied; leases and reports go on meanwhile.
  absl::MutexLock admin(&admin_mu_);
  const std::string id = CampaignIdFor(spec.name());
  CampaignRecord record;
  std::vector<size_t> added;                               // Indexes into `attempts`.
  std::vector<uint32_t> added_shapes;                      // Their shapes (in shapes_).
  std::vector<std::pair<std::string, std::string>> joins;  // (stage, key) beyond the creator's.
  int64_t first_ordinal = 0;
  uint64_t saves_before = 0;
  DurableTicket ticket;
  {
    absl::MutexLock lock(&mu_);
    // Each attempt's shape, before anything holds a view of an attempt's key (Intern moves it out
    // and back). Interning a shape that the write then fails to store only takes memory.
    std::vector<uint32_t> shape_of(attempts.size());
    for (size_t i = 0; i < attempts.size(); ++i) shape_of[i] = shapes_.Intern(&attempts[i]);
    // Every key a stage names must be stored or be one of the new attempts.
    absl::flat_hash_map<std::string_view, const v1::Attempt*> new_keys;
    new_keys.reserve(attempts.size());
    for (const v1::Attempt& attempt : attempts) {
      if (!attempt_ids_.contains(attempt.key())) new_keys.emplace(attempt.key(), &attempt);
    }
    for (const spec::StageMembers& stage : members) {
      for (const std::string& key : stage.attempt_keys) {
        if (!new_keys.contains(key) && !attempt_ids_.contains(key)) {
          return absl::InvalidArgumentError(absl::StrCat("stage ", stage.stage, " names attempt ",
                                                         key, " that is neither stored nor new"));
        }
      }
    }
    // A model stage's CRF attempt that finished before any stage named it in crf_model has no
    // published model (the coordinator keeps none of the results it did not publish).
    for (const v1::Stage& stage : spec.stage()) {
      if (!stage.has_repair() || stage.repair().crf_model().empty()) continue;
      for (const spec::StageMembers& model_stage : members) {
        if (model_stage.stage != stage.repair().crf_model() || model_stage.attempt_keys.empty()) {
          continue;
        }
        const std::string& key = model_stage.attempt_keys.front();
        const AttemptEntry* model = FindAttempt(key);
        if (model != nullptr && model->status.state == AttemptState::kDone &&
            !artefacts_.contains(key)) {
          return absl::InvalidArgumentError(absl::StrCat(
              "stage ", stage.repair().name(), ": crf_model names stage ", model_stage.stage,
              ", whose CRF attempt ", key,
              " finished earlier without publishing its model (no stage named it in crf_model "
              "then); change that CRF stage (e.g. its seed) so that it trains a model anew"));
        }
      }
    }
    const int64_t now = Now();
    auto it = campaigns_.find(id);
    const CampaignEntry* existing = it == campaigns_.end() ? nullptr : &it->second;
    if (existing != nullptr) {
      record = existing->record;
      first_ordinal = existing->created;
      saves_before = existing->saves;
    } else {
      record.id = id;
      record.name = spec.name();
      record.created_ms = now;
    }
    record.description = spec.description();
    record.priority = spec.priority();
    record.spec_text = std::move(spec_text);
    record.updated_ms = now;
    record.stages.clear();
    for (const v1::Stage& stage : spec.stage()) {
      StageRecord& stage_record = record.stages.emplace_back();
      stage_record.repair = stage.has_repair();
      stage_record.name = stage.has_repair() ? stage.repair().name() : stage.crf().name();
      stage_record.max_tries = MaxTriesOf(spec, stage_record.name);
      stage_record.spec = stage;
    }

    // A repair attempt is stored as its shape's id and its seed (docs/results-schema.md,
    // "attempt_shapes"); the store gets each shape the new attempts name once.
    std::vector<NewAttempt> rows;
    rows.reserve(new_keys.size());
    std::vector<StoredShape> row_shapes;
    std::vector<bool> shape_listed(shapes_.size());
    for (size_t i = 0; i < attempts.size(); ++i) {
      if (!new_keys.contains(attempts[i].key())) continue;
      const uint32_t shape = shape_of[i];
      NewAttempt& row = rows.emplace_back();
      row.max_tries = MaxTriesOf(spec, attempts[i].stage());
      row.ordinal = first_ordinal + static_cast<int64_t>(added.size());
      row.key = attempts[i].key();
      if (attempts[i].has_repair()) {
        row.shape_id = shapes_.StoredId(shape);
        row.seed = AttemptShapes::SeedOf(attempts[i]);
        if (!shape_listed[shape]) {
          shape_listed[shape] = true;
          row_shapes.push_back({row.shape_id, shapes_.Get(shape)});
        }
      } else {
        row.whole = std::make_unique<const v1::Attempt>(attempts[i]);
      }
      added.push_back(i);
      added_shapes.push_back(shape);
    }
    // Whether the campaign gains an attempt that is not cancelled (a new one, or a stored one
    // another campaign or stage created), and one that is open (queued or running).
    bool gained_live = !added.empty();
    bool gained_open = !added.empty();
    for (const spec::StageMembers& stage : members) {
      for (const std::string& key : stage.attempt_keys) {
        auto fresh = new_keys.find(key);
        if (fresh != new_keys.end()) {
          // Most keys are the creator's own (the attempt's membership when it is added).
          if (fresh->second->stage() != stage.stage) joins.emplace_back(stage.stage, key);
          continue;
        }
        const AttemptEntry& entry = *FindAttempt(key);
        if (CreatorId(entry) == id && Shape(entry).stage() == stage.stage) continue;
        if (IsMember(entry, existing, stage.stage)) continue;
        joins.emplace_back(stage.stage, key);
        const AttemptState state = entry.status.state;
        gained_live = gained_live || state != AttemptState::kCancelled;
        gained_open =
            gained_open || state == AttemptState::kQueued || state == AttemptState::kRunning;
      }
    }
    // Submitting attempts to a cancelled campaign that it did not name yet re-opens it (its
    // cancelled attempts stay cancelled); an identical resubmission leaves it cancelled.
    if (gained_live) record.cancelled = false;
    record.finished = !gained_open && (existing == nullptr || Finished(existing->counts));
    ticket =
        store_->SaveSubmission(record, std::move(row_shapes), std::move(rows), std::move(members));
  }
  store_->CommitSoon();  // The caller waits for this commit: not for the store's batch timer.
  if (absl::Status status = Await(ticket); !status.ok()) {
    logging::Error(absl::StrCat("submission of ", spec.name(), " not stored: ", status.message()));
    return status;
  }

  v1::SubmitResponse response;
  absl::MutexLock lock(&mu_);
  auto [it, created] = campaigns_.try_emplace(id);
  CampaignEntry& campaign = it->second;
  // A report that finished or re-opened the campaign meanwhile stored the old record after the
  // submission's: store the new one again.
  const bool stale = !created && campaign.saves != saves_before;
  campaign.record = std::move(record);
  ApplyStageDependencies(campaign);
  scheduler_.SetCampaign(id, campaign.record.priority);
  attempt_ids_.reserve(attempt_ids_.size() + added.size());  // One rehash at most (see Load).
  for (size_t n = 0; n < added.size(); ++n) {
    const v1::Attempt& attempt = attempts[added[n]];
    AttemptUpdate status;
    AddAttempt(campaign, added_shapes[n], attempt.key(), AttemptShapes::SeedOf(attempt),
               MaxTriesOf(spec, attempt.stage()), status, false);
  }
  campaign.created = first_ordinal + static_cast<int64_t>(added.size());
  for (const auto& [stage, key] : joins) AddMembership(*FindAttempt(key), campaign, stage);
  // Queued or held once every membership is counted: a stage may depend on a later one.
  for (size_t i : added) EnqueueOrHold(*FindAttempt(attempts[i].key()));
  release_pending_ = true;  // The spec's dependencies may have changed.
  response.set_campaign_id(id);
  response.set_created(created);
  response.set_attempts_added(added.size());
  uint64_t total = 0;
  for (uint64_t n : campaign.counts.by_state) total += n;
  response.set_attempts_total(total);
  const uint64_t saves = campaign.saves;
  SyncFinished(campaign);
  if (stale && campaign.saves == saves) SaveCampaignRecord(campaign);
  logging::Info(absl::StrCat("submitted campaign ", response.campaign_id(), " (", spec.name(),
                             "): ", response.attempts_added(), " attempts added, ",
                             response.attempts_total(), " in total"));
  return response;
}

absl::StatusOr<v1::CancelResponse> Coordinator::Cancel(const std::string& id_or_name) {
  // As Submit: the store first, then memory. Meanwhile the queued attempts to cancel are held out
  // of the queue (put back if the write fails), so none is leased while the cancellation commits.
  absl::MutexLock admin(&admin_mu_);
  struct Planned {
    uint32_t id;
    AttemptState state;
    uint64_t epoch;
  };
  std::vector<Planned> planned;
  std::string id;
  int64_t now = 0;
  DurableTicket campaign_ticket, attempts_ticket;
  {
    absl::MutexLock lock(&mu_);
    CampaignEntry* campaign = FindCampaign(id_or_name);
    if (campaign == nullptr) return absl::NotFoundError("no campaign " + id_or_name);
    id = campaign->record.id;
    now = Now();
    CampaignRecord record = campaign->record;
    record.cancelled = true;
    record.updated_ms = now;
    std::vector<AttemptUpdate> updates;
    // A scan of every attempt: Cancel is rare, and a per-campaign list of members would cost
    // memory and upkeep on the hot paths.
    ForEachAttempt([&](AttemptEntry& entry) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
      const AttemptState state = entry.status.state;
      if (state != AttemptState::kQueued && state != AttemptState::kRunning) return;
      bool member = false;
      bool wanted_elsewhere = false;  // Named by another campaign that is not cancelled.
      for (const Membership& m : entry.memberships) {
        if (m.campaign == campaign) {
          member = true;
        } else if (!m.campaign->record.cancelled) {
          wanted_elsewhere = true;
        }
      }
      if (!member || wanted_elsewhere) return;
      if (state == AttemptState::kQueued) scheduler_.Remove(CreatorId(entry), entry.id);
      AttemptUpdate& update = updates.emplace_back(UpdateOf(entry));
      update.state = AttemptState::kCancelled;
      update.finished_ms = now;
      planned.push_back({entry.id, state, entry.status.epoch});
    });
    campaign_ticket = store_->SaveCampaign(record);
    attempts_ticket = store_->UpdateAttempts(std::move(updates));
  }
  store_->CommitSoon();  // As in Submit.
  absl::Status status = Await(campaign_ticket);
  if (absl::Status attempts = Await(attempts_ticket); status.ok()) status = attempts;

  v1::CancelResponse response;
  DurableTicket late_ticket;  // For attempts whose state changed while the write committed.
  {
    absl::MutexLock lock(&mu_);
    CampaignEntry& campaign = campaigns_.find(id)->second;
    if (!status.ok()) {
      // One of the two writes may have committed on its own: store the campaign row and the
      // attempts as memory has them again (if the store still fails, so do these).
      SaveCampaignRecord(campaign);
      std::vector<AttemptUpdate> restore;
      for (const Planned& p : planned) {
        AttemptEntry& entry = Entry(p.id);
        if (entry.status.state == AttemptState::kQueued && p.state == AttemptState::kQueued) {
          EnqueueOrHold(entry);
        }
        restore.push_back(UpdateOf(entry));
      }
      store_->UpdateAttempts(std::move(restore));
      return status;
    }
    campaign.record.cancelled = true;
    campaign.record.updated_ms = now;
    uint64_t cancelled = 0;
    std::vector<AttemptUpdate> late;
    for (const Planned& p : planned) {
      AttemptEntry& entry = Entry(p.id);
      const AttemptState state = entry.status.state;
      // A result or failure that ended the attempt meanwhile was written after the cancellation
      // and stands.
      if (state != AttemptState::kQueued && state != AttemptState::kRunning) continue;
      const bool unchanged = state == p.state && entry.status.epoch == p.epoch;
      // Running attempts keep their lease until the worker hears of the cancellation (heartbeat
      // or report), so that it is told "cancelled" rather than "lost". An attempt re-queued
      // meanwhile is back in the queue.
      if (state == AttemptState::kQueued && !unchanged) {
        scheduler_.Remove(CreatorId(entry), entry.id);
      }
      SetState(entry, AttemptState::kCancelled);
      entry.status.finished_ms = now;
      if (!unchanged) late.push_back(UpdateOf(entry));
      ++cancelled;
    }
    response.set_attempts_cancelled(cancelled);
    if (!late.empty()) late_ticket = store_->UpdateAttempts(std::move(late));
  }
  if (late_ticket.valid()) {
    store_->CommitSoon();
    if (absl::Status late = Await(late_ticket); !late.ok()) return late;
  }
  logging::Info(absl::StrCat("cancelled campaign ", id_or_name, ": ", response.attempts_cancelled(),
                             " attempts cancelled"));
  return response;
}

}  // namespace aprgrid::coordinator
