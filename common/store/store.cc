#include "common/store/store.h"

#include <utility>

#include "common/status_macros.h"
#include "common/store/schema.h"

namespace aprgrid::store {

absl::StatusOr<std::unique_ptr<Store>> Store::Open(const std::string& path,
                                                   const Options& options) {
  ASSIGN_OR_RETURN(SqliteDb db, SqliteDb::Open(path, WriteConnectionOptions(options)));
  // Statement and savepoint journals (an UPDATE of an attempt, a write function's SAVEPOINT) in
  // memory: by default one that outgrows 64 KiB spills to a temporary file, and every page the
  // statement touches then costs write system calls on the writer thread.
  RETURN_IF_ERROR(db.Exec("PRAGMA temp_store = MEMORY"));
  RETURN_IF_ERROR(MigrateResultsSchema(db));
  ASSIGN_OR_RETURN(std::unique_ptr<WalCheckpointer> checkpointer,
                   WalCheckpointer::Start(path, options.writer_wal_autocheckpoint_pages / 2,
                                          options.busy_timeout));
  checkpointer->Attach(db);
  ASSIGN_OR_RETURN(std::unique_ptr<StoreWriter> writer,
                   StoreWriter::Start(std::move(db), options.writer));
  return std::unique_ptr<Store>(
      new Store(path, options.busy_timeout, std::move(checkpointer), std::move(writer)));
}

SqliteDb::Options Store::WriteConnectionOptions(const Options& options) {
  SqliteDb::Options db_options;
  db_options.busy_timeout = options.busy_timeout;
  db_options.cache_size_kib = options.writer_cache_kib;
  db_options.wal_autocheckpoint_pages = options.writer_wal_autocheckpoint_pages;
  return db_options;
}

absl::StatusOr<SqliteDb> Store::OpenReader() const {
  SqliteDb::Options options;
  options.read_only = true;
  options.busy_timeout = busy_timeout_;
  return SqliteDb::Open(path_, options);
}

}  // namespace aprgrid::store
