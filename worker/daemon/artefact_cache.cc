#include "worker/daemon/artefact_cache.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "common/sha256.h"

namespace aprgrid::worker {

std::shared_ptr<const std::string> ArtefactCache::Find(const std::string& sha256) const {
  absl::MutexLock lock(&mu_);
  auto it = entries_.find(sha256);
  return it == entries_.end() ? nullptr : it->second;
}

absl::StatusOr<std::shared_ptr<const std::string>> ArtefactCache::Add(const std::string& sha256,
                                                                      std::string bytes) {
  const std::string actual = Sha256Hex(bytes);
  if (actual != sha256) {
    return absl::FailedPreconditionError(absl::StrCat("the artefact fetched for sha256 ", sha256,
                                                      " (", bytes.size(), " bytes) has sha256 ",
                                                      actual, ": refused"));
  }
  auto entry = std::make_shared<const std::string>(std::move(bytes));
  absl::MutexLock lock(&mu_);
  auto [it, inserted] = entries_.emplace(sha256, entry);
  if (!inserted) return it->second;  // Another slot fetched it meanwhile.
  order_.push_back(sha256);
  bytes_ += entry->size();
  while (bytes_ > max_bytes_ && order_.size() > 1) {
    auto oldest = entries_.find(order_.front());
    bytes_ -= oldest->second->size();
    entries_.erase(oldest);
    order_.pop_front();
  }
  return entry;
}

size_t ArtefactCache::bytes() const {
  absl::MutexLock lock(&mu_);
  return bytes_;
}

}  // namespace aprgrid::worker
