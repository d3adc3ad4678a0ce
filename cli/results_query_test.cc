#include "cli/results_query.h"

#include <sstream>
#include <string>
#include <vector>

#include "common/store/schema.h"
#include "common/store/sqlite_db.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

class ResultsQueryTest : public ::testing::Test {
 protected:
  // A results database with one campaign, one stage and three finished attempts in one cell,
  // in the test's temporary directory. With `schema_version` 1, the file is made with the
  // version-1 statements only (a file no version-2 writer has opened yet).
  std::string MakeDb(int schema_version = 0);

 private:
  store::testing::TempDir dir_;
  int made_ = 0;
};

std::string ResultsQueryTest::MakeDb(int schema_version) {
  std::string path = dir_.File("results" + std::to_string(made_++) + ".db");
  if (schema_version == 1) {
    auto db = store::SqliteDb::Open(path);
    EXPECT_TRUE(db.ok());
    EXPECT_TRUE(store::MigrateSchema(*db, store::ResultsSchemaMigrations().first(1)).ok());
  } else {
    auto store = store::Store::Open(path);
    EXPECT_TRUE(store.ok()) << store.status();
  }
  auto db = store::SqliteDb::Open(path);
  EXPECT_TRUE(db.ok());
  EXPECT_TRUE(db->Exec(R"sql(
    INSERT INTO campaigns (campaign_id, name, created_unix_ms, updated_unix_ms)
      VALUES ('c-1', 'demo', 0, 0);
    INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-1', 'rq1', 0, 'repair');
    INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, bug, strategy, credit,
                          reward, arm_set, activation, mode, seed, population, generations,
                          engine, state, patched, variants_to_patch, patch_diff, attempt)
    VALUES ('k1', 'c-1', 'rq1', 0, 'repair', 'b-1', 'UCB', 'AVERAGE', 'RAW', 'GENPROG_3',
            'PER_GENERATION', 'PAPER', 1, 20, 5, 'builtin', 'done', 1, 10, 'a,"b"', x''),
           ('k2', 'c-1', 'rq1', 1, 'repair', 'b-1', 'UCB', 'AVERAGE', 'RAW', 'GENPROG_3',
            'PER_GENERATION', 'PAPER', 2, 20, 5, 'builtin', 'done', 1, 30, '', x''),
           ('k3', 'c-1', 'rq1', 2, 'repair', 'b-2', 'UCB', 'AVERAGE', 'RAW', 'GENPROG_3',
            'PER_GENERATION', 'PAPER', 1, 20, 5, 'builtin', 'done', 0, NULL, '', x'');
  )sql")
                  .ok());
  return path;
}

// Column `name` of every row, as text.
std::vector<std::string> Column(const QueryRows& rows, const std::string& name) {
  std::vector<std::string> values;
  for (size_t i = 0; i < rows.columns.size(); ++i) {
    if (rows.columns[i] != name) continue;
    for (const auto& row : rows.rows) values.push_back(row[i].value_or("NULL"));
  }
  return values;
}

TEST_F(ResultsQueryTest, ResolvesByNameOrId) {
  std::string db = MakeDb();
  EXPECT_EQ(*ResolveCampaign(db, "demo"), "c-1");
  EXPECT_EQ(*ResolveCampaign(db, "c-1"), "c-1");
  EXPECT_TRUE(absl::IsNotFound(ResolveCampaign(db, "nope").status()));
  EXPECT_TRUE(absl::IsNotFound(ResolveCampaign(db + ".missing", "demo").status()));
}

TEST_F(ResultsQueryTest, ReportHasThePaperFigures) {
  std::string db = MakeDb();
  auto rows = ReportRows(db, "c-1");
  ASSERT_TRUE(rows.ok()) << rows.status();
  ASSERT_EQ(rows->rows.size(), 1u);
  EXPECT_EQ(Column(*rows, "stage"), (std::vector<std::string>{"rq1"}));
  EXPECT_EQ(Column(*rows, "strategy"), (std::vector<std::string>{"UCB"}));
  EXPECT_EQ(Column(*rows, "bugs_patched"), (std::vector<std::string>{"1"}));
  EXPECT_EQ(Column(*rows, "bugs"), (std::vector<std::string>{"2"}));
  EXPECT_EQ(Column(*rows, "attempts"), (std::vector<std::string>{"3"}));
  EXPECT_DOUBLE_EQ(std::stod(Column(*rows, "success_rate")[0]), 2.0 / 3);
  EXPECT_DOUBLE_EQ(std::stod(Column(*rows, "mean_variants_to_patch")[0]), 20);    // 10, 30
  EXPECT_DOUBLE_EQ(std::stod(Column(*rows, "median_variants_to_patch")[0]), 20);  // 10, 30
}

