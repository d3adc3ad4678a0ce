// Admin side of the Coordinator: Submit and Cancel, the two calls that change campaigns and wait
// for their write to commit before they change memory. The rest of the campaign side is in
// coordinator.cc, the worker side in coordinator_leases.cc.

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
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

// The key a stage names first (a model stage's CRF attempt, Submit), or "" if it names none.
absl::string_view FirstNamedKey(const spec::ExpandedGrid& grid, const std::string& stage) {
  for (const spec::ExpandedGrid::StageNames& names : grid.stages) {
    if (names.stage != stage) continue;
    if (!names.repeats.empty() && names.repeats.front().position == 0) {
      return names.repeats.front().key;
    }
    size_t i = 0;
    for (const spec::ExpandedGrid::Run& run : grid.runs) {
      if (grid.shapes[run.shape].stage() == stage) return grid.key(i);
      i += run.count;
    }
    return names.repeats.empty() ? absl::string_view() : names.repeats.front().key;
  }
  return absl::string_view();
}

}  // namespace

absl::StatusOr<v1::SubmitResponse> Coordinator::Submit(const v1::CampaignSpec& spec,
                                                       std::string spec_text,
                                                       std::vector<v1::Attempt> attempts,
                                                       std::vector<spec::StageMembers> members) {
  // Each attempt its own run of one seed; each stage's members beyond the attempts it creates
  // are its repeats.
  spec::ExpandedGrid grid;
  absl::flat_hash_map<absl::string_view, absl::string_view> creator_stage;
  for (v1::Attempt& attempt : attempts) {
    const uint64_t seed = AttemptShapes::SeedOf(attempt);
    grid.AddKey(attempt.key());
    attempt.clear_key();
    if (attempt.has_repair()) attempt.mutable_repair()->clear_seed();
    if (attempt.has_crf()) attempt.mutable_crf()->clear_seed();
    grid.runs.push_back(
        {.shape = static_cast<uint32_t>(grid.shapes.size()), .first_seed = seed, .count = 1});
    grid.shapes.push_back(std::move(attempt));
  }
  for (size_t i = 0; i < grid.size(); ++i) {
    creator_stage.emplace(grid.key(i), grid.shapes[grid.runs[i].shape].stage());
    if (members.empty() &&
        (grid.stages.empty() || grid.stages.back().stage != grid.shapes[i].stage())) {
      grid.stages.push_back({.stage = grid.shapes[i].stage(), .repeats = {}});
    }
  }
  for (spec::StageMembers& stage : members) {
    spec::ExpandedGrid::StageNames& names = grid.stages.emplace_back();
    names.stage = stage.stage;
    for (size_t position = 0; position < stage.attempt_keys.size(); ++position) {
      auto creator = creator_stage.find(stage.attempt_keys[position]);
      if (creator != creator_stage.end() && creator->second == stage.stage) continue;
      names.repeats.push_back(
          {.position = position, .key = std::move(stage.attempt_keys[position])});
    }
  }
  creator_stage.clear();
  return Submit(spec, std::move(spec_text), std::move(grid));
}

