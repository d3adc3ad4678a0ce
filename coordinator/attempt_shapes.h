// The attempts of a grid cell differ only in their key and seed: the coordinator keeps each
// distinct rest (the attempt with key and seed cleared, its "shape") once, and an attempt as
// (shape, key, seed). Build gives back the attempt exactly (the same message, field for field,
// unknown fields included): key and seed are plain proto3 scalars, so clearing and setting them
// again restores the original.
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

  // The shape: the attempt without key and seed. REQUIRES: `id` came from Intern. The reference
  // stays valid for the object's lifetime.
  const v1::Attempt& Get(uint32_t id) const { return *shapes_[id]; }

  // Sets `*out` to the attempt of shape `id` with `key` and `seed`.
  void Build(uint32_t id, absl::string_view key, uint64_t seed, v1::Attempt* out) const;

  size_t size() const { return shapes_.size(); }

 private:
  std::vector<std::unique_ptr<const v1::Attempt>> shapes_;
  absl::flat_hash_map<std::string, uint32_t> ids_;  // Serialized shape -> id.
  v1::Attempt scratch_;                             // Reused by Intern.
  std::string bytes_;                               // Reused by Intern.
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_ATTEMPT_SHAPES_H_
