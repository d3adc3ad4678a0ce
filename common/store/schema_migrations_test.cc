// Each schema migration (common/store/schema_migrations.cc) keeps what a file of the version
// before it holds: rows, and every figure the views gave.
#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "aprgrid/v1/campaign.pb.h"
#include "common/store/attempt_row.h"
#include "common/store/schema.h"
#include "common/store/store_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::store {
namespace {

using testing::Count;
using ::testing::HasSubstr;
using testing::OpenOrDie;
using testing::SortedRows;
using testing::TempDir;

// Version 2 reads the per-stage views through stage_attempts. A version-1 file (made with the
// version-1 statements) has no sharing recorded, so after the migration every figure is as before.
TEST(SchemaTest, VersionTwoKeepsTheFiguresOfAVersionOneFile) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(1)).ok());
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10, 20}, 1, key).ok());
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-2", "UCB", {40, 100, 1, 7}, 0, key).ok());
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UNIFORM", {5}, 3, key).ok());
  ASSERT_TRUE(testing::InsertTestAttempt(db, "other", "queued", "b-3", "UCB", 1).ok());
  ASSERT_TRUE(db.Exec("INSERT INTO campaigns (campaign_id, name, created_unix_ms, "
                      "updated_unix_ms) VALUES ('empty', 'empty', 0, 0);"
                      "INSERT INTO generations VALUES ('k1', 0, 0, 1, 1, 1, 5, 0, 1, 1)")
                  .ok());
  const char* kViews[] = {"SELECT * FROM repair_cells", "SELECT * FROM repair_configs",
                          "SELECT * FROM campaign_progress"};
  const char* kTables[] = {"campaigns", "stages", "attempts", "generations"};
  std::vector<std::vector<std::string>> before;
  for (const char* view : kViews) before.push_back(SortedRows(db, view));
  for (const char* table : kTables) {
    before.push_back(SortedRows(db, std::string("SELECT * FROM ") + table));
  }
  ASSERT_EQ(before[0].size(), 4u);  // 3 cells of campaign c, 1 of "other".
  ASSERT_EQ(before[2].size(), 3u);  // Campaigns c, other, empty.

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(2)).ok());
  EXPECT_EQ(*SchemaVersion(db), 2);
  size_t i = 0;
  for (const char* view : kViews) EXPECT_EQ(SortedRows(db, view), before[i++]) << view;
  for (const char* table : kTables) {
    EXPECT_EQ(SortedRows(db, std::string("SELECT * FROM ") + table), before[i++]) << table;
  }
  // One link per attempt, to its creator.
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM stage_attempts"), key + 1);
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM stage_attempts l JOIN attempts a USING "
                  "(attempt_key) WHERE l.campaign_id = a.campaign_id AND l.stage = a.stage"),
            key + 1);
  // Attempts added later are linked to their creator by the trigger.
  ASSERT_TRUE(testing::InsertTestAttempt(db, "other", "later", "b-3", "UCB", 2).ok());
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM stage_attempts WHERE attempt_key = 'later' AND "
                  "campaign_id = 'other' AND stage = 's'"),
            1);
  EXPECT_EQ(Count(db, "SELECT attempts FROM campaign_progress WHERE campaign_id = 'other'"), 2);
}

