// RecordBodyBytes against SQLite itself (the record format's integer sizes), and RowReserve's
// arithmetic.
#include "common/store/row_reserve.h"

#include <string>

#include "common/store/sqlite_db.h"
#include "common/store/store_test_util.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

TEST(RowReserveTest, IntegerSizesAreSqlitesRecordSizes) {
  testing::TempDir dir;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("t.db"));
  ASSERT_TRUE(db.ok()) << db.status();
  // A one-column row's record is its header (the header's length byte and one serial-type
  // byte) and the value's body: dbstat's payload of the table less 2.
  ASSERT_TRUE(db->Exec("CREATE TABLE t (v INTEGER)").ok());
  for (int64_t v : {0LL, 1LL, 2LL, -1LL, 127LL, 128LL, -128LL, -129LL, 32767LL, 32768LL, 8388607LL,
                    8388608LL, 2147483647LL, 2147483648LL, 140737488355327LL, 140737488355328LL,
                    -140737488355328LL, -140737488355329LL}) {
    ASSERT_TRUE(db->Exec("DELETE FROM t").ok());
    absl::StatusOr<SqliteStatement> insert = db->Prepare("INSERT INTO t (v) VALUES (?)");
    ASSERT_TRUE(insert.ok());
    ASSERT_TRUE(insert->BindAll(v).ok());
    ASSERT_TRUE(insert->Run().ok());
    absl::StatusOr<int64_t> payload =
        db->QueryInt("SELECT SUM(payload) FROM dbstat WHERE name = 't'");
    if (!payload.ok()) GTEST_SKIP() << "this SQLite has no dbstat table";
    EXPECT_EQ(*payload - 2, RecordBodyBytes(v)) << v;
  }
}

TEST(RowReserveTest, TextsAndAbsentValuesAndTheReserveLeft) {
  EXPECT_EQ(RecordBodyBytes(std::string_view("running")), 7);
  EXPECT_EQ(RecordBodyBytes(std::optional<int64_t>()), 0);
  EXPECT_EQ(RecordBodyBytes(std::optional<int64_t>(1700000000000)), 6);
  // The queued row's own columns leave the whole reserve.
  EXPECT_EQ(RowReserve().Add(std::string_view("queued")).Add(0).Add(0).Bytes(), kAttemptRowReserve);
  // A lease: 'running' (one byte more), a worker id, deadline and start time.
  const std::string worker = "w-1a23750e116-2";
  EXPECT_EQ(RowReserve()
                .Add(std::string_view("running"))
                .Add(1)
                .Add(0)
                .Add(std::string_view(worker))
                .Add(1700000060000)
                .Add(1700000000000)
                .Bytes(),
            kAttemptRowReserve - 1 - static_cast<int64_t>(worker.size()) - 12);
  // Never below zero.
  EXPECT_EQ(RowReserve().Add(std::string_view(std::string(200, 'e'))).Bytes(), 0);
  EXPECT_EQ(ReserveZeros(kAttemptRowReserve).size(), static_cast<size_t>(kAttemptRowReserve));
  EXPECT_EQ(ReserveZeros(3), std::string(3, '\0'));
  EXPECT_EQ(ReserveZeros(-4).size(), 0u);
}

}  // namespace
}  // namespace aprgrid::store
