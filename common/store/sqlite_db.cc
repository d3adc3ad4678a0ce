#include "common/store/sqlite_db.h"

#include <sqlite3.h>

#include <mutex>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::store {
namespace {

absl::StatusCode CodeFor(int rc) {
  switch (rc & 0xff) {  // The primary code of an extended result code.
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return absl::StatusCode::kUnavailable;
    case SQLITE_FULL:
    case SQLITE_NOMEM:
    case SQLITE_TOOBIG:
      return absl::StatusCode::kResourceExhausted;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return absl::StatusCode::kDataLoss;
    case SQLITE_CONSTRAINT:
      return rc == SQLITE_CONSTRAINT_PRIMARYKEY || rc == SQLITE_CONSTRAINT_UNIQUE
                 ? absl::StatusCode::kAlreadyExists
                 : absl::StatusCode::kFailedPrecondition;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return absl::StatusCode::kPermissionDenied;
    case SQLITE_CANTOPEN:
      return absl::StatusCode::kNotFound;
    case SQLITE_RANGE:
    case SQLITE_MISMATCH:
      return absl::StatusCode::kInvalidArgument;
    default:
      return absl::StatusCode::kInternal;
  }
}

// SQL quoted in an error message; long scripts (schema steps) are cut.
std::string Abbreviated(std::string_view sql) {
  constexpr size_t kMax = 300;
  if (sql.size() <= kMax) return std::string(sql);
  return std::string(sql.substr(0, kMax)) + "...";
}

}  // namespace

absl::Status SqliteError(sqlite3* db, int rc, std::string_view sql) {
  // The connection's message is only meaningful if it describes this very error.
  const char* message =
      db != nullptr && sqlite3_extended_errcode(db) == rc ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  return absl::Status(CodeFor(rc), absl::StrCat("sqlite: ", message, " (", sqlite3_errstr(rc),
                                                ", code ", rc, ") in: ", Abbreviated(sql)));
}

// ---------------------------------------------------------------------------------------------
// SqliteStatement

SqliteStatement::SqliteStatement(SqliteStatement&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)), stmt_(std::exchange(other.stmt_, nullptr)) {}

SqliteStatement& SqliteStatement::operator=(SqliteStatement&& other) noexcept {
  if (this != &other) {
    sqlite3_finalize(stmt_);
    db_ = std::exchange(other.db_, nullptr);
    stmt_ = std::exchange(other.stmt_, nullptr);
  }
  return *this;
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(stmt_); }

absl::Status SqliteStatement::Check(int rc) const {
  if (rc == SQLITE_OK) return absl::OkStatus();
  return SqliteError(db_, rc, sql());
}

absl::Status SqliteStatement::BindNull(int index) { return Check(sqlite3_bind_null(stmt_, index)); }

absl::Status SqliteStatement::BindInt(int index, int64_t value) {
  return Check(sqlite3_bind_int64(stmt_, index, value));
}

absl::Status SqliteStatement::BindDouble(int index, double value) {
  return Check(sqlite3_bind_double(stmt_, index, value));
}

absl::Status SqliteStatement::BindText(int index, std::string_view value) {
  return Check(
      sqlite3_bind_text64(stmt_, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8));
}

absl::Status SqliteStatement::BindBlob(int index, SqliteBlob value) {
  // A null data pointer would bind NULL instead of an empty blob.
  const char* data = value.bytes.data() != nullptr ? value.bytes.data() : "";
  return Check(sqlite3_bind_blob64(stmt_, index, data, value.bytes.size(), SQLITE_TRANSIENT));
}

absl::Status SqliteStatement::BindText(int index, SqliteStaticText value) {
  return Check(sqlite3_bind_text64(stmt_, index, value.text.data(), value.text.size(),
                                   SQLITE_STATIC, SQLITE_UTF8));
}

absl::Status SqliteStatement::BindBlob(int index, SqliteStaticBlob value) {
  const char* data = value.bytes.data() != nullptr ? value.bytes.data() : "";
  return Check(sqlite3_bind_blob64(stmt_, index, data, value.bytes.size(), SQLITE_STATIC));
}

absl::StatusOr<bool> SqliteStatement::Step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  absl::Status error = SqliteError(db_, rc, sql());
  sqlite3_reset(stmt_);
  return error;
}

