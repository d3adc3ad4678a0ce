#include "cli/configuration_summary.h"

#include <sstream>
#include <string>
#include <vector>

#include "cli/campaign_outcomes.h"
#include "cli/campaign_report.h"
#include "cli/report_test_db.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// UNIFORM: 3 bugs x 2 seeds, patched on b1 (both seeds, 10 and 30 variants) and b2 (seed 1,
// 50 variants); one more attempt failed. Passing-negative variants: 4 per generation, 3 gens.
void AddUniform(ReportTestDb& db) {
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10, 3, 4);
  db.Add("UNIFORM", "", "b1", 2, "done", true, 30, 3, 4);
  db.Add("UNIFORM", "", "b2", 1, "done", true, 50, 3, 4);
  db.Add("UNIFORM", "", "b2", 2, "done", false, std::nullopt, 3, 4);
  db.Add("UNIFORM", "", "b3", 1, "done", false, std::nullopt, 3, 4);
  db.Add("UNIFORM", "", "b3", 2, "failed", false, std::nullopt);
}

TEST(ConfigurationSummaryTest, FiguresOfOneConfiguration) {
  ReportTestDb db;
  AddUniform(db);
  auto configs = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(configs.ok()) << configs.status();
  ASSERT_EQ(configs->size(), 1u);
  EXPECT_EQ((*configs)[0].label, "UNIFORM/GENPROG_3");
  const ConfigurationSummary s = Summarize((*configs)[0]);
  EXPECT_EQ(s.attempts, 6);
  EXPECT_EQ(s.finished, 5);
  EXPECT_EQ(s.failed, 1);
  EXPECT_EQ(s.patched, 3);
  EXPECT_EQ(s.bugs, 3);
  EXPECT_EQ(s.bugs_patched, 2);
  EXPECT_DOUBLE_EQ(*s.success_rate, 0.6);
  const auto wilson = stats::WilsonInterval(3, 5);
  EXPECT_DOUBLE_EQ(s.success_ci->low, wilson->low);
  EXPECT_DOUBLE_EQ(s.success_ci->high, wilson->high);
  EXPECT_DOUBLE_EQ(*s.mean_variants_to_patch, 30);
  EXPECT_DOUBLE_EQ(*s.median_variants_to_patch, 30);
  EXPECT_EQ(s.test_passing_runs, 5);
  EXPECT_DOUBLE_EQ(*s.test_passing_variants, 12);  // 3 generations x 4.
  EXPECT_DOUBLE_EQ(s.test_passing_ci->low, 12);
  EXPECT_DOUBLE_EQ(s.test_passing_ci->high, 12);
}

TEST(ConfigurationSummaryTest, CsvHasTheDocumentedColumns) {
  ReportTestDb db;
  AddUniform(db);
  std::ostringstream out;
  ReportOptions options;
  options.format = OutputFormat::kCsv;
  ASSERT_TRUE(WriteCampaignReport(db.path(), "c-1", "demo", options, out).ok());
  std::istringstream lines(out.str());
  std::string header, row;
  std::getline(lines, header);
  std::getline(lines, row);
  EXPECT_EQ(header,
            "stage,configuration,bugs,bugs_patched,success_rate,ci_low,ci_high,"
            "mean_variants_to_patch,median_variants_to_patch,attempts,failed,attempts_finished,"
            "attempts_patched,test_passing_variants,test_passing_ci_low,test_passing_ci_high,"
            "test_passing_runs");
  EXPECT_THAT(row, HasSubstr("s1,UNIFORM/GENPROG_3,3,2,0.6,"));
}

