#include "common/stats/holm.h"

#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

using ::testing::DoubleEq;
using ::testing::ElementsAre;

TEST(HolmTest, StepDownWithMonotonicity) {
  const std::vector<double> p = {0.01, 0.04, 0.03};
  // Sorted: 0.01 x 3 = 0.03; 0.03 x 2 = 0.06; 0.04 x 1 = 0.04, raised to 0.06.
  EXPECT_THAT(HolmAdjust(p), ElementsAre(DoubleEq(0.03), DoubleEq(0.06), DoubleEq(0.06)));
}

TEST(HolmTest, CapsAtOneAndHandlesEmpty) {
  const std::vector<double> p = {0.6, 0.7};
  EXPECT_THAT(HolmAdjust(p), ElementsAre(DoubleEq(1.0), DoubleEq(1.0)));
  EXPECT_TRUE(HolmAdjust({}).empty());
}

}  // namespace
}  // namespace aprgrid::stats
