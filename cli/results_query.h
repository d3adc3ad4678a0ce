// Reading the results database for `aprgrid report` and `aprgrid export`. These commands read
// the SQLite file directly (read-only, WAL lets them run next to a live coordinator) rather than
// through the coordinator: the file is the public interface (docs/results-schema.md), reading it
// needs no new RPC, and it works after the coordinator has gone. `--db` names the file.
#ifndef APRGRID_CLI_RESULTS_QUERY_H_
#define APRGRID_CLI_RESULTS_QUERY_H_

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::cli {

// The rows of one query, every value as text (NULL as nullopt); `numeric[i]` says whether column
// i held numbers in the first row that was not NULL.
struct QueryRows {
  std::vector<std::string> columns;
  std::vector<bool> numeric;
  std::vector<std::vector<std::optional<std::string>>> rows;
};

// Opens the results database read-only. NOT_FOUND (naming the file) if it cannot be opened.
absl::StatusOr<store::SqliteDb> OpenResultsDb(const std::string& db_path);

// Resolves a campaign id or name to its id. NOT_FOUND if the database has no such campaign.
absl::StatusOr<std::string> ResolveCampaign(const std::string& db_path,
                                            const std::string& campaign);

// Every column of `attempts` except the serialised attempt, one row per attempt and stage of the
// campaign that names it (stage_attempts): an attempt two stages share is a row of each, and one
// created by an earlier campaign is a row too; campaign_id and stage are the naming stage's.
// By stage name, then ordinal. A version-1 file (no stage_attempts yet) gives each attempt
// under its creator only.
absl::StatusOr<QueryRows> ExportAttempts(const std::string& db_path,
                                         const std::string& campaign_id);

// The table that links stages to attempts in the open `db`: "stage_attempts", or "attempts" in a
// version-1 file (where every attempt belongs to its creator only; both have the columns
// campaign_id, stage, attempt_key).
std::string StageLinksTable(store::SqliteDb& db);

// An SQL expression, over `attempts a`, for the serialised message of attempt `a` in the open
// `db`: from version 11 the row's shape (docs/results-schema.md, "attempt_shapes": every
// parameter but key and seed) when it names one, else its own `attempt` blob.
std::string AttemptMessageColumn(store::SqliteDb& db);

// The rows of view repair_configs for the campaign, in stage order (a stage's rows count every
// attempt the stage names, shared ones included).
absl::StatusOr<QueryRows> ReportRows(const std::string& db_path, const std::string& campaign_id);

void WriteCsv(const QueryRows& rows, std::ostream& out);
// One JSON object per row and line (JSON Lines).
void WriteJsonLines(const QueryRows& rows, std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_RESULTS_QUERY_H_