absl::Status SqliteStatement::Run() {
  absl::StatusOr<bool> row;
  do {
    row = Step();
  } while (row.ok() && *row);
  Reset();
  return row.status();
}

void SqliteStatement::Reset() { sqlite3_reset(stmt_); }

// Not part of Reset: clearing frees the parameters' buffers, which the hot insert paths would
// otherwise reallocate for every row.
void SqliteStatement::ClearBindings() { sqlite3_clear_bindings(stmt_); }

bool SqliteStatement::ColumnIsNull(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

int64_t SqliteStatement::ColumnInt(int column) const { return sqlite3_column_int64(stmt_, column); }

double SqliteStatement::ColumnDouble(int column) const {
  return sqlite3_column_double(stmt_, column);
}

std::string_view SqliteStatement::ColumnText(int column) const {
  const unsigned char* text = sqlite3_column_text(stmt_, column);
  if (text == nullptr) return {};
  return std::string_view(reinterpret_cast<const char*>(text),
                          static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
}

std::string_view SqliteStatement::ColumnBlob(int column) const {
  const void* blob = sqlite3_column_blob(stmt_, column);
  if (blob == nullptr) return {};
  return std::string_view(static_cast<const char*>(blob),
                          static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
}

int SqliteStatement::ColumnCount() const { return sqlite3_column_count(stmt_); }

std::string_view SqliteStatement::sql() const {
  const char* text = stmt_ != nullptr ? sqlite3_sql(stmt_) : nullptr;
  return text != nullptr ? std::string_view(text) : std::string_view();
}

// ---------------------------------------------------------------------------------------------
// SqliteDb

SqliteDb::SqliteDb(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}

SqliteDb::SqliteDb(SqliteDb&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)),
      path_(std::move(other.path_)),
      cache_(std::move(other.cache_)) {
  other.cache_.clear();
}

SqliteDb& SqliteDb::operator=(SqliteDb&& other) noexcept {
  if (this != &other) {
    Close();
    db_ = std::exchange(other.db_, nullptr);
    path_ = std::move(other.path_);
    cache_ = std::move(other.cache_);
    other.cache_.clear();
  }
  return *this;
}

SqliteDb::~SqliteDb() { Close(); }

void SqliteDb::Close() {
  cache_.clear();
  if (db_ != nullptr) {
    // sqlite3_close_v2 defers the close if a statement outlives us instead of leaking silently.
    sqlite3_close_v2(db_);
    db_ = nullptr;
  }
}

absl::StatusOr<SqliteDb> SqliteDb::Open(const std::string& path, const Options& options) {
  // SQLite's memory statistics take a global mutex on every allocation (several per INSERT);
  // nothing here reads them. Process-wide, and only possible before SQLite initializes: if some
  // other code initialized it first, the call fails harmlessly and the statistics stay on.
  static std::once_flag configure_once;
  std::call_once(configure_once, [] { (void)sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); });
  int flags = SQLITE_OPEN_NOMUTEX;  // Connections are used by one thread at a time.
  if (options.read_only) {
    // Read-write at the file level so that a reader can take part in WAL recovery even when it
    // is the first to open the file; PRAGMA query_only below forbids writes.
    flags |= SQLITE_OPEN_READWRITE;
  } else {
    flags |= SQLITE_OPEN_READWRITE | (options.create ? SQLITE_OPEN_CREATE : 0);
  }
  sqlite3* raw = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
  if (rc != SQLITE_OK) {
    absl::Status error = SqliteError(raw, rc, absl::StrCat("open ", path));
    sqlite3_close_v2(raw);
    return error;
  }
  SqliteDb db(raw, path);
  sqlite3_extended_result_codes(raw, 1);
  sqlite3_busy_timeout(raw, static_cast<int>(absl::ToInt64Milliseconds(options.busy_timeout)));

  if (options.read_only) {
    RETURN_IF_ERROR(db.Exec("PRAGMA query_only = ON"));
  } else if (options.wal) {
    ASSIGN_OR_RETURN(SqliteStatement wal, db.Prepare("PRAGMA journal_mode = WAL"));
    ASSIGN_OR_RETURN(bool has_row, wal.Step());
    if (!has_row || wal.ColumnText(0) != "wal") {
      return absl::FailedPreconditionError(absl::StrCat("sqlite: cannot switch ", path,
                                                        " to WAL mode (file system without shared "
                                                        "memory support?)"));
    }
  }
  switch (options.synchronous) {
    case Synchronous::kOff:
      RETURN_IF_ERROR(db.Exec("PRAGMA synchronous = OFF"));
      break;
    case Synchronous::kNormal:
      RETURN_IF_ERROR(db.Exec("PRAGMA synchronous = NORMAL"));
      break;
    case Synchronous::kFull:
      RETURN_IF_ERROR(db.Exec("PRAGMA synchronous = FULL"));
      break;
  }
  RETURN_IF_ERROR(
      db.Exec(options.foreign_keys ? "PRAGMA foreign_keys = ON" : "PRAGMA foreign_keys = OFF"));
  if (options.cache_size_kib > 0) {
    // A PRAGMA takes no bound parameters; the value is an integer, not text from a user.
    RETURN_IF_ERROR(db.Exec(absl::StrCat("PRAGMA cache_size = -", options.cache_size_kib)));
  }
  if (options.wal_autocheckpoint_pages > 0 && !options.read_only) {
    RETURN_IF_ERROR(
        db.Exec(absl::StrCat("PRAGMA wal_autocheckpoint = ", options.wal_autocheckpoint_pages)));
  }
  return db;
}

std::string MultiRowInsertSql(std::string_view head, std::string_view row, size_t rows) {
  std::string sql;
  sql.reserve(head.size() + rows * (row.size() + 2));
  sql.append(head);
  for (size_t i = 0; i < rows; ++i) sql.append(i == 0 ? "" : ", ").append(row);
  return sql;
}

absl::Status SqliteDb::Exec(std::string_view sql) {
  // sqlite3_exec needs a NUL-terminated string.
  std::string text(sql);
  char* message = nullptr;
  int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message);
  if (rc == SQLITE_OK) return absl::OkStatus();
  std::string detail = message != nullptr ? message : sqlite3_errstr(rc);
  sqlite3_free(message);
  return absl::Status(CodeFor(rc), absl::StrCat("sqlite: ", detail, " (", sqlite3_errstr(rc),
                                                ", code ", rc, ") in: ", Abbreviated(sql)));
}

