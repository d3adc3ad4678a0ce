// The attempts of a grid cell differ only in their key and seed: the coordinator keeps each
// distinct rest (the attempt with key and seed cleared, its "shape") once, and an attempt as
// (shape, key, seed). Build gives back the attempt exactly (the same message, field for field,
// unknown fields included): key and seed are plain proto3 scalars, so clearing and setting them
// again restores the original.
//
// A shape may also have a stored id: its row in the results store's attempt_shapes
// (docs/results-schema.md, "attempt_shapes"), which the store's attempt rows name instead of
// carrying the whole message. Stored ids are assigned here, once per shape, above every id seen
// at load time, so two shapes never share one.
//
// Thread-safety: none; the owner serialises access.
#ifndef APRGRID_COORDINATOR_ATTEMPT_SHAPES_H_
#define APRGRID_COORDINATOR_ATTEMPT_SHAPES_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::coordinator {

class AttemptShapes {
 public:
  // The attempt's seed (repair or CRF; 0 for neither).
  static uint64_t SeedOf(const v1::Attempt& attempt);

  // The id of `attempt`'s shape, added if new. Ids are dense, from 0.
  uint32_t Intern(const v1::Attempt& attempt);
  // The same without copying the attempt: its key and seed are taken out while its shape is
  // serialised, and put back before it returns (a view of its key taken before may dangle).
  uint32_t Intern(v1::Attempt* attempt);

  // The shape: the attempt without key and seed. REQUIRES: `id` came from Intern. The reference
  // stays valid for the object's lifetime.
  const v1::Attempt& Get(uint32_t id) const { return *shapes_[id]; }

  // Sets `*out` to the attempt of shape `id` with `key` and `seed`.
  void Build(uint32_t id, absl::string_view key, uint64_t seed, v1::Attempt* out) const;

  size_t size() const { return shapes_.size(); }

  // The stored id of shape `id`, assigning the next unused one if it has none yet. REQUIRES: `id`
  // came from Intern.
  int64_t StoredId(uint32_t id);
  // Records that shape `id` is stored as `stored_id` (a row read at start-up); no effect if it
  // has a stored id already. Ids assigned later are above every one recorded. REQUIRES: `id`
  // came from Intern; stored_id >= 0.
  void SetStoredId(uint32_t id, int64_t stored_id);

 private:
  std::vector<std::unique_ptr<const v1::Attempt>> shapes_;
  absl::flat_hash_map<std::string, uint32_t> ids_;  // Serialized shape -> id.
  v1::Attempt scratch_;                             // Reused by Intern.
  std::string bytes_;                               // Reused by Intern.
  std::vector<int64_t> stored_ids_;                 // By id; -1 while it has none.
  int64_t next_stored_id_ = 0;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_ATTEMPT_SHAPES_H_
