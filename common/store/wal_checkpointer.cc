#include "common/store/wal_checkpointer.h"

#include <sqlite3.h>

#include <utility>

#include "absl/time/clock.h"
#include "absl/time/time.h"

namespace aprgrid::store {

absl::StatusOr<std::unique_ptr<WalCheckpointer>> WalCheckpointer::Start(
    const std::string& path, int64_t threshold_pages, absl::Duration busy_timeout) {
  SqliteDb::Options options;
  options.create = false;
  options.busy_timeout = busy_timeout;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path, options);
  if (!db.ok()) return db.status();
  std::unique_ptr<WalCheckpointer> checkpointer(
      new WalCheckpointer(std::move(*db), threshold_pages > 0 ? threshold_pages : 1000));
  checkpointer->thread_ = std::thread([c = checkpointer.get()] { c->Run(); });
  return checkpointer;
}

WalCheckpointer::~WalCheckpointer() {
  {
    absl::MutexLock lock(&mu_);
    stopping_ = true;
  }
  wanted_.Signal();
  if (thread_.joinable()) thread_.join();
}

void WalCheckpointer::Attach(SqliteDb& writer) {
  sqlite3_wal_hook(writer.raw(), &WalCheckpointer::OnCommit, this);
}

int WalCheckpointer::OnCommit(void* self, sqlite3* writer, const char*, int wal_pages) {
  auto* checkpointer = static_cast<WalCheckpointer*>(self);
  if (wal_pages < checkpointer->requested_at_pages_) {
    checkpointer->requested_at_pages_ = 0;  // The file started over.
  }
  // Frames this commit added (all of them if the file started over).
  const int64_t added = wal_pages >= checkpointer->last_wal_pages_
                            ? wal_pages - checkpointer->last_wal_pages_
                            : wal_pages;
  checkpointer->last_wal_pages_ = wal_pages;
  if (wal_pages < checkpointer->threshold_pages_) return SQLITE_OK;
  if (wal_pages >= 2 * checkpointer->threshold_pages_ && added < checkpointer->threshold_pages_) {
    // Copies what the background checkpoints left (the last batches), so that the next
    // transaction starts the file over. SQLITE_BUSY at once if the background one is running;
    // the next commit tries again. Not for a commit that is itself most of the WAL: the thread
    // copies that one (see the header).
    (void)sqlite3_wal_checkpoint_v2(writer, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    checkpointer->writer_checkpoints_.fetch_add(1);
    return SQLITE_OK;
  }
  // At the threshold and every half threshold after it: a checkpoint per commit would cost two
  // fsyncs per commit on the checkpoint thread.
  if (wal_pages < checkpointer->requested_at_pages_ + checkpointer->threshold_pages_ / 2) {
    return SQLITE_OK;
  }
  checkpointer->requested_at_pages_ = wal_pages;
  bool wake = false;
  {
    absl::MutexLock lock(&checkpointer->mu_);
    wake = !checkpointer->requested_;
    checkpointer->requested_ = true;
  }
  if (wake) checkpointer->wanted_.Signal();
  return SQLITE_OK;
}

bool WalCheckpointer::Checkpoint() {
  int wal_pages = 0;
  int copied = 0;
  // Errors (SQLITE_BUSY while another checkpoint runs, I/O) leave the WAL as it is; the next
  // commit past the threshold asks again, and SQLite redoes a checkpoint from the WAL anyway.
  const int rc =
      sqlite3_wal_checkpoint_v2(db_.raw(), nullptr, SQLITE_CHECKPOINT_PASSIVE, &wal_pages, &copied);
  checkpoints_.fetch_add(1);
  return rc == SQLITE_OK && copied >= wal_pages;
}

void WalCheckpointer::Run() {
  mu_.Lock();
  while (true) {
    while (!requested_ && !stopping_) wanted_.Wait(&mu_);
    if (stopping_) break;
    requested_ = false;
    mu_.Unlock();
    const bool complete = Checkpoint();
    mu_.Lock();
    if (!complete) {
      // A reader still needs old frames: let it finish rather than retry after every commit.
      const absl::Time until = absl::Now() + absl::Milliseconds(20);
      while (!stopping_) {
        if (wanted_.WaitWithDeadline(&mu_, until)) break;  // The 20 ms passed.
      }
    }
  }
  mu_.Unlock();
  Checkpoint();  // What the writer committed last goes into the database file too.
}

}  // namespace aprgrid::store
