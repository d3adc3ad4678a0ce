#include "common/store/schema.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/store/attempt_row.h"
#include "common/store/store_test_util.h"
#include "common/test_paths.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using ::testing::HasSubstr;
using testing::OpenOrDie;
using testing::TempDir;

TEST(SchemaTest, MigratesAnEmptyFileToTheCurrentVersion) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  EXPECT_EQ(*SchemaVersion(db), ResultsSchemaVersion());
  EXPECT_EQ(*db.QueryInt("PRAGMA application_id"), kResultsApplicationId);
  for (const char* table :
       {"campaigns", "stages", "attempts", "generations", "operator_stats", "workers", "crf_models",
        "crf_results", "campaign_progress", "repair_cells", "repair_configs", "stage_attempts",
        "shared_stage_attempts", "stage_attempts_insert"}) {
    SqliteStatement q = *db.Prepare("SELECT COUNT(*) FROM sqlite_schema WHERE name = ?");
    ASSERT_TRUE(q.BindAll(table).ok());
    ASSERT_TRUE(*q.Step());
    EXPECT_EQ(q.ColumnInt(0), 1) << table;
  }
  // Opening again is a no-op.
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  EXPECT_EQ(*SchemaVersion(db), ResultsSchemaVersion());
}

// A two-step history stands in for a future schema change: data written at version 1 must be
// there, upgraded, at version 2.
constexpr SchemaMigration kTwoSteps[] = {
    {1, "t", "CREATE TABLE t (a INTEGER NOT NULL)"},
    {2, "t.b", "ALTER TABLE t ADD COLUMN b TEXT NOT NULL DEFAULT 'x'; CREATE INDEX t_b ON t (b)"},
};

TEST(SchemaTest, MigratesAnOlderVersionForwardKeepingData) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, std::span(kTwoSteps).first(1)).ok());
  EXPECT_EQ(*SchemaVersion(db), 1);
  ASSERT_TRUE(db.Exec("INSERT INTO t (a) VALUES (41), (42)").ok());

  ASSERT_TRUE(MigrateSchema(db, kTwoSteps).ok());
  EXPECT_EQ(*SchemaVersion(db), 2);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM t WHERE b = 'x' AND a IN (41, 42)"), 2);
}

TEST(SchemaTest, AFailedStepLeavesThePreviousVersion) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  constexpr SchemaMigration kBroken[] = {
      {1, "t", "CREATE TABLE t (a)"},
      {2, "broken", "CREATE TABLE u (a); ALTER TABLE missing ADD COLUMN z"},
  };
  absl::Status status = MigrateSchema(db, kBroken);
  ASSERT_FALSE(status.ok());
  EXPECT_THAT(status.message(), HasSubstr("schema migration 2 (broken)"));
  EXPECT_THAT(status.message(), HasSubstr("no such table: missing"));
  EXPECT_EQ(*SchemaVersion(db), 1);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'u'"), 0);
  EXPECT_FALSE(db.InTransaction());
}

TEST(SchemaTest, RefusesAFileFromANewerVersion) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, kTwoSteps).ok());
  absl::Status status = MigrateSchema(db, std::span(kTwoSteps).first(1));
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(status.message(), HasSubstr("schema version 2, newer than the newest this build "
                                          "knows (1)"));
  EXPECT_THAT(status.message(), HasSubstr("r.db"));
}

TEST(SchemaTest, RefusesAnotherApplicationsDatabase) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("other.db"));
  ASSERT_TRUE(db.Exec("PRAGMA application_id = 1234").ok());
  absl::Status status = MigrateResultsSchema(db);
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(status.message(), HasSubstr("not an aprgrid results database"));
}

TEST(SchemaTest, StateIsChecked) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "k1").ok());
  EXPECT_FALSE(db.Exec("UPDATE attempts SET state = 'exploded'").ok());
  // CRF results must belong to an attempt; event rows must have sane counters.
  EXPECT_FALSE(
      db.Exec("INSERT INTO crf_results VALUES ('nope', 0, 'x', 1, 0, 0, 0, 0, 'fold')").ok());
  EXPECT_FALSE(db.Exec("INSERT INTO generations VALUES ('k1', 0, -1, 0, 0, 0, 0, 0, 0, 0)").ok());
}

