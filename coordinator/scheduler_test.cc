#include "coordinator/scheduler.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using ::testing::ElementsAre;

// Test attempts: ids by key, in order of first use; the keys live as long as the test.
class Keys {
 public:
  uint32_t Id(const std::string& key) {
    auto [it, inserted] = ids_.try_emplace(key, static_cast<uint32_t>(keys_.size()));
    if (inserted) keys_.push_back(std::make_unique<std::string>(key));
    return it->second;
  }
  absl::string_view View(const std::string& key) { return *keys_[Id(key)]; }

 private:
  std::map<std::string, uint32_t> ids_;
  std::vector<std::unique_ptr<std::string>> keys_;
};

Keys& keys = *new Keys;  // Never destroyed (shared by the tests).

void Enqueue(Scheduler& s, const std::string& campaign, QueuePosition position,
             const std::string& key) {
  s.Enqueue(campaign, position, keys.View(key), keys.Id(key));
}

std::string NextKey(Scheduler& s) {
  auto pick = s.Next();
  return pick ? std::string(pick->key) : "";
}

std::vector<std::string> DrainOrder(Scheduler& s) {
  std::vector<std::string> order;
  while (auto pick = s.Next()) order.push_back(std::string(pick->key));
  return order;
}

TEST(SchedulerTest, SeedMajorWithinACampaign) {
  Scheduler s;
  s.SetCampaign("c", 0);
  // Enqueued cell-major (as a grid expansion would produce them).
  for (int cell = 0; cell < 3; ++cell) {
    for (int seed = 0; seed < 2; ++seed) {
      Enqueue(s, "c", {static_cast<uint64_t>(seed), static_cast<uint64_t>(cell)},
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
  Enqueue(s, "low", {0, 0}, "l0");
  Enqueue(s, "high", {0, 0}, "h0");
  Enqueue(s, "high", {0, 1}, "h1");
  EXPECT_THAT(DrainOrder(s), ElementsAre("h0", "h1", "l0"));
}

TEST(SchedulerTest, FairShareBetweenEqualPriorities) {
  Scheduler s;
  s.SetCampaign("a", 0);
  s.SetCampaign("b", 0);
  for (uint64_t i = 0; i < 3; ++i) {
    Enqueue(s, "a", {0, i}, "a" + std::to_string(i));
    Enqueue(s, "b", {0, i}, "b" + std::to_string(i));
  }
  EXPECT_THAT(DrainOrder(s), ElementsAre("a0", "b0", "a1", "b1", "a2", "b2"));
}

TEST(SchedulerTest, FinishedFreesShareAndRequeueKeepsPosition) {
  Scheduler s;
  s.SetCampaign("a", 0);
  s.SetCampaign("b", 0);
  Enqueue(s, "a", {0, 0}, "a0");
  Enqueue(s, "a", {1, 0}, "a1");
  Enqueue(s, "b", {0, 0}, "b0");
  Enqueue(s, "b", {1, 0}, "b1");
  EXPECT_EQ(NextKey(s), "a0");
  EXPECT_EQ(NextKey(s), "b0");
  // a0 expires and is re-queued at its old position: it runs before a1.
  s.Finished("a");
  Enqueue(s, "a", {0, 0}, "a0");
  EXPECT_EQ(NextKey(s), "a0");
  s.Finished("b");  // b now has fewer running than a.
  EXPECT_EQ(NextKey(s), "b1");
  EXPECT_EQ(NextKey(s), "a1");
  EXPECT_FALSE(s.Next().has_value());
}

TEST(SchedulerTest, RemoveTakesOutOneQueuedAttempt) {
  Scheduler s;
  s.SetCampaign("a", 0);
  s.SetCampaign("b", 0);
  Enqueue(s, "a", {0, 0}, "a0");
  Enqueue(s, "a", {0, 1}, "a1");
  Enqueue(s, "b", {0, 0}, "b0");
  EXPECT_TRUE(s.Remove("a", keys.Id("a0")));
  EXPECT_FALSE(s.Remove("a", keys.Id("a0")));  // Gone already.
  EXPECT_FALSE(s.Remove("c", keys.Id("b0")));  // No such campaign.
  EXPECT_FALSE(s.IsQueued(keys.Id("a0")));
  EXPECT_TRUE(s.IsQueued(keys.Id("b0")));
  EXPECT_EQ(s.queued(), 2u);
  EXPECT_EQ(s.queued("a"), 1u);
  EXPECT_THAT(DrainOrder(s), ElementsAre("a1", "b0"));
}

TEST(SchedulerTest, SamePositionLeavesInKeyOrder) {
  Scheduler s;
  s.SetCampaign("c", 0);
  Enqueue(s, "c", {0, 0}, "k3");
  Enqueue(s, "c", {0, 0}, "k1");
  Enqueue(s, "c", {0, 0}, "k2");
  Enqueue(s, "c", {0, 0}, "k1");  // Queued already: nothing.
  EXPECT_EQ(s.queued(), 3u);
  EXPECT_THAT(DrainOrder(s), ElementsAre("k1", "k2", "k3"));
}

TEST(SchedulerTest, RemovedAndRequeuedAttemptsLeaveOnceInOrder) {
  Scheduler s;
  s.SetCampaign("c", 0);
  std::vector<std::string> names;
  for (uint64_t i = 0; i < 300; ++i) {
    names.push_back("r" + std::to_string(1000 + i));
    Enqueue(s, "c", {i, 0}, names.back());
  }
  // Remove most (which rebuilds the heap on the way) and put some back.
  for (uint64_t i = 0; i < 300; ++i) {
    if (i % 3 != 0) {
      EXPECT_TRUE(s.Remove("c", keys.Id(names[i])));
    }
  }
  for (uint64_t i = 0; i < 300; ++i) {
    if (i % 6 == 1) Enqueue(s, "c", {i, 0}, names[i]);
  }
  std::vector<std::string> expected;
  for (uint64_t i = 0; i < 300; ++i) {
    if (i % 3 == 0 || i % 6 == 1) expected.push_back(names[i]);
  }
  EXPECT_EQ(s.queued("c"), expected.size());
  EXPECT_EQ(DrainOrder(s), expected);
  EXPECT_EQ(s.queued(), 0u);
  EXPECT_FALSE(s.Remove("c", keys.Id(names[0])));
}

}  // namespace
}  // namespace aprgrid::coordinator
