// The mapping of an expanded aprgrid.v1.Attempt onto one row of `attempts` (the factor columns
// of docs/results-schema.md). Kept beside the schema so that every writer stores factors the same
// way: enum factors by their proto value names, NULL where a factor does not apply.
#ifndef APRGRID_COMMON_STORE_ATTEMPT_ROW_H_
#define APRGRID_COMMON_STORE_ATTEMPT_ROW_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store {

// Where a new attempt belongs and how it starts.
struct AttemptPlacement {
  std::string_view campaign_id;  // REQUIRES: a campaigns row, and a stages row for the stage.
  int64_t ordinal = 0;           // Position in the campaign's expansion order.
  int64_t max_tries = 3;
  int64_t queued_unix_ms = 0;
};

// INSERT OR IGNORE of `attempt` as a queued attempt: true if a row was added, false if its key
// exists already (a resubmission). Runs on `db` as is: call it from a WriteFn so that a whole
// submission is one transaction. REQUIRES: attempt.key() non-empty.
absl::StatusOr<bool> InsertAttemptIfNew(SqliteDb& db, const AttemptPlacement& placement,
                                        const aprgrid::v1::Attempt& attempt);

// The `engine` column's text: "builtin", or "external " followed by the argv joined with spaces.
std::string EngineLabel(const aprgrid::v1::Engine& engine);

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_ATTEMPT_ROW_H_
