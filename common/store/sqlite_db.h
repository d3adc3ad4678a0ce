// A thin RAII layer over the SQLite C API: one connection (SqliteDb) and its prepared statements
// (SqliteStatement). Every failure is an absl::Status that names the SQL and SQLite's message.
//
// SQL text given to this layer must be constant (written in this repository); values always travel
// as bound parameters, never spliced into SQL.
//
// Thread-safety: a SqliteDb and its statements belong to one thread at a time (SQLite is built
// serialized on Debian, but the step/column protocol of a statement is inherently single-threaded).
// Use one connection per thread; WAL mode lets readers and the one writer run concurrently.
#ifndef APRGRID_COMMON_STORE_SQLITE_DB_H_
#define APRGRID_COMMON_STORE_SQLITE_DB_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/time/time.h"

struct sqlite3;
struct sqlite3_stmt;

namespace aprgrid::store {

// Debian's abseil is built with its own absl::string_view (not an alias of std::string_view), so
// absl::StrCat and absl containers need this bridge for std::string_view arguments.
inline absl::string_view AsAbsl(std::string_view text) { return {text.data(), text.size()}; }

// A BLOB parameter or column (text parameters are plain string_views).
struct SqliteBlob {
  std::string_view bytes;
};

// A TEXT or BLOB parameter bound without a copy (SQLITE_STATIC), for a statement that binds many
// values that outlive it (the rows of a multi-row INSERT), where copying each one is a measurable
// part of the write (docs/performance.md, "Creator links from the attempt rows").
// REQUIRES: the bytes stay valid and unchanged until the parameter is bound again, the statement
// is cleared (ClearBindings) or finalized; clear it right after it ran.
struct SqliteStaticText {
  std::string_view text;
};
struct SqliteStaticBlob {
  std::string_view bytes;
};

// One prepared statement. Move-only; finalized on destruction.
//
// Bound text and blobs are copied (SQLITE_TRANSIENT), so temporaries may be bound: the copy of a
// short key costs little next to the insert, and a dangling pointer would corrupt data silently.
// Parameter indexes are 1-based, as in SQLite.
// A statement that has returned a row and was neither stepped to the end nor Reset keeps its
// connection's read transaction (its snapshot of the database) open: Reset it when done.
class SqliteStatement {
 public:
  SqliteStatement() = default;
  SqliteStatement(SqliteStatement&& other) noexcept;
  SqliteStatement& operator=(SqliteStatement&& other) noexcept;
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;
  ~SqliteStatement();

  absl::Status BindNull(int index);
  absl::Status BindInt(int index, int64_t value);
  absl::Status BindDouble(int index, double value);
  absl::Status BindText(int index, std::string_view value);
  absl::Status BindBlob(int index, SqliteBlob value);
  absl::Status BindText(int index, SqliteStaticText value);
  absl::Status BindBlob(int index, SqliteStaticBlob value);

  // Binds `values` to parameters 1..N in order. Accepts integers (including bool and unsigned:
  // REQUIRES values <= INT64_MAX), doubles, strings, SqliteBlob, SqliteStaticText,
  // SqliteStaticBlob, std::nullopt and std::optional<T>.
  template <typename... Values>
  absl::Status BindAll(const Values&... values) {
    return BindFrom(1, values...);
  }
  // Binds `values` to parameters first, first+1, ... (one row of a multi-row INSERT).
  template <typename... Values>
  absl::Status BindFrom(int first, const Values&... values) {
    int index = first - 1;
    absl::Status status;
    ((status.ok() ? (status = BindOne(++index, values), 0) : 0), ...);
    return status;
  }

  // Advances: true if a row is available (read it with Column*), false when done.
  absl::StatusOr<bool> Step();
  // Steps to completion, ignoring any rows, then resets. For INSERT/UPDATE/DELETE.
  absl::Status Run();
  // Resets the statement to run again. Bindings stay (they are copies); rebind or ClearBindings.
  void Reset();
  // Sets every parameter to NULL.
  void ClearBindings();

  bool ColumnIsNull(int column) const;
  int64_t ColumnInt(int column) const;
  double ColumnDouble(int column) const;
  // Valid until the next Step/Reset.
  std::string_view ColumnText(int column) const;
  std::string_view ColumnBlob(int column) const;
  int ColumnCount() const;

  std::string_view sql() const;

 private:
  friend class SqliteDb;
  SqliteStatement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
  absl::Status Check(int rc) const;

