#include "cli/results_query.h"

#include <sqlite3.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/json_text.h"
#include "common/store/sqlite_db.h"
#include "common/store/stage_links.h"

namespace aprgrid::cli {
namespace {

// Runs constant `sql` with one text parameter and collects every row with column names (which
// SqliteStatement does not expose, hence the C API here).
absl::StatusOr<QueryRows> Query(store::SqliteDb& db, const std::string& sql,
                                const std::string& param) {
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db.raw(), sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
    return absl::InternalError(absl::StrCat("query failed: ", sqlite3_errmsg(db.raw())));
  }
  sqlite3_bind_text(stmt, 1, param.data(), static_cast<int>(param.size()), SQLITE_TRANSIENT);
  QueryRows rows;
  const int n = sqlite3_column_count(stmt);
  for (int i = 0; i < n; ++i) rows.columns.push_back(sqlite3_column_name(stmt, i));
  rows.numeric.assign(n, false);
  std::vector<bool> typed(n, false);
  int rc;
  while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
    std::vector<std::optional<std::string>> row(n);
    for (int i = 0; i < n; ++i) {
      const int type = sqlite3_column_type(stmt, i);
      if (type == SQLITE_NULL) continue;
      if (!typed[i]) {
        typed[i] = true;
        rows.numeric[i] = type == SQLITE_INTEGER || type == SQLITE_FLOAT;
      }
      if (type == SQLITE_FLOAT) {
        row[i] = absl::StrFormat("%.17g", sqlite3_column_double(stmt, i));
      } else {
        const unsigned char* text = sqlite3_column_text(stmt, i);
        row[i] = std::string(reinterpret_cast<const char*>(text), sqlite3_column_bytes(stmt, i));
      }
    }
    rows.rows.push_back(std::move(row));
  }
  std::string error = rc == SQLITE_DONE ? "" : sqlite3_errmsg(db.raw());
  sqlite3_finalize(stmt);
  if (!error.empty()) return absl::InternalError(absl::StrCat("query failed: ", error));
  return rows;
}

absl::StatusOr<QueryRows> Query(const std::string& db_path, const std::string& sql,
                                const std::string& param) {
  absl::StatusOr<store::SqliteDb> db = OpenResultsDb(db_path);
  if (!db.ok()) return db.status();
  return Query(*db, sql, param);
}

std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string Value(const std::optional<std::string>& value) { return value.value_or(""); }

}  // namespace

absl::StatusOr<store::SqliteDb> OpenResultsDb(const std::string& db_path) {
  store::SqliteDb::Options options;
  options.read_only = true;
  options.create = false;
  absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(db_path, options);
  if (!db.ok()) {
    return absl::NotFoundError(
        absl::StrCat("cannot open results database ", db_path, ": ", db.status().message()));
  }
  return db;
}

absl::StatusOr<std::string> ResolveCampaign(const std::string& db_path,
                                            const std::string& campaign) {
  absl::StatusOr<QueryRows> rows = Query(
      db_path, "SELECT campaign_id FROM campaigns WHERE campaign_id = ?1 OR name = ?1", campaign);
  if (!rows.ok()) return rows.status();
  if (rows->rows.empty() || !rows->rows[0][0]) {
    return absl::NotFoundError(absl::StrCat("no campaign \"", campaign, "\" in ", db_path));
  }
  return *rows->rows[0][0];
}

std::string StageLinksTable(store::SqliteDb& db) {
  absl::StatusOr<bool> links = store::HasStageLinks(db);
  return links.ok() && !*links ? "attempts" : "stage_attempts";
}

std::string AttemptMessageColumn(store::SqliteDb& db) {
  absl::StatusOr<int64_t> shapes = db.QueryInt(
      "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'table' AND name = 'attempt_shapes'");
  return shapes.ok() && *shapes > 0
             ? "COALESCE((SELECT sh.shape FROM attempt_shapes sh WHERE sh.shape_id = a.shape_id), "
               "a.attempt)"
             : "a.attempt";
}

// The evaluation counters (schema version 3), or NULL columns of the same names for older files,
// which are read without migrating them.
std::string EvaluationColumns(store::SqliteDb& db) {
  absl::StatusOr<int64_t> has =
      db.QueryInt("SELECT COUNT(*) FROM pragma_table_info('attempts') WHERE name = 'evaluations'");
  return has.ok() && *has > 0 ? "a.evaluations, a.evaluations_to_patch, "
                              : "NULL AS evaluations, NULL AS evaluations_to_patch, ";
}

absl::StatusOr<QueryRows> ExportAttempts(const std::string& db_path,
                                         const std::string& campaign_id) {
  absl::StatusOr<store::SqliteDb> db = OpenResultsDb(db_path);
  if (!db.ok()) return db.status();
  // campaign_id and stage are the link's: a shared attempt is a row of every stage naming it.
  return Query(
      *db,
      absl::StrCat(
          "SELECT a.attempt_key, l.campaign_id, l.stage, a.ordinal, a.kind, a.bug, a.strategy, "
          "a.credit, a.reward, a.arm_set, a.activation, a.alpha, a.ucb_form, a.mode, a.seed, "
          "a.population, a.generations, a.engine, a.fold_index, a.q, a.features, a.state, "
          "a.epoch, a.tries, a.max_tries, a.worker_id, a.queued_unix_ms, a.started_unix_ms, "
          "a.finished_unix_ms, a.wall_ms, a.patched, a.variants_to_patch, a.variants_evaluated, ",
          EvaluationColumns(*db),
          "a.generations_run, a.patch_diff, a.quality_passed, a.quality_total, a.error "
          "FROM ",
          StageLinksTable(*db),
          " l JOIN attempts a ON a.attempt_key = l.attempt_key "
          "WHERE l.campaign_id = ?1 ORDER BY l.stage, a.ordinal, a.attempt_key"),
      campaign_id);
}

absl::StatusOr<QueryRows> ReportRows(const std::string& db_path, const std::string& campaign_id) {
  return Query(db_path,
               "SELECT r.stage, r.strategy, r.credit, r.reward, r.arm_set, r.activation, "
               "r.alpha, r.ucb_form, r.mode, r.bugs, r.bugs_patched, r.attempts, r.done, "
               "r.failed, r.patched, r.success_rate, r.mean_variants_to_patch, "
               "r.median_variants_to_patch, r.mean_quality "
               "FROM repair_configs r JOIN stages s "
               "  ON s.campaign_id = r.campaign_id AND s.stage = r.stage "
               "WHERE r.campaign_id = ?1 "
               "ORDER BY s.position, r.strategy, r.credit, r.reward, r.arm_set, r.activation, "
               "r.alpha, r.ucb_form, r.mode",
               campaign_id);
}

void WriteCsv(const QueryRows& rows, std::ostream& out) {
  for (size_t i = 0; i < rows.columns.size(); ++i) {
    out << (i ? "," : "") << CsvField(rows.columns[i]);
  }
  out << "\n";
  for (const auto& row : rows.rows) {
    for (size_t i = 0; i < row.size(); ++i) out << (i ? "," : "") << CsvField(Value(row[i]));
    out << "\n";
  }
}

void WriteJsonLines(const QueryRows& rows, std::ostream& out) {
  for (const auto& row : rows.rows) {
    out << "{";
    for (size_t i = 0; i < row.size(); ++i) {
      out << (i ? "," : "") << JsonString(rows.columns[i]) << ":";
      if (!row[i]) {
        out << "null";
      } else if (rows.numeric[i]) {
        out << *row[i];
      } else {
        out << JsonString(*row[i]);
      }
    }
    out << "}\n";
  }
}

}  // namespace aprgrid::cli
