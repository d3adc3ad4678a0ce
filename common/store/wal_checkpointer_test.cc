#include "common/store/wal_checkpointer.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "common/store/store_test_util.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using testing::TempDir;

// Commits `n` rows of 4 KiB (at least one WAL frame apiece), `per_commit` rows per transaction.
void CommitRows(SqliteDb& db, int first, int n, int per_commit = 1) {
  for (int i = first; i < first + n; i += per_commit) {
    ASSERT_TRUE(db.Exec("BEGIN IMMEDIATE").ok());
    for (int row = i; row < i + per_commit && row < first + n; ++row) {
      auto insert = db.Cached("INSERT INTO t (id, body) VALUES (?, zeroblob(4096))");
      ASSERT_TRUE(insert.ok());
      ASSERT_TRUE((*insert)->BindAll(row).ok());
      ASSERT_TRUE((*insert)->Run().ok());
    }
    ASSERT_TRUE(db.Exec("COMMIT").ok());
  }
}

// Waits up to `timeout` for the checkpointer to have made at least `count` checkpoints.
void WaitForCheckpoints(const WalCheckpointer& checkpointer, int64_t count,
                        std::chrono::seconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (checkpointer.checkpoints() < count && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

SqliteDb OpenWriter(const std::string& path) {
  auto db = SqliteDb::Open(path);
  EXPECT_TRUE(db.ok()) << db.status();
  EXPECT_TRUE(db->Exec("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, body BLOB)").ok());
  return std::move(*db);
}

TEST(WalCheckpointerTest, CheckpointsOnItsOwnThreadAndKeepsTheWalBounded) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  SqliteDb writer = OpenWriter(path);
  auto checkpointer = WalCheckpointer::Start(path, /*threshold_pages=*/20, absl::Seconds(5));
  ASSERT_TRUE(checkpointer.ok()) << checkpointer.status();
  (*checkpointer)->Attach(writer);

  // 600 commits of at least two frames each (a row and its overflow page): without the file
  // starting over, the WAL would hold at least 1,200 frames (4.9 MiB). How far past twice the
  // threshold it gets depends on how many commits one background checkpoint's fsyncs last (here
  // commits take microseconds), so the bound only shows that it started over.
  for (int round = 0; round < 30; ++round) {
    CommitRows(writer, round * 20, 20);
    // Let the checkpoint thread run between rounds, as a busy writer's pauses would.
    WaitForCheckpoints(**checkpointer, round + 1, std::chrono::seconds(5));
  }
  EXPECT_GE((*checkpointer)->checkpoints(), 10);
  EXPECT_LT(std::filesystem::file_size(path + "-wal"), 1000u * 4096u);

  checkpointer->reset();
  writer = SqliteDb();
  SqliteDb reader = OpenWriter(path);
  EXPECT_EQ(Count(reader, "SELECT COUNT(*) FROM t"), 600);
  auto check = reader.Prepare("PRAGMA integrity_check");
  ASSERT_TRUE(check.ok());
  ASSERT_TRUE(*check->Step());
  EXPECT_EQ(check->ColumnText(0), "ok");
}

// A commit that is itself larger than the threshold (a large Submit) is not copied inside that
// commit, which would delay its acknowledgement: the thread copies it.
TEST(WalCheckpointerTest, LeavesALargeCommitToItsThread) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  SqliteDb writer = OpenWriter(path);
  auto checkpointer = WalCheckpointer::Start(path, /*threshold_pages=*/20, absl::Seconds(5));
  ASSERT_TRUE(checkpointer.ok()) << checkpointer.status();
  (*checkpointer)->Attach(writer);
  // One transaction of 100 rows of 4 KiB: at least 200 frames, ten times the threshold.
  CommitRows(writer, 0, 100, /*per_commit=*/100);
  EXPECT_EQ((*checkpointer)->writer_checkpoints(), 0);
  WaitForCheckpoints(**checkpointer, 1, std::chrono::seconds(10));
  EXPECT_GE((*checkpointer)->checkpoints(), 1);
  // The frames are in the database file now: at least one page per row.
  EXPECT_GE(std::filesystem::file_size(path), 100u * 4096u);
}

TEST(WalCheckpointerTest, LeavesASmallWalAloneAndCheckpointsWhenStopped) {
  TempDir dir;
  const std::string path = dir.File("results.db");
  SqliteDb writer = OpenWriter(path);
  auto checkpointer = WalCheckpointer::Start(path, /*threshold_pages=*/100000, absl::Seconds(5));
  ASSERT_TRUE(checkpointer.ok()) << checkpointer.status();
  (*checkpointer)->Attach(writer);
  CommitRows(writer, 0, 30);
  // The hook replaced SQLite's automatic checkpoint (1,000 pages) and 30 frames are below ours.
  EXPECT_EQ((*checkpointer)->checkpoints(), 0);

  checkpointer->reset();  // The last checkpoint copies everything into the database file.
  auto pages = writer.QueryInt("PRAGMA page_count");
  ASSERT_TRUE(pages.ok());
  EXPECT_GE(static_cast<int64_t>(std::filesystem::file_size(path)), *pages * 4096);
}

}  // namespace
}  // namespace aprgrid::store