TEST(SchemaTest, PaperViewsComputeSuccessRateAndMedians) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  int key = 0;
  ASSERT_TRUE(
      testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10, 20}, 1, key).ok());  // median 20, mean 20
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-2", "UCB", {40, 100, 1, 7}, 0, key)
                  .ok());                                                    // median (7 + 40) / 2
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-3", "UCB", {}, 2, key).ok());  // never patched
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UNIFORM", {5}, 3, key).ok());
  // Still queued: counted as an attempt, not as a run.
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "queued", "b-1", "UCB", 99).ok());

  SqliteStatement cell = *db.Prepare(
      "SELECT attempts, done, patched, success_rate, mean_variants_to_patch, "
      "median_variants_to_patch FROM repair_cells WHERE bug = ? AND strategy = 'UCB'");
  ASSERT_TRUE(cell.BindAll("b-1").ok());
  ASSERT_TRUE(*cell.Step());
  EXPECT_EQ(cell.ColumnInt(0), 5);
  EXPECT_EQ(cell.ColumnInt(1), 4);
  EXPECT_EQ(cell.ColumnInt(2), 3);
  EXPECT_DOUBLE_EQ(cell.ColumnDouble(3), 0.75);
  EXPECT_DOUBLE_EQ(cell.ColumnDouble(4), 20.0);
  EXPECT_DOUBLE_EQ(cell.ColumnDouble(5), 20.0);
  cell.Reset();
  ASSERT_TRUE(cell.BindAll("b-2").ok());
  ASSERT_TRUE(*cell.Step());
  EXPECT_DOUBLE_EQ(cell.ColumnDouble(5), 23.5);
  cell.Reset();
  ASSERT_TRUE(cell.BindAll("b-3").ok());
  ASSERT_TRUE(*cell.Step());
  EXPECT_DOUBLE_EQ(cell.ColumnDouble(3), 0.0);
  EXPECT_TRUE(cell.ColumnIsNull(5));

  SqliteStatement config = *db.Prepare(
      "SELECT bugs, bugs_patched, attempts, patched, success_rate, median_variants_to_patch, "
      "mean_quality, share_quality_100 FROM repair_configs WHERE strategy = ?");
  ASSERT_TRUE(config.BindAll("UCB").ok());
  ASSERT_TRUE(*config.Step());
  EXPECT_EQ(config.ColumnInt(0), 3);
  EXPECT_EQ(config.ColumnInt(1), 2);
  EXPECT_EQ(config.ColumnInt(2), 11);
  EXPECT_EQ(config.ColumnInt(3), 7);
  EXPECT_DOUBLE_EQ(config.ColumnDouble(4), 0.7);
  // Patched variants {1, 7, 10, 20, 30, 40, 100}: median 20.
  EXPECT_DOUBLE_EQ(config.ColumnDouble(5), 20.0);
  // Even variants have quality 1.0 ({10, 20, 30, 40, 100}), odd ones 0.5 ({1, 7}).
  EXPECT_DOUBLE_EQ(config.ColumnDouble(6), (5 * 1.0 + 2 * 0.5) / 7);
  EXPECT_DOUBLE_EQ(config.ColumnDouble(7), 5.0 / 7);
  EXPECT_FALSE(*config.Step());

  SqliteStatement progress =
      *db.Prepare("SELECT attempts, queued, done, patched FROM campaign_progress");
  ASSERT_TRUE(*progress.Step());
  EXPECT_EQ(progress.ColumnInt(0), 15);
  EXPECT_EQ(progress.ColumnInt(1), 1);
  EXPECT_EQ(progress.ColumnInt(2), 14);
  EXPECT_EQ(progress.ColumnInt(3), 8);
}

