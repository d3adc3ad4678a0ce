#include "common/store/schema.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::store {
namespace {

absl::Status ApplyStep(SqliteDb& db, const SchemaMigration& step) {
  // IMMEDIATE takes the write lock first, so two processes opening the same new file serialize
  // here and the second one sees the first one's version.
  RETURN_IF_ERROR(db.Exec("BEGIN IMMEDIATE"));
  auto body = [&]() -> absl::Status {
    ASSIGN_OR_RETURN(int64_t app_id, db.QueryInt("PRAGMA application_id"));
    if (app_id != 0 && app_id != kResultsApplicationId) {
      return absl::FailedPreconditionError(absl::StrCat(
          db.path(), " is not an aprgrid results database (application_id ", app_id, ")"));
    }
    ASSIGN_OR_RETURN(int64_t version, db.QueryInt("PRAGMA user_version"));
    if (version >= step.version) return absl::OkStatus();  // Done by someone else meanwhile.
    if (version != step.version - 1) {
      return absl::InternalError(absl::StrCat("schema of ", db.path(), " is at version ", version,
                                              ", cannot apply step ", step.version));
    }
    absl::Status applied = db.Exec(step.sql);
    if (!applied.ok()) {
      return absl::Status(applied.code(), absl::StrCat("schema migration ", step.version, " (",
                                                       AsAbsl(step.description), ") of ", db.path(),
                                                       " failed: ", applied.message()));
    }
    // PRAGMA takes no bound parameters; the value is our own integer.
    RETURN_IF_ERROR(db.Exec(absl::StrCat("PRAGMA user_version = ", step.version)));
    if (app_id == 0) {
      RETURN_IF_ERROR(db.Exec(absl::StrCat("PRAGMA application_id = ", kResultsApplicationId)));
    }
    return absl::OkStatus();
  };
  absl::Status status = body();
  if (!status.ok()) {
    (void)db.Exec("ROLLBACK");
    return status;
  }
  return db.Exec("COMMIT");
}

}  // namespace

absl::StatusOr<int> SchemaVersion(SqliteDb& db) {
  ASSIGN_OR_RETURN(int64_t version, db.QueryInt("PRAGMA user_version"));
  return static_cast<int>(version);
}

absl::Status MigrateSchema(SqliteDb& db, std::span<const SchemaMigration> migrations) {
  for (size_t i = 0; i < migrations.size(); ++i) {
    if (migrations[i].version != static_cast<int>(i) + 1) {
      return absl::InternalError(absl::StrCat("schema migrations must be numbered 1, 2, ...; step ",
                                              i, " has version ", migrations[i].version));
    }
  }
  const int newest = static_cast<int>(migrations.size());
  ASSIGN_OR_RETURN(int64_t app_id, db.QueryInt("PRAGMA application_id"));
  if (app_id != 0 && app_id != kResultsApplicationId) {
    return absl::FailedPreconditionError(absl::StrCat(
        db.path(), " is not an aprgrid results database (application_id ", app_id, ")"));
  }
  ASSIGN_OR_RETURN(int version, SchemaVersion(db));
  if (version > newest) {
    return absl::FailedPreconditionError(
        absl::StrCat("results database ", db.path(), " has schema version ", version,
                     ", newer than the newest this build knows (", newest,
                     "); use a newer aprgrid, or a copy of the file made for this version"));
  }
  for (int step = version + 1; step <= newest; ++step) {
    RETURN_IF_ERROR(ApplyStep(db, migrations[step - 1]));
  }
  return absl::OkStatus();
}

absl::Status MigrateResultsSchema(SqliteDb& db) {
  return MigrateSchema(db, ResultsSchemaMigrations());
}

}  // namespace aprgrid::store