absl::StatusOr<SqliteStatement> SqliteDb::Prepare(std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  const char* tail = nullptr;
  int rc = sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()),
                              SQLITE_PREPARE_PERSISTENT, &stmt, &tail);
  if (rc != SQLITE_OK) return SqliteError(db_, rc, sql);
  if (stmt == nullptr)
    return absl::InvalidArgumentError(absl::StrCat("sqlite: empty SQL: ", AsAbsl(sql)));
  SqliteStatement statement(db_, stmt);
  // Trailing text would be silently ignored by SQLite; refuse it so no statement is lost.
  for (const char* p = tail; p != nullptr && p < sql.data() + sql.size(); ++p) {
    if (*p != ' ' && *p != '\n' && *p != '\t' && *p != '\r' && *p != ';') {
      return absl::InvalidArgumentError(
          absl::StrCat("sqlite: Prepare takes one statement; extra text in: ", AsAbsl(sql)));
    }
  }
  return statement;
}

absl::StatusOr<SqliteStatement*> SqliteDb::Cached(std::string_view sql) {
  auto it = cache_.find(AsAbsl(sql));
  if (it != cache_.end()) {
    it->second->Reset();
    it->second->ClearBindings();
    return it->second.get();
  }
  ASSIGN_OR_RETURN(SqliteStatement statement, Prepare(sql));
  auto inserted =
      cache_.emplace(std::string(sql), std::make_unique<SqliteStatement>(std::move(statement)));
  return inserted.first->second.get();
}

absl::StatusOr<int64_t> SqliteDb::QueryInt(std::string_view sql) {
  ASSIGN_OR_RETURN(SqliteStatement statement, Prepare(sql));
  ASSIGN_OR_RETURN(bool has_row, statement.Step());
  if (!has_row) return absl::NotFoundError(absl::StrCat("sqlite: no row from: ", AsAbsl(sql)));
  return statement.ColumnInt(0);
}

int64_t SqliteDb::LastInsertRowId() const { return sqlite3_last_insert_rowid(db_); }

int64_t SqliteDb::Changes() const { return sqlite3_changes64(db_); }

bool SqliteDb::InTransaction() const { return db_ != nullptr && sqlite3_get_autocommit(db_) == 0; }

}  // namespace aprgrid::store
