// Attempt identity: the canonical text of an expanded attempt and its key (docs/attempt-keys.md).
// The key depends only on the attempt's resolved parameters, never on proto field numbers, the
// build, the machine or the run, and not on the stage name (the same attempt in two stages is one
// attempt). Changing anything here changes every stored key: treat the format as frozen.
#ifndef APRGRID_COMMON_SPEC_ATTEMPT_KEY_H_
#define APRGRID_COMMON_SPEC_ATTEMPT_KEY_H_

#include <cstdint>
#include <string>

#include "aprgrid/v1/campaign.pb.h"
#include "common/sha256.h"

namespace aprgrid::spec {

// "name=value\n" lines in the documented order, after the header line "aprgrid-attempt-v1".
std::string CanonicalRepairAttempt(const aprgrid::v1::RepairAttempt& attempt);
std::string CanonicalCrfAttempt(const aprgrid::v1::CrfAttempt& attempt);

// The first 16 lowercase hex digits of the SHA-256 of the canonical text.
std::string RepairAttemptKey(const aprgrid::v1::RepairAttempt& attempt);
std::string CrfAttemptKey(const aprgrid::v1::CrfAttempt& attempt);

// The key of whichever kind `attempt` holds (its `key` and `stage` fields are ignored); "" if it
// holds neither.
std::string AttemptKey(const aprgrid::v1::Attempt& attempt);

// The keys of the attempts that differ from `shape` only in their seed (a grid cell's), without a
// message per attempt: the canonical text before the seed's value is hashed once, and each key
// hashes only the seed and the lines after it (docs/attempt-keys.md: the seed line stands between
// them). Key(seed) equals AttemptKey of `shape` with that seed, bit for bit.
// Thread-safety: none (Key reuses a scratch state); one object per thread.
class SeedKeys {
 public:
  // `shape`: a repair or CRF attempt; its seed, key and stage are ignored. Keys of a shape that
  // holds neither are "" (as AttemptKey's).
  explicit SeedKeys(const aprgrid::v1::Attempt& shape);

  // Writes the 16 hex digits of the key with `seed` to out[0..16). REQUIRES: the shape is a
  // repair or CRF attempt; a repair seed fits in 32 bits (validated specs' do).
  void Key(uint64_t seed, char* out);
  std::string Key(uint64_t seed);

  static constexpr size_t kDigits = 16;

 private:
  bool valid_ = false;
  Sha256 prefix_;       // Fed the canonical text up to and including "seed=".
  Sha256 work_;         // A copy of prefix_ per key.
  std::string suffix_;  // The text from the "\n" that ends the seed line.
};

// The canonical spelling of a double: the shortest decimal that reads back as the same double
// (std::to_chars without a format: "0.8", "2", "1e-07"); "nan", "inf", "-inf" for the rest.
std::string CanonicalDouble(double value);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_ATTEMPT_KEY_H_
