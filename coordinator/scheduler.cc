#include "coordinator/scheduler.h"

namespace aprgrid::coordinator {

void Scheduler::SetCampaign(const std::string& campaign_id, int priority) {
  campaigns_[campaign_id].priority = priority;
}

void Scheduler::Enqueue(const std::string& campaign_id, QueuePosition position,
                        std::string attempt_key) {
  if (campaigns_[campaign_id].queue.emplace(position, std::move(attempt_key)).second) {
    ++queued_total_;
  }
}

std::optional<Scheduler::Pick> Scheduler::Next() {
  // A linear scan: campaigns are few (tens), and this keeps priority changes trivial.
  CampaignQueue* best = nullptr;
  const std::string* best_id = nullptr;
  for (auto& [id, campaign] : campaigns_) {
    if (campaign.queue.empty()) continue;
    if (best == nullptr || campaign.priority > best->priority ||
        (campaign.priority == best->priority && campaign.running < best->running)) {
      best = &campaign;
      best_id = &id;
    }
  }
  if (best == nullptr) return std::nullopt;
  auto first = best->queue.begin();
  Pick pick{*best_id, std::get<1>(*first)};
  best->queue.erase(first);
  --queued_total_;
  ++best->running;
  return pick;
}

void Scheduler::Finished(const std::string& campaign_id) {
  auto it = campaigns_.find(campaign_id);
  if (it != campaigns_.end() && it->second.running > 0) --it->second.running;
}

bool Scheduler::Remove(const std::string& campaign_id, QueuePosition position,
                       const std::string& attempt_key) {
  auto it = campaigns_.find(campaign_id);
  if (it == campaigns_.end() || it->second.queue.erase({position, attempt_key}) == 0) return false;
  --queued_total_;
  return true;
}

size_t Scheduler::queued(const std::string& campaign_id) const {
  auto it = campaigns_.find(campaign_id);
  return it == campaigns_.end() ? 0 : it->second.queue.size();
}

uint64_t Scheduler::running(const std::string& campaign_id) const {
  auto it = campaigns_.find(campaign_id);
  return it == campaigns_.end() ? 0 : it->second.running;
}

}  // namespace aprgrid::coordinator
