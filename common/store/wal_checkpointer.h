// WalCheckpointer: runs the WAL checkpoints of the results database on a thread of its own.
//
// SQLite's automatic checkpoint runs inside the COMMIT that takes the WAL past its threshold, on
// the committing thread: the store writer would copy thousands of pages back into the database
// file and wait for two fsyncs (tens of milliseconds: docs/performance.md, "Coordinator") while
// every Report stream waits for its acknowledgement. Here the writer connection only reports its
// WAL size after each commit (Attach installs SQLite's WAL hook, which replaces the automatic
// checkpoint), and once the WAL holds `threshold_pages` frames this thread runs a PASSIVE
// checkpoint on a connection of its own, which never blocks the writer.
//
// SQLite starts the WAL file over only at a transaction that begins with every frame copied,
// which a background checkpoint racing a busy writer rarely sees. So at twice the threshold the
// writer checkpoints in its hook, as SQLite's automatic checkpoint would, but finds all but the
// last batches' frames copied and their fsync mostly done: the file stays bounded (about twice
// the threshold plus what one background checkpoint's duration adds) at a small cost. A commit
// that alone added a threshold's worth of frames or more (a large Submit: hundreds of MB) is the
// exception: there the hook's checkpoint would copy the whole transaction and wait for two
// fsyncs before the commit returns, i.e. before the write is acknowledged, so the hook asks this
// thread instead (docs/performance.md, "Wall time at a million attempts").
//
// Crash safety is SQLite's: a checkpoint interrupted by a crash is redone from the WAL on the
// next open.
//
// Thread-safety: Attach and the destructor run on the thread that owns the writer connection
// before and after it is used; the WAL hook runs on the writer thread; the rest is internal.
#ifndef APRGRID_COMMON_STORE_WAL_CHECKPOINTER_H_
#define APRGRID_COMMON_STORE_WAL_CHECKPOINTER_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store {

class WalCheckpointer {
 public:
  // Opens its own connection to the database at `path` (REQUIRES: already in WAL mode) and starts
  // the thread.
  static absl::StatusOr<std::unique_ptr<WalCheckpointer>> Start(const std::string& path,
                                                                int64_t threshold_pages,
                                                                absl::Duration busy_timeout);

  // Runs a last checkpoint and stops the thread. REQUIRES: the attached writer connection is
  // closed or no longer commits.
  ~WalCheckpointer();

  WalCheckpointer(const WalCheckpointer&) = delete;
  WalCheckpointer& operator=(const WalCheckpointer&) = delete;

  // Makes `writer`'s commits report their WAL size here instead of checkpointing themselves.
  // REQUIRES: this object outlives the connection's commits.
  void Attach(SqliteDb& writer);

  // Checkpoints run so far by this object's thread (for tests and metrics).
  int64_t checkpoints() const { return checkpoints_.load(); }
  // Checkpoints the writer ran in its own commits (the fallback at twice the threshold).
  int64_t writer_checkpoints() const { return writer_checkpoints_.load(); }

 private:
  WalCheckpointer(SqliteDb db, int64_t threshold_pages)
      : db_(std::move(db)), threshold_pages_(threshold_pages) {}
  // The WAL hook: runs on the writer thread after each commit.
  static int OnCommit(void* self, struct sqlite3* db, const char* schema, int wal_pages);
  void Run() ABSL_LOCKS_EXCLUDED(mu_);
  // Returns whether every frame of the WAL is in the database file now.
  bool Checkpoint();

  SqliteDb db_;  // Used only by the checkpoint thread after Start.
  const int64_t threshold_pages_;
  int64_t requested_at_pages_ = 0;  // WAL size at the last request; used by the hook only.
  int64_t last_wal_pages_ = 0;      // WAL size at the last commit; used by the hook only.
  std::atomic<int64_t> checkpoints_{0};
  std::atomic<int64_t> writer_checkpoints_{0};

  absl::Mutex mu_;
  absl::CondVar wanted_;
  bool requested_ ABSL_GUARDED_BY(mu_) = false;
  bool stopping_ ABSL_GUARDED_BY(mu_) = false;
  std::thread thread_;
};

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_WAL_CHECKPOINTER_H_
