// Campaign side of the Coordinator: Get, List, gauges and the shared helpers. Load is in
// coordinator_load.cc; Submit and Cancel in coordinator_admin.cc; stages and CRF models in
// coordinator_stages.cc; the worker side (Register, Lease, Heartbeat, reports, expiry) in
// coordinator_leases.cc.
#include "coordinator/coordinator.h"

#include <algorithm>
#include <chrono>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
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

bool IsOpen(AttemptState state) {
  return state == AttemptState::kQueued || state == AttemptState::kRunning;
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

Coordinator::AttemptEntry& Coordinator::AddAttempt(CampaignEntry& campaign, uint32_t shape,
                                                   absl::string_view key, uint64_t seed,
                                                   uint32_t max_tries, const AttemptUpdate& status,
                                                   bool patched) {
  AttemptEntry& entry =
      NewEntry(campaign, shape, keys_.Store(key), seed, max_tries, status, patched);
  attempt_ids_.emplace(entry.key, entry.id);
  return entry;
}

Coordinator::AttemptEntry& Coordinator::NewEntry(CampaignEntry& campaign, uint32_t shape,
                                                 absl::string_view stored_key, uint64_t seed,
                                                 uint32_t max_tries, const AttemptUpdate& status,
                                                 bool patched) {
  const uint32_t id = static_cast<uint32_t>(entry_count_);
  if (entry_count_ % kEntriesPerChunk == 0) {
    entry_chunks_.push_back(std::make_unique<AttemptEntry[]>(kEntriesPerChunk));
  }
  ++entry_count_;
  AttemptEntry& entry = Entry(id);
  entry.key = stored_key;
  entry.id = id;
  entry.shape = shape;
  entry.seed = seed;
  entry.max_tries = max_tries;
  // Every field but the key (kept in `key`).
  entry.status.state = status.state;
  entry.status.epoch = status.epoch;
  entry.status.tries = status.tries;
  entry.status.worker_id = status.worker_id;
  entry.status.deadline_ms = status.deadline_ms;
  entry.status.started_ms = status.started_ms;
  entry.status.finished_ms = status.finished_ms;
  entry.status.last_error = status.last_error;
  entry.status.attempt_id = status.attempt_id;
  entry.patched = patched;
  entry.memberships.clear();
  AddMembership(entry, campaign, shapes_.Get(shape).stage());
  return entry;
}

Coordinator::AttemptEntry* Coordinator::FindAttempt(absl::string_view key) {
  auto it = attempt_ids_.find(key);
  return it == attempt_ids_.end() ? nullptr : &Entry(it->second);
}

const Coordinator::AttemptEntry* Coordinator::FindAttempt(absl::string_view key) const {
  auto it = attempt_ids_.find(key);
  return it == attempt_ids_.end() ? nullptr : &Entry(it->second);
}

QueuePosition Coordinator::PositionOf(const AttemptEntry& entry) const {
  return {Shape(entry).has_repair() ? entry.seed : 0, entry.memberships.front().cell};
}

AttemptUpdate Coordinator::UpdateOf(const AttemptEntry& entry) {
  AttemptUpdate update = entry.status;
  update.key = std::string(entry.key);
  return update;
}

bool Coordinator::AddMembership(AttemptEntry& entry, CampaignEntry& campaign,
                                const std::string& stage) {
  // Most memberships are the creator's, in the shape's own stage: one cell per shape there.
  const v1::Attempt& shape = Shape(entry);
  const bool own_stage = stage == shape.stage();
  uint32_t cell_id = 0;
  if (auto known = campaign.shape_cell.find(entry.shape);
      own_stage && known != campaign.shape_cell.end()) {
    cell_id = known->second;
  } else {
    std::string label = CellLabel(shape);
    auto [it, inserted] = campaign.cell_index.emplace(absl::StrCat(stage, "\n", label),
                                                      static_cast<uint32_t>(campaign.cells.size()));
    if (inserted) {
      campaign.cells.emplace_back(stage, Counts());
      campaign.cell_labels.push_back(std::move(label));
      campaign.cell_wall_ms.push_back(-1);
    }
    cell_id = it->second;
    if (own_stage) campaign.shape_cell.emplace(entry.shape, cell_id);
  }
  Membership membership{&campaign, cell_id, /*counts_campaign=*/true};
  for (const Membership& m : entry.memberships) {
    if (m.campaign != &campaign) continue;
    if (m.cell == membership.cell) return false;
    membership.counts_campaign = false;
  }
  const int state = static_cast<int>(entry.status.state);
  const bool patched = entry.patched && entry.status.state == AttemptState::kDone;
  Counts& cell = campaign.cells[membership.cell].second;
  if (IsOpen(entry.status.state)) ++campaign.stage_open[stage];
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
  const bool was_open = IsOpen(entry.status.state);
  const bool is_open = IsOpen(state);
  entry.status.state = state;
  for (const Membership& m : entry.memberships) {
    if (was_open != is_open) {
      uint64_t& open = m.campaign->stage_open[m.campaign->cells[m.cell].first];
      if (is_open) {
        ++open;
      } else if (open > 0 && --open == 0 && !m.campaign->held.empty()) {
        release_pending_ = true;  // A stage finished: its dependants may go.
      }
    }
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
  auto cell = campaign->cell_index.find(absl::StrCat(stage, "\n", CellLabel(Shape(entry))));
  if (cell == campaign->cell_index.end()) return false;
  for (const Membership& m : entry.memberships) {
    if (m.campaign == campaign && m.cell == cell->second) return true;
  }
  return false;
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
