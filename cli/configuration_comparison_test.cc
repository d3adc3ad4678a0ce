#include "cli/configuration_comparison.h"

#include <sstream>

#include "cli/campaign_outcomes.h"
#include "cli/report_test_db.h"
#include "common/stats/bootstrap.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// Per bug (2 seeds each): UNIFORM patches b1 twice, b2 once, b3 never; EPSILON_GREEDY/AVERAGE
// patches b1 once, b2 never, b3 twice; UCB/AVERAGE patches nothing and never ran b3.
std::vector<ConfigurationOutcomes> Outcomes(ReportTestDb& db) {
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10);
  db.Add("UNIFORM", "", "b1", 2, "done", true, 20);
  db.Add("UNIFORM", "", "b2", 1, "done", true, 40);
  db.Add("UNIFORM", "", "b2", 2, "done", false, std::nullopt);
  db.Add("UNIFORM", "", "b3", 1, "done", false, std::nullopt);
  db.Add("UNIFORM", "", "b3", 2, "done", false, std::nullopt);
  db.Add("EPSILON_GREEDY", "AVERAGE", "b1", 1, "done", true, 30);
  db.Add("EPSILON_GREEDY", "AVERAGE", "b1", 2, "done", false, std::nullopt);
  db.Add("EPSILON_GREEDY", "AVERAGE", "b2", 1, "done", false, std::nullopt);
  db.Add("EPSILON_GREEDY", "AVERAGE", "b2", 2, "done", false, std::nullopt);
  db.Add("EPSILON_GREEDY", "AVERAGE", "b3", 1, "done", true, 5);
  db.Add("EPSILON_GREEDY", "AVERAGE", "b3", 2, "done", true, 20);
  db.Add("UCB", "AVERAGE", "b1", 1, "done", false, std::nullopt);
  db.Add("UCB", "AVERAGE", "b2", 1, "done", false, std::nullopt);
  auto configs = ReadCampaignOutcomes(db.path(), "c-1");
  EXPECT_TRUE(configs.ok()) << configs.status();
  return *configs;
}

TEST(ConfigurationComparisonTest, PairedFiguresAgainstTheBaseline) {
  ReportTestDb db;
  const std::vector<ConfigurationOutcomes> configs = Outcomes(db);
  auto comparisons = CompareAgainst(configs, "UNIFORM/GENPROG_3", "");
  ASSERT_TRUE(comparisons.ok()) << comparisons.status();
  ASSERT_EQ(comparisons->size(), 2u);
  const Comparison& eps = (*comparisons)[0];
  EXPECT_EQ(eps.config->label, "EPSILON_GREEDY/AVERAGE/GENPROG_3");
  EXPECT_EQ(eps.bugs_paired, 3);
  // Per-bug differences: 0.5 - 1, 0 - 0.5, 1 - 0.
  EXPECT_DOUBLE_EQ(*eps.diff, 0.0);
  const std::vector<double> diffs = {-0.5, -0.5, 1.0};
  const auto ci =
      stats::BootstrapMeanInterval(diffs, stats::kBootstrapResamples, stats::kBootstrapSeed);
  EXPECT_DOUBLE_EQ(eps.diff_ci->low, ci->low);
  EXPECT_DOUBLE_EQ(eps.diff_ci->high, ci->high);
  EXPECT_EQ(eps.bugs_only_baseline, 1);  // b2.
  EXPECT_EQ(eps.bugs_only_config, 1);    // b3.
  EXPECT_DOUBLE_EQ(*eps.p_mcnemar, 1.0);
  // Variants: eps {30, 5, 20} over uniform {10, 20, 40}: wins 30>10, 30>20, 20>10, tie 20=20.
  EXPECT_DOUBLE_EQ(*eps.a12, 3.5 / 9);
  ASSERT_TRUE(eps.p_value && eps.p_holm && eps.p_logrank);
  EXPECT_GE(*eps.p_holm, *eps.p_value);

  const Comparison& ucb = (*comparisons)[1];
  EXPECT_EQ(ucb.bugs_paired, 2);  // b3 has no UCB run.
  EXPECT_DOUBLE_EQ(*ucb.diff, -0.75);
  EXPECT_FALSE(ucb.a12.has_value());  // UCB never patched.
}

