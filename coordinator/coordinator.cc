// Campaign side of the Coordinator: loading, Get, List, gauges and the shared helpers. Submit and
// Cancel are in coordinator_admin.cc; stages and CRF models in coordinator_stages.cc; the worker
// side (Register, Lease, Heartbeat, reports, expiry) is in coordinator_leases.cc.
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

absl::Status Coordinator::Load() {
  absl::MutexLock lock(&mu_);
  // The attempt rows as they arrive, in a compact row each (keys in keys_) until every row is
  // in: their order, and so their ids, is known only then.
  struct Pending {
    absl::string_view key;  // In keys_.
    uint32_t campaign;      // In row_campaigns.
    int64_t ordinal;
    int64_t shape_id;
    uint64_t seed;
    uint32_t max_tries;
    bool patched;
    std::unique_ptr<v1::Attempt> whole;
    AttemptUpdate status;  // status.key is left empty.
  };
  std::vector<Pending> rows;
  // The campaign ids the rows name, in order of first appearance. Consecutive rows mostly name
  // the same campaign: compared with the last one before a hash probe.
  std::vector<std::string> row_campaigns;
  absl::flat_hash_map<std::string, uint32_t> row_campaign_index;
  uint32_t last_campaign = 0;
  auto expect = [&](size_t count) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    // Sized once: growing the table step by step rehashes it at every doubling
    // (docs/performance.md, "Coordinator ingest and scale").
    attempt_ids_.reserve(count);
    rows.reserve(count);
  };
  auto add = [&](AttemptRow& row) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) -> absl::Status {
    if (row_campaigns.empty() || row_campaigns[last_campaign] != row.campaign_id) {
      auto [it, inserted] = row_campaign_index.try_emplace(
          std::string(row.campaign_id), static_cast<uint32_t>(row_campaigns.size()));
      if (inserted) row_campaigns.emplace_back(row.campaign_id);
      last_campaign = it->second;
    }
    Pending& pending = rows.emplace_back();
    pending.key = keys_.Store(absl::string_view(row.key.data(), row.key.size()));
    pending.campaign = last_campaign;
    pending.ordinal = row.ordinal;
    pending.shape_id = row.shape_id;
    pending.seed = row.seed;
    pending.max_tries = row.max_tries;
    pending.patched = row.patched;
    pending.whole = std::move(row.whole);
    pending.status = std::move(row.status);
    return absl::OkStatus();
  };
  absl::StatusOr<StoreSnapshot> snapshot = store_->Load({expect, add});
  if (!snapshot.ok()) return snapshot.status();
  // Campaigns by id for the links: a hash probe and an index instead of a std::map search
  // (string comparisons) per row.
  absl::flat_hash_map<absl::string_view, uint32_t> campaign_rank;
  std::vector<CampaignEntry*> by_rank;
  for (CampaignRecord& record : snapshot->campaigns) {
    std::string id = record.id;
    CampaignEntry& campaign = campaigns_[id];
    campaign.record = std::move(record);
    ApplyStageDependencies(campaign);
    scheduler_.SetCampaign(id, campaign.record.priority);
  }
  for (auto& [id, campaign] : campaigns_) {
    campaign_rank.emplace(id, static_cast<uint32_t>(campaign_rank.size()));
    by_rank.push_back(&campaign);
  }
  // Stored shapes first: the attempt rows name them by stored id.
  absl::flat_hash_map<int64_t, uint32_t> stored_shapes;
  for (const StoredShape& stored : snapshot->shapes) {
    const uint32_t shape = shapes_.Intern(stored.shape);
    shapes_.SetStoredId(shape, stored.id);
    stored_shapes.emplace(stored.id, shape);
  }
  for (ArtefactRecord& artefact : snapshot->artefacts) {
    artefact_bytes_[artefact.sha256] = artefact.bytes;
    std::string key = artefact.attempt_key;
    artefacts_.emplace(std::move(key), std::move(artefact));
  }
  // The rows' campaigns by rank.
  std::vector<uint32_t> row_campaign_rank(row_campaigns.size());
  for (size_t i = 0; i < row_campaigns.size(); ++i) {
    auto rank = campaign_rank.find(row_campaigns[i]);
    if (rank == campaign_rank.end()) {
      for (const Pending& pending : rows) {
        if (pending.campaign != i) continue;
        return absl::DataLossError(
            absl::StrCat("attempt ", pending.key, " names unknown campaign ", row_campaigns[i]));
      }
      return absl::DataLossError(absl::StrCat("unknown campaign ", row_campaigns[i]));
    }
    row_campaign_rank[i] = rank->second;
  }
  // The attempts join in each campaign's expansion order (by ordinal), which gives every cell
  // the index it had at Submit: the store returns them in no particular order, and sorting
  // (campaign, ordinal, row) triples here is much cheaper than sorting the rows in SQLite.
  struct Order {
    uint32_t campaign;
    uint32_t row;
    int64_t ordinal;
  };
  std::vector<Order> order;
  order.reserve(rows.size());
  for (size_t i = 0; i < rows.size(); ++i) {
    order.push_back(
        {row_campaign_rank[rows[i].campaign], static_cast<uint32_t>(i), rows[i].ordinal});
  }
  std::sort(order.begin(), order.end(), [](const Order& a, const Order& b) {
    if (a.campaign != b.campaign) return a.campaign < b.campaign;
    if (a.ordinal != b.ordinal) return a.ordinal < b.ordinal;
    return a.row < b.row;
  });
  // Each row's attempt id: its place in that order.
  std::vector<uint32_t> id_of_row(rows.size());
  for (size_t i = 0; i < order.size(); ++i) id_of_row[order[i].row] = static_cast<uint32_t>(i);
  // Every key lands in a random slot of a table of a million: each insert would wait for that
  // slot's cache line. The rows are walked in their own order (sequential), and the slot of the
  // key kAhead rows on is fetched meanwhile (docs/performance.md, "Streamed attempt rows at a
  // restart").
  constexpr size_t kAhead = 16;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (i + kAhead < rows.size()) attempt_ids_.prefetch(rows[i + kAhead].key);
    if (!attempt_ids_.emplace(rows[i].key, id_of_row[i]).second) {
      return absl::DataLossError(absl::StrCat("attempt ", rows[i].key, " stored twice"));
    }
  }
  for (size_t i = 0; i < order.size(); ++i) {
    const Order& o = order[i];
    // The rows are read in expansion order, i.e. at random places: the row kAhead on is fetched
    // meanwhile, as above.
    if (i + kAhead < order.size()) {
      const char* ahead = reinterpret_cast<const char*>(&rows[order[i + kAhead].row]);
      for (size_t byte = 0; byte < sizeof(Pending); byte += 64) __builtin_prefetch(ahead + byte);
    }
    Pending& record = rows[o.row];
    CampaignEntry& campaign = *by_rank[o.campaign];
    const absl::string_view key = record.key;
    uint32_t shape = 0;
    uint64_t seed = record.seed;
    if (record.shape_id >= 0) {
      auto stored = stored_shapes.find(record.shape_id);
      if (stored == stored_shapes.end()) {
        return absl::DataLossError(
            absl::StrCat("attempt ", key, " names shape ", record.shape_id, ", not stored"));
      }
      shape = stored->second;
    } else {
      if (record.whole->key() != key) {
        return absl::DataLossError(
            absl::StrCat("attempt ", key, " stores the message of ", record.whole->key()));
      }
      shape = shapes_.Intern(*record.whole);
      seed = AttemptShapes::SeedOf(*record.whole);
      // The parsed message is no longer needed: free it now rather than with the rows, which
      // keeps the peak lower.
      record.whole.reset();
    }
    AttemptEntry& entry =
        NewEntry(campaign, shape, key, seed, record.max_tries, record.status, record.patched);
    next_attempt_id_ = std::max(next_attempt_id_, record.status.attempt_id + 1);
    campaign.created = std::max(campaign.created, record.ordinal + 1);
    // Leases are stored asynchronously: one may have been handed out at epoch+1 and lost in the
    // crash. Skipping that epoch keeps its holder's events stale.
    entry.skip_epoch =
        entry.status.state == AttemptState::kQueued || entry.status.state == AttemptState::kRunning;
    if (entry.status.state == AttemptState::kRunning) {
      const std::string key_text(key);
      leases_.Grant(
          {key_text, entry.status.worker_id, entry.status.epoch, entry.status.deadline_ms});
      scheduler_.AddRunning(CreatorId(entry));
      auto stored = snapshot->stored_events.find(key_text);
      entry.next_seq = stored == snapshot->stored_events.end() ? 0 : stored->second;
    }
    if (!snapshot->checkpoints.empty()) {
      if (auto checkpoint = snapshot->checkpoints.find(key);
          checkpoint != snapshot->checkpoints.end()) {
        entry.checkpoint = std::make_shared<const StoredCheckpoint>(std::move(checkpoint->second));
      }
    }
  }
  rows = std::vector<Pending>();
  for (const StageLink& link : snapshot->stage_links) {
    AttemptEntry* entry = FindAttempt(link.attempt_key);
    auto campaign = campaign_rank.find(link.campaign_id);
    if (entry == nullptr || campaign == campaign_rank.end()) {
      return absl::DataLossError(absl::StrCat("stage_attempts links unknown attempt ",
                                              link.attempt_key, " or campaign ", link.campaign_id));
    }
    CampaignEntry& linked = *by_rank[campaign->second];
    // The creator's link is the membership AddAttempt made.
    if (&linked == entry->memberships.front().campaign && link.stage == Shape(*entry).stage()) {
      continue;
    }
    AddMembership(*entry, linked, link.stage);
  }
  // Queued attempts join the queue once every membership is counted: whether a stage waits
  // depends on its dependencies' members.
  ForEachAttempt([this](AttemptEntry& entry) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (entry.status.state == AttemptState::kQueued) EnqueueOrHold(entry);
  });
  // A file written before the coordinator knew of shared attempts may call a campaign finished
  // whose shared attempts are still open (or the reverse).
  for (auto& [id, campaign] : campaigns_) SyncFinished(campaign);
  // The completion counters start from the database's totals, so that a restart does not reset
  // per-campaign ratios (docs/metrics.md).
  ForEachAttempt([this](const AttemptEntry& entry) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (entry.status.state == AttemptState::kFailed) {
      CountCompletion(entry, "failed");
    } else if (entry.status.state == AttemptState::kDone) {
      CountCompletion(entry, Shape(entry).has_repair() && entry.patched ? "patched" : "unpatched");
    }
  });
  return absl::OkStatus();
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