// Version 3 drops attempts.next_seq; every other column, row and figure of a version-2 file stays.
TEST(SchemaTest, VersionThreeDropsNextSeqKeepingEverythingElse) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(2)).ok());
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10, 20}, 1, key).ok());
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-2", "UNIFORM", {40, 7}, 0, key).ok());
  ASSERT_TRUE(db.Exec("INSERT INTO generations VALUES ('k1', 0, 0, 1, 1, 1, 5, 0, 1, 1)").ok());
  const std::string kColumns =
      "SELECT attempt_key, campaign_id, stage, state, epoch, tries, patched, variants_to_patch, "
      "error FROM attempts";
  const char* kViews[] = {"SELECT * FROM repair_cells", "SELECT * FROM repair_configs",
                          "SELECT * FROM campaign_progress", "SELECT * FROM generations",
                          "SELECT * FROM stage_attempts"};
  std::vector<std::vector<std::string>> before = {SortedRows(db, kColumns)};
  for (const char* view : kViews) before.push_back(SortedRows(db, view));
  ASSERT_EQ(before[0].size(), static_cast<size_t>(key));
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM pragma_table_info('attempts') WHERE name = 'next_seq'"),
            1);

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(3)).ok());
  EXPECT_EQ(*SchemaVersion(db), 3);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM pragma_table_info('attempts') WHERE name = 'next_seq'"),
            0);
  std::vector<std::vector<std::string>> after = {SortedRows(db, kColumns)};
  for (const char* view : kViews) after.push_back(SortedRows(db, view));
  EXPECT_EQ(after, before);
  // Writers that never named the column still insert.
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "new-key", "b-3", "UCB", 1).ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE attempt_key = 'new-key'"), 1);
  SqliteStatement check = *db.Prepare("PRAGMA integrity_check");
  ASSERT_TRUE(*check.Step());
  EXPECT_EQ(check.ColumnText(0), "ok");
}

// Version 4 adds the evaluation counters. A version-3 file keeps every row and every figure its
// views gave; its rows have no evaluation counts (NULL), and rows written afterwards do.
TEST(SchemaTest, VersionFourAddsEvaluationsToAVersionThreeFile) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(3)).ok());
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10, 20}, 1, key).ok());
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-2", "UCB", {40}, 0, key).ok());
  const std::string kOldFigures =
      "SELECT campaign_id, stage, bug, strategy, attempts, done, patched, success_rate, "
      "mean_variants_to_patch, median_variants_to_patch, mean_quality FROM repair_cells";
  std::vector<std::string> cells = SortedRows(db, kOldFigures);
  std::vector<std::string> attempts = SortedRows(db, "SELECT * FROM attempts");
  ASSERT_EQ(cells.size(), 2u);

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(4)).ok());
  EXPECT_EQ(*SchemaVersion(db), 4);
  EXPECT_EQ(SortedRows(db, kOldFigures), cells);
  // The old columns unchanged, the new ones NULL.
  std::vector<std::string> now = SortedRows(db, "SELECT * FROM attempts");
  ASSERT_EQ(now.size(), attempts.size());
  for (size_t i = 0; i < now.size(); ++i) EXPECT_EQ(now[i], attempts[i] + "|NULL|NULL");
  EXPECT_EQ(SortedRows(db,
                       "SELECT bug, mean_evaluations_to_patch, mean_evaluations FROM "
                       "repair_cells"),
            (std::vector<std::string>{"b-1|NULL|NULL", "b-2|NULL|NULL"}));

  ASSERT_TRUE(db.Exec("UPDATE attempts SET evaluations = variants_to_patch + 5, "
                      "evaluations_to_patch = variants_to_patch + 3, variants_evaluated = "
                      "variants_to_patch + 1 WHERE bug = 'b-1' AND patched = 1")
                  .ok());
  // b-1: patched at 30, 10, 20 -> evaluations_to_patch 33, 13, 23 (mean 23); evaluations of the
  // three done and patched runs 35, 15, 25 (the unpatched run has none: mean 25).
  EXPECT_EQ(SortedRows(db,
                       "SELECT bug, mean_evaluations_to_patch, mean_evaluations, "
                       "mean_variants_evaluated FROM repair_cells WHERE bug = 'b-1'"),
            (std::vector<std::string>{"b-1|23.0|25.0|21.0"}));
  EXPECT_EQ(SortedRows(db, "SELECT mean_evaluations_to_patch FROM repair_configs"),
            (std::vector<std::string>{"23.0"}));
  EXPECT_FALSE(db.Exec("UPDATE attempts SET evaluations = -1").ok());
}

