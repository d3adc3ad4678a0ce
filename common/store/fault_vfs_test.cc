#include "common/store/fault_vfs.h"

#include <sqlite3.h>

#include <cstdlib>
#include <string>

#include "absl/strings/match.h"
#include "common/store/sqlite_db.h"
#include "common/store/store.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

class FaultVfsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    faults_ = &FaultVfs::Install(/*make_default=*/true);
    faults_->Clear();
    path_ = ::testing::TempDir() + "/fault_vfs_test_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
    std::system(("rm -f " + path_ + "*").c_str());
  }
  void TearDown() override {
    faults_->Clear();
    std::system(("rm -f " + path_ + "*").c_str());
  }

  FaultVfs* faults_ = nullptr;
  std::string path_;
};

TEST_F(FaultVfsTest, AFullDiskFailsTheCommitAndLosesNothingCommittedBefore) {
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path_);
  ASSERT_TRUE(db.ok()) << db.status();
  ASSERT_TRUE(db->Exec("CREATE TABLE t (x INTEGER)").ok());
  ASSERT_TRUE(db->Exec("INSERT INTO t VALUES (1)").ok());

  faults_->FailWrites(SQLITE_FULL);
  const absl::Status full = db->Exec("BEGIN; INSERT INTO t VALUES (2); COMMIT");
  EXPECT_FALSE(full.ok());
  EXPECT_TRUE(absl::StrContains(full.message(), "full")) << full;
  EXPECT_GT(faults_->failed_writes(), 0);
  if (db->InTransaction()) (void)db->Exec("ROLLBACK");

  faults_->Clear();
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM t"), 1);
  ASSERT_TRUE(db->Exec("INSERT INTO t VALUES (3)").ok());
  EXPECT_EQ(*db->QueryInt("SELECT SUM(x) FROM t"), 4);
  absl::StatusOr<SqliteDb> check = SqliteDb::Open(path_);
  ASSERT_TRUE(check.ok());
  EXPECT_EQ(*check->QueryInt("SELECT COUNT(*) FROM t"), 2);
  ASSERT_TRUE(check->Exec("PRAGMA integrity_check").ok());
}

TEST_F(FaultVfsTest, WritesFailAfterTheChosenNumberOfSuccesses) {
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path_);
  ASSERT_TRUE(db.ok());
  ASSERT_TRUE(db->Exec("CREATE TABLE t (x INTEGER)").ok());
  faults_->FailWrites(SQLITE_IOERR_WRITE, /*successes=*/1000000, /*count=*/1);
  ASSERT_TRUE(db->Exec("INSERT INTO t VALUES (1)").ok());  // Within the successes.
  const int64_t failed_before = faults_->failed_writes();  // Counted since Install.
  faults_->FailWrites(SQLITE_IOERR_WRITE, /*successes=*/0, /*count=*/1);
  EXPECT_FALSE(db->Exec("INSERT INTO t VALUES (2)").ok());
  EXPECT_EQ(faults_->failed_writes() - failed_before, 1);
  if (db->InTransaction()) (void)db->Exec("ROLLBACK");
  ASSERT_TRUE(db->Exec("INSERT INTO t VALUES (3)").ok());  // count was 1: healed.
  EXPECT_EQ(*db->QueryInt("SELECT SUM(x) FROM t"), 4);
}

TEST_F(FaultVfsTest, FailedSyncsFailFullySynchronousCommits) {
  SqliteDb::Options options;
  options.synchronous = SqliteDb::Synchronous::kFull;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path_, options);
  ASSERT_TRUE(db.ok());
  ASSERT_TRUE(db->Exec("CREATE TABLE t (x INTEGER)").ok());
  faults_->FailSyncs(SQLITE_IOERR_FSYNC);
  EXPECT_FALSE(db->Exec("INSERT INTO t VALUES (1)").ok());
  EXPECT_GT(faults_->failed_syncs(), 0);
  faults_->Clear();
  if (db->InTransaction()) (void)db->Exec("ROLLBACK");
  ASSERT_TRUE(db->Exec("INSERT INTO t VALUES (2)").ok());
  EXPECT_EQ(*db->QueryInt("SELECT SUM(x) FROM t"), 2);
}

TEST_F(FaultVfsTest, ReadOnlyDatabaseRefusesWritesButReads) {
  {
    absl::StatusOr<SqliteDb> db = SqliteDb::Open(path_);
    ASSERT_TRUE(db.ok());
    ASSERT_TRUE(db->Exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (5)").ok());
  }
  faults_->OpenDatabasesReadOnly(true);
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path_);
  ASSERT_TRUE(db.ok()) << db.status();
  EXPECT_EQ(*db->QueryInt("SELECT x FROM t"), 5);
  const absl::Status refused = db->Exec("INSERT INTO t VALUES (6)");
  EXPECT_TRUE(absl::StrContains(refused.message(), "readonly")) << refused;
}

}  // namespace
}  // namespace aprgrid::store
