// Attempt identity: the canonical text of an expanded attempt and its key (docs/attempt-keys.md).
// The key depends only on the attempt's resolved parameters, never on proto field numbers, the
// build, the machine or the run, and not on the stage name (the same attempt in two stages is one
// attempt). Changing anything here changes every stored key: treat the format as frozen.
#ifndef APRGRID_COMMON_SPEC_ATTEMPT_KEY_H_
#define APRGRID_COMMON_SPEC_ATTEMPT_KEY_H_

#include <string>

#include "aprgrid/v1/campaign.pb.h"

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

// The canonical spelling of a double: the shortest decimal that reads back as the same double
// (std::to_chars without a format: "0.8", "2", "1e-07"); "nan", "inf", "-inf" for the rest.
std::string CanonicalDouble(double value);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_ATTEMPT_KEY_H_
