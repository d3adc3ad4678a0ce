#include "worker/daemon/fake_clock.h"

#include <thread>

#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

TEST(FakeClockTest, SleepEndsWhenTheClockIsAdvancedPastIt) {
  FakeClock clock;
  const absl::Time start = clock.Now();
  std::atomic<bool> woke{false};
  std::thread sleeper([&] {
    clock.SleepFor(absl::Seconds(30));
    woke = true;
  });
  ASSERT_TRUE(clock.AdvanceToNextDeadline(absl::Seconds(20)));
  sleeper.join();
  EXPECT_TRUE(woke);
  EXPECT_EQ(clock.Now() - start, absl::Seconds(30));
}

TEST(FakeClockTest, AwaitEndsOnItsConditionOrItsDeadline) {
  FakeClock clock;
  absl::Mutex mu;
  bool flag = false;
  bool held = true;
  std::thread waiter([&] {
    absl::MutexLock lock(&mu);
    held = clock.AwaitWithDeadline(mu, absl::Condition(&flag), clock.Now() + absl::Hours(1));
  });
  ASSERT_TRUE(clock.AdvanceToNextDeadline(absl::Seconds(20)));  // To the hour: it times out.
  waiter.join();
  EXPECT_FALSE(held);

  const absl::Time before = clock.Now();
  std::thread signalled([&] {
    absl::MutexLock lock(&mu);
    held = clock.AwaitWithDeadline(mu, absl::Condition(&flag), clock.Now() + absl::Hours(1));
  });
  {
    absl::MutexLock lock(&mu);
    flag = true;
  }
  signalled.join();
  EXPECT_TRUE(held);
  EXPECT_EQ(clock.Now(), before);  // The condition ended the wait; no time passed.
}

TEST(FakeClockTest, RunUntilVisitsDeadlinesInOrder) {
  FakeClock clock;
  const absl::Time start = clock.Now();
  std::atomic<int> ticks{0};
  std::thread ticker([&] {
    for (int i = 0; i < 5; ++i) {
      clock.SleepFor(absl::Milliseconds(100));
      ++ticks;
    }
  });
  ASSERT_TRUE(clock.RunUntil([&] { return ticks.load() == 5; }));
  ticker.join();
  EXPECT_EQ(clock.Now() - start, absl::Milliseconds(500));
}

}  // namespace
}  // namespace aprgrid::worker
