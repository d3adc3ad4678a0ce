#include "common/stats/bootstrap.h"

#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

TEST(BootstrapTest, EmptyHasNoInterval) {
  EXPECT_FALSE(BootstrapMeanInterval({}, 100, 1).has_value());
}

TEST(BootstrapTest, ConstantValuesGiveAPointInterval) {
  const std::vector<double> values(7, 0.25);
  const auto interval = BootstrapMeanInterval(values, 200, 1);
  ASSERT_TRUE(interval.has_value());
  EXPECT_DOUBLE_EQ(interval->low, 0.25);
  EXPECT_DOUBLE_EQ(interval->high, 0.25);
}

TEST(BootstrapTest, SameSeedSameIntervalAndItBracketsTheMean) {
  const std::vector<double> values = {0, 0.1, -0.2, 0.4, 0.05, 0.3, -0.1, 0.2};
  const auto a = BootstrapMeanInterval(values, 2000, 7);
  const auto b = BootstrapMeanInterval(values, 2000, 7);
  const auto c = BootstrapMeanInterval(values, 2000, 8);
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(a->low, b->low);
  EXPECT_EQ(a->high, b->high);
  EXPECT_NE(a->low, c->low);
  EXPECT_LT(a->low, 0.06875);
  EXPECT_GT(a->high, 0.06875);
}

TEST(BootstrapTest, QuantileInterpolatesLinearly) {
  const std::vector<double> sorted = {1, 2, 4};
  EXPECT_DOUBLE_EQ(Quantile(sorted, 0), 1);
  EXPECT_DOUBLE_EQ(Quantile(sorted, 0.75), 3);
  EXPECT_DOUBLE_EQ(Quantile(sorted, 1), 4);
}

}  // namespace
}  // namespace aprgrid::stats
