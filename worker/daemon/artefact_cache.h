// ArtefactCache: the artefacts (CRF models, docs/protocol.md "Artefacts") a worker fetched from
// the coordinator, by SHA-256, kept in memory. Memory rather than a cache folder: a worker runs
// many attempts of one stage against the same model, a model is at most 4 MiB, and a folder
// would outlive the process with contents that would have to be trusted (or hashed again) and
// cleaned up; a restarted worker fetches each model once more, which costs one call.
//
// Every entry was checked: Add refuses bytes whose SHA-256 is not the one they were asked for.
// When the entries' bytes exceed the cache's budget, the oldest entries are dropped (an entry in
// use stays alive through its shared pointer).
//
// Thread-safety: thread-safe.
#ifndef APRGRID_WORKER_DAEMON_ARTEFACT_CACHE_H_
#define APRGRID_WORKER_DAEMON_ARTEFACT_CACHE_H_

#include <cstddef>
#include <deque>
#include <memory>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"

namespace aprgrid::worker {

class ArtefactCache {
 public:
  explicit ArtefactCache(size_t max_bytes = size_t{64} << 20) : max_bytes_(max_bytes) {}

  // The cached artefact with this SHA-256, or null.
  std::shared_ptr<const std::string> Find(const std::string& sha256) const;

  // Checks that `bytes` hash to `sha256` (64 lowercase hex digits) and caches them.
  // FailedPrecondition naming both hashes if they do not (nothing is cached).
  absl::StatusOr<std::shared_ptr<const std::string>> Add(const std::string& sha256,
                                                         std::string bytes);

  size_t bytes() const;  // Bytes of the cached entries.

 private:
  const size_t max_bytes_;
  mutable absl::Mutex mu_;
  absl::flat_hash_map<std::string, std::shared_ptr<const std::string>> entries_
      ABSL_GUARDED_BY(mu_);
  std::deque<std::string> order_ ABSL_GUARDED_BY(mu_);  // Oldest first.
  size_t bytes_ ABSL_GUARDED_BY(mu_) = 0;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_ARTEFACT_CACHE_H_
