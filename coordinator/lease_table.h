// The leases currently granted: which worker holds which attempt, at which epoch, until when.
//
// A lease is (attempt, epoch, deadline). The table answers "does this worker hold this attempt at
// this epoch?" for every report and renews or expires leases; the owner (Coordinator) turns an
// expiry into a re-queue at epoch+1 and persists every change.
//
// Thread-safety: none; the owner serialises access.
#ifndef APRGRID_COORDINATOR_LEASE_TABLE_H_
#define APRGRID_COORDINATOR_LEASE_TABLE_H_

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"

namespace aprgrid::coordinator {

struct Lease {
  std::string attempt_key;
  std::string worker_id;
  uint64_t epoch = 0;
  int64_t deadline_ms = 0;  // Unix milliseconds.
};

// Outcome of checking a (worker, attempt, epoch) claim against the table.
enum class LeaseCheck {
  kHeld,         // The worker holds the attempt at that epoch.
  kNotLeased,    // Nobody holds the attempt (never leased, finished, or expired and re-queued).
  kStaleEpoch,   // The attempt is leased at another epoch.
  kOtherWorker,  // Same epoch, but held by another worker.
};

class LeaseTable {
 public:
  // REQUIRES: the attempt is not leased.
  void Grant(Lease lease);

  // `worker_id` empty means "any worker" (the claim is checked by epoch only).
  LeaseCheck Check(const std::string& worker_id, const std::string& attempt_key,
                   uint64_t epoch) const;

  const Lease* Find(const std::string& attempt_key) const;

  // Extends every lease of `worker_id` listed in `held` to `deadline_ms`. Returns the entries of
  // `held` that the worker does not hold (any more): expired, re-leased or finished.
  std::vector<std::pair<std::string, uint64_t>> Renew(
      const std::string& worker_id, const std::vector<std::pair<std::string, uint64_t>>& held,
      int64_t deadline_ms);

  // Removes and returns the leases whose deadline is <= now_ms, earliest first.
  std::vector<Lease> TakeExpired(int64_t now_ms);

  // Removes the lease of `attempt_key` if any.
  std::optional<Lease> Remove(const std::string& attempt_key);

  // Attempt keys leased by `worker_id`.
  std::vector<std::string> LeasesOf(const std::string& worker_id) const;
  // How many leases `worker_id` holds; O(1).
  size_t CountOf(const std::string& worker_id) const;

  size_t size() const { return leases_.size(); }

 private:
  absl::flat_hash_map<std::string, Lease> leases_;  // By attempt key.
  absl::flat_hash_map<std::string, absl::flat_hash_set<std::string>> by_worker_;
  std::set<std::pair<int64_t, std::string>> by_deadline_;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_LEASE_TABLE_H_
