// Store: the results database of one coordinator. Opens (creating and migrating) the SQLite file,
// owns the StoreWriter that holds the only write connection, and opens read connections.
//
// How the coordinator uses it (coordinator/sqlite_coordinator_store.cc; the schema is here). The
// coordinator keeps its working state in memory and mirrors each change to the writer in call
// order; it waits for a commit only where a reply promises durability:
//  - Submit: one WriteFn that upserts the campaign row and its stages, inserts the new attempts
//    (InsertAttemptIfNew in attempt_row.h, so a key already stored is left alone) and links each
//    stage to every key it names (stage_links.h). The reply waits for its commit (CommitSoon).
//  - Lease, heartbeat, expiry, release and cancel: the coordinator decides in memory, then submits
//    a WriteFn that rewrites the mutable columns of the attempts concerned (state, epoch, tries,
//    worker_id, lease_deadline_unix_ms, timings, error; a first lease also its attempt_id) and
//    does not wait for it. A lease lost in a crash is covered at restart: every unfinished attempt
//    skips one epoch (coordinator.h).
//  - Report: each generation event is one typed GenerationWithArms operation (its
//    `generation_rows` row and its `operator_stat_rows` rows, under the attempt's id, which the
//    views `generations` and `operator_stats` show by key); a stream's or ReportBatch's
//    acknowledgement is sent from the FlushAsync callback that follows its writes. The next
//    expected seq lives in the coordinator's memory; after a restart it is recounted from the
//    stored generation rows.
//  - Result: one WriteFn that writes the result columns and the final state and deletes the
//    attempt's event rows (generation_rows, operator_stat_rows, crf_results) of other epochs
//    (docs/architecture.md, invariant 4), acknowledged like a Report.
// Readers (status, Watch, reports) use OpenReader() connections, one per thread.
//
// Thread-safety: writer() and OpenReader() may be called from any thread; see StoreWriter for its
// own rules. The Store must outlive every use of writer().
#ifndef APRGRID_COMMON_STORE_STORE_H_
#define APRGRID_COMMON_STORE_STORE_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "common/store/sqlite_db.h"
#include "common/store/store_writer.h"
#include "common/store/wal_checkpointer.h"

namespace aprgrid::store {

class Store {
 public:
  struct Options {
    StoreWriter::Options writer;
    absl::Duration busy_timeout = absl::Seconds(10);
    // Page cache of the write connection. Small on purpose: at every COMMIT SQLite scans the
    // page cache, at a cost that follows the pages cached rather than the batch, so a larger
    // cache makes every commit dearer (docs/performance.md, "Ingest by ReportBatch (2026-12-04,
    // session 20)", which also has Submit and the restart at scale with it).
    int64_t writer_cache_kib = 8 * 1024;
    // WAL pages between checkpoints (SQLite's default is 1000, 4 MiB). Larger means fewer
    // checkpoints, each copying a page that many batches rewrote (the attempts row, index and
    // interior pages) once. The Store runs them on a thread of its own (WalCheckpointer) rather
    // than in the writer's COMMITs; the WAL file grows to about twice this size.
    int64_t writer_wal_autocheckpoint_pages = 8192;
  };

  // The settings of the write connection (WAL, synchronous=NORMAL, foreign keys, cache), for
  // tools and benchmarks that must write exactly as the Store does.
  static SqliteDb::Options WriteConnectionOptions(const Options& options);

  // Opens or creates the database at `path`, migrates it to the current schema (refusing a file
  // from a newer aprgrid), and starts the writer. Only one process should hold a Store on a file:
  // a second one would contend for the write lock.
  static absl::StatusOr<std::unique_ptr<Store>> Open(const std::string& path,
                                                     const Options& options);
  static absl::StatusOr<std::unique_ptr<Store>> Open(const std::string& path) {
    return Open(path, Options());
  }

  // Flushes and stops the writer.
  ~Store() = default;

  StoreWriter& writer() { return *writer_; }

  // A new read-only connection (PRAGMA query_only) for one thread. It sees every committed batch
  // as of the start of each of its read transactions.
  absl::StatusOr<SqliteDb> OpenReader() const;

  const std::string& path() const { return path_; }

 private:
  Store(std::string path, absl::Duration busy_timeout,
        std::unique_ptr<WalCheckpointer> checkpointer, std::unique_ptr<StoreWriter> writer)
      : path_(std::move(path)),
        busy_timeout_(busy_timeout),
        checkpointer_(std::move(checkpointer)),
        writer_(std::move(writer)) {}

  const std::string path_;
  const absl::Duration busy_timeout_;
  // Declared before writer_ so that it stops after the writer's last commit.
  std::unique_ptr<WalCheckpointer> checkpointer_;
  std::unique_ptr<StoreWriter> writer_;
};

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_STORE_H_
