#include "coordinator/scheduler.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using ::testing::ElementsAre;

std::vector<std::string> DrainOrder(Scheduler& s) {
  std::vector<std::string> order;
  while (auto pick = s.Next()) order.push_back(pick->attempt_key);
  return order;
}

TEST(SchedulerTest, SeedMajorWithinACampaign) {
  Scheduler s;
  s.SetCampaign("c", 0);
  // Enqueued cell-major (as a grid expansion would produce them).
  for (int cell = 0; cell < 3; ++cell) {
    for (int seed = 0; seed < 2; ++seed) {
      s.Enqueue("c", {static_cast<uint64_t>(seed), static_cast<uint64_t>(cell)},
                "cell" + std::to_string(cell) + "-seed" + std::to_string(seed));
    }
  }
  EXPECT_THAT(DrainOrder(s), ElementsAre("cell0-seed0", "cell1-seed0", "cell2-seed0", "cell0-seed1",
                                         "cell1-seed1", "cell2-seed1"));
  EXPECT_EQ(s.queued(), 0u);
  EXPECT_EQ(s.running("c"), 6u);
}

TEST(SchedulerTest, HigherPriorityFirst) {
  Scheduler s;
  s.SetCampaign("low", 0);
  s.SetCampaign("high", 5);
  s.Enqueue("low", {0, 0}, "l0");
  s.Enqueue("high", {0, 0}, "h0");
  s.Enqueue("high", {0, 1}, "h1");
  EXPECT_THAT(DrainOrder(s), ElementsAre("h0", "h1", "l0"));
}

TEST(SchedulerTest, FairShareBetweenEqualPriorities) {
  Scheduler s;
  s.SetCampaign("a", 0);
  s.SetCampaign("b", 0);
  for (uint64_t i = 0; i < 3; ++i) {
    s.Enqueue("a", {0, i}, "a" + std::to_string(i));
    s.Enqueue("b", {0, i}, "b" + std::to_string(i));
  }
  EXPECT_THAT(DrainOrder(s), ElementsAre("a0", "b0", "a1", "b1", "a2", "b2"));
}

TEST(SchedulerTest, FinishedFreesShareAndRequeueKeepsPosition) {
  Scheduler s;
  s.SetCampaign("a", 0);
  s.SetCampaign("b", 0);
  s.Enqueue("a", {0, 0}, "a0");
  s.Enqueue("a", {1, 0}, "a1");
  s.Enqueue("b", {0, 0}, "b0");
  s.Enqueue("b", {1, 0}, "b1");
  EXPECT_EQ(s.Next()->attempt_key, "a0");
  EXPECT_EQ(s.Next()->attempt_key, "b0");
  // a0 expires and is re-queued at its old position: it runs before a1.
  s.Finished("a");
  s.Enqueue("a", {0, 0}, "a0");
  EXPECT_EQ(s.Next()->attempt_key, "a0");
  s.Finished("b");  // b now has fewer running than a.
  EXPECT_EQ(s.Next()->attempt_key, "b1");
  EXPECT_EQ(s.Next()->attempt_key, "a1");
  EXPECT_FALSE(s.Next().has_value());
}

TEST(SchedulerTest, RemoveTakesOutOneQueuedAttempt) {
  Scheduler s;
  s.SetCampaign("a", 0);
  s.SetCampaign("b", 0);
  s.Enqueue("a", {0, 0}, "a0");
  s.Enqueue("a", {0, 1}, "a1");
  s.Enqueue("b", {0, 0}, "b0");
  EXPECT_TRUE(s.Remove("a", {0, 0}, "a0"));
  EXPECT_FALSE(s.Remove("a", {0, 0}, "a0"));  // Gone already.
  EXPECT_FALSE(s.Remove("b", {0, 1}, "b0"));  // Not at that position.
  EXPECT_FALSE(s.Remove("c", {0, 0}, "b0"));  // No such campaign.
  EXPECT_EQ(s.queued(), 2u);
  EXPECT_EQ(s.queued("a"), 1u);
  EXPECT_THAT(DrainOrder(s), ElementsAre("a1", "b0"));
}

}  // namespace
}  // namespace aprgrid::coordinator
