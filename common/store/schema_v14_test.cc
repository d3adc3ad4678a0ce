// Schema version 14 (common/store/schema_v14.h): a version-13 file with shared attempts keeps
// every row of stage_attempts and every figure of the views that read it, while only the links
// of shared attempts stay stored.
#include <string>
#include <vector>

#include "common/store/schema.h"
#include "common/store/stage_links.h"
#include "common/store/store_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::OpenOrDie;
using testing::SortedRows;
using testing::TempDir;

// Campaign c: stage s creates k0..k4 (finished runs of two cells) and `queued`; stage s2 creates
// k6 and also names k1 and k2. Campaign d: stage s creates k7 and names k3 and k6 of campaign c.
void MakeVersion13File(const std::string& path) {
  SqliteDb db = OpenOrDie(path);
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(13)).ok());
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10}, 1, key).ok());
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-2", "UCB", {5}, 1, key).ok());
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "queued", "b-3", "UCB", 1).ok());
  ASSERT_TRUE(testing::InsertTestAttempt(db, "d", "k7", "b-3", "UCB", 2).ok());
  ASSERT_TRUE(db.Exec("INSERT INTO stages (campaign_id, stage, position, kind) "
                      "VALUES ('c', 's2', 1, 'repair');"
                      "INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, bug, "
                      "strategy, seed, attempt) VALUES ('k6', 'c', 's2', 9, 'repair', 'b-4', "
                      "'UCB', 1, x'');"
                      "UPDATE attempts SET state = 'done', patched = 1, variants_to_patch = 3 "
                      "WHERE attempt_key = 'k6';"
                      "INSERT INTO stage_attempts VALUES ('c', 's2', 'k1'), ('c', 's2', 'k2'),"
                      "  ('d', 's', 'k3'), ('d', 's', 'k6')")
                  .ok());
  ASSERT_EQ(key, 5);
}

TEST(SchemaV14Test, KeepsEveryLinkAndFigureOfAVersion13FileStoringOnlySharedOnes) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  MakeVersion13File(path);
  SqliteDb db = OpenOrDie(path);
  ASSERT_EQ(*SchemaVersion(db), 13);
  const char* kRead[] = {
      "SELECT * FROM stage_attempts", "SELECT * FROM repair_cells", "SELECT * FROM repair_configs",
      "SELECT * FROM campaign_progress",
      // docs/results-schema.md's per-stage query shapes.
      ("SELECT l.campaign_id, l.stage, COUNT(*), SUM(a.state = 'done') FROM stage_attempts l "
       "JOIN attempts a USING (attempt_key) GROUP BY l.campaign_id, l.stage"),
      "SELECT attempt_key, campaign_id, stage FROM stage_attempts WHERE campaign_id = 'd'",
      "SELECT campaign_id, stage FROM stage_attempts WHERE attempt_key = 'k1'"};
  std::vector<std::vector<std::string>> before;
  for (const char* sql : kRead) before.push_back(SortedRows(db, sql));
  ASSERT_EQ(before[0].size(), 12u);  // 8 creators' links and 4 shared ones.

  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  EXPECT_EQ(*SchemaVersion(db), 14);
  EXPECT_EQ(ResultsSchemaVersion(), 14);
  for (size_t i = 0; i < std::size(kRead); ++i) {
    EXPECT_EQ(SortedRows(db, kRead[i]), before[i]) << kRead[i];
  }
  // The view keeps the table's columns, in order; only the shared links are stored; the trigger
  // that wrote the creators' links is gone.
  EXPECT_EQ(SortedRows(db, "SELECT cid || name FROM pragma_table_info('stage_attempts')"),
            (std::vector<std::string>{"0campaign_id", "1stage", "2attempt_key"}));
  EXPECT_EQ(SortedRows(db, "SELECT campaign_id || stage || attempt_key FROM shared_stage_attempts"),
            (std::vector<std::string>{"cs2k1", "cs2k2", "dsk3", "dsk6"}));
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM sqlite_schema WHERE name IN "
                  "('attempts_link_creator', 'stage_attempts_by_attempt', 'attempts_by_state')"),
            0);
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'view' AND "
                  "name = 'stage_attempts'"),
            1);
  EXPECT_TRUE(*HasStageLinks(db));
}

TEST(SchemaV14Test, WritesByKeyThroughTheViewStoreOnlySharedLinks) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  MakeVersion13File(path);
  SqliteDb db = OpenOrDie(path);
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  // A new attempt is its creator's member at once, with no stored link.
  ASSERT_TRUE(testing::InsertTestAttempt(db, "d", "k8", "b-3", "UCB", 3).ok());
  EXPECT_THAT(*StageAttemptKeys(db, "d", "s"), ElementsAre("k3", "k6", "k7", "k8"));
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM shared_stage_attempts"), 4);
  // A creator's link written through the view is not stored (the view shows it anyway); a shared
  // one is; a repeated one fails as the table's primary key did, unless OR IGNORE.
  ASSERT_TRUE(
      db.Exec("INSERT INTO stage_attempts VALUES ('d', 's', 'k8'), ('c', 's2', 'k8')").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM shared_stage_attempts"), 5);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM stage_attempts WHERE attempt_key = 'k8'"), 2);
  EXPECT_THAT(db.Exec("INSERT INTO stage_attempts VALUES ('c', 's2', 'k8')").message(),
              HasSubstr("UNIQUE"));
  EXPECT_TRUE(db.Exec("INSERT OR IGNORE INTO stage_attempts VALUES ('c', 's2', 'k8')").ok());
  // Unknown attempts and stages are refused, as by the table's foreign keys.
  EXPECT_THAT(db.Exec("INSERT INTO stage_attempts VALUES ('c', 's2', 'nope')").message(),
              HasSubstr("FOREIGN KEY"));
  EXPECT_FALSE(db.Exec("INSERT INTO stage_attempts VALUES ('c', 'missing', 'k8')").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM shared_stage_attempts"), 5);
  // Deleting an attempt deletes its links, stored or derived.
  ASSERT_TRUE(db.Exec("DELETE FROM attempts WHERE attempt_key = 'k8'").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM stage_attempts WHERE attempt_key = 'k8'"), 0);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM shared_stage_attempts"), 4);
}

}  // namespace
}  // namespace aprgrid::store
