#include "common/stats/wilcoxon.h"

#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

TEST(WilcoxonTest, AllDifferencesPositiveIsTheSmallestExactP) {
  const std::vector<double> x = {2, 3, 4, 5, 6}, y = {1, 1, 1, 1, 1};
  const WilcoxonResult result = WilcoxonSignedRank(x, y);
  EXPECT_TRUE(result.exact);
  EXPECT_EQ(result.n, 5);
  EXPECT_EQ(result.statistic, 0);
  EXPECT_DOUBLE_EQ(result.p_value, 2.0 / 32);  // Only one of 2^5 sign patterns is as extreme.
}

TEST(WilcoxonTest, EveryDifferenceZeroGivesPOne) {
  const std::vector<double> x = {0.5, 0.25}, y = {0.5, 0.25};
  const WilcoxonResult result = WilcoxonSignedRank(x, y);
  EXPECT_EQ(result.n, 0);
  EXPECT_EQ(result.p_value, 1.0);
}

TEST(WilcoxonTest, ZerosAndTiesSwitchToTheNormalApproximation) {
  const std::vector<double> x = {1, 1, 0.5, 0.5, 0, 0.25}, y = {0.5, 0, 0, 0, 0, 0.25};
  const WilcoxonResult result = WilcoxonSignedRank(x, y);
  EXPECT_FALSE(result.exact);
  EXPECT_EQ(result.n, 4);  // Differences 0.5, 1, 0.5, 0.5; two zeros dropped.
  EXPECT_GT(result.p_value, 0);
  EXPECT_LE(result.p_value, 1);
}

TEST(WilcoxonTest, SwappingTheSamplesKeepsThePValue) {
  const std::vector<double> x = {3, 1, 4, 1, 5, 9, 2, 6}, y = {2, 7, 1, 8, 2, 8, 1, 8};
  EXPECT_DOUBLE_EQ(WilcoxonSignedRank(x, y).p_value, WilcoxonSignedRank(y, x).p_value);
}

}  // namespace
}  // namespace aprgrid::stats
