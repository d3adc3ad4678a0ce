#include "cli/patch_example.h"

#include "absl/strings/str_cat.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::cli {
namespace {

// Patched attempts of every stage of the campaign (shared attempts included), cheapest first.
constexpr char kExampleSql[] = R"sql(
SELECT a.bug, a.strategy, a.arm_set, a.seed, a.variants_to_patch, a.patch_diff,
       (SELECT COUNT(DISTINCT b.bug) FROM attempts b JOIN stage_attempts t
          ON t.attempt_key = b.attempt_key
        WHERE t.campaign_id = ?1 AND b.patched = 1),
       (SELECT COUNT(DISTINCT b.bug) FROM attempts b JOIN stage_attempts t
          ON t.attempt_key = b.attempt_key
        WHERE t.campaign_id = ?1 AND b.kind = 'repair')
FROM attempts a JOIN stage_attempts s ON s.attempt_key = a.attempt_key
WHERE s.campaign_id = ?1 AND a.patched = 1 AND a.patch_diff IS NOT NULL AND a.patch_diff != ''
ORDER BY a.variants_to_patch, a.attempt_key
LIMIT 1)sql";

}  // namespace

absl::Status WriteExamplePatch(const std::string& db_path, const std::string& campaign_id,
                               std::ostream& out) {
  store::SqliteDb::Options options;
  options.read_only = true;
  options.create = false;
  absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(db_path, options);
  if (!db.ok()) {
    return absl::NotFoundError(
        absl::StrCat("cannot open results database ", db_path, ": ", db.status().message()));
  }
  absl::StatusOr<store::SqliteStatement> statement = db->Prepare(kExampleSql);
  if (!statement.ok()) return statement.status();
  if (absl::Status bound = statement->BindText(1, campaign_id); !bound.ok()) return bound;
  absl::StatusOr<bool> row = statement->Step();
  if (!row.ok()) return row.status();
  if (!*row) return absl::OkStatus();
  out << "\nA patch it found (bug " << statement->ColumnText(0) << ", " << statement->ColumnText(1)
      << " with " << statement->ColumnText(2) << ", seed " << statement->ColumnInt(3)
      << ", found after " << statement->ColumnInt(4)
      << " variants; bugs patched: " << statement->ColumnInt(6) << " of " << statement->ColumnInt(7)
      << "):\n\n"
      << statement->ColumnText(5);
  if (!statement->ColumnText(5).ends_with('\n')) out << "\n";
  out << "\nEvery patch: sqlite3 " << db_path
      << " \"SELECT bug, strategy, patch_diff FROM attempts WHERE patched = 1\"\n";
  return absl::OkStatus();
}

}  // namespace aprgrid::cli
