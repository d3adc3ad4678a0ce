#include "cli/paper_tables.h"

#include <sstream>

#include "cli/configuration_summary.h"
#include "cli/report_test_db.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;

TEST(PaperTablesTest, TableFourLaysOutRuleByCredit) {
  ReportTestDb db;
  db.AddStage("rq1-rq2");
  db.Add("UCB", "AVERAGE", "b1", 1, "done", true, 10, 0, 0, "rq1-rq2");
  db.Add("UCB", "AVERAGE", "b2", 1, "done", false, std::nullopt, 0, 0, "rq1-rq2");
  db.Add("UCB", "RECENCY_WEIGHTED", "b1", 1, "done", false, std::nullopt, 0, 0, "rq1-rq2");
  std::ostringstream out;
  ReportOptions options;
  ASSERT_TRUE(WritePaperTable(db.path(), "c-1", 4, options, out).ok());
  const std::string text = out.str();
  EXPECT_THAT(text, HasSubstr("Table IV: rule x credit"));
  EXPECT_THAT(text, HasSubstr("average (A)"));
  // UCB, average: 1 of 2 runs, 1 of 2 bugs, 10 variants.
  EXPECT_THAT(text, HasSubstr("50.0% " + PercentInterval(stats::WilsonInterval(1, 2)) +
                              " / 1 of 2 / 10.0 / 10.0"));
  EXPECT_THAT(text, HasSubstr("0.0% " + PercentInterval(stats::WilsonInterval(0, 1)) +
                              " / 0 of 1 / - / -"));
  // PM was not run: its cells are "-".
  EXPECT_THAT(text, HasSubstr("PM "));

  std::ostringstream csv;
  options.format = OutputFormat::kCsv;
  ASSERT_TRUE(WritePaperTable(db.path(), "c-1", 4, options, csv).ok());
  EXPECT_THAT(csv.str(), HasSubstr("table,row,column,stage,configuration,attempts_finished,"));
  EXPECT_THAT(csv.str(), HasSubstr("4,UCB,average (A),rq1-rq2,UCB/AVERAGE/GENPROG_3,2,0.5,"));
}

TEST(PaperTablesTest, TableSixKeepsTheBugsEveryConfigurationPatched) {
  ReportTestDb db;
  db.AddStage("rq1-rq2");
  db.AddStage("rq2-baseline");
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10, 0, 0, "rq2-baseline");
  db.Add("UNIFORM", "", "b2", 1, "done", true, 10, 0, 0, "rq2-baseline");
  for (const char* rule : {"PROBABILITY_MATCHING", "UCB", "EPSILON_GREEDY"}) {
    db.Add(rule, "AVERAGE", "b1", 1, "done", true, 20, 0, 0, "rq1-rq2");
    db.Add(rule, "AVERAGE", "b2", 1, "done", false, std::nullopt, 0, 0, "rq1-rq2");
  }
  db.Add("ADAPTIVE_PURSUIT", "RECENCY_WEIGHTED", "b1", 1, "done", true, 30, 0, 0, "rq1-rq2");
  std::ostringstream out;
  ASSERT_TRUE(WritePaperTable(db.path(), "c-1", 6, ReportOptions(), out).ok());
  EXPECT_THAT(out.str(), HasSubstr("1 bugs patched by all five"));
  // On b1 only, uniform is 1 of 1.
  EXPECT_THAT(out.str(), HasSubstr("100.0% " + PercentInterval(stats::WilsonInterval(1, 1)) +
                                   " / 10.0 / 10.0"));
}

TEST(PaperTablesTest, OnlyThreeToNine) {
  EXPECT_FALSE(IsPaperTable(2));
  EXPECT_TRUE(IsPaperTable(3));
  EXPECT_TRUE(IsPaperTable(9));
  EXPECT_FALSE(IsPaperTable(10));
}

}  // namespace
}  // namespace aprgrid::cli
