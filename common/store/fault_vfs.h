// FaultVfs: an SQLite VFS for fault-injection tests. It wraps the VFS that was the default when it
// was installed and passes every call through, except the faults a test asks for: writes or
// syncs that fail with a chosen SQLite error (SQLITE_FULL for a full disk, SQLITE_IOERR_WRITE,
// SQLITE_IOERR_FSYNC) after a chosen number of successful ones, and database files opened
// read-only (as SQLite opens a file it may not write). With no fault set it changes nothing, so a
// test may install it as the process's default before anything opens a database.
//
// In WAL mode a COMMIT is a write of frames to the -wal file (with synchronous=NORMAL, a sync only
// at checkpoints), so failing writes fails commits; failing syncs fails checkpoints (and every
// commit under synchronous=FULL).
//
// Thread-safety: the fault settings are atomics; any thread may change them while connections
// run. Not for production code: nothing in aprgrid installs it outside tests.
#ifndef APRGRID_COMMON_STORE_FAULT_VFS_H_
#define APRGRID_COMMON_STORE_FAULT_VFS_H_

#include <atomic>
#include <cstdint>

namespace aprgrid::store {

class FaultVfs {
 public:
  // The VFS's name, for sqlite3_open_v2 when it is not the default.
  static constexpr char kName[] = "aprgrid-faults";

  // Registers the VFS (once per process; later calls return the same object) and, if
  // `make_default`, makes it the default VFS, so every connection opened afterwards uses it.
  static FaultVfs& Install(bool make_default);

  // After `successes` more successful writes, the next `count` writes (count < 0: every one until
  // Clear) fail with `sqlite_rc` (e.g. SQLITE_FULL, SQLITE_IOERR_WRITE) and write nothing.
  void FailWrites(int sqlite_rc, int64_t successes = 0, int64_t count = -1);
  // The same for syncs (fsync/fdatasync): e.g. SQLITE_IOERR_FSYNC.
  void FailSyncs(int sqlite_rc, int64_t successes = 0, int64_t count = -1);
  // While set, main database files are opened read-only, whatever the caller asked.
  void OpenDatabasesReadOnly(bool read_only) { read_only_.store(read_only); }
  // Removes every fault (files already opened read-only stay so).
  void Clear();

  // Writes and syncs that were failed on purpose so far.
  int64_t failed_writes() const { return failed_writes_.load(); }
  int64_t failed_syncs() const { return failed_syncs_.load(); }

  // Used by the VFS's functions: whether this write (or sync) fails, and with which code (0: no).
  int NextWriteFault() { return Next(write_rc_, write_skip_, write_count_, failed_writes_); }
  int NextSyncFault() { return Next(sync_rc_, sync_skip_, sync_count_, failed_syncs_); }
  bool read_only() const { return read_only_.load(); }

 private:
  FaultVfs() = default;
  static int Next(std::atomic<int>& rc, std::atomic<int64_t>& skip, std::atomic<int64_t>& count,
                  std::atomic<int64_t>& failed);

  std::atomic<int> write_rc_{0};
  std::atomic<int64_t> write_skip_{0};
  std::atomic<int64_t> write_count_{0};
  std::atomic<int> sync_rc_{0};
  std::atomic<int64_t> sync_skip_{0};
  std::atomic<int64_t> sync_count_{0};
  std::atomic<bool> read_only_{false};
  std::atomic<int64_t> failed_writes_{0};
  std::atomic<int64_t> failed_syncs_{0};
};

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_FAULT_VFS_H_