TEST(SchemaTest, InsertAttemptIfNewStoresFactorsOnceByKey) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  ASSERT_TRUE(db.Exec("INSERT INTO campaigns (campaign_id, name, created_unix_ms, "
                      "updated_unix_ms) VALUES ('c', 'c', 0, 0);"
                      "INSERT INTO stages (campaign_id, stage, position, kind) "
                      "VALUES ('c', 'rq1', 0, 'repair')")
                  .ok());
  aprgrid::v1::Attempt attempt;
  attempt.set_key("00112233445566ff");
  attempt.set_stage("rq1");
  aprgrid::v1::RepairAttempt* r = attempt.mutable_repair();
  r->set_bug("dates-7");
  r->set_strategy(aprgrid::v1::EPSILON_GREEDY);
  r->set_credit(aprgrid::v1::AVERAGE);
  r->set_reward(aprgrid::v1::RELATIVE);
  r->set_arm_set(aprgrid::v1::GROUPED_7);
  r->set_activation(aprgrid::v1::PER_GENERATION);
  r->set_alpha(0.3);  // Ignored: credit is not RECENCY_WEIGHTED.
  r->set_mode(aprgrid::v1::PAPER);
  r->set_seed(17);
  r->mutable_search()->set_population(40);
  r->mutable_search()->set_generations(10);
  AttemptPlacement placement{
      .campaign_id = "c", .ordinal = 5, .max_tries = 2, .queued_unix_ms = 1000};
  absl::StatusOr<bool> added = InsertAttemptIfNew(db, placement, attempt);
  ASSERT_TRUE(added.ok()) << added.status();
  EXPECT_TRUE(*added);
  added = InsertAttemptIfNew(db, placement, attempt);
  ASSERT_TRUE(added.ok());
  EXPECT_FALSE(*added);

  SqliteStatement row = *db.Prepare(
      "SELECT bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode, seed, "
      "population, generations, engine, state, max_tries, kind, attempt FROM attempts");
  ASSERT_TRUE(*row.Step());
  EXPECT_EQ(row.ColumnText(0), "dates-7");
  EXPECT_EQ(row.ColumnText(1), "EPSILON_GREEDY");
  EXPECT_EQ(row.ColumnText(2), "AVERAGE");
  EXPECT_EQ(row.ColumnText(3), "RELATIVE");
  EXPECT_EQ(row.ColumnText(4), "GROUPED_7");
  EXPECT_EQ(row.ColumnText(5), "PER_GENERATION");
  EXPECT_TRUE(row.ColumnIsNull(6));
  EXPECT_TRUE(row.ColumnIsNull(7));
  EXPECT_EQ(row.ColumnText(8), "PAPER");
  EXPECT_EQ(row.ColumnInt(9), 17);
  EXPECT_EQ(row.ColumnInt(10), 40);
  EXPECT_EQ(row.ColumnInt(11), 10);
  EXPECT_EQ(row.ColumnText(12), "builtin");
  EXPECT_EQ(row.ColumnText(13), "queued");
  EXPECT_EQ(row.ColumnInt(14), 2);
  EXPECT_EQ(row.ColumnText(15), "repair");
  aprgrid::v1::Attempt parsed;
  ASSERT_TRUE(parsed.ParseFromString(std::string(row.ColumnBlob(16))));
  EXPECT_EQ(parsed.key(), attempt.key());
  EXPECT_FALSE(*row.Step());
}

