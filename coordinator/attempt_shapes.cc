#include "coordinator/attempt_shapes.h"

#include <algorithm>

namespace aprgrid::coordinator {

uint64_t AttemptShapes::SeedOf(const v1::Attempt& attempt) {
  if (attempt.has_repair()) return attempt.repair().seed();
  if (attempt.has_crf()) return attempt.crf().seed();
  return 0;
}

uint32_t AttemptShapes::Intern(const v1::Attempt& attempt) {
  scratch_.CopyFrom(attempt);
  return Intern(&scratch_);
}

uint32_t AttemptShapes::Intern(v1::Attempt* attempt) {
  std::string key = std::move(*attempt->mutable_key());
  attempt->clear_key();
  const uint64_t seed = SeedOf(*attempt);
  if (attempt->has_repair()) attempt->mutable_repair()->clear_seed();
  if (attempt->has_crf()) attempt->mutable_crf()->clear_seed();
  // Serialization of one message type by one binary is stable for messages without maps (the
  // Attempt has none), so equal shapes give equal bytes.
  bytes_.clear();
  attempt->AppendToString(&bytes_);
  auto [it, inserted] = ids_.try_emplace(bytes_, static_cast<uint32_t>(shapes_.size()));
  if (inserted) {
    shapes_.push_back(std::make_unique<const v1::Attempt>(*attempt));
    stored_ids_.push_back(-1);
  }
  attempt->set_key(std::move(key));
  if (attempt->has_repair()) attempt->mutable_repair()->set_seed(static_cast<uint32_t>(seed));
  if (attempt->has_crf()) attempt->mutable_crf()->set_seed(seed);
  return it->second;
}

int64_t AttemptShapes::StoredId(uint32_t id) {
  if (stored_ids_[id] < 0) stored_ids_[id] = next_stored_id_++;
  return stored_ids_[id];
}

void AttemptShapes::SetStoredId(uint32_t id, int64_t stored_id) {
  if (stored_ids_[id] < 0) stored_ids_[id] = stored_id;
  next_stored_id_ = std::max(next_stored_id_, stored_id + 1);
}

void AttemptShapes::Build(uint32_t id, absl::string_view key, uint64_t seed,
                          v1::Attempt* out) const {
  out->CopyFrom(*shapes_[id]);
  out->set_key(std::string(key));
  if (out->has_repair()) out->mutable_repair()->set_seed(static_cast<uint32_t>(seed));
  if (out->has_crf()) out->mutable_crf()->set_seed(seed);
}

}  // namespace aprgrid::coordinator