TEST(ConfigurationComparisonTest, UnknownBaselineListsTheLabels) {
  ReportTestDb db;
  const auto comparisons = CompareAgainst(Outcomes(db), "UNIFORM", "");
  ASSERT_TRUE(absl::IsNotFound(comparisons.status()));
  EXPECT_THAT(comparisons.status().message(), HasSubstr("\"UNIFORM/GENPROG_3\""));
  EXPECT_THAT(comparisons.status().message(), HasSubstr("\"UCB/AVERAGE/GENPROG_3\""));
}

TEST(ConfigurationComparisonTest, OneConfigurationIsNothingToCompare) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10);
  auto configs = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(configs.ok());
  const auto comparisons = CompareAgainst(*configs, "UNIFORM/GENPROG_3", "");
  ASSERT_TRUE(absl::IsFailedPrecondition(comparisons.status()));
  EXPECT_THAT(comparisons.status().message(), HasSubstr("nothing to compare"));
}

TEST(ConfigurationComparisonTest, NoFinishedRunsGiveEmptyCellsNeverNaN) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "b1", 1, "queued", false, std::nullopt);
  db.Add("UCB", "AVERAGE", "b1", 1, "queued", false, std::nullopt);
  auto configs = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(configs.ok());
  auto comparisons = CompareAgainst(*configs, "UNIFORM/GENPROG_3", "");
  ASSERT_TRUE(comparisons.ok()) << comparisons.status();
  for (OutputFormat format : {OutputFormat::kText, OutputFormat::kCsv, OutputFormat::kJson}) {
    std::ostringstream out;
    WriteTable(ComparisonTable(*comparisons), format, out);
    EXPECT_THAT(out.str(), Not(HasSubstr("nan")));
    if (format == OutputFormat::kJson) {
      EXPECT_THAT(out.str(), HasSubstr("\"diff\":null,\"diff_ci_low\":null"));
    }
  }
}

TEST(ConfigurationComparisonTest, StagesAreComparedSeparatelyAndHolmSpansThem) {
  ReportTestDb db;
  for (const char* stage : {"s1", "s2"}) {
    db.Add("UNIFORM", "", "b1", 1, "done", true, 10, 0, 0, stage);
    db.Add("UCB", "AVERAGE", "b1", 1, "done", false, std::nullopt, 0, 0, stage);
  }
  auto configs = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(configs.ok());
  auto all = CompareAgainst(*configs, "UNIFORM/GENPROG_3", "");
  ASSERT_TRUE(all.ok());
  EXPECT_EQ(all->size(), 2u);
  auto one = CompareAgainst(*configs, "UNIFORM/GENPROG_3", "s2");
  ASSERT_TRUE(one.ok());
  ASSERT_EQ(one->size(), 1u);
  EXPECT_EQ((*one)[0].config->stage, "s2");
  EXPECT_EQ((*one)[0].baseline->stage, "s2");
}

TEST(ConfigurationComparisonTest, AStageWithoutTheBaselineUsesTheFirstStages) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "b1", 1, "done", true, 10, 0, 0, "s1");
  db.Add("UCB", "AVERAGE", "b1", 1, "done", false, std::nullopt, 0, 0, "s2");
  auto configs = ReadCampaignOutcomes(db.path(), "c-1");
  ASSERT_TRUE(configs.ok());
  auto comparisons = CompareAgainst(*configs, "UNIFORM/GENPROG_3", "s2");
  ASSERT_TRUE(comparisons.ok()) << comparisons.status();
  ASSERT_EQ(comparisons->size(), 1u);
  EXPECT_EQ((*comparisons)[0].baseline->stage, "s1");
  EXPECT_EQ((*comparisons)[0].bugs_paired, 1);
  EXPECT_TRUE(
      absl::IsFailedPrecondition(CompareAgainst(*configs, "UNIFORM/GENPROG_3", "s1").status()));
}

}  // namespace
}  // namespace aprgrid::cli
