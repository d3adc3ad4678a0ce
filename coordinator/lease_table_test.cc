#include "coordinator/lease_table.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using ::testing::ElementsAre;
using ::testing::Pair;
using ::testing::UnorderedElementsAre;

TEST(LeaseTableTest, CheckDistinguishesEpochAndWorker) {
  LeaseTable table;
  table.Grant({"a1", "w1", 3, 1000});
  EXPECT_EQ(table.Check("w1", "a1", 3), LeaseCheck::kHeld);
  EXPECT_EQ(table.Check("", "a1", 3), LeaseCheck::kHeld);
  EXPECT_EQ(table.Check("w1", "a1", 2), LeaseCheck::kStaleEpoch);
  EXPECT_EQ(table.Check("w2", "a1", 3), LeaseCheck::kOtherWorker);
  EXPECT_EQ(table.Check("w1", "zz", 0), LeaseCheck::kNotLeased);
}

TEST(LeaseTableTest, RenewExtendsHeldAndReportsLost) {
  LeaseTable table;
  table.Grant({"a1", "w1", 1, 1000});
  table.Grant({"a2", "w2", 1, 1000});
  auto lost = table.Renew("w1", {{"a1", 1}, {"a2", 1}, {"a3", 0}, {"a1", 0}}, 5000);
  EXPECT_THAT(lost, ElementsAre(Pair("a2", 1u), Pair("a3", 0u), Pair("a1", 0u)));
  EXPECT_EQ(table.Find("a1")->deadline_ms, 5000);
  EXPECT_EQ(table.Find("a2")->deadline_ms, 1000);
  // Only a2's lease is due at 1000.
  auto expired = table.TakeExpired(1000);
  ASSERT_EQ(expired.size(), 1u);
  EXPECT_EQ(expired[0].attempt_key, "a2");
  EXPECT_EQ(table.size(), 1u);
}

TEST(LeaseTableTest, TakeExpiredInDeadlineOrderAndForgetsWorker) {
  LeaseTable table;
  table.Grant({"late", "w1", 1, 300});
  table.Grant({"early", "w1", 1, 100});
  table.Grant({"never", "w2", 1, 10000});
  EXPECT_THAT(table.LeasesOf("w1"), UnorderedElementsAre("late", "early"));
  EXPECT_EQ(table.CountOf("w1"), 2u);
  EXPECT_EQ(table.CountOf("w2"), 1u);
  auto expired = table.TakeExpired(500);
  ASSERT_EQ(expired.size(), 2u);
  EXPECT_EQ(expired[0].attempt_key, "early");
  EXPECT_EQ(expired[1].attempt_key, "late");
  EXPECT_TRUE(table.LeasesOf("w1").empty());
  EXPECT_EQ(table.CountOf("w1"), 0u);
  EXPECT_EQ(table.CountOf("w2"), 1u);
  EXPECT_EQ(table.Check("w1", "early", 1), LeaseCheck::kNotLeased);
  EXPECT_TRUE(table.TakeExpired(500).empty());
}

TEST(LeaseTableTest, RemoveReturnsTheLeaseOnce) {
  LeaseTable table;
  table.Grant({"a", "w", 7, 100});
  auto removed = table.Remove("a");
  ASSERT_TRUE(removed.has_value());
  EXPECT_EQ(removed->epoch, 7u);
  EXPECT_FALSE(table.Remove("a").has_value());
  EXPECT_TRUE(table.TakeExpired(1000).empty());
}

}  // namespace
}  // namespace aprgrid::coordinator
