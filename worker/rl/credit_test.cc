#include "worker/rl/credit.h"

#include "gtest/gtest.h"

namespace aprgrid::rl {
namespace {

TEST(RlCreditTest, RelativeRewardIsChildOverParent) {
  // Eq. 6: 3 / 1.5 = 2.
  EXPECT_DOUBLE_EQ(ComputeReward(v1::RELATIVE, 3.0, 1.5), 2.0);
  // A parent of fitness 0 (did not compile): the raw child fitness.
  EXPECT_DOUBLE_EQ(ComputeReward(v1::RELATIVE, 3.0, 0.0), 3.0);
  // RAW ignores the parent.
  EXPECT_DOUBLE_EQ(ComputeReward(v1::RAW, 3.0, 1.5), 3.0);
  EXPECT_DOUBLE_EQ(ComputeReward(v1::RELATIVE, 0.0, 4.0), 0.0);
}

TEST(RlCreditTest, AverageIsEquationOne) {
  EXPECT_DOUBLE_EQ(AverageQuality(0, 0), 1.0);  // Q(0) = 1.
  ArmState arm;
  // Rewards 3, 0, 6: means 3, 1.5, 3.
  AccumulateReward(v1::AVERAGE, 0, 3, arm);
  EXPECT_DOUBLE_EQ(arm.quality, 3.0);
  AccumulateReward(v1::AVERAGE, 0, 0, arm);
  EXPECT_DOUBLE_EQ(arm.quality, 1.5);
  AccumulateReward(v1::AVERAGE, 0, 6, arm);
  EXPECT_DOUBLE_EQ(arm.quality, 3.0);
  EXPECT_EQ(arm.credits, 3);
  EXPECT_DOUBLE_EQ(arm.reward_sum, 9.0);
}

TEST(RlCreditTest, RecencyWeightedIsEquationTwo) {
  ArmState arm;
  // Q = 1, R = 3, alpha 0.2: 1 + 0.2 (3 - 1) = 1.4; then R = 0: 1.4 + 0.2 (0 - 1.4) = 1.12.
  AccumulateReward(v1::RECENCY_WEIGHTED, 0.2, 3, arm);
  EXPECT_DOUBLE_EQ(arm.quality, 1.4);
  AccumulateReward(v1::RECENCY_WEIGHTED, 0.2, 0, arm);
  EXPECT_DOUBLE_EQ(arm.quality, 1.12);
  EXPECT_EQ(arm.credits, 2);
  EXPECT_DOUBLE_EQ(arm.reward_sum, 3.0);
  // alpha = 1 forgets everything but the last reward.
  AccumulateReward(v1::RECENCY_WEIGHTED, 1.0, 7, arm);
  EXPECT_DOUBLE_EQ(arm.quality, 7.0);
}

TEST(RlCreditTest, AverageEqualsRecencyWeightedWithAlphaOneOverN) {
  // Q_{n} = Q_{n-1} + (R_n - Q_{n-1}) / n is the running mean, whatever Q(0) is (alpha = 1 at
  // n = 1 discards it).
  const double rewards[] = {0.3, 2.1, 0, 0, 2.1, 0.1, 5, 0.25};
  ArmState average;
  double recency = 1;
  for (int n = 1; n <= 8; ++n) {
    AccumulateReward(v1::AVERAGE, 0, rewards[n - 1], average);
    recency = RecencyWeightedQuality(recency, rewards[n - 1], 1.0 / n);
    EXPECT_NEAR(average.quality, recency, 1e-12) << "n = " << n;
  }
}

}  // namespace
}  // namespace aprgrid::rl