// A batch writes what InsertAttemptRow writes, row for row, across full and partial batches, and
// skips a key that is stored already (the first row's values stay).
TEST(SchemaTest, AttemptRowBatchWritesTheRowsInsertAttemptRowWrites) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  ASSERT_TRUE(db.Exec("INSERT INTO campaigns (campaign_id, name, created_unix_ms, "
                      "updated_unix_ms) VALUES ('c', 'c', 0, 0);"
                      "INSERT INTO stages (campaign_id, stage, position, kind) "
                      "VALUES ('c', 'rq1', 0, 'repair')")
                  .ok());
  aprgrid::v1::Attempt attempt;
  attempt.set_stage("rq1");
  aprgrid::v1::RepairAttempt* r = attempt.mutable_repair();
  r->set_bug("dates-7");
  r->set_strategy(aprgrid::v1::UCB);
  r->set_credit(aprgrid::v1::RECENCY_WEIGHTED);
  r->set_alpha(0.8);
  r->set_reward(aprgrid::v1::RAW);
  r->set_arm_set(aprgrid::v1::GROUPED_7);
  r->mutable_search()->set_population(40);
  r->mutable_search()->set_generations(10);
  absl::StatusOr<AttemptColumns> columns = AttemptColumnsOf(attempt);
  ASSERT_TRUE(columns.ok()) << columns.status();

  // The reference: one row by InsertAttemptRow.
  columns->seed = 999;
  AttemptPlacement placement{
      .campaign_id = "c", .ordinal = 999, .max_tries = 4, .queued_unix_ms = 1000};
  ASSERT_TRUE(InsertAttemptRow(db, placement, "ref", *columns, 3, "").ok());
  columns->seed = -1;  // The batch's rows carry their own seeds.

  constexpr int kRows = 2 * static_cast<int>(AttemptRowBatch::kRowsPerInsert) + 7;
  std::vector<std::string> keys;
  for (int i = 0; i < kRows; ++i) keys.push_back(absl::StrCat("k", 1000 + i));
  {
    AttemptRowBatch batch(db);
    for (int i = 0; i < kRows; ++i) {
      placement.ordinal = i;
      ASSERT_TRUE(batch.Add(placement, keys[i], *columns, 10 + i, 3).ok());
    }
    placement.ordinal = 5000;  // Stored already: skipped.
    ASSERT_TRUE(batch.Add(placement, keys[5], *columns, 77, 3).ok());
    ASSERT_TRUE(batch.Flush().ok());
    ASSERT_TRUE(batch.Flush().ok());  // Nothing queued: nothing happens.
  }
  EXPECT_EQ(*db.QueryInt("SELECT COUNT(*) FROM attempts"), kRows + 1);
  // Every new row is its creator's stage's member (view stage_attempts), with no stored link.
  EXPECT_EQ(*db.QueryInt("SELECT COUNT(*) FROM stage_attempts WHERE campaign_id = 'c' AND "
                         "stage = 'rq1'"),
            kRows + 1);
  EXPECT_EQ(*db.QueryInt("SELECT COUNT(*) FROM shared_stage_attempts"), 0);
  EXPECT_EQ(*db.QueryInt("SELECT COUNT(*) FROM attempts WHERE attempt_key != 'ref' AND "
                         "seed = 10 + ordinal AND attempt_key = 'k' || (1000 + ordinal)"),
            kRows);
  // Every other column as the reference row has it (IS: NULL equals NULL).
  for (const char* column :
       {"campaign_id", "stage",      "kind",           "bug",         "strategy",
        "credit",      "reward",     "arm_set",        "activation",  "alpha",
        "ucb_form",    "mode",       "population",     "generations", "engine",
        "fold_index",  "q",          "features",       "state",       "epoch",
        "tries",       "max_tries",  "queued_unix_ms", "attempt",     "shape_id",
        "reserve",     "attempt_id", "worker_id"}) {
    EXPECT_EQ(*db.QueryInt(absl::StrCat("SELECT COUNT(*) FROM attempts a, attempts ref WHERE "
                                        "ref.attempt_key = 'ref' AND a.",
                                        column, " IS ref.", column)),
              kRows + 1)
        << column;
  }
}

// Every ```sql block of docs/results-schema.md runs against the current schema, so the examples
// users copy keep working when the schema changes.
TEST(SchemaTest, DocumentedExampleQueriesRun) {
  const std::string path = ::aprgrid::testing::SourceDir() + "/docs/results-schema.md";
  std::ifstream doc(path);
  ASSERT_TRUE(doc.good()) << "cannot read " << path;
  std::vector<std::string> blocks;
  std::string line, block;
  bool in_sql = false;
  while (std::getline(doc, line)) {
    if (!in_sql && line == "```sql") {
      in_sql = true;
      block.clear();
    } else if (in_sql && line == "```") {
      in_sql = false;
      blocks.push_back(block);
    } else if (in_sql) {
      block += line + "\n";
    }
  }
  EXPECT_GE(blocks.size(), 8u);

  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateResultsSchema(db).ok());
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "dates-7", "UCB", {3, 4}, 1, key).ok());
  for (const std::string& sql : blocks) {
    absl::Status status = db.Exec(sql);
    EXPECT_TRUE(status.ok()) << status << "\n" << sql;
  }
}

}  // namespace
}  // namespace aprgrid::store