// Version 5 adds crf_folds. A version-4 file keeps its CRF scores and gets the empty table, which
// takes rows keyed by (attempt, epoch) and loses them with the attempt.
TEST(SchemaTest, VersionFiveAddsCrfFoldsToAVersionFourFile) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(4)).ok());
  ASSERT_EQ(*SchemaVersion(db), 4);
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "k1").ok());
  ASSERT_TRUE(
      db.Exec("INSERT INTO crf_results VALUES ('k1', 1, 'macro', 15, 0.3, 0.6, 0.1, 0.3)").ok());
  EXPECT_FALSE(db.Exec("SELECT * FROM crf_folds").ok());

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(5)).ok());
  EXPECT_EQ(*SchemaVersion(db), 5);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM crf_results WHERE attempt_key = 'k1' AND top3 = 0.6"),
            1);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM crf_folds"), 0);
  ASSERT_TRUE(db.Exec("INSERT INTO crf_folds (attempt_key, epoch, fold_index, folds, split, "
                      "sources, duplicates_removed, train_samples, test_samples, "
                      "train_test_duplicates) VALUES ('k1', 1, 0, 10, 'source', 900, 12, 1700, "
                      "190, 0)")
                  .ok());
  EXPECT_FALSE(db.Exec("INSERT INTO crf_folds (attempt_key, epoch, fold_index, folds, split, "
                       "sources, duplicates_removed, train_samples, test_samples, "
                       "train_test_duplicates) VALUES ('k1', 1, 1, 10, 'source', 1, 1, 1, 1, 0)")
                   .ok());  // One row per (attempt, epoch).
  ASSERT_TRUE(db.Exec("DELETE FROM attempts WHERE attempt_key = 'k1'").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM crf_folds"), 0);
}

// Version 6 adds crf_results.evaluation. A version-5 file keeps its CRF scores as 'fold' rows, and
// a benchmark-fixes row of the same transform can sit beside each.
TEST(SchemaTest, VersionSixKeepsCrfScoresAsFoldRows) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(5)).ok());
  ASSERT_EQ(*SchemaVersion(db), 5);
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "k1").ok());
  ASSERT_TRUE(
      db.Exec("INSERT INTO crf_results VALUES ('k1', 1, 'macro', 15, 0.3, 0.6, 0.1, 0.3)").ok());

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(6)).ok());
  EXPECT_EQ(*SchemaVersion(db), 6);
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM crf_results WHERE attempt_key = 'k1' AND top3 = 0.6 "
                  "AND evaluation = 'fold'"),
            1);
  ASSERT_TRUE(db.Exec("INSERT INTO crf_results (attempt_key, epoch, transform, samples, top1, "
                      "top3, baseline_top1, baseline_top3, evaluation) VALUES ('k1', 1, 'macro', "
                      "9, 0.1, 0.2, 0.0, 0.1, 'benchmark-fixes')")
                  .ok());
  EXPECT_FALSE(db.Exec("INSERT INTO crf_results (attempt_key, epoch, transform, samples, top1, "
                       "top3, baseline_top1, baseline_top3, evaluation) VALUES ('k1', 1, 'macro', "
                       "9, 0.1, 0.2, 0.0, 0.1, 'elsewhere')")
                   .ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM crf_results"), 2);
  ASSERT_TRUE(db.Exec("DELETE FROM attempts WHERE attempt_key = 'k1'").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM crf_results"), 0);
}

// Version 7 drops the three attempts indexes nothing reads. A version-6 file keeps every row and
// every figure; its queries still answer (by scanning), and writers go on as before.
TEST(SchemaTest, VersionSevenDropsUnreadAttemptIndexesKeepingEverythingElse) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(6)).ok());
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10, 20}, 1, key).ok());
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-2", "UNIFORM", {40, 7}, 0, key).ok());
  ASSERT_TRUE(db.Exec("INSERT INTO generations VALUES ('k1', 1, 0, 1, 1, 1, 5, 0, 1, 1)").ok());
  const char* kQueries[] = {
      ("SELECT attempt_key, campaign_id, stage, state, epoch, tries, patched, variants_to_patch, "
       "error FROM attempts"),
      "SELECT * FROM repair_cells",
      "SELECT * FROM repair_configs",
      "SELECT * FROM campaign_progress",
      "SELECT * FROM generations",
      "SELECT * FROM stage_attempts"};
  std::vector<std::vector<std::string>> before;
  for (const char* query : kQueries) before.push_back(SortedRows(db, query));
  ASSERT_EQ(before[0].size(), static_cast<size_t>(key));
  const std::string kIndexes =
      "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND name IN ('attempts_queue', "
      "'attempts_leases', 'attempts_by_worker')";
  EXPECT_EQ(Count(db, kIndexes), 3);

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(7)).ok());
  EXPECT_EQ(*SchemaVersion(db), 7);
  EXPECT_EQ(Count(db, kIndexes), 0);
  // The indexes readers may use stay.
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND name IN "
                  "('attempts_by_state', 'attempts_by_bug', 'stage_attempts_by_attempt')"),
            3);
  std::vector<std::vector<std::string>> after;
  for (const char* query : kQueries) after.push_back(SortedRows(db, query));
  EXPECT_EQ(after, before);
  EXPECT_EQ(
      Count(db, "SELECT COUNT(*) FROM attempts WHERE state = 'queued' AND campaign_id = 'c'"),
      Count(db, "SELECT COUNT(*) FROM attempts WHERE +state = 'queued' AND campaign_id = 'c'"));
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "new-key", "b-3", "UCB", 1).ok());
  ASSERT_TRUE(db.Exec("UPDATE attempts SET state = 'running', worker_id = 'w-1', "
                      "lease_deadline_unix_ms = 5 WHERE attempt_key = 'new-key'")
                  .ok());
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM attempts WHERE state = 'running' AND worker_id = "
                  "'w-1'"),
            1);
  SqliteStatement check = *db.Prepare("PRAGMA integrity_check");
  ASSERT_TRUE(*check.Step());
  EXPECT_EQ(check.ColumnText(0), "ok");
}