TEST_F(ResultsQueryTest, ExportCsvQuotesAndJsonTypes) {
  std::string db = MakeDb();
  auto rows = ExportAttempts(db, "c-1");
  ASSERT_TRUE(rows.ok()) << rows.status();
  ASSERT_EQ(rows->rows.size(), 3u);
  std::ostringstream csv;
  WriteCsv(*rows, csv);
  EXPECT_EQ(csv.str().substr(0, 28), "attempt_key,campaign_id,stag");
  EXPECT_NE(csv.str().find("\"a,\"\"b\"\"\""), std::string::npos) << csv.str();
  std::ostringstream json;
  WriteJsonLines(*rows, json);
  EXPECT_NE(json.str().find("\"attempt_key\":\"k1\""), std::string::npos);
  EXPECT_NE(json.str().find("\"variants_to_patch\":10"), std::string::npos) << json.str();
  EXPECT_NE(json.str().find("\"variants_to_patch\":null"), std::string::npos);
}

// Stage rq2 of c-1 names k1 and k3 of rq1 (a grid point both stages name is one attempt), and
// campaign c-2 names k2, created by c-1.
void AddSharing(const std::string& path) {
  auto db = store::SqliteDb::Open(path);
  ASSERT_TRUE(db.ok());
  ASSERT_TRUE(db->Exec(R"sql(
    INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-1', 'rq2', 1, 'repair');
    INSERT INTO stage_attempts (campaign_id, stage, attempt_key)
      VALUES ('c-1', 'rq2', 'k1'), ('c-1', 'rq2', 'k3');
    INSERT INTO campaigns (campaign_id, name, created_unix_ms, updated_unix_ms)
      VALUES ('c-2', 'again', 0, 0);
    INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-2', 'rq1', 0, 'repair');
    INSERT INTO stage_attempts (campaign_id, stage, attempt_key) VALUES ('c-2', 'rq1', 'k2');
  )sql")
                  .ok());
}

TEST_F(ResultsQueryTest, SharedAttemptsAreInEveryStageThatNamesThem) {
  std::string db = MakeDb();
  AddSharing(db);
  auto report = ReportRows(db, "c-1");
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_EQ(Column(*report, "stage"), (std::vector<std::string>{"rq1", "rq2"}));
  EXPECT_EQ(Column(*report, "attempts"), (std::vector<std::string>{"3", "2"}));
  EXPECT_EQ(Column(*report, "bugs_patched"), (std::vector<std::string>{"1", "1"}));

  auto exported = ExportAttempts(db, "c-1");
  ASSERT_TRUE(exported.ok()) << exported.status();
  EXPECT_EQ(Column(*exported, "attempt_key"),
            (std::vector<std::string>{"k1", "k2", "k3", "k1", "k3"}));
  EXPECT_EQ(Column(*exported, "stage"),
            (std::vector<std::string>{"rq1", "rq1", "rq1", "rq2", "rq2"}));

  // A later campaign that names an existing attempt reports and exports it as its own.
  auto again = ExportAttempts(db, "c-2");
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(Column(*again, "attempt_key"), (std::vector<std::string>{"k2"}));
  EXPECT_EQ(Column(*again, "campaign_id"), (std::vector<std::string>{"c-2"}));
  EXPECT_EQ(Column(*again, "variants_to_patch"), (std::vector<std::string>{"30"}));
  EXPECT_EQ(Column(*again, "evaluations"), (std::vector<std::string>{"NULL"}));
  auto again_report = ReportRows(db, "c-2");
  ASSERT_TRUE(again_report.ok());
  EXPECT_EQ(Column(*again_report, "patched"), (std::vector<std::string>{"1"}));
}

TEST_F(ResultsQueryTest, AVersionOneFileIsReadAsBefore) {
  std::string db = MakeDb(/*schema_version=*/1);
  auto exported = ExportAttempts(db, "c-1");
  ASSERT_TRUE(exported.ok()) << exported.status();
  EXPECT_EQ(Column(*exported, "attempt_key"), (std::vector<std::string>{"k1", "k2", "k3"}));
  // A file older than the evaluation counters exports them as NULL.
  EXPECT_EQ(Column(*exported, "evaluations_to_patch"),
            (std::vector<std::string>{"NULL", "NULL", "NULL"}));
  auto report = ReportRows(db, "c-1");
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_EQ(Column(*report, "attempts"), (std::vector<std::string>{"3"}));
}

}  // namespace
}  // namespace aprgrid::cli
