// Which stages name which attempts: table stage_attempts (schema version 2,
// docs/results-schema.md). An attempt's key leaves out its stage and campaign, so a grid point
// named by two stages, or by two campaigns, is one attempt; its `attempts` row names the first
// creator only, and stage_attempts holds one link per (campaign, stage) that names it. The
// per-stage views and the CLI's reports select a stage's attempts through these links.
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
// repeating a call (a resubmission) changes nothing. Runs on `db` as is: call it from the WriteFn
// that stores the submission, so links and attempts commit together. REQUIRES: schema version 2
// or later; a stages row for each (campaign_id, stage) and an attempts row for each key (foreign
// keys: a missing one fails the call).
absl::Status InsertStageLinks(SqliteDb& db, std::string_view campaign_id,
                              std::span<const spec::StageMembers> members);

// The keys (campaign_id, stage) names, in key order. For tests and tools.
absl::StatusOr<std::vector<std::string>> StageAttemptKeys(SqliteDb& db,
                                                          std::string_view campaign_id,
                                                          std::string_view stage);

// True if `db` has table stage_attempts. A reader may meet a version-1 file that no writer has
// migrated yet (readers never migrate); there each attempt belongs to its creator only, and the
// `attempts` columns (campaign_id, stage, attempt_key) stand in for the links.
absl::StatusOr<bool> HasStageLinks(SqliteDb& db);

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_STAGE_LINKS_H_