// Version 8 adds artefacts. A version-7 file keeps every row; an artefact is stored once per
// (attempt, name) with a 64-digit hash, found by hash, and goes with its attempt.
TEST(SchemaTest, VersionEightAddsArtefactsToAVersionSevenFile) {
  TempDir dir;
  SqliteDb db = OpenOrDie(dir.File("r.db"));
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(7)).ok());
  ASSERT_EQ(*SchemaVersion(db), 7);
  int key = 0;
  ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10}, 1, key).ok());
  ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "crf-1").ok());
  const char* kQueries[] = {"SELECT attempt_key, campaign_id, stage, state FROM attempts",
                            "SELECT * FROM repair_configs", "SELECT * FROM campaign_progress",
                            "SELECT * FROM stages"};
  std::vector<std::vector<std::string>> before;
  for (const char* query : kQueries) before.push_back(SortedRows(db, query));
  EXPECT_FALSE(db.Exec("SELECT * FROM artefacts").ok());

  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(8)).ok());
  EXPECT_EQ(*SchemaVersion(db), 8);
  std::vector<std::vector<std::string>> after;
  for (const char* query : kQueries) after.push_back(SortedRows(db, query));
  EXPECT_EQ(after, before);
  const std::string hash(64, 'a');
  const std::string insert =
      "INSERT INTO artefacts (campaign_id, stage, attempt_key, name, sha256, bytes, "
      "created_unix_ms) VALUES ('c', 's', 'crf-1', 'crf-model', ";
  ASSERT_TRUE(db.Exec(insert + "'" + hash + "', x'0102', 5)").ok());
  EXPECT_FALSE(db.Exec(insert + "'" + hash + "', x'03', 6)").ok());  // Once per (attempt, name).
  EXPECT_FALSE(db.Exec(insert.substr(0, insert.size() - 13) + "'other', 'short', x'03', 6)").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM artefacts WHERE sha256 = '" + hash +
                          "' AND length(bytes) = 2"),
            1);
  EXPECT_EQ(Count(db,
                  "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND name = "
                  "'artefacts_by_sha256'"),
            1);
  ASSERT_TRUE(db.Exec("DELETE FROM attempts WHERE attempt_key = 'crf-1'").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM artefacts"), 0);
}

