#include "common/stats/mcnemar.h"

#include "gtest/gtest.h"

namespace aprgrid::stats {
namespace {

TEST(McNemarTest, BalancedDiscordantPairsGivePOne) {
  EXPECT_EQ(ExactMcNemarP(0, 0), 1.0);
  EXPECT_EQ(ExactMcNemarP(4, 4), 1.0);
}

TEST(McNemarTest, OneSidedDiscordanceIsTwiceTheTail) {
  EXPECT_NEAR(ExactMcNemarP(0, 5), 2.0 / 32, 1e-12);
  EXPECT_NEAR(ExactMcNemarP(5, 0), 2.0 / 32, 1e-12);
  EXPECT_NEAR(ExactMcNemarP(1, 4), 2.0 * 6 / 32, 1e-12);  // P(X <= 1) = (1 + 5) / 32.
}

TEST(McNemarTest, LargeCountsStayFinite) {
  const double p = ExactMcNemarP(400, 600);
  EXPECT_GT(p, 0);
  EXPECT_LT(p, 1e-9);
}

}  // namespace
}  // namespace aprgrid::stats