absl::StatusOr<v1::SubmitResponse> Coordinator::Submit(const v1::CampaignSpec& spec,
                                                       std::string spec_text,
                                                       spec::ExpandedGrid grid) {
  // Memory changes only once the store has committed the submission, so a write that fails
  // leaves no trace: no campaign, nothing leasable. Submit and Cancel run one at a time, so what
  // is decided below (which keys are new, which memberships are added) still holds when it is
  // applied; leases and reports go on meanwhile.
  absl::MutexLock admin(&admin_mu_);
  const std::string id = CampaignIdFor(spec.name());
  CampaignRecord record;
  struct Added {  // A new attempt: grid.key(index) with `seed`, of the grid's shape `shape`.
    size_t index;
    uint64_t seed;
    uint32_t shape;
  };
  std::vector<Added> added;
  std::vector<uint32_t> shape_ids(grid.shapes.size());     // Per grid shape: its id in shapes_.
  std::vector<uint32_t> max_tries(grid.shapes.size());     // Per grid shape.
  std::vector<std::pair<std::string, std::string>> joins;  // (stage, key) beyond the creator's.
  int64_t first_ordinal = 0;
  uint64_t saves_before = 0;
  DurableTicket ticket;
  {
    absl::MutexLock lock(&mu_);
    // Each cell's shape once. Interning a shape that the write then fails to store only takes
    // memory.
    for (size_t c = 0; c < grid.shapes.size(); ++c) {
      shape_ids[c] = shapes_.Intern(grid.shapes[c]);
      max_tries[c] = MaxTriesOf(spec, grid.shapes[c].stage());
    }
    // A repeat names an attempt that is stored or that this grid creates (then its creator's
    // stage is recorded here).
    absl::flat_hash_map<absl::string_view, const std::string*> repeated;  // Key -> creator stage.
    for (const spec::ExpandedGrid::StageNames& names : grid.stages) {
      for (const spec::ExpandedGrid::Repeat& repeat : names.repeats) {
        repeated.emplace(repeat.key, nullptr);
      }
    }
    // The new attempts (keys not stored) in grid order; the stored ones the grid creates are
    // memberships of their stage, checked below with the repeats.
    std::vector<spec::StageMembers> links;  // What the store links beyond the creators' rows.
    absl::flat_hash_map<absl::string_view, size_t> stage_number;
    for (const spec::ExpandedGrid::StageNames& names : grid.stages) {
      stage_number.emplace(names.stage, links.size());
      links.push_back({.stage = names.stage, .attempt_keys = {}});
    }
    std::vector<std::pair<size_t, absl::string_view>> stored_created;  // (stage, key)
    added.reserve(grid.size());
    size_t i = 0;
    for (const spec::ExpandedGrid::Run& run : grid.runs) {
      const std::string& stage = grid.shapes[run.shape].stage();
      for (uint64_t n = 0; n < run.count; ++n, ++i) {
        const absl::string_view key = grid.key(i);
        if (attempt_ids_.contains(key)) {
          auto number = stage_number.find(stage);
          if (number != stage_number.end()) stored_created.emplace_back(number->second, key);
          continue;
        }
        added.push_back({.index = i, .seed = run.first_seed + n, .shape = run.shape});
        if (!repeated.empty()) {
          if (auto r = repeated.find(key); r != repeated.end()) r->second = &stage;
        }
      }
    }
    for (const spec::ExpandedGrid::StageNames& names : grid.stages) {
      for (const spec::ExpandedGrid::Repeat& repeat : names.repeats) {
        if (repeated[repeat.key] == nullptr && !attempt_ids_.contains(repeat.key)) {
          return absl::InvalidArgumentError(absl::StrCat("stage ", names.stage, " names attempt ",
                                                         repeat.key,
                                                         " that is neither stored nor new"));
        }
      }
    }
    // A model stage's CRF attempt that finished before any stage named it in crf_model has no
    // published model (the coordinator keeps none of the results it did not publish).
    for (const v1::Stage& stage : spec.stage()) {
      if (!stage.has_repair() || stage.repair().crf_model().empty()) continue;
      const absl::string_view key = FirstNamedKey(grid, stage.repair().crf_model());
      if (key.empty()) continue;
      const AttemptEntry* model = FindAttempt(key);
      if (model != nullptr && model->status.state == AttemptState::kDone &&
          !artefacts_.contains(key)) {
        return absl::InvalidArgumentError(absl::StrCat(
            "stage ", stage.repair().name(), ": crf_model names stage ", stage.repair().crf_model(),
            ", whose CRF attempt ", key,
            " finished earlier without publishing its model (no stage named it in crf_model "
            "then); change that CRF stage (e.g. its seed) so that it trains a model anew"));
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
    rows.reserve(added.size());
    std::vector<StoredShape> row_shapes;
    std::vector<bool> shape_listed(grid.shapes.size());
    for (size_t n = 0; n < added.size(); ++n) {
      const Added& a = added[n];
      NewAttempt& row = rows.emplace_back();
      row.max_tries = max_tries[a.shape];
      row.ordinal = first_ordinal + static_cast<int64_t>(n);
      row.key = std::string(grid.key(a.index));
      if (grid.shapes[a.shape].has_repair()) {
        row.shape_id = shapes_.StoredId(shape_ids[a.shape]);
        row.seed = a.seed;
        if (!shape_listed[a.shape]) {
          shape_listed[a.shape] = true;
          row_shapes.push_back({row.shape_id, shapes_.Get(shape_ids[a.shape])});
        }
      } else {
        auto whole = std::make_unique<v1::Attempt>();
        shapes_.Build(shape_ids[a.shape], grid.key(a.index), a.seed, whole.get());
        row.whole = std::move(whole);
      }
    }
    // Whether the campaign gains an attempt that is not cancelled (a new one, or a stored one
    // another campaign or stage created), and one that is open (queued or running).
    bool gained_live = !added.empty();
    bool gained_open = !added.empty();
    auto join_stored = [&](size_t stage_index, absl::string_view key) {
      mu_.AssertHeld();  // Called below, under the lock (the analysis does not see into lambdas).
      const std::string& stage = grid.stages[stage_index].stage;
      links[stage_index].attempt_keys.emplace_back(key);
      const AttemptEntry& entry = *FindAttempt(key);
      if (CreatorId(entry) == id && Shape(entry).stage() == stage) return;
      if (IsMember(entry, existing, stage)) return;
      joins.emplace_back(stage, std::string(key));
      const AttemptState state = entry.status.state;
      gained_live = gained_live || state != AttemptState::kCancelled;
      gained_open =
          gained_open || state == AttemptState::kQueued || state == AttemptState::kRunning;
    };
    for (const auto& [stage_index, key] : stored_created) join_stored(stage_index, key);
    for (size_t s = 0; s < grid.stages.size(); ++s) {
      for (const spec::ExpandedGrid::Repeat& repeat : grid.stages[s].repeats) {
        const std::string* creator = repeated[repeat.key];
        if (creator == nullptr) {
          join_stored(s, repeat.key);
        } else if (*creator != grid.stages[s].stage) {
          links[s].attempt_keys.push_back(repeat.key);
          joins.emplace_back(grid.stages[s].stage, repeat.key);
        }
      }
    }
    // Submitting attempts to a cancelled campaign that it did not name yet re-opens it (its
    // cancelled attempts stay cancelled); an identical resubmission leaves it cancelled.
    if (gained_live) record.cancelled = false;
    record.finished = !gained_open && (existing == nullptr || Finished(existing->counts));
    ticket =
        store_->SaveSubmission(record, std::move(row_shapes), std::move(rows), std::move(links));
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
  std::vector<AttemptEntry*> entries;
  entries.reserve(added.size());
  for (const Added& a : added) {
    AttemptUpdate status;
    entries.push_back(&AddAttempt(campaign, shape_ids[a.shape], grid.key(a.index), a.seed,
                                  max_tries[a.shape], status, false));
  }
  campaign.created = first_ordinal + static_cast<int64_t>(added.size());
  for (const auto& [stage, key] : joins) AddMembership(*FindAttempt(key), campaign, stage);
  // Queued or held once every membership is counted: a stage may depend on a later one.
  for (AttemptEntry* entry : entries) EnqueueOrHold(*entry);
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