  absl::Status BindOne(int index, std::nullopt_t) { return BindNull(index); }
  absl::Status BindOne(int index, double value) { return BindDouble(index, value); }
  absl::Status BindOne(int index, std::string_view value) { return BindText(index, value); }
  absl::Status BindOne(int index, const std::string& value) { return BindText(index, value); }
  absl::Status BindOne(int index, const char* value) { return BindText(index, value); }
  absl::Status BindOne(int index, SqliteBlob value) { return BindBlob(index, value); }
  absl::Status BindOne(int index, SqliteStaticText value) { return BindText(index, value); }
  absl::Status BindOne(int index, SqliteStaticBlob value) { return BindBlob(index, value); }
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  absl::Status BindOne(int index, Int value) {
    return BindInt(index, static_cast<int64_t>(value));
  }
  template <typename T>
  absl::Status BindOne(int index, const std::optional<T>& value) {
    return value.has_value() ? BindOne(index, *value) : BindNull(index);
  }

  sqlite3* db_ = nullptr;
  sqlite3_stmt* stmt_ = nullptr;
};

// One connection. Move-only; closed on destruction (REQUIRES: its statements are gone by then,
// except those in its own statement cache).
class SqliteDb {
 public:
  enum class Synchronous { kOff, kNormal, kFull };

  struct Options {
    bool read_only = false;  // Open for reading; also sets PRAGMA query_only.
    bool create = true;      // Create the file if missing (ignored when read_only).
    bool wal = true;         // PRAGMA journal_mode=WAL (persistent in the file once set).
    // NORMAL in WAL mode: a commit survives a process crash (kill -9) because it is in the WAL
    // file; only a power loss or OS crash may lose the last commits. That is the durability
    // that docs/architecture.md, invariant 6 asks for, at a fraction of FULL's fsync cost.
    Synchronous synchronous = Synchronous::kNormal;
    bool foreign_keys = true;
    // PRAGMA cache_size in KiB; 0 keeps SQLite's default (2 MiB). The writer wants the pages
    // that interleaved attempts touch to stay cached between batches.
    int64_t cache_size_kib = 0;
    // PRAGMA wal_autocheckpoint in pages; 0 keeps SQLite's default (1000). A writer that commits
    // often wants it larger: a page rewritten by many commits is copied to the database (and
    // fsynced) once per checkpoint, not once per 1000 WAL pages.
    int64_t wal_autocheckpoint_pages = 0;
    absl::Duration busy_timeout = absl::Seconds(10);
  };

  SqliteDb() = default;
  SqliteDb(SqliteDb&& other) noexcept;
  SqliteDb& operator=(SqliteDb&& other) noexcept;
  SqliteDb(const SqliteDb&) = delete;
  SqliteDb& operator=(const SqliteDb&) = delete;
  ~SqliteDb();

  static absl::StatusOr<SqliteDb> Open(const std::string& path, const Options& options);
  static absl::StatusOr<SqliteDb> Open(const std::string& path) { return Open(path, Options()); }

  // Runs constant SQL, possibly several statements; rows are discarded. No parameters.
  absl::Status Exec(std::string_view sql);
  absl::StatusOr<SqliteStatement> Prepare(std::string_view sql);
  // A statement prepared once per connection and kept (for hot paths); returned reset, with
  // bindings cleared. The pointer stays valid for the connection's lifetime.
  absl::StatusOr<SqliteStatement*> Cached(std::string_view sql);

  // The first column of the first row of a constant query (e.g. "PRAGMA user_version").
  absl::StatusOr<int64_t> QueryInt(std::string_view sql);

  int64_t LastInsertRowId() const;
  // Rows changed by the last INSERT/UPDATE/DELETE.
  int64_t Changes() const;
  bool InTransaction() const;

  const std::string& path() const { return path_; }
  sqlite3* raw() const { return db_; }

 private:
  SqliteDb(sqlite3* db, std::string path);
  void Close();

  sqlite3* db_ = nullptr;
  std::string path_;
  // Statements of Cached(); Close() finalizes them before closing the connection.
  absl::flat_hash_map<std::string, std::unique_ptr<SqliteStatement>> cache_;
};

// Builds the Status for SQLite result code `rc` on `db` while running `sql`. Exposed for code that
// calls the C API directly.
absl::Status SqliteError(sqlite3* db, int rc, std::string_view sql);

// The text of a multi-row INSERT: `head` (the statement up to and including `VALUES `), then
// `row` (one row's parenthesised values) `rows` times, separated by commas. REQUIRES: rows >= 1.
std::string MultiRowInsertSql(std::string_view head, std::string_view row, size_t rows);

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_SQLITE_DB_H_
