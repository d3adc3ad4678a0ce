#include "coordinator/scheduler.h"

#include <algorithm>

namespace aprgrid::coordinator {

void Scheduler::SetCampaign(const std::string& campaign_id, int priority) {
  campaigns_[campaign_id].priority = priority;
}

void Scheduler::Enqueue(const std::string& campaign_id, QueuePosition position,
                        absl::string_view key, uint32_t id) {
  if (id >= queued_ids_.size())
    queued_ids_.resize(std::max<size_t>(id + 1, queued_ids_.size() * 2));
  if (queued_ids_[id]) return;
  queued_ids_[id] = true;
  CampaignQueue& queue = campaigns_[campaign_id];
  queue.heap.push_back({position, key, id});
  std::push_heap(queue.heap.begin(), queue.heap.end(), After());
  ++queue.queued;
  ++queued_total_;
}

void Scheduler::Prune(CampaignQueue& queue) {
  if (queue.queued == 0) {
    queue.heap.clear();
    queue.heap.shrink_to_fit();
    return;
  }
  if (queue.heap.size() > 2 * queue.queued + 64) {
    // Keep the queued ids once each (a removed and re-queued id has two equal entries), in
    // ascending order, which is a valid heap.
    std::erase_if(queue.heap, [this](const Item& item) { return !queued_ids_[item.id]; });
    std::sort(queue.heap.begin(), queue.heap.end(),
              [](const Item& a, const Item& b) { return After()(b, a); });
    queue.heap.erase(std::unique(queue.heap.begin(), queue.heap.end(),
                                 [](const Item& a, const Item& b) { return a.id == b.id; }),
                     queue.heap.end());
  }
  while (!queue.heap.empty() && !queued_ids_[queue.heap.front().id]) {
    std::pop_heap(queue.heap.begin(), queue.heap.end(), After());
    queue.heap.pop_back();
  }
}

std::optional<Scheduler::Pick> Scheduler::Next() {
  // A linear scan: campaigns are few (tens), and this keeps priority changes trivial.
  CampaignQueue* best = nullptr;
  const std::string* best_id = nullptr;
  for (auto& [id, campaign] : campaigns_) {
    if (campaign.queued == 0) continue;
    if (best == nullptr || campaign.priority > best->priority ||
        (campaign.priority == best->priority && campaign.running < best->running)) {
      best = &campaign;
      best_id = &id;
    }
  }
  if (best == nullptr) return std::nullopt;
  Prune(*best);  // The top is now a queued id (queued > 0).
  std::pop_heap(best->heap.begin(), best->heap.end(), After());
  const Item item = best->heap.back();
  best->heap.pop_back();
  queued_ids_[item.id] = false;
  --best->queued;
  --queued_total_;
  ++best->running;
  if (best->queued == 0) Prune(*best);
  return Pick{*best_id, item.id, item.key};
}

void Scheduler::Finished(const std::string& campaign_id) {
  auto it = campaigns_.find(campaign_id);
  if (it != campaigns_.end() && it->second.running > 0) --it->second.running;
}

bool Scheduler::Remove(const std::string& campaign_id, uint32_t id) {
  auto it = campaigns_.find(campaign_id);
  if (it == campaigns_.end() || !IsQueued(id) || it->second.queued == 0) return false;
  queued_ids_[id] = false;
  --it->second.queued;
  --queued_total_;
  Prune(it->second);
  return true;
}

size_t Scheduler::queued(const std::string& campaign_id) const {
  auto it = campaigns_.find(campaign_id);
  return it == campaigns_.end() ? 0 : it->second.queued;
}

uint64_t Scheduler::running(const std::string& campaign_id) const {
  auto it = campaigns_.find(campaign_id);
  return it == campaigns_.end() ? 0 : it->second.running;
}

}  // namespace aprgrid::coordinator
