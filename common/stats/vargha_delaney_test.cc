#include "common/stats/vargha_delaney.h"

#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

TEST(VarghaDelaneyTest, EmptySampleHasNoEffectSize) {
  const std::vector<double> x = {1}, empty;
  EXPECT_FALSE(VarghaDelaneyA12(x, empty).has_value());
  EXPECT_FALSE(VarghaDelaneyA12(empty, x).has_value());
}

TEST(VarghaDelaneyTest, DominanceTiesAndSymmetry) {
  const std::vector<double> low = {1, 2}, high = {3, 4}, mixed = {2};
  EXPECT_EQ(*VarghaDelaneyA12(high, low), 1.0);
  EXPECT_EQ(*VarghaDelaneyA12(low, high), 0.0);
  EXPECT_EQ(*VarghaDelaneyA12(low, low), 0.5);
  EXPECT_EQ(*VarghaDelaneyA12(low, mixed), 0.25);  // 1 < 2, 2 == 2.
  EXPECT_EQ(*VarghaDelaneyA12(mixed, low), 0.75);
}

}  // namespace
}  // namespace aprgrid::stats
