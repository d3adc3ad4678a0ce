// Coordinator::Load: the state back from the store at start-up, in steps. The attempt rows
// arrive one at a time (CoordinatorStore::Load's sink) and are held in a compact row each until
// all are in; they then join in each campaign's expansion order (docs/performance.md, "Streamed
// attempt rows at a restart").
#include <algorithm>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "coordinator/coordinator.h"

namespace aprgrid::coordinator {
namespace {

// How many rows ahead the walks at random places of memory fetch their next line.
constexpr size_t kAhead = 16;

}  // namespace

absl::Status Coordinator::Load() {
  absl::MutexLock lock(&mu_);
  LoadedRows rows;
  uint32_t last_campaign = 0;
  auto expect = [&](size_t count) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    // Sized once: growing the table step by step rehashes it at every doubling
    // (docs/performance.md, "Coordinator ingest and scale").
    attempt_ids_.reserve(count);
    rows.rows.reserve(count);
  };
  auto add = [&](AttemptRow& row) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) -> absl::Status {
    // Consecutive rows mostly name the same campaign: compared with the last one before a hash
    // probe.
    if (rows.campaigns.empty() || rows.campaigns[last_campaign] != row.campaign_id) {
      auto [it, inserted] = rows.campaign_index.try_emplace(
          std::string(row.campaign_id), static_cast<uint32_t>(rows.campaigns.size()));
      if (inserted) rows.campaigns.emplace_back(row.campaign_id);
      last_campaign = it->second;
    }
    LoadedRow& loaded = rows.rows.emplace_back();
    loaded.key = keys_.Store(absl::string_view(row.key.data(), row.key.size()));
    loaded.campaign = last_campaign;
    loaded.ordinal = row.ordinal;
    loaded.shape_id = row.shape_id;
    loaded.seed = row.seed;
    loaded.max_tries = row.max_tries;
    loaded.patched = row.patched;
    loaded.whole = std::move(row.whole);
    const AttemptUpdate& status = row.status;
    loaded.worker_id = rows.text.Store(status.worker_id);
    loaded.last_error = rows.text.Store(status.last_error);
    loaded.state = status.state;
    loaded.epoch = status.epoch;
    loaded.tries = status.tries;
    loaded.deadline_ms = status.deadline_ms;
    loaded.started_ms = status.started_ms;
    loaded.finished_ms = status.finished_ms;
    loaded.attempt_id = status.attempt_id;
    return absl::OkStatus();
  };
  absl::StatusOr<StoreSnapshot> snapshot = store_->Load({expect, add});
  if (!snapshot.ok()) return snapshot.status();
  const LoadedCampaigns campaigns = LoadCampaigns(*snapshot);
  if (absl::Status joined = LoadAttempts(rows, campaigns, *snapshot); !joined.ok()) return joined;
  rows.rows = std::vector<LoadedRow>();  // The rest goes with Load.
  for (const StageLink& link : snapshot->stage_links) {
    AttemptEntry* entry = FindAttempt(link.attempt_key);
    auto campaign = campaigns.rank.find(link.campaign_id);
    if (entry == nullptr || campaign == campaigns.rank.end()) {
      return absl::DataLossError(absl::StrCat("stage_attempts links unknown attempt ",
                                              link.attempt_key, " or campaign ", link.campaign_id));
    }
    CampaignEntry& linked = *campaigns.by_rank[campaign->second];
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

Coordinator::LoadedCampaigns Coordinator::LoadCampaigns(StoreSnapshot& snapshot) {
  LoadedCampaigns loaded;
  for (CampaignRecord& record : snapshot.campaigns) {
    std::string id = record.id;
    CampaignEntry& campaign = campaigns_[id];
    campaign.record = std::move(record);
    ApplyStageDependencies(campaign);
    scheduler_.SetCampaign(id, campaign.record.priority);
  }
  for (auto& [id, campaign] : campaigns_) {
    loaded.rank.emplace(id, static_cast<uint32_t>(loaded.rank.size()));
    loaded.by_rank.push_back(&campaign);
  }
  // Stored shapes first: the attempt rows name them by stored id.
  for (const StoredShape& stored : snapshot.shapes) {
    const uint32_t shape = shapes_.Intern(stored.shape);
    shapes_.SetStoredId(shape, stored.id);
    loaded.stored_shapes.emplace(stored.id, shape);
  }
  for (ArtefactRecord& artefact : snapshot.artefacts) {
    artefact_bytes_[artefact.sha256] = artefact.bytes;
    std::string key = artefact.attempt_key;
    artefacts_.emplace(std::move(key), std::move(artefact));
  }
  return loaded;
}

absl::Status Coordinator::LoadAttempts(LoadedRows& rows, const LoadedCampaigns& campaigns,
                                       StoreSnapshot& snapshot) {
  // The rows' campaigns by rank.
  std::vector<uint32_t> row_campaign_rank(rows.campaigns.size());
  for (size_t i = 0; i < rows.campaigns.size(); ++i) {
    auto rank = campaigns.rank.find(rows.campaigns[i]);
    if (rank == campaigns.rank.end()) {
      for (const LoadedRow& row : rows.rows) {
        if (row.campaign != i) continue;
        return absl::DataLossError(
            absl::StrCat("attempt ", row.key, " names unknown campaign ", rows.campaigns[i]));
      }
      return absl::DataLossError(absl::StrCat("unknown campaign ", rows.campaigns[i]));
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
  order.reserve(rows.rows.size());
  for (size_t i = 0; i < rows.rows.size(); ++i) {
    order.push_back(
        {row_campaign_rank[rows.rows[i].campaign], static_cast<uint32_t>(i), rows.rows[i].ordinal});
  }
  std::sort(order.begin(), order.end(), [](const Order& a, const Order& b) {
    if (a.campaign != b.campaign) return a.campaign < b.campaign;
    if (a.ordinal != b.ordinal) return a.ordinal < b.ordinal;
    return a.row < b.row;
  });
  // Each row's attempt id: its place in that order.
  std::vector<uint32_t> id_of_row(rows.rows.size());
  for (size_t i = 0; i < order.size(); ++i) id_of_row[order[i].row] = static_cast<uint32_t>(i);
  // Every key lands in a random slot of a table of a million: each insert would wait for that
  // slot's cache line. The rows are walked in their own order (sequential), and the slot of the
  // key kAhead rows on is fetched meanwhile.
  for (size_t i = 0; i < rows.rows.size(); ++i) {
    if (i + kAhead < rows.rows.size()) attempt_ids_.prefetch(rows.rows[i + kAhead].key);
    if (!attempt_ids_.emplace(rows.rows[i].key, id_of_row[i]).second) {
      return absl::DataLossError(absl::StrCat("attempt ", rows.rows[i].key, " stored twice"));
    }
  }
  AttemptUpdate status;  // One for every row: its strings keep their buffers.
  for (size_t i = 0; i < order.size(); ++i) {
    const Order& o = order[i];
    // The rows are read in expansion order, i.e. at random places: the row kAhead on is fetched
    // meanwhile, as above.
    if (i + kAhead < order.size()) {
      const char* ahead = reinterpret_cast<const char*>(&rows.rows[order[i + kAhead].row]);
      for (size_t byte = 0; byte < sizeof(LoadedRow); byte += 64) __builtin_prefetch(ahead + byte);
    }
    LoadedRow& row = rows.rows[o.row];
    CampaignEntry& campaign = *campaigns.by_rank[o.campaign];
    const absl::string_view key = row.key;
    uint32_t shape = 0;
    uint64_t seed = row.seed;
    if (row.shape_id >= 0) {
      auto stored = campaigns.stored_shapes.find(row.shape_id);
      if (stored == campaigns.stored_shapes.end()) {
        return absl::DataLossError(
            absl::StrCat("attempt ", key, " names shape ", row.shape_id, ", not stored"));
      }
      shape = stored->second;
    } else {
      if (row.whole->key() != key) {
        return absl::DataLossError(
            absl::StrCat("attempt ", key, " stores the message of ", row.whole->key()));
      }
      shape = shapes_.Intern(*row.whole);
      seed = AttemptShapes::SeedOf(*row.whole);
      // The parsed message is no longer needed: free it now rather than with the rows, which
      // keeps the peak lower.
      row.whole.reset();
    }
    status.state = row.state;
    status.epoch = row.epoch;
    status.tries = row.tries;
    status.worker_id.assign(row.worker_id.data(), row.worker_id.size());
    status.deadline_ms = row.deadline_ms;
    status.started_ms = row.started_ms;
    status.finished_ms = row.finished_ms;
    status.last_error.assign(row.last_error.data(), row.last_error.size());
    status.attempt_id = row.attempt_id;
    AttemptEntry& entry = NewEntry(campaign, shape, key, seed, row.max_tries, status, row.patched);
    next_attempt_id_ = std::max(next_attempt_id_, row.attempt_id + 1);
    campaign.created = std::max(campaign.created, row.ordinal + 1);
    // Leases are stored asynchronously: one may have been handed out at epoch+1 and lost in the
    // crash. Skipping that epoch keeps its holder's events stale.
    entry.skip_epoch =
        entry.status.state == AttemptState::kQueued || entry.status.state == AttemptState::kRunning;
    if (entry.status.state == AttemptState::kRunning) {
      const std::string key_text(key);
      leases_.Grant(
          {key_text, entry.status.worker_id, entry.status.epoch, entry.status.deadline_ms});
      scheduler_.AddRunning(CreatorId(entry));
      auto stored = snapshot.stored_events.find(key_text);
      entry.next_seq = stored == snapshot.stored_events.end() ? 0 : stored->second;
    }
    if (!snapshot.checkpoints.empty()) {
      if (auto checkpoint = snapshot.checkpoints.find(key);
          checkpoint != snapshot.checkpoints.end()) {
        entry.checkpoint = std::make_shared<const StoredCheckpoint>(std::move(checkpoint->second));
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::coordinator
