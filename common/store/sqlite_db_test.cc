#include "common/store/sqlite_db.h"

#include <optional>
#include <string>

#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using ::testing::HasSubstr;
using testing::TempDir;

TEST(SqliteDbTest, OpensInWalModeAndRoundTripsBoundValues) {
  TempDir dir;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("t.db"));
  ASSERT_TRUE(db.ok()) << db.status();
  absl::StatusOr<SqliteStatement> mode = db->Prepare("PRAGMA journal_mode");
  ASSERT_TRUE(mode.ok());
  ASSERT_TRUE(*mode->Step());
  EXPECT_EQ(mode->ColumnText(0), "wal");

  ASSERT_TRUE(db->Exec("CREATE TABLE t (i INTEGER, d REAL, s TEXT, b BLOB, n INTEGER)").ok());
  absl::StatusOr<SqliteStatement> insert = db->Prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?)");
  ASSERT_TRUE(insert.ok()) << insert.status();
  // A value that looks like SQL travels as data, never as code.
  const std::string tricky = "x'); DROP TABLE t; --";
  const std::string blob("\0\1\2", 3);
  ASSERT_TRUE(
      insert->BindAll(int64_t{1} << 40, 2.5, tricky, SqliteBlob{blob}, std::optional<int>()).ok());
  ASSERT_TRUE(insert->Run().ok());

  absl::StatusOr<SqliteStatement> select = db->Prepare("SELECT i, d, s, b, n FROM t");
  ASSERT_TRUE(select.ok());
  ASSERT_TRUE(*select->Step());
  EXPECT_EQ(select->ColumnInt(0), int64_t{1} << 40);
  EXPECT_DOUBLE_EQ(select->ColumnDouble(1), 2.5);
  EXPECT_EQ(select->ColumnText(2), tricky);
  EXPECT_EQ(select->ColumnBlob(3), blob);
  EXPECT_TRUE(select->ColumnIsNull(4));
  EXPECT_FALSE(*select->Step());
}

TEST(SqliteDbTest, ErrorsNameTheSqlAndSqlitesMessage) {
  TempDir dir;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("t.db"));
  ASSERT_TRUE(db.ok());
  absl::StatusOr<SqliteStatement> bad = db->Prepare("SELECT nope FROM missing_table");
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(bad.status().message(), HasSubstr("no such table: missing_table"));
  EXPECT_THAT(bad.status().message(), HasSubstr("SELECT nope FROM missing_table"));

  ASSERT_TRUE(db->Exec("CREATE TABLE u (k TEXT PRIMARY KEY)").ok());
  absl::StatusOr<SqliteStatement> insert = db->Prepare("INSERT INTO u VALUES (?)");
  ASSERT_TRUE(insert.ok());
  ASSERT_TRUE(insert->BindAll("a").ok());
  ASSERT_TRUE(insert->Run().ok());
  ASSERT_TRUE(insert->BindAll("a").ok());
  absl::Status dup = insert->Run();
  EXPECT_EQ(dup.code(), absl::StatusCode::kAlreadyExists);
  EXPECT_THAT(dup.message(), HasSubstr("UNIQUE constraint failed: u.k"));
  EXPECT_THAT(dup.message(), HasSubstr("INSERT INTO u VALUES"));
}

TEST(SqliteDbTest, PrepareRefusesSeveralStatements) {
  TempDir dir;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("t.db"));
  ASSERT_TRUE(db.ok());
  EXPECT_EQ(db->Prepare("SELECT 1; SELECT 2").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(db->Prepare("SELECT 1;  \n").ok());
}

TEST(SqliteDbTest, CachedStatementIsReusedAndComesBackReset) {
  TempDir dir;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("t.db"));
  ASSERT_TRUE(db.ok());
  absl::StatusOr<SqliteStatement*> first = db->Cached("SELECT ?");
  ASSERT_TRUE(first.ok());
  ASSERT_TRUE((*first)->BindAll(7).ok());
  ASSERT_TRUE(*(*first)->Step());
  absl::StatusOr<SqliteStatement*> again = db->Cached("SELECT ?");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*first, *again);
  ASSERT_TRUE(*(*again)->Step());
  EXPECT_TRUE((*again)->ColumnIsNull(0));  // Bindings were cleared.
}

TEST(SqliteDbTest, ReaderCannotWriteButSeesCommittedData) {
  TempDir dir;
  absl::StatusOr<SqliteDb> writer = SqliteDb::Open(dir.File("t.db"));
  ASSERT_TRUE(writer.ok());
  ASSERT_TRUE(writer->Exec("CREATE TABLE t (x); INSERT INTO t VALUES (1)").ok());
  SqliteDb::Options read_only;
  read_only.read_only = true;
  absl::StatusOr<SqliteDb> reader = SqliteDb::Open(dir.File("t.db"), read_only);
  ASSERT_TRUE(reader.ok()) << reader.status();
  EXPECT_EQ(testing::Count(*reader, "SELECT COUNT(*) FROM t"), 1);
  ASSERT_TRUE(writer->Exec("INSERT INTO t VALUES (2)").ok());
  EXPECT_EQ(testing::Count(*reader, "SELECT COUNT(*) FROM t"), 2);
  EXPECT_FALSE(reader->Exec("INSERT INTO t VALUES (3)").ok());
}

// Store::Open opens its write connection with these options; the cache is kept small so that
// SQLite's page-cache scan at every COMMIT stays cheap (common/store/store.h).
TEST(SqliteDbTest, StoreWriteConnectionHasAnEightMibPageCache) {
  TempDir dir;
  absl::StatusOr<SqliteDb> db =
      SqliteDb::Open(dir.File("t.db"), Store::WriteConnectionOptions(Store::Options()));
  ASSERT_TRUE(db.ok()) << db.status();
  absl::StatusOr<SqliteStatement> cache = db->Prepare("PRAGMA cache_size");
  ASSERT_TRUE(cache.ok()) << cache.status();
  ASSERT_TRUE(*cache->Step());
  EXPECT_EQ(cache->ColumnInt(0), -8 * 1024);  // Negative: KiB rather than pages.
}

TEST(SqliteDbTest, MissingFileWithoutCreateIsNotFound) {
  TempDir dir;
  SqliteDb::Options options;
  options.create = false;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("absent.db"), options);
  ASSERT_FALSE(db.ok());
  EXPECT_EQ(db.status().code(), absl::StatusCode::kNotFound);
  EXPECT_THAT(db.status().message(), HasSubstr("absent.db"));
}

}  // namespace
}  // namespace aprgrid::store
