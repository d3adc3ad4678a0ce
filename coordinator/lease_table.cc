#include "coordinator/lease_table.h"

namespace aprgrid::coordinator {

void LeaseTable::Grant(Lease lease) {
  by_worker_[lease.worker_id].insert(lease.attempt_key);
  by_deadline_.emplace(lease.deadline_ms, lease.attempt_key);
  std::string key = lease.attempt_key;
  leases_[key] = std::move(lease);
}

LeaseCheck LeaseTable::Check(const std::string& worker_id, const std::string& attempt_key,
                             uint64_t epoch) const {
  auto it = leases_.find(attempt_key);
  if (it == leases_.end()) return LeaseCheck::kNotLeased;
  if (it->second.epoch != epoch) return LeaseCheck::kStaleEpoch;
  if (!worker_id.empty() && it->second.worker_id != worker_id) return LeaseCheck::kOtherWorker;
  return LeaseCheck::kHeld;
}

const Lease* LeaseTable::Find(const std::string& attempt_key) const {
  auto it = leases_.find(attempt_key);
  return it == leases_.end() ? nullptr : &it->second;
}

std::vector<std::pair<std::string, uint64_t>> LeaseTable::Renew(
    const std::string& worker_id, const std::vector<std::pair<std::string, uint64_t>>& held,
    int64_t deadline_ms) {
  std::vector<std::pair<std::string, uint64_t>> lost;
  for (const auto& [key, epoch] : held) {
    auto it = leases_.find(key);
    if (it == leases_.end() || it->second.epoch != epoch || it->second.worker_id != worker_id) {
      lost.emplace_back(key, epoch);
      continue;
    }
    Lease& lease = it->second;
    if (deadline_ms > lease.deadline_ms) {
      by_deadline_.erase({lease.deadline_ms, key});
      lease.deadline_ms = deadline_ms;
      by_deadline_.emplace(deadline_ms, key);
    }
  }
  return lost;
}

std::vector<Lease> LeaseTable::TakeExpired(int64_t now_ms) {
  std::vector<Lease> expired;
  while (!by_deadline_.empty() && by_deadline_.begin()->first <= now_ms) {
    std::string key = by_deadline_.begin()->second;
    if (auto lease = Remove(key)) expired.push_back(std::move(*lease));
  }
  return expired;
}

std::optional<Lease> LeaseTable::Remove(const std::string& attempt_key) {
  auto it = leases_.find(attempt_key);
  if (it == leases_.end()) return std::nullopt;
  Lease lease = std::move(it->second);
  leases_.erase(it);
  by_deadline_.erase({lease.deadline_ms, attempt_key});
  auto worker = by_worker_.find(lease.worker_id);
  if (worker != by_worker_.end()) {
    worker->second.erase(attempt_key);
    if (worker->second.empty()) by_worker_.erase(worker);
  }
  return lease;
}

std::vector<std::string> LeaseTable::LeasesOf(const std::string& worker_id) const {
  auto it = by_worker_.find(worker_id);
  if (it == by_worker_.end()) return {};
  return std::vector<std::string>(it->second.begin(), it->second.end());
}

size_t LeaseTable::CountOf(const std::string& worker_id) const {
  auto it = by_worker_.find(worker_id);
  return it == by_worker_.end() ? 0 : it->second.size();
}

}  // namespace aprgrid::coordinator