// Version 9 adds attempt_checkpoints. A version-7 file with running and finished attempts opens,
// keeps every row, and takes checkpoints that go with their attempt.
TEST(SchemaTest, VersionNineAddsAttemptCheckpointsToAVersionSevenFile) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  {
    SqliteDb db = OpenOrDie(path);
    ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(7)).ok());
    int key = 0;
    ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10}, 1, key).ok());
    ASSERT_TRUE(db.Exec("INSERT INTO generations VALUES ('k1', 1, 0, 1, 1, 1, 5, 0, 1, 1)").ok());
  }
  SqliteDb db = OpenOrDie(path);
  const std::vector<std::string> attempts_before =
      SortedRows(db, "SELECT attempt_key, state, epoch, patched FROM attempts");
  const std::vector<std::string> generations_before = SortedRows(db, "SELECT * FROM generations");
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(9)).ok());
  EXPECT_EQ(*SchemaVersion(db), 9);
  EXPECT_EQ(SortedRows(db, "SELECT attempt_key, state, epoch, patched FROM attempts"),
            attempts_before);
  EXPECT_EQ(SortedRows(db, "SELECT * FROM generations"), generations_before);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempt_checkpoints"), 0);
  ASSERT_TRUE(db.Exec("INSERT INTO attempt_checkpoints (attempt_key, epoch, generation, bytes, "
                      "sha256, created_at) VALUES ('k1', 2, 3, x'0102', 'ab', 7)")
                  .ok());
  // A second checkpoint of the same attempt replaces the first; negative numbers are refused.
  EXPECT_FALSE(db.Exec("INSERT INTO attempt_checkpoints (attempt_key, epoch, generation, bytes, "
                       "sha256, created_at) VALUES ('k1', 2, 4, x'01', 'ab', 7)")
                   .ok());
  EXPECT_FALSE(db.Exec("INSERT OR REPLACE INTO attempt_checkpoints (attempt_key, epoch, "
                       "generation, bytes, sha256, created_at) VALUES ('k1', 2, -1, x'01', "
                       "'ab', 7)")
                   .ok());
  EXPECT_EQ(Count(db, "SELECT generation FROM attempt_checkpoints WHERE attempt_key = 'k1'"), 3);
  ASSERT_TRUE(db.Exec("DELETE FROM attempts WHERE attempt_key = 'k1'").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempt_checkpoints"), 0);
}

// Version 10 records which benchmark fixes a CRF attempt scored (docs/results-schema.md,
// crf_folds). A version-9 file keeps its crf_folds rows, with NULL fix counts (scored before the
// hold-out rule); new rows carry both counts.
TEST(SchemaTest, VersionTenAddsFixCountsToAVersionNineFile) {
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
  ASSERT_TRUE(MigrateSchema(*db, ResultsSchemaMigrations().first(10)).ok());
  EXPECT_EQ(*SchemaVersion(*db), 10);
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

// Version 11 adds attempt shapes (docs/results-schema.md, "attempt_shapes"). A version-10 file
// keeps every attempt row as it was, whole message included, with a NULL shape_id; a new row may
// name a shape and carry an empty message.
TEST(SchemaTest, VersionElevenAddsAttemptShapesToAVersionTenFile) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  {
    SqliteDb db = OpenOrDie(path);
    ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(10)).ok());
    int key = 0;
    ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10}, 1, key).ok());
    EXPECT_FALSE(db.Exec("SELECT shape_id FROM attempts").ok());
  }
  SqliteDb db = OpenOrDie(path);
  const std::string every_column =
      "SELECT attempt_key, campaign_id, stage, ordinal, kind, bug, strategy, seed, state, "
      "patched, variants_to_patch, hex(attempt) FROM attempts";
  const std::vector<std::string> attempts_before = SortedRows(db, every_column);
  const std::vector<std::string> configs_before = SortedRows(db, "SELECT * FROM repair_configs");
  ASSERT_FALSE(attempts_before.empty());
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(11)).ok());
  EXPECT_EQ(*SchemaVersion(db), 11);
  EXPECT_EQ(SortedRows(db, every_column), attempts_before);
  EXPECT_EQ(SortedRows(db, "SELECT * FROM repair_configs"), configs_before);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE shape_id IS NOT NULL"), 0);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempt_shapes"), 0);
  ASSERT_TRUE(db.Exec("INSERT INTO attempt_shapes (shape_id, shape) VALUES (0, x'0102')").ok());
  // Shape ids are the table's integer key: the same id twice is refused.
  EXPECT_FALSE(db.Exec("INSERT INTO attempt_shapes (shape_id, shape) VALUES (0, x'03')").ok());
  EXPECT_FALSE(db.Exec("INSERT INTO attempt_shapes (shape_id, shape) VALUES (1, NULL)").ok());
  EXPECT_EQ(Count(db, "SELECT length(shape) FROM attempt_shapes WHERE shape_id = 0"), 2);
}

