#include "common/store/stage_links.h"

#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::store {

absl::Status InsertStageLinks(SqliteDb& db, std::string_view campaign_id,
                              std::span<const spec::StageMembers> members) {
  // Not through the view's trigger: a trigger program per row costs more than the statement.
  ASSIGN_OR_RETURN(
      SqliteStatement * insert,
      db.Cached("INSERT OR IGNORE INTO shared_stage_attempts (campaign_id, stage, "
                "attempt_key) SELECT ?1, ?2, ?3 WHERE NOT EXISTS (SELECT 1 FROM "
                "attempts WHERE attempt_key = ?3 AND campaign_id = ?1 AND stage = ?2)"));
  for (const spec::StageMembers& stage : members) {
    for (const std::string& key : stage.attempt_keys) {
      RETURN_IF_ERROR(insert->BindAll(campaign_id, stage.stage, key));
      absl::Status inserted = insert->Run();
      if (!inserted.ok()) {
        return absl::Status(inserted.code(),
                            absl::StrCat("linking attempt ", key, " to stage ", AsAbsl(stage.stage),
                                         ": ", inserted.message()));
      }
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<std::string>> StageAttemptKeys(SqliteDb& db,
                                                          std::string_view campaign_id,
                                                          std::string_view stage) {
  ASSIGN_OR_RETURN(SqliteStatement query,
                   db.Prepare("SELECT attempt_key FROM stage_attempts WHERE campaign_id = ? AND "
                              "stage = ? ORDER BY attempt_key"));
  RETURN_IF_ERROR(query.BindAll(campaign_id, stage));
  std::vector<std::string> keys;
  while (true) {
    ASSIGN_OR_RETURN(bool row, query.Step());
    if (!row) break;
    keys.emplace_back(query.ColumnText(0));
  }
  return keys;
}

absl::StatusOr<bool> HasStageLinks(SqliteDb& db) {
  ASSIGN_OR_RETURN(int64_t tables,
                   db.QueryInt("SELECT COUNT(*) FROM sqlite_schema WHERE type IN ('table', 'view') "
                               "AND name = 'stage_attempts'"));
  return tables > 0;
}

}  // namespace aprgrid::store
