#include "common/store/stage_links.h"

#include <string>
#include <vector>

#include "common/store/schema.h"
#include "common/store/store_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::TempDir;

class StageLinksTest : public ::testing::Test {
 protected:
  void SetUp() override {
    absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir_.File("r.db"));
    ASSERT_TRUE(db.ok()) << db.status();
    db_ = std::move(*db);
    ASSERT_TRUE(MigrateResultsSchema(db_).ok());
    // Campaign c: stage s creates k1 and k2 (the test helper's stage), stage s2 creates k3.
    ASSERT_TRUE(testing::InsertTestAttempt(db_, "c", "k1", "b-1", "UCB", 1).ok());
    ASSERT_TRUE(testing::InsertTestAttempt(db_, "c", "k2", "b-1", "UCB", 2).ok());
    ASSERT_TRUE(db_.Exec("INSERT INTO stages (campaign_id, stage, position, kind) "
                         "VALUES ('c', 's2', 1, 'repair');"
                         "INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, "
                         "bug, strategy, seed, attempt) "
                         "VALUES ('k3', 'c', 's2', 2, 'repair', 'b-1', 'UCB', 3, x'');"
                         "UPDATE attempts SET state = 'done', patched = 1, variants_to_patch = 4")
                    .ok());
  }

  TempDir dir_;
  SqliteDb db_;
};

TEST_F(StageLinksTest, EveryNewAttemptIsLinkedToItsCreator) {
  EXPECT_THAT(*StageAttemptKeys(db_, "c", "s"), ElementsAre("k1", "k2"));
  EXPECT_THAT(*StageAttemptKeys(db_, "c", "s2"), ElementsAre("k3"));
  EXPECT_TRUE(*HasStageLinks(db_));
}

TEST_F(StageLinksTest, SharedAttemptsCountInEveryStageThatNamesThem) {
  // s2 also names k1 (a grid point of s); listing k3 again is harmless.
  const std::vector<spec::StageMembers> members = {{.stage = "s2", .attempt_keys = {"k1", "k3"}}};
  ASSERT_TRUE(InsertStageLinks(db_, "c", members).ok());
  EXPECT_THAT(*StageAttemptKeys(db_, "c", "s2"), ElementsAre("k1", "k3"));
  EXPECT_EQ(Count(db_, "SELECT attempts FROM repair_configs WHERE stage = 's'"), 2);
  EXPECT_EQ(Count(db_, "SELECT attempts FROM repair_configs WHERE stage = 's2'"), 2);
  EXPECT_EQ(Count(db_, "SELECT patched FROM repair_cells WHERE stage = 's2'"), 2);
  // The campaign names 3 attempts, however many of its stages name each.
  EXPECT_EQ(Count(db_, "SELECT attempts FROM campaign_progress WHERE campaign_id = 'c'"), 3);
  EXPECT_EQ(Count(db_, "SELECT done FROM campaign_progress WHERE campaign_id = 'c'"), 3);
  // The creator is unchanged.
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM attempts WHERE attempt_key = 'k1' AND stage = 's'"),
            1);

  // Only the shared attempt's link is stored; k3's is its creator's (schema version 14).
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM shared_stage_attempts"), 1);

  // Repeating the call (a resubmission) changes nothing.
  ASSERT_TRUE(InsertStageLinks(db_, "c", members).ok());
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM stage_attempts"), 4);
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM shared_stage_attempts"), 1);
}

TEST_F(StageLinksTest, ASecondCampaignSeesTheAttemptsItRepeats) {
  ASSERT_TRUE(testing::InsertTestAttempt(db_, "d", "k4", "b-2", "UCB", 1).ok());
  ASSERT_TRUE(
      InsertStageLinks(
          db_, "d", std::vector<spec::StageMembers>{{.stage = "s", .attempt_keys = {"k2", "k4"}}})
          .ok());
  EXPECT_EQ(Count(db_, "SELECT attempts FROM campaign_progress WHERE campaign_id = 'd'"), 2);
  EXPECT_EQ(Count(db_, "SELECT done FROM campaign_progress WHERE campaign_id = 'd'"), 1);
  EXPECT_EQ(Count(db_, "SELECT attempts FROM campaign_progress WHERE campaign_id = 'c'"), 3);
  EXPECT_EQ(Count(db_, "SELECT bugs FROM repair_configs WHERE campaign_id = 'd'"), 2);
  EXPECT_EQ(Count(db_, "SELECT bugs_patched FROM repair_configs WHERE campaign_id = 'd'"), 1);
}

TEST_F(StageLinksTest, UnknownStagesAndAttemptsAreRefused) {
  absl::Status no_attempt = InsertStageLinks(
      db_, "c", std::vector<spec::StageMembers>{{.stage = "s", .attempt_keys = {"nope"}}});
  EXPECT_FALSE(no_attempt.ok());
  EXPECT_THAT(no_attempt.message(), HasSubstr("linking attempt nope to stage s"));
  EXPECT_THAT(no_attempt.message(), HasSubstr("FOREIGN KEY"));
  EXPECT_FALSE(
      InsertStageLinks(
          db_, "c", std::vector<spec::StageMembers>{{.stage = "missing", .attempt_keys = {"k1"}}})
          .ok());
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM stage_attempts"), 3);
}

TEST_F(StageLinksTest, DeletingACampaignRemovesItsLinks) {
  ASSERT_TRUE(testing::InsertTestAttempt(db_, "d", "k4").ok());
  ASSERT_TRUE(InsertStageLinks(
                  db_, "d", std::vector<spec::StageMembers>{{.stage = "s", .attempt_keys = {"k1"}}})
                  .ok());
  ASSERT_TRUE(db_.Exec("DELETE FROM stages WHERE campaign_id = 'd'").ok());
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM stage_attempts WHERE campaign_id = 'd'"), 0);
  EXPECT_EQ(Count(db_, "SELECT COUNT(*) FROM stage_attempts WHERE campaign_id = 'c'"), 3);
}

TEST(StageLinksVersionTest, AVersionOneFileHasNoLinks) {
  TempDir dir;
  absl::StatusOr<SqliteDb> db = SqliteDb::Open(dir.File("r.db"));
  ASSERT_TRUE(db.ok());
  ASSERT_TRUE(MigrateSchema(*db, ResultsSchemaMigrations().first(1)).ok());
  EXPECT_FALSE(*HasStageLinks(*db));
}

}  // namespace
}  // namespace aprgrid::store
