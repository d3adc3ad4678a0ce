#include "common/stats/survival.h"

#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

TEST(KaplanMeierTest, CensoredObservationsLeaveTheRiskSet) {
  // Events at 1 and 3; one censored at 2 and one at 3 (still at risk at 3).
  const std::vector<SurvivalObservation> data = {{1, true}, {2, false}, {3, true}, {3, false}};
  const std::vector<KaplanMeierStep> steps = KaplanMeier(data);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].time, 1);
  EXPECT_DOUBLE_EQ(steps[0].survival, 0.75);
  EXPECT_EQ(steps[1].at_risk, 2);
  EXPECT_DOUBLE_EQ(steps[1].survival, 0.75 * 0.5);
}

TEST(KaplanMeierTest, NoEventsNoSteps) {
  const std::vector<SurvivalObservation> data = {{5, false}, {6, false}};
  EXPECT_TRUE(KaplanMeier(data).empty());
}

TEST(LogRankTest, IdenticalGroupsHaveNoEvidence) {
  const std::vector<SurvivalObservation> a = {{1, true}, {2, true}, {4, false}};
  const LogRankResult result = LogRank(a, a);
  EXPECT_NEAR(result.statistic, 0, 1e-12);
  EXPECT_NEAR(result.p_value, 1, 1e-12);
}

TEST(LogRankTest, EarlierEventsInOneGroupAreDetected) {
  std::vector<SurvivalObservation> fast, slow;
  for (int i = 0; i < 30; ++i) {
    fast.push_back({1.0 + i, true});
    slow.push_back({100.0 + i, i % 2 == 0});
  }
  EXPECT_LT(LogRank(fast, slow).p_value, 1e-6);
  EXPECT_NEAR(LogRank(fast, slow).statistic, LogRank(slow, fast).statistic, 1e-9);
}

TEST(LogRankTest, NoEventsGivesPOne) {
  const std::vector<SurvivalObservation> a = {{3, false}}, b = {{4, false}};
  EXPECT_EQ(LogRank(a, b).p_value, 1.0);
}

}  // namespace
}  // namespace aprgrid::stats
