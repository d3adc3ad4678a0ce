#include "cli/completion_rate.h"

#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

const absl::Time kStart = absl::FromUnixSeconds(1000);

TEST(CompletionRateTest, FirstIntervalGivesItsOwnRate) {
  CompletionRate rate;
  rate.Observe(50, kStart);  // A resumed campaign: the 50 are not counted.
  EXPECT_EQ(rate.PerSecond(), 0);
  EXPECT_FALSE(rate.EtaSeconds(10).has_value());
  rate.Observe(60, kStart + absl::Milliseconds(500));
  EXPECT_DOUBLE_EQ(rate.PerSecond(), 20);
  EXPECT_DOUBLE_EQ(*rate.EtaSeconds(100), 5);
  EXPECT_EQ(*rate.EtaSeconds(0), 0);
}

TEST(CompletionRateTest, SteadyCompletionsGiveTheirRate) {
  CompletionRate rate(absl::Seconds(10));
  rate.Observe(0, kStart);
  for (int i = 1; i <= 100; ++i) rate.Observe(3 * i, kStart + absl::Seconds(i));
  EXPECT_NEAR(rate.PerSecond(), 3, 1e-9);
}

TEST(CompletionRateTest, RecentIntervalsDominate) {
  CompletionRate rate(absl::Seconds(5));
  rate.Observe(0, kStart);
  rate.Observe(100, kStart + absl::Seconds(10));  // 10/s for 10 s.
  for (int i = 1; i <= 30; ++i) rate.Observe(100 + i, kStart + absl::Seconds(10 + i));  // 1/s.
  EXPECT_GT(rate.PerSecond(), 1);
  EXPECT_LT(rate.PerSecond(), 1.05);
}

TEST(CompletionRateTest, StallsDecayTheRate) {
  CompletionRate rate(absl::Seconds(5));
  rate.Observe(0, kStart);
  rate.Observe(10, kStart + absl::Seconds(1));
  const double before = rate.PerSecond();
  rate.Observe(10, kStart + absl::Seconds(6));
  EXPECT_LT(rate.PerSecond(), before);
  EXPECT_GT(rate.PerSecond(), 0);
}

}  // namespace
}  // namespace aprgrid::cli
