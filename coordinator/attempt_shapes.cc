#include "coordinator/attempt_shapes.h"

namespace aprgrid::coordinator {

uint64_t AttemptShapes::SeedOf(const v1::Attempt& attempt) {
  if (attempt.has_repair()) return attempt.repair().seed();
  if (attempt.has_crf()) return attempt.crf().seed();
  return 0;
}

uint32_t AttemptShapes::Intern(const v1::Attempt& attempt) {
  scratch_.CopyFrom(attempt);
  scratch_.clear_key();
  if (scratch_.has_repair()) scratch_.mutable_repair()->clear_seed();
  if (scratch_.has_crf()) scratch_.mutable_crf()->clear_seed();
  // Serialization of one message type by one binary is stable for messages without maps (the
  // Attempt has none), so equal shapes give equal bytes.
  bytes_.clear();
  scratch_.AppendToString(&bytes_);
  auto [it, inserted] = ids_.try_emplace(bytes_, static_cast<uint32_t>(shapes_.size()));
  if (inserted) shapes_.push_back(std::make_unique<const v1::Attempt>(scratch_));
  return it->second;
}

void AttemptShapes::Build(uint32_t id, absl::string_view key, uint64_t seed,
                          v1::Attempt* out) const {
  out->CopyFrom(*shapes_[id]);
  out->set_key(std::string(key));
  if (out->has_repair()) out->mutable_repair()->set_seed(static_cast<uint32_t>(seed));
  if (out->has_crf()) out->mutable_crf()->set_seed(seed);
}

}  // namespace aprgrid::coordinator