TEST(ConfigurationSummaryTest, NoFinishedAttemptsGiveEmptyIntervalsNeverNaN) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "b1", 1, "queued", false, std::nullopt);
  db.Add("UNIFORM", "", "b1", 2, "running", false, std::nullopt);
  for (OutputFormat format : {OutputFormat::kText, OutputFormat::kMarkdown, OutputFormat::kCsv,
                              OutputFormat::kLatex, OutputFormat::kJson, OutputFormat::kHtml}) {
    std::ostringstream out;
    ReportOptions options;
    options.format = format;
    ASSERT_TRUE(WriteCampaignReport(db.path(), "c-1", "demo", options, out).ok());
    EXPECT_THAT(out.str(), Not(HasSubstr("nan")));
    EXPECT_THAT(out.str(), Not(HasSubstr("NaN")));
    EXPECT_THAT(out.str(), Not(HasSubstr("inf")));
    if (format == OutputFormat::kCsv) {
      EXPECT_THAT(out.str(), HasSubstr("s1,UNIFORM/GENPROG_3,1,0,,,,,,2,0,0,0,,,,0"));
    }
    if (format == OutputFormat::kJson) {
      EXPECT_THAT(out.str(), HasSubstr("\"success_rate\":null,\"ci_low\":null,\"ci_high\":null"));
    }
  }
}

TEST(ConfigurationSummaryTest, TextKeepsTheLayoutPlusTheInterval) {
  ReportTestDb db;
  AddUniform(db);
  std::ostringstream out;
  ASSERT_TRUE(WriteCampaignReport(db.path(), "c-1", "demo", false, out).ok());
  EXPECT_THAT(out.str(), HasSubstr("stage s1"));
  EXPECT_THAT(out.str(), HasSubstr("configuration      bugs patched  success"));
  EXPECT_THAT(out.str(), HasSubstr("60.0%"));
  EXPECT_THAT(out.str(), HasSubstr(PercentInterval(stats::WilsonInterval(3, 5))));
}

// The CRF prior's floor is a configuration parameter only where it varies: absent from the
// labels while every CRF configuration of the campaign shares one, on each of them otherwise, and
// never on the other strategies.
TEST(ConfigurationSummaryTest, CrfPriorFloorLabelsOnlyWhereItVaries) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10);
  db.Add("CRF_PRIOR", "", "b1", 1, "done", true, 10, 0, 0, "s1", 0.1);
  db.Add("CRF_PRIOR", "", "b1", 2, "done", false, std::nullopt, 0, 0, "s1", 0.1);
  db.Add("CRF_PRIOR", "", "b1", 1, "done", false, std::nullopt, 0, 0, "s2", 0.1);
  auto same = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(same.ok()) << same.status();
  ASSERT_EQ(same->size(), 3u);
  EXPECT_EQ((*same)[0].label, "CRF_PRIOR/GENPROG_3");
  EXPECT_EQ((*same)[0].attempts.size(), 2u);
  EXPECT_EQ((*same)[0].crf_prior_floor, 0.1);
  EXPECT_EQ((*same)[1].label, "UNIFORM/GENPROG_3");
  EXPECT_FALSE((*same)[1].crf_prior_floor.has_value());
  EXPECT_EQ((*same)[2].label, "CRF_PRIOR/GENPROG_3");

  db.Add("CRF_PRIOR", "", "b1", 2, "done", true, 20, 0, 0, "s2", 0.3);
  auto varied = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(varied.ok()) << varied.status();
  std::vector<std::string> labels;
  for (const ConfigurationOutcomes& c : *varied) labels.push_back(c.stage + " " + c.label);
  EXPECT_THAT(labels, ::testing::ElementsAre(
                          "s1 CRF_PRIOR/GENPROG_3 floor=0.1", "s1 UNIFORM/GENPROG_3",
                          "s2 CRF_PRIOR/GENPROG_3 floor=0.1", "s2 CRF_PRIOR/GENPROG_3 floor=0.3"));
  std::ostringstream out;
  ASSERT_TRUE(WriteCampaignReport(db.path(), "c-1", "demo", ReportOptions{}, out).ok());
  EXPECT_THAT(out.str(), HasSubstr("CRF_PRIOR/GENPROG_3 floor=0.3"));
  EXPECT_THAT(out.str(), Not(HasSubstr("UNIFORM/GENPROG_3 floor")));
}

TEST(ConfigurationSummaryTest, UnknownStageIsNotFound) {
  ReportTestDb db;
  AddUniform(db);
  std::ostringstream out;
  ReportOptions options;
  options.stage = "nope";
  EXPECT_TRUE(absl::IsNotFound(WriteCampaignReport(db.path(), "c-1", "demo", options, out)));
}

}  // namespace
}  // namespace aprgrid::cli
