// Version 10 of the results schema: crf_folds says which benchmark fixes a CRF attempt scored
// (docs/results-schema.md, crf_folds).
#include <string>

#include "common/store/schema.h"
#include "common/store/store_test_util.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using testing::TempDir;

// A version-9 file keeps its crf_folds rows, with NULL fix counts (scored before the hold-out
// rule); new rows carry both counts.
TEST(SchemaCrfFixesTest, VersionTenAddsFixCountsToAVersionNineFile) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  {
    absl::StatusOr<SqliteDb> db = SqliteDb::Open(path);
    ASSERT_TRUE(db.ok()) << db.status();
    ASSERT_TRUE(MigrateSchema(*db, ResultsSchemaMigrations().first(9)).ok());
    ASSERT_EQ(*SchemaVersion(*db), 9);
    ASSERT_TRUE(testing::InsertTestAttempt(*db, "c", "k1").ok());
    ASSERT_TRUE(testing::InsertTestAttempt(*db, "c", "k2").ok());
    ASSERT_TRUE(db->Exec("INSERT INTO crf_folds (attempt_key, epoch, fold_index, folds, split, "
                         "sources, duplicates_removed, train_samples, test_samples, "
                         "train_test_duplicates) VALUES ('k1', 1, 0, 10, 'source', 900, 12, "
                         "1700, 190, 0)")
                    .ok());
    EXPECT_FALSE(db->Exec("SELECT fix_bugs_scored FROM crf_folds").ok());
  }
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(path);
  ASSERT_TRUE(db.ok()) << db.status();
  ASSERT_TRUE(MigrateSchema(*db, ResultsSchemaMigrations()).ok());
  EXPECT_EQ(*SchemaVersion(*db), 10);
  EXPECT_EQ(ResultsSchemaVersion(), 10);
  EXPECT_EQ(Count(*db,
                  "SELECT COUNT(*) FROM crf_folds WHERE attempt_key = 'k1' AND "
                  "train_samples = 1700 AND fix_bugs_scored IS NULL AND "
                  "fix_bugs_in_training IS NULL"),
            1);
  ASSERT_TRUE(db->Exec("INSERT INTO crf_folds (attempt_key, epoch, fold_index, folds, split, "
                       "sources, duplicates_removed, train_samples, test_samples, "
                       "train_test_duplicates, fix_bugs_scored, fix_bugs_in_training) VALUES "
                       "('k2', 1, 1, 10, 'source', 900, 12, 1700, 190, 0, 12, 59)")
                  .ok());
  EXPECT_EQ(Count(*db, "SELECT fix_bugs_in_training FROM crf_folds WHERE attempt_key = 'k2'"), 59);
  ASSERT_TRUE(db->Exec("DELETE FROM attempts WHERE attempt_key = 'k1'").ok());
  EXPECT_EQ(Count(*db, "SELECT COUNT(*) FROM crf_folds"), 1);
}

}  // namespace
}  // namespace aprgrid::store
