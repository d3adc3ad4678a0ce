#include "common/stats/wilson.h"

#include <cmath>

#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

TEST(WilsonTest, NoTrialsHasNoInterval) { EXPECT_FALSE(WilsonInterval(0, 0).has_value()); }

TEST(WilsonTest, ZeroAndAllSuccessesStayInsideTheUnitInterval) {
  const auto none = WilsonInterval(0, 10);
  ASSERT_TRUE(none.has_value());
  EXPECT_EQ(none->low, 0.0);
  EXPECT_GT(none->high, 0.0);
  const auto all = WilsonInterval(10, 10);
  ASSERT_TRUE(all.has_value());
  EXPECT_EQ(all->high, 1.0);
  EXPECT_NEAR(all->low, 1 - none->high, 1e-12);
}

TEST(WilsonTest, ContainsTheEstimateAndNarrowsWithN) {
  const auto small = WilsonInterval(2, 12);
  const auto large = WilsonInterval(200, 1200);
  ASSERT_TRUE(small && large);
  EXPECT_LT(small->low, 2.0 / 12);
  EXPECT_GT(small->high, 2.0 / 12);
  EXPECT_LT(large->high - large->low, small->high - small->low);
}

// At the interval's ends the score test statistic equals z: (k - n p) / sqrt(n p (1 - p)) = +-z.
TEST(WilsonTest, EndsAreWhereTheScoreStatisticIsZ) {
  const auto interval = WilsonInterval(7, 20);
  ASSERT_TRUE(interval.has_value());
  for (double p : {interval->low, interval->high}) {
    EXPECT_NEAR(std::fabs(7 - 20 * p) / std::sqrt(20 * p * (1 - p)), kZ95, 1e-9);
  }
}

}  // namespace
}  // namespace aprgrid::stats
