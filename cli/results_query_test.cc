#include "cli/results_query.h"

#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "common/store/sqlite_db.h"
#include "common/store/store.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

// A results database with one campaign, one stage and three finished attempts in one cell.
// The file name carries the test and the process id: ctest runs these tests in parallel.
std::string MakeDb() {
  std::string path = std::string(::testing::TempDir()) + "/results_query_test_" +
                     ::testing::UnitTest::GetInstance()->current_test_info()->name() + "_" +
                     std::to_string(getpid()) + ".db";
  std::filesystem::remove(path);
  {
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

TEST(ResultsQueryTest, ResolvesByNameOrId) {
  std::string db = MakeDb();
  EXPECT_EQ(*ResolveCampaign(db, "demo"), "c-1");
  EXPECT_EQ(*ResolveCampaign(db, "c-1"), "c-1");
  EXPECT_TRUE(absl::IsNotFound(ResolveCampaign(db, "nope").status()));
  EXPECT_TRUE(absl::IsNotFound(ResolveCampaign(db + ".missing", "demo").status()));
}

TEST(ResultsQueryTest, ReportHasThePaperFigures) {
  std::string db = MakeDb();
  auto rows = ReportRows(db, "c-1");
  ASSERT_TRUE(rows.ok()) << rows.status();
  ASSERT_EQ(rows->rows.size(), 1u);
  std::ostringstream out;
  WriteReport(*rows, out);
  std::string text = out.str();
  EXPECT_NE(text.find("stage rq1"), std::string::npos) << text;
  EXPECT_NE(text.find("UCB/AVERAGE/RAW/GENPROG_3/PER_GENERATION/PAPER"), std::string::npos) << text;
  EXPECT_NE(text.find("1/2"), std::string::npos) << text;    // bugs patched
  EXPECT_NE(text.find("66.7%"), std::string::npos) << text;  // success rate
  EXPECT_NE(text.find("20.0"), std::string::npos) << text;   // mean and median of 10, 30
}

TEST(ResultsQueryTest, ExportCsvQuotesAndJsonTypes) {
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

}  // namespace
}  // namespace aprgrid::cli
