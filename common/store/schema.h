// The results database schema (a public interface: docs/results-schema.md) and its forward
// migrations, tracked with PRAGMA user_version.
//
// A migration step is constant SQL applied inside its own transaction, together with the bump of
// user_version, so a crash leaves the file at one version or the next, never in between. A file
// whose version is newer than this build knows is refused: an old binary must not write into a
// schema it does not understand.
#ifndef APRGRID_COMMON_STORE_SCHEMA_H_
#define APRGRID_COMMON_STORE_SCHEMA_H_

#include <cstdint>
#include <span>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store {

// One forward step: from version - 1 to version.
struct SchemaMigration {
  int version;
  std::string_view description;
  std::string_view sql;
};

// PRAGMA application_id of an aprgrid results database ("APRG"), so that another application's
// SQLite file is refused instead of being written into.
inline constexpr int32_t kResultsApplicationId = 0x41505247;

// The results schema's steps, oldest first; the last one's version is the current version.
std::span<const SchemaMigration> ResultsSchemaMigrations();
int ResultsSchemaVersion();

// Applies the steps of `migrations` newer than the file's user_version, each in its own
// transaction. REQUIRES: `migrations` numbered 1, 2, ... in order; `db` writable and not inside
// a transaction. Errors: FailedPrecondition if the file is newer than `migrations` or belongs to
// another application; the SQLite error (naming the step) if a step fails, leaving the file at
// the previous version.
absl::Status MigrateSchema(SqliteDb& db, std::span<const SchemaMigration> migrations);

// MigrateSchema with ResultsSchemaMigrations().
absl::Status MigrateResultsSchema(SqliteDb& db);

// PRAGMA user_version of `db`.
absl::StatusOr<int> SchemaVersion(SqliteDb& db);

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_SCHEMA_H_
