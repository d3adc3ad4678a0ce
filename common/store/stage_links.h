// Which stages name which attempts: view stage_attempts (a table in schema versions 2-13,
// docs/results-schema.md). An attempt's key leaves out its stage and campaign, so a grid point
// named by two stages, or by two campaigns, is one attempt; its `attempts` row names the first
// creator only. From version 14 that row is the creator's link, and table shared_stage_attempts
// holds the links of the other (campaign, stage)s that name it; the view shows both. The per-stage
// views and the CLI's reports select a stage's attempts through it.
#ifndef APRGRID_COMMON_STORE_STAGE_LINKS_H_
#define APRGRID_COMMON_STORE_STAGE_LINKS_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "common/spec/stage_members.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store {

// Links every key of `members` to (campaign_id, its stage), skipping links that exist, so
// repeating a call (a resubmission) changes nothing. A link to the attempt's creator (its own
// row's campaign and stage) exists by definition and is not stored: each link costs a lookup of
// the attempt, so a caller that knows which keys it just created leaves their creators' links out.
// Runs on `db` as is: call it from the WriteFn that stores the submission, so links and attempts
// commit together. REQUIRES: schema version 14 or later; a stages row for each (campaign_id,
// stage) and an attempts row for each key (foreign keys: a missing one fails the call).
absl::Status InsertStageLinks(SqliteDb& db, std::string_view campaign_id,
                              std::span<const spec::StageMembers> members);

// The keys (campaign_id, stage) names, in key order. For tests and tools.
absl::StatusOr<std::vector<std::string>> StageAttemptKeys(SqliteDb& db,
                                                          std::string_view campaign_id,
                                                          std::string_view stage);

// True if `db` has stage_attempts (a table in versions 2-13, a view from 14). A reader may meet a
// version-1 file that no writer has migrated yet (readers never migrate); there each attempt
// belongs to its creator only, and the `attempts` columns (campaign_id, stage, attempt_key) stand
// in for the links.
absl::StatusOr<bool> HasStageLinks(SqliteDb& db);

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_STAGE_LINKS_H_
