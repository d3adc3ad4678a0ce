// Which queued attempt to hand out next.
//
// Within a campaign, attempts leave in seed-major order: every cell gets its first seed before any
// cell gets its second, so partial results stay balanced across cells (an interrupted campaign has
// comparable sample sizes everywhere); attempts at the same position leave in key order. Across
// campaigns, a higher priority always goes first; among campaigns of equal priority the one with
// the fewest running attempts goes next (fair share by running work, ties broken by campaign id so
// the choice is deterministic).
//
// Attempts are named by a dense id (the owner's index of the attempt). Each campaign's queue is a
// binary heap of (position, key, id), 40 bytes per queued attempt, plus one bit per id. Remove
// only marks the id: the heap entry is dropped when it reaches the top, or when removed entries
// outnumber the queued ones (a rebuild).
//
// Thread-safety: none; the owner serialises access.
#ifndef APRGRID_COORDINATOR_SCHEDULER_H_
#define APRGRID_COORDINATOR_SCHEDULER_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace aprgrid::coordinator {

// Position of an attempt in its campaign's order: seed first, then the cell's ordinal.
struct QueuePosition {
  uint64_t seed_rank = 0;  // Index of the seed within its stage's seed range.
  uint64_t cell_rank =
      0;  // Ordinal of the cell within the campaign (stage order, then grid order).
  auto operator<=>(const QueuePosition&) const = default;
};

class Scheduler {
 public:
  struct Pick {
    absl::string_view campaign_id;  // Valid while the scheduler lives.
    uint32_t id = 0;
    absl::string_view key;
  };

  // Adds a campaign or changes its priority.
  void SetCampaign(const std::string& campaign_id, int priority);

  // Queues attempt `id` (of key `key`) of `campaign_id` at `position`; nothing if it is queued.
  // REQUIRES: SetCampaign was called for `campaign_id`; an id is always enqueued with the same
  // campaign, position and key; the key's bytes stay valid while the scheduler lives.
  void Enqueue(const std::string& campaign_id, QueuePosition position, absl::string_view key,
               uint32_t id);

  // Removes and returns the next attempt to run, counting it as running; nullopt if none queued.
  std::optional<Pick> Next();

  // Counts an attempt already running (e.g. a lease restored at start-up) for fair share.
  void AddRunning(const std::string& campaign_id) { ++campaigns_[campaign_id].running; }
  // A running attempt of `campaign_id` ended (finished, failed, released or expired).
  void Finished(const std::string& campaign_id);

  // Removes queued attempt `id` of `campaign_id`; false if it was not queued.
  bool Remove(const std::string& campaign_id, uint32_t id);

  bool IsQueued(uint32_t id) const { return id < queued_ids_.size() && queued_ids_[id]; }
  size_t queued() const { return queued_total_; }
  size_t queued(const std::string& campaign_id) const;
  uint64_t running(const std::string& campaign_id) const;

 private:
  struct Item {
    QueuePosition position;
    absl::string_view key;
    uint32_t id = 0;
  };
  // The heap's order: the smallest (position, key) on top.
  struct After {
    bool operator()(const Item& a, const Item& b) const {
      if (a.position != b.position) return a.position > b.position;
      return a.key > b.key;
    }
  };
  struct CampaignQueue {
    int priority = 0;
    uint64_t running = 0;
    size_t queued = 0;       // Ids of this campaign marked queued.
    std::vector<Item> heap;  // Those, plus removed ones not yet dropped.
  };
  // Drops removed entries from the top of `queue`'s heap; rebuilds it without them when they
  // are more than half of it.
  void Prune(CampaignQueue& queue);

  std::map<std::string, CampaignQueue> campaigns_;
  std::vector<bool> queued_ids_;
  size_t queued_total_ = 0;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_SCHEDULER_H_