// Version 12 adds the rows' reserve (docs/results-schema.md, "attempts"). A version-11 file keeps
// every row and view as it was, with a NULL reserve (those rows grow at their lease as before);
// a row written from then on may carry zeros there, which no view or column reads.
TEST(SchemaTest, VersionTwelveAddsTheAttemptRowReserveToAVersionElevenFile) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  {
    SqliteDb db = OpenOrDie(path);
    ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(11)).ok());
    int key = 0;
    ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10}, 1, key).ok());
    EXPECT_FALSE(db.Exec("SELECT reserve FROM attempts").ok());
  }
  SqliteDb db = OpenOrDie(path);
  const std::string every_column =
      "SELECT attempt_key, campaign_id, stage, ordinal, kind, bug, strategy, seed, state, "
      "patched, variants_to_patch, shape_id, hex(attempt) FROM attempts";
  const std::vector<std::string> attempts_before = SortedRows(db, every_column);
  const std::vector<std::string> configs_before = SortedRows(db, "SELECT * FROM repair_configs");
  const std::vector<std::string> progress_before =
      SortedRows(db, "SELECT * FROM campaign_progress");
  ASSERT_FALSE(attempts_before.empty());
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(12)).ok());
  EXPECT_EQ(*SchemaVersion(db), 12);
  EXPECT_EQ(SortedRows(db, every_column), attempts_before);
  EXPECT_EQ(SortedRows(db, "SELECT * FROM repair_configs"), configs_before);
  EXPECT_EQ(SortedRows(db, "SELECT * FROM campaign_progress"), progress_before);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE reserve IS NOT NULL"), 0);
  // Zeros in a row's reserve change none of the figures.
  ASSERT_TRUE(db.Exec("UPDATE attempts SET reserve = zeroblob(56)").ok());
  EXPECT_EQ(SortedRows(db, every_column), attempts_before);
  EXPECT_EQ(SortedRows(db, "SELECT * FROM repair_configs"), configs_before);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE length(reserve) = 56"),
            static_cast<int64_t>(attempts_before.size()));
}

