#include "common/store/store_test_util.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "common/status_macros.h"

namespace aprgrid::store::testing {

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "aprgrid-store-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) std::abort();
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

SqliteDb OpenOrDie(const std::string& path) {
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path);
  if (!db.ok()) {
    std::fprintf(stderr, "cannot open %s: %s\n", path.c_str(), db.status().ToString().c_str());
    std::abort();
  }
  return std::move(db).value();
}

absl::Status InsertTestAttempt(SqliteDb& db, std::string_view campaign_id,
                               std::string_view attempt_key, std::string_view bug,
                               std::string_view strategy, int seed) {
  ASSIGN_OR_RETURN(SqliteStatement campaign,
                   db.Prepare("INSERT OR IGNORE INTO campaigns (campaign_id, name, "
                              "created_unix_ms, updated_unix_ms) VALUES (?, ?, 0, 0)"));
  RETURN_IF_ERROR(campaign.BindAll(campaign_id, campaign_id));
  RETURN_IF_ERROR(campaign.Run());
  ASSIGN_OR_RETURN(SqliteStatement stage,
                   db.Prepare("INSERT OR IGNORE INTO stages (campaign_id, stage, position, kind) "
                              "VALUES (?, 's', 0, 'repair')"));
  RETURN_IF_ERROR(stage.BindAll(campaign_id));
  RETURN_IF_ERROR(stage.Run());
  ASSIGN_OR_RETURN(SqliteStatement attempt,
                   db.Prepare("INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, "
                              "kind, bug, strategy, seed, attempt) "
                              "VALUES (?, ?, 's', 0, 'repair', ?, ?, ?, x'')"));
  RETURN_IF_ERROR(attempt.BindAll(attempt_key, campaign_id, bug, strategy, seed));
  return attempt.Run();
}

int64_t Count(SqliteDb& db, std::string_view sql) {
  absl::StatusOr<int64_t> n = db.QueryInt(sql);
  return n.ok() ? *n : -1;
}

std::vector<std::string> SortedRows(SqliteDb& db, const std::string& sql) {
  absl::StatusOr<SqliteStatement> query = db.Prepare(sql);
  if (!query.ok()) return {"error: " + query.status().ToString()};
  std::vector<std::string> rows;
  while (true) {
    absl::StatusOr<bool> row = query->Step();
    if (!row.ok()) return {"error: " + row.status().ToString()};
    if (!*row) break;
    std::string text;
    for (int i = 0; i < query->ColumnCount(); ++i) {
      text += (i ? "|" : "") +
              (query->ColumnIsNull(i) ? std::string("NULL") : std::string(query->ColumnText(i)));
    }
    rows.push_back(std::move(text));
  }
  std::sort(rows.begin(), rows.end());
  return rows;
}

absl::Status AddFinishedRuns(SqliteDb& db, std::string_view bug, std::string_view strategy,
                             std::initializer_list<int> patched_variants, int unpatched,
                             int& next_key) {
  int seed = 1;
  for (int variants : patched_variants) {
    const std::string key = "k" + std::to_string(next_key++);
    RETURN_IF_ERROR(InsertTestAttempt(db, "c", key, bug, strategy, seed++));
    ASSIGN_OR_RETURN(SqliteStatement done,
                     db.Prepare("UPDATE attempts SET state = 'done', patched = 1, "
                                "variants_to_patch = ?, quality_passed = ?, quality_total = 10 "
                                "WHERE attempt_key = ?"));
    RETURN_IF_ERROR(done.BindAll(variants, variants % 2 == 0 ? 10 : 5, key));
    RETURN_IF_ERROR(done.Run());
  }
  for (int i = 0; i < unpatched; ++i) {
    const std::string key = "k" + std::to_string(next_key++);
    RETURN_IF_ERROR(InsertTestAttempt(db, "c", key, bug, strategy, seed++));
    ASSIGN_OR_RETURN(SqliteStatement done,
                     db.Prepare("UPDATE attempts SET state = 'done', patched = 0, "
                                "variants_to_patch = 0 WHERE attempt_key = ?"));
    RETURN_IF_ERROR(done.BindAll(key));
    RETURN_IF_ERROR(done.Run());
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::store::testing
