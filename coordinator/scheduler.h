// Which queued attempt to hand out next.
//
// Within a campaign, attempts leave in seed-major order: every cell gets its first seed before any
// cell gets its second, so partial results stay balanced across cells (an interrupted campaign has
// comparable sample sizes everywhere). Across campaigns, a higher priority always goes first;
// among campaigns of equal priority the one with the fewest running attempts goes next (fair
// share by running work, ties broken by campaign id so the choice is deterministic).
//
// Thread-safety: none; the owner (Coordinator) serialises access.
#ifndef APRGRID_COORDINATOR_SCHEDULER_H_
#define APRGRID_COORDINATOR_SCHEDULER_H_

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

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
    std::string campaign_id;
    std::string attempt_key;
  };

  // Adds a campaign or changes its priority.
  void SetCampaign(const std::string& campaign_id, int priority);

  // REQUIRES: SetCampaign was called for `campaign_id`; `attempt_key` is not queued.
  void Enqueue(const std::string& campaign_id, QueuePosition position, std::string attempt_key);

  // Removes and returns the next attempt to run, counting it as running; nullopt if none queued.
  std::optional<Pick> Next();

  // Counts an attempt already running (e.g. a lease restored at start-up) for fair share.
  void AddRunning(const std::string& campaign_id) { ++campaigns_[campaign_id].running; }
  // A running attempt of `campaign_id` ended (finished, failed, released or expired).
  void Finished(const std::string& campaign_id);

  // Removes one queued attempt (as enqueued); false if it was not queued.
  bool Remove(const std::string& campaign_id, QueuePosition position,
              const std::string& attempt_key);

  size_t queued() const { return queued_total_; }
  size_t queued(const std::string& campaign_id) const;
  uint64_t running(const std::string& campaign_id) const;

 private:
  struct CampaignQueue {
    int priority = 0;
    uint64_t running = 0;
    std::set<std::tuple<QueuePosition, std::string>> queue;
  };
  std::map<std::string, CampaignQueue> campaigns_;
  size_t queued_total_ = 0;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_SCHEDULER_H_