// Version 13 keys the event tables by attempts.attempt_id (docs/results-schema.md, "Storage
// tables of the events"): a version-12 file with event rows (two epochs of one attempt, another
// attempt's, a checkpoint's) reads back the same rows through the views `generations` and
// `operator_stats`, every documented figure is unchanged, and rows written by key through the
// views after the migration land in the storage tables under the attempt's id.
TEST(SchemaTest, VersionThirteenKeepsTheEventRowsOfAVersionTwelveFile) {
  TempDir dir;
  const std::string path = dir.File("r.db");
  {
    SqliteDb db = OpenOrDie(path);
    ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(12)).ok());
    int key = 0;
    ASSERT_TRUE(testing::AddFinishedRuns(db, "b-1", "UCB", {30, 10}, 1, key).ok());
    ASSERT_TRUE(testing::InsertTestAttempt(db, "c", "queued-1").ok());
    ASSERT_TRUE(
        db.Exec("UPDATE attempts SET epoch = 2 WHERE attempt_key = 'k1';"
                "UPDATE attempts SET epoch = 1 WHERE attempt_key <> 'queued-1';"
                "INSERT INTO generations VALUES ('k1', 1, 0, 0.5, 0.25, 0.125, 40, 3, 0, 2),"
                "  ('k1', 2, 0, 1.5, 0.75, 0.1, 41, 0, 1, 1),"
                "  ('k1', 2, 1, 2.5, 1e-300, -0.0, 0, 0, 0, 0),"
                "  ('k2', 1, 0, 0.1, 0.2, 0.3, 9, 1, 1, 1);"
                "INSERT INTO operator_stats VALUES ('k1', 2, 0, 'append', 3, 0.5, 0.2, 0.1),"
                "  ('k1', 2, 0, 'delete', 0, 0, 0.3333333333333333, 0.9),"
                "  ('k2', 1, 0, 'append', 1, 2.5, 0.25, 1);")
            .ok());
  }
  SqliteDb db = OpenOrDie(path);
  const char* kRead[] = {
      "SELECT * FROM generations", "SELECT * FROM operator_stats", "SELECT * FROM repair_configs",
      "SELECT * FROM repair_cells", "SELECT * FROM campaign_progress",
      "SELECT attempt_key, campaign_id, stage, ordinal, state, epoch, patched, hex(attempt) FROM "
      "attempts",
      // docs/results-schema.md's fitness curve and arm probabilities (current epoch only).
      "SELECT g.generation, g.best_fitness, g.mean_fitness, g.median_fitness FROM generations g "
      "JOIN attempts a USING (attempt_key) WHERE g.attempt_key = 'k1' AND g.epoch = a.epoch",
      "SELECT o.generation, o.arm, AVG(o.probability), SUM(o.selections) FROM operator_stats o "
      "JOIN attempts a USING (attempt_key) WHERE o.epoch = a.epoch GROUP BY o.generation, o.arm",
      "SELECT typeof(attempt_key), typeof(epoch), typeof(best_fitness), "
      "typeof(variants_evaluated), quote(median_fitness) FROM generations"};
  std::vector<std::vector<std::string>> before;
  for (const char* sql : kRead) before.push_back(SortedRows(db, sql));
  ASSERT_EQ(before[0].size(), 4u);
  ASSERT_EQ(before[1].size(), 3u);
  ASSERT_TRUE(MigrateSchema(db, ResultsSchemaMigrations().first(13)).ok());
  EXPECT_EQ(*SchemaVersion(db), 13);
  for (size_t i = 0; i < std::size(kRead); ++i) {
    EXPECT_EQ(SortedRows(db, kRead[i]), before[i]) << kRead[i];
  }
  // The views keep the tables' columns, in order.
  EXPECT_EQ(SortedRows(db, "SELECT cid || name FROM pragma_table_info('operator_stats')"),
            (std::vector<std::string>{"0attempt_key", "1epoch", "2generation", "3arm",
                                      "4selections", "5reward_sum", "6quality", "7probability"}));
  // Stored under integer ids: every leased attempt has one (its rowid), the queued one none.
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM generation_rows"), 4);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM operator_stat_rows"), 3);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE attempt_id IS NULL"), 1);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE attempt_id = rowid"),
            Count(db, "SELECT COUNT(*) FROM attempts") - 1);
  EXPECT_FALSE(db.Exec("UPDATE attempts SET attempt_id = 1 WHERE attempt_key = 'queued-1' AND "
                       "(SELECT COUNT(*) FROM attempts WHERE attempt_id = 1) > 0")
                   .ok());  // attempts_by_id is unique.
  // Written by key through a view: the queued attempt gets the next id; a row replaces its twin;
  // an unknown key and a broken CHECK are refused.
  ASSERT_TRUE(db.Exec("INSERT OR REPLACE INTO generations VALUES ('queued-1', 1, 0, 1, 1, 1, 5, "
                      "0, 1, 1); INSERT OR REPLACE INTO generations VALUES ('queued-1', 1, 0, 7, "
                      "1, 1, 5, 0, 1, 1)")
                  .ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM attempts WHERE attempt_id IS NULL"), 0);
  EXPECT_EQ(Count(db, "SELECT attempt_id FROM attempts WHERE attempt_key = 'queued-1'"),
            Count(db, "SELECT MAX(attempt_id) FROM attempts"));
  EXPECT_EQ(Count(db, "SELECT best_fitness FROM generations WHERE attempt_key = 'queued-1'"), 7);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM generation_rows"), 5);
  absl::Status unknown =
      db.Exec("INSERT INTO operator_stats VALUES ('nope', 1, 0, 'append', 1, 0, 0, 0)");
  EXPECT_THAT(unknown.message(), HasSubstr("no attempts row"));
  EXPECT_FALSE(db.Exec("INSERT INTO operator_stats VALUES ('k2', 1, 1, 'x', -1, 0, 0, 0)").ok());
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM operator_stat_rows"), 3);
}

}  // namespace
}  // namespace aprgrid::store
