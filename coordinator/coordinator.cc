// Campaign side of the Coordinator: loading, Submit, Get, List, Cancel, and the shared helpers.
// The worker side (Register, Lease, Heartbeat, reports, expiry) is in coordinator_leases.cc.
#include "coordinator/coordinator.h"

#include <algorithm>
#include <chrono>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "common/sha256.h"

namespace aprgrid::coordinator {
namespace {

// A short readable label for the grid cell of an attempt (every factor but the seed).
std::string CellLabel(const v1::Attempt& attempt) {
  if (attempt.has_crf()) {
    const v1::CrfAttempt& c = attempt.crf();
    return absl::StrCat("fold=", c.fold_index(), " q=", c.q(), " ",
                        v1::CrfFeatures_Name(c.features()));
  }
  const v1::RepairAttempt& r = attempt.repair();
  std::string label = absl::StrCat(r.bug(), " ", v1::Strategy_Name(r.strategy()));
  if (r.credit() != v1::CREDIT_UNSPECIFIED) {
    absl::StrAppend(&label, "/", v1::Credit_Name(r.credit()));
  }
  if (r.alpha() != 0) absl::StrAppend(&label, "/alpha=", r.alpha());
  if (r.reward() != v1::REWARD_UNSPECIFIED) {
    absl::StrAppend(&label, "/", v1::Reward_Name(r.reward()));
  }
  absl::StrAppend(&label, "/", v1::ArmSet_Name(r.arm_set()));
  if (r.activation() != v1::ACTIVATION_UNSPECIFIED) {
    absl::StrAppend(&label, "/", v1::Activation_Name(r.activation()));
  }
  if (r.ucb_form() != v1::UCB_FORM_UNSPECIFIED) {
    absl::StrAppend(&label, "/", v1::UcbForm_Name(r.ucb_form()));
  }
  if (r.mode() != v1::MODE_UNSPECIFIED) absl::StrAppend(&label, "/", v1::Mode_Name(r.mode()));
  return label;
}

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

void FillCounts(const uint64_t* by_state, uint64_t patched, v1::StateCounts* out) {
  out->set_queued(by_state[static_cast<int>(AttemptState::kQueued)]);
  out->set_running(by_state[static_cast<int>(AttemptState::kRunning)]);
  out->set_done(by_state[static_cast<int>(AttemptState::kDone)]);
  out->set_failed(by_state[static_cast<int>(AttemptState::kFailed)]);
  out->set_cancelled(by_state[static_cast<int>(AttemptState::kCancelled)]);
  out->set_patched(patched);
}

}  // namespace

const char* AttemptStateName(AttemptState state) {
  switch (state) {
    case AttemptState::kQueued:
      return "queued";
    case AttemptState::kRunning:
      return "running";
    case AttemptState::kDone:
      return "done";
    case AttemptState::kFailed:
      return "failed";
    case AttemptState::kCancelled:
      return "cancelled";
  }
  return "queued";
}

bool ParseAttemptState(std::string_view name, AttemptState* state) {
  for (int i = 0; i < 5; ++i) {
    if (name == AttemptStateName(static_cast<AttemptState>(i))) {
      *state = static_cast<AttemptState>(i);
      return true;
    }
  }
  return false;
}

Coordinator::Coordinator(CoordinatorStore* store, CoordinatorMetrics* metrics,
                         CoordinatorOptions options)
    : store_(store), metrics_(metrics), options_(std::move(options)) {}

int64_t Coordinator::SystemNowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::string Coordinator::CampaignIdFor(const std::string& name) {
  return "c-" + Sha256Hex(name).substr(0, 16);
}

absl::Status Coordinator::Load() {
  absl::StatusOr<StoreSnapshot> snapshot = store_->Load();
  if (!snapshot.ok()) return snapshot.status();
  absl::MutexLock lock(&mu_);
  for (CampaignRecord& record : snapshot->campaigns) {
    std::string id = record.id;
    CampaignEntry& campaign = campaigns_[id];
    campaign.record = std::move(record);
    scheduler_.SetCampaign(id, campaign.record.priority);
  }
  for (AttemptRecord& record : snapshot->attempts) {
    auto campaign = campaigns_.find(record.campaign_id);
    if (campaign == campaigns_.end()) {
      return absl::DataLossError(absl::StrCat("attempt ", record.attempt.key(),
                                              " names unknown campaign ", record.campaign_id));
    }
    AttemptEntry& entry = AddAttempt(campaign->second, record.attempt, record.max_tries,
                                     record.status, record.patched);
    campaign->second.created = std::max(campaign->second.created, record.ordinal + 1);
    const std::string& key = record.attempt.key();
    // Leases are stored asynchronously: one may have been handed out at epoch+1 and lost in the
    // crash. Skipping that epoch keeps its holder's events stale.
    entry.skip_epoch =
        entry.status.state == AttemptState::kQueued || entry.status.state == AttemptState::kRunning;
    if (entry.status.state == AttemptState::kQueued) {
      scheduler_.Enqueue(entry.campaign_id, entry.position, key);
    } else if (entry.status.state == AttemptState::kRunning) {
      leases_.Grant({key, entry.status.worker_id, entry.status.epoch, entry.status.deadline_ms});
      scheduler_.AddRunning(entry.campaign_id);
      auto stored = snapshot->stored_events.find(key);
      entry.next_seq = stored == snapshot->stored_events.end() ? 0 : stored->second;
    }
  }
  for (const StageLink& link : snapshot->stage_links) {
    auto entry = attempts_.find(link.attempt_key);
    auto campaign = campaigns_.find(link.campaign_id);
    if (entry == attempts_.end() || campaign == campaigns_.end()) {
      return absl::DataLossError(absl::StrCat("stage_attempts links unknown attempt ",
                                              link.attempt_key, " or campaign ", link.campaign_id));
    }
    // The creator's link is the membership AddAttempt made.
    if (link.campaign_id == entry->second.campaign_id &&
        link.stage == entry->second.attempt.stage()) {
      continue;
    }
    AddMembership(entry->second, campaign->second, link.stage);
  }
  // A file written before the coordinator knew of shared attempts may call a campaign finished
  // whose shared attempts are still open (or the reverse).
  for (auto& [id, campaign] : campaigns_) SyncFinished(campaign);
  // The completion counters start from the database's totals, so that a restart does not reset
  // per-campaign ratios (docs/metrics.md).
  for (const auto& [key, entry] : attempts_) {
    if (entry.status.state == AttemptState::kFailed) {
      CountCompletion(entry, "failed");
    } else if (entry.status.state == AttemptState::kDone) {
      CountCompletion(entry, entry.attempt.has_repair() && entry.patched ? "patched" : "unpatched");
    }
  }
  return absl::OkStatus();
}

Coordinator::AttemptEntry& Coordinator::AddAttempt(CampaignEntry& campaign,
                                                   const v1::Attempt& attempt, uint32_t max_tries,
                                                   const AttemptUpdate& status, bool patched) {
  AttemptEntry& entry = attempts_[attempt.key()];
  entry.campaign_id = campaign.record.id;
  entry.attempt = attempt;
  entry.max_tries = max_tries;
  entry.status = status;
  entry.status.key = attempt.key();
  entry.patched = patched;
  entry.memberships.clear();
  AddMembership(entry, campaign, attempt.stage());
  entry.position = {attempt.has_repair() ? attempt.repair().seed() : 0,
                    entry.memberships.front().cell};
  return entry;
}

bool Coordinator::AddMembership(AttemptEntry& entry, CampaignEntry& campaign,
                                const std::string& stage) {
  std::string label = CellLabel(entry.attempt);
  auto [it, inserted] = campaign.cell_index.emplace(absl::StrCat(stage, "\n", label),
                                                    static_cast<uint32_t>(campaign.cells.size()));
  if (inserted) {
    campaign.cells.emplace_back(stage, Counts());
    campaign.cell_labels.push_back(std::move(label));
    campaign.cell_wall_ms.push_back(-1);
  }
  Membership membership{&campaign, it->second, /*counts_campaign=*/true};
  for (const Membership& m : entry.memberships) {
    if (m.campaign != &campaign) continue;
    if (m.cell == membership.cell) return false;
    membership.counts_campaign = false;
  }
  const int state = static_cast<int>(entry.status.state);
  const bool patched = entry.patched && entry.status.state == AttemptState::kDone;
  Counts& cell = campaign.cells[membership.cell].second;
  ++cell.by_state[state];
  cell.patched += patched;
  if (membership.counts_campaign) {
    ++campaign.counts.by_state[state];
    campaign.counts.patched += patched;
  }
  entry.memberships.push_back(membership);
  return true;
}

bool Coordinator::Finished(const Counts& counts) {
  // campaigns.state says 'finished' once nothing is queued or running.
  return counts.by_state[static_cast<int>(AttemptState::kQueued)] +
             counts.by_state[static_cast<int>(AttemptState::kRunning)] ==
         0;
}

void Coordinator::SyncFinished(CampaignEntry& campaign) {
  const bool finished = Finished(campaign.counts);
  if (finished != campaign.record.finished) {
    campaign.record.finished = finished;
    campaign.record.updated_ms = Now();
    SaveCampaignRecord(campaign);
  }
}

void Coordinator::SetState(AttemptEntry& entry, AttemptState state) {
  const int from = static_cast<int>(entry.status.state);
  const int to = static_cast<int>(state);
  const bool patched = state == AttemptState::kDone && entry.patched;
  const bool completed = state == AttemptState::kDone || state == AttemptState::kFailed;
  entry.status.state = state;
  for (const Membership& m : entry.memberships) {
    Counts& cell = m.campaign->cells[m.cell].second;
    --cell.by_state[from];
    ++cell.by_state[to];
    cell.patched += patched;
    if (!m.counts_campaign) continue;
    CampaignEntry& campaign = *m.campaign;
    --campaign.counts.by_state[from];
    ++campaign.counts.by_state[to];
    campaign.counts.patched += patched;
    if (completed) campaign.recent_completions.push_back(Now());
    SyncFinished(campaign);
  }
}

Coordinator::CampaignEntry* Coordinator::FindCampaign(const std::string& id_or_name) {
  auto it = campaigns_.find(id_or_name);
  if (it == campaigns_.end()) it = campaigns_.find(CampaignIdFor(id_or_name));
  return it == campaigns_.end() ? nullptr : &it->second;
}

const Coordinator::CampaignEntry* Coordinator::FindCampaign(const std::string& id_or_name) const {
  auto it = campaigns_.find(id_or_name);
  if (it == campaigns_.end()) it = campaigns_.find(CampaignIdFor(id_or_name));
  return it == campaigns_.end() ? nullptr : &it->second;
}

bool Coordinator::IsMember(const AttemptEntry& entry, const CampaignEntry* campaign,
                           const std::string& stage) const {
  if (campaign == nullptr) return false;
  auto cell = campaign->cell_index.find(absl::StrCat(stage, "\n", CellLabel(entry.attempt)));
  if (cell == campaign->cell_index.end()) return false;
  for (const Membership& m : entry.memberships) {
    if (m.campaign == campaign && m.cell == cell->second) return true;
  }
  return false;
}

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
  std::vector<std::pair<std::string, std::string>> joins;  // (stage, key) beyond the creator's.
  int64_t first_ordinal = 0;
  uint64_t saves_before = 0;
  DurableTicket ticket;
  {
    absl::MutexLock lock(&mu_);
    // Every key a stage names must be stored or be one of the new attempts.
    absl::flat_hash_map<std::string_view, const v1::Attempt*> new_keys;
    for (const v1::Attempt& attempt : attempts) {
      if (!attempts_.contains(attempt.key())) new_keys.emplace(attempt.key(), &attempt);
    }
    for (const spec::StageMembers& stage : members) {
      for (const std::string& key : stage.attempt_keys) {
        if (!new_keys.contains(key) && !attempts_.contains(key)) {
          return absl::InvalidArgumentError(absl::StrCat("stage ", stage.stage, " names attempt ",
                                                         key, " that is neither stored nor new"));
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
    }

    std::vector<AttemptRecord> rows;
    for (size_t i = 0; i < attempts.size(); ++i) {
      if (!new_keys.contains(attempts[i].key())) continue;
      AttemptRecord& row = rows.emplace_back();
      row.campaign_id = id;
      row.max_tries = MaxTriesOf(spec, attempts[i].stage());
      row.ordinal = first_ordinal + static_cast<int64_t>(added.size());
      row.status.key = attempts[i].key();
      row.attempt = attempts[i];
      added.push_back(i);
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
        const AttemptEntry& entry = attempts_.find(key)->second;
        if (entry.campaign_id == id && entry.attempt.stage() == stage.stage) continue;
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
    ticket = store_->SaveSubmission(record, std::move(rows), std::move(members));
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
  scheduler_.SetCampaign(id, campaign.record.priority);
  for (size_t i : added) {
    const v1::Attempt& attempt = attempts[i];
    AttemptUpdate status;
    status.key = attempt.key();
    AttemptEntry& entry =
        AddAttempt(campaign, attempt, MaxTriesOf(spec, attempt.stage()), status, false);
    scheduler_.Enqueue(id, entry.position, attempt.key());
  }
  campaign.created = first_ordinal + static_cast<int64_t>(added.size());
  for (const auto& [stage, key] : joins)
    AddMembership(attempts_.find(key)->second, campaign, stage);
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

v1::Campaign Coordinator::ToProto(const CampaignEntry& campaign, bool with_cells) const {
  const CampaignRecord& r = campaign.record;
  v1::Campaign out;
  out.set_campaign_id(r.id);
  out.set_name(r.name);
  out.set_description(r.description);
  out.set_priority(r.priority);
  out.set_created_unix_ms(r.created_ms);
  out.set_updated_unix_ms(r.updated_ms);
  for (const StageRecord& stage : r.stages) out.add_stages(stage.name);
  FillCounts(campaign.counts.by_state, campaign.counts.patched, out.mutable_counts());
  const uint64_t open = out.counts().queued() + out.counts().running();
  out.set_state(r.cancelled ? v1::CAMPAIGN_CANCELLED
                : open == 0 ? v1::CAMPAIGN_FINISHED
                            : v1::CAMPAIGN_RUNNING);
  const int64_t since = Now() - 60000;
  uint64_t recent = 0;
  for (auto it = campaign.recent_completions.rbegin();
       it != campaign.recent_completions.rend() && *it > since; ++it) {
    ++recent;
  }
  out.set_attempts_per_second(static_cast<double>(recent) / 60.0);
  if (with_cells) {
    // Cells are created in the order attempts join the campaign, which differs between a
    // submission and a restart (Load) when stages share attempts: list them by stage (spec
    // order), then label, so that the same state always reads the same.
    absl::flat_hash_map<std::string_view, size_t> stage_position;
    for (size_t i = 0; i < r.stages.size(); ++i) stage_position.emplace(r.stages[i].name, i);
    auto position = [&](size_t cell) {
      auto it = stage_position.find(campaign.cells[cell].first);
      return it == stage_position.end() ? r.stages.size() : it->second;
    };
    std::vector<size_t> order(campaign.cells.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      const size_t pa = position(a), pb = position(b);
      if (pa != pb) return pa < pb;
      if (campaign.cells[a].first != campaign.cells[b].first) {
        return campaign.cells[a].first < campaign.cells[b].first;
      }
      return campaign.cell_labels[a] < campaign.cell_labels[b];
    });
    for (size_t i : order) {
      v1::CellProgress* cell = out.add_cells();
      cell->set_stage(campaign.cells[i].first);
      cell->set_cell(campaign.cell_labels[i]);
      FillCounts(campaign.cells[i].second.by_state, campaign.cells[i].second.patched,
                 cell->mutable_counts());
    }
  }
  return out;
}

absl::StatusOr<v1::Campaign> Coordinator::GetCampaign(const std::string& id_or_name,
                                                      bool with_cells) const {
  absl::MutexLock lock(&mu_);
  const CampaignEntry* campaign = FindCampaign(id_or_name);
  if (campaign == nullptr) return absl::NotFoundError("no campaign " + id_or_name);
  return ToProto(*campaign, with_cells);
}

v1::ListCampaignsResponse Coordinator::ListCampaigns() const {
  absl::MutexLock lock(&mu_);
  std::vector<const CampaignEntry*> sorted;
  for (const auto& [id, campaign] : campaigns_) sorted.push_back(&campaign);
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto* a, const auto* b) {
    return a->record.created_ms > b->record.created_ms;
  });
  v1::ListCampaignsResponse response;
  for (const CampaignEntry* campaign : sorted) {
    *response.add_campaigns() = ToProto(*campaign, false);
  }
  return response;
}

absl::StatusOr<v1::CancelResponse> Coordinator::Cancel(const std::string& id_or_name) {
  // As Submit: the store first, then memory. Meanwhile the queued attempts to cancel are held out
  // of the queue (put back if the write fails), so none is leased while the cancellation commits.
  absl::MutexLock admin(&admin_mu_);
  struct Planned {
    std::string key;
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
    for (auto& [key, entry] : attempts_) {
      const AttemptState state = entry.status.state;
      if (state != AttemptState::kQueued && state != AttemptState::kRunning) continue;
      bool member = false;
      bool wanted_elsewhere = false;  // Named by another campaign that is not cancelled.
      for (const Membership& m : entry.memberships) {
        if (m.campaign == campaign) {
          member = true;
        } else if (!m.campaign->record.cancelled) {
          wanted_elsewhere = true;
        }
      }
      if (!member || wanted_elsewhere) continue;
      if (state == AttemptState::kQueued) scheduler_.Remove(entry.campaign_id, entry.position, key);
      AttemptUpdate& update = updates.emplace_back(entry.status);
      update.state = AttemptState::kCancelled;
      update.finished_ms = now;
      planned.push_back({key, state, entry.status.epoch});
    }
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
        AttemptEntry& entry = attempts_.find(p.key)->second;
        if (entry.status.state == AttemptState::kQueued && p.state == AttemptState::kQueued) {
          scheduler_.Enqueue(entry.campaign_id, entry.position, p.key);
        }
        restore.push_back(entry.status);
      }
      store_->UpdateAttempts(std::move(restore));
      return status;
    }
    campaign.record.cancelled = true;
    campaign.record.updated_ms = now;
    uint64_t cancelled = 0;
    std::vector<AttemptUpdate> late;
    for (const Planned& p : planned) {
      AttemptEntry& entry = attempts_.find(p.key)->second;
      const AttemptState state = entry.status.state;
      // A result or failure that ended the attempt meanwhile was written after the cancellation
      // and stands.
      if (state != AttemptState::kQueued && state != AttemptState::kRunning) continue;
      const bool unchanged = state == p.state && entry.status.epoch == p.epoch;
      // Running attempts keep their lease until the worker hears of the cancellation (heartbeat
      // or report), so that it is told "cancelled" rather than "lost". An attempt re-queued
      // meanwhile is back in the queue.
      if (state == AttemptState::kQueued && !unchanged) {
        scheduler_.Remove(entry.campaign_id, entry.position, p.key);
      }
      SetState(entry, AttemptState::kCancelled);
      entry.status.finished_ms = now;
      if (!unchanged) late.push_back(entry.status);
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

void Coordinator::SaveCampaignRecord(CampaignEntry& campaign) {
  ++campaign.saves;
  store_->SaveCampaign(campaign.record);
}

void Coordinator::RefreshGauges() {
  absl::MutexLock lock(&mu_);
  const int64_t now = Now();
  for (auto& [id, campaign] : campaigns_) {
    for (int s = 0; s < kStates; ++s) {
      metrics_->SetAttempts(campaign.record.name, AttemptStateName(static_cast<AttemptState>(s)),
                            static_cast<double>(campaign.counts.by_state[s]));
    }
    while (!campaign.recent_completions.empty() &&
           campaign.recent_completions.front() <= now - 60000) {
      campaign.recent_completions.pop_front();
    }
  }
  uint64_t connected = 0;
  for (auto& [id, worker] : workers_) {
    const bool live = worker.last_seen_ms > now - options_.lease_duration_ms;
    if (live) ++connected;
    if (worker.live && !live) {
      logging::Warning(absl::StrCat("worker ", id, " (", worker.record.hostname,
                                    ") expired: no call for ", now - worker.last_seen_ms, " ms"));
    }
    worker.live = live;
    CountSlots(worker, live && !worker.record.draining ? std::max(worker.record.slots, 1u) : 0);
  }
  metrics_->SetWorkersConnected(static_cast<double>(connected));
}

}  // namespace aprgrid::coordinator
