// SharedOutcomes on its own: lookups return what was published, merged per test; the byte budget
// holds (least recently used entries go first); concurrent publishers and readers agree.
#include "worker/repair/shared_outcomes.h"

#include <cstdint>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::repair {
namespace {

using Key = SharedOutcomes::Key;
constexpr int8_t kU = SharedOutcomes::kUnknown;
constexpr int8_t kP = SharedOutcomes::kPass;
constexpr int8_t kF = SharedOutcomes::kFail;
constexpr int8_t kT = SharedOutcomes::kTimeout;

TEST(SharedOutcomesTest, LookupReturnsWhatWasPublishedMergedPerTest) {
  SharedOutcomes table(1 << 20);
  SharedOutcomes::Known known;
  const Key key{1, 2, 3};
  EXPECT_FALSE(table.Lookup(key, &known));
  table.Publish(key, true, std::vector<int8_t>{kP, kU, kT}, std::vector<uint32_t>{5, 0, 9});
  ASSERT_TRUE(table.Lookup(key, &known));
  EXPECT_TRUE(known.compiled);
  EXPECT_EQ(known.outcomes, (std::vector<int8_t>{kP, kU, kT}));
  EXPECT_EQ(known.steps, (std::vector<uint32_t>{5, 0, 9}));
  // A second publication fills what was unknown and keeps what was known.
  table.Publish(key, true, std::vector<int8_t>{kU, kF, kU}, std::vector<uint32_t>{0, 7, 0});
  ASSERT_TRUE(table.Lookup(key, &known));
  EXPECT_EQ(known.outcomes, (std::vector<int8_t>{kP, kF, kT}));
  EXPECT_EQ(known.steps, (std::vector<uint32_t>{5, 7, 9}));
  // Every part of the key counts.
  EXPECT_FALSE(table.Lookup(Key{1, 2, 4}, &known));
  EXPECT_FALSE(table.Lookup(Key{1, 5, 3}, &known));
  EXPECT_FALSE(table.Lookup(Key{6, 2, 3}, &known));
  // A program that does not compile keeps no outcomes.
  table.Publish(Key{1, 9, 9}, false, std::vector<int8_t>{kU, kU, kU}, std::vector<uint32_t>(3));
  ASSERT_TRUE(table.Lookup(Key{1, 9, 9}, &known));
  EXPECT_FALSE(known.compiled);
  EXPECT_TRUE(known.outcomes.empty());
  SharedOutcomes::Stats stats = table.stats();
  EXPECT_EQ(stats.lookups, 7);
  EXPECT_EQ(stats.hits, 3);
  EXPECT_EQ(stats.inserts, 2);
  EXPECT_EQ(stats.updates, 1);
  EXPECT_EQ(stats.entries, 2);
  EXPECT_EQ(stats.bytes,
            static_cast<int64_t>(SharedOutcomes::EntryBytes(3) + SharedOutcomes::EntryBytes(0)));
  EXPECT_EQ(stats.evictions, 0);
}

TEST(SharedOutcomesTest, TheBudgetHoldsAndTheLeastRecentlyUsedGoFirst) {
  const size_t tests = 100;
  const size_t entry = SharedOutcomes::EntryBytes(tests);
  // Room for 4 entries per shard.
  SharedOutcomes table(16 * 4 * entry + 16);
  std::vector<int8_t> outcomes(tests, kP);
  std::vector<uint32_t> steps(tests, 1);
  // Keys of one shard (the shard is chosen by program2 ^ suite modulo 16).
  auto key = [](uint64_t i) { return Key{0, i, 16 * i}; };
  for (uint64_t i = 0; i < 4; ++i) table.Publish(key(i), true, outcomes, steps);
  SharedOutcomes::Known known;
  ASSERT_TRUE(table.Lookup(key(0), &known));  // 0 is now the most recently used.
  table.Publish(key(4), true, outcomes, steps);
  EXPECT_TRUE(table.Lookup(key(0), &known));
  EXPECT_FALSE(table.Lookup(key(1), &known));  // The least recently used went.
  EXPECT_TRUE(table.Lookup(key(2), &known));
  EXPECT_TRUE(table.Lookup(key(4), &known));
  for (uint64_t i = 5; i < 100; ++i) table.Publish(key(i), true, outcomes, steps);
  SharedOutcomes::Stats stats = table.stats();
  EXPECT_EQ(stats.entries, 4);
  EXPECT_LE(stats.bytes, static_cast<int64_t>(table.byte_budget()));
  EXPECT_EQ(stats.evictions, 96);
  // An entry larger than a shard's budget is not kept at all.
  SharedOutcomes tiny(16 * entry / 2);
  tiny.Publish(key(1), true, outcomes, steps);
  EXPECT_FALSE(tiny.Lookup(key(1), &known));
  EXPECT_EQ(tiny.stats().rejected, 1);
  EXPECT_EQ(tiny.stats().bytes, 0);
}

// Four threads publish, for overlapping keys, each a different half of the outcomes, all the same
// function of the key; every lookup sees nothing or values of that function. Returns the table's
// statistics.
SharedOutcomes::Stats RunConcurrently(SharedOutcomes& table) {
  auto truth = [](uint64_t k, size_t t) -> int8_t { return ((k >> t) & 1) != 0 ? kP : kF; };
  std::vector<std::thread> threads;
  std::vector<int> wrong(4, 0);
  for (int th = 0; th < 4; ++th) {
    threads.emplace_back([&, th] {
      SharedOutcomes::Known known;
      // Each thread visits its keys (round * 7 + th) % 1500 twice, rounds r and r + 1500.
      for (uint64_t round = 0; round < 3000; ++round) {
        const uint64_t k = (round * 7 + static_cast<uint64_t>(th)) % 1500;
        std::vector<int8_t> outcomes(8, kU);
        std::vector<uint32_t> steps(8, 0);
        for (size_t t = static_cast<size_t>(th % 2); t < 8; t += 2) {
          outcomes[t] = truth(k, t);
          steps[t] = static_cast<uint32_t>(k + t);
        }
        if (table.Lookup(Key{7, k, ~k}, &known)) {
          for (size_t t = 0; t < 8; ++t) {
            if (known.outcomes[t] != kU &&
                (known.outcomes[t] != truth(k, t) || known.steps[t] != k + t)) {
              ++wrong[static_cast<size_t>(th)];
            }
          }
        }
        table.Publish(Key{7, k, ~k}, true, outcomes, steps);
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (int w : wrong) EXPECT_EQ(w, 0);
  SharedOutcomes::Stats stats = table.stats();
  EXPECT_LE(stats.bytes, static_cast<int64_t>(table.byte_budget()));
  return stats;
}

TEST(SharedOutcomesTest, ConcurrentPublishersAndReadersAgree) {
  // Room for every key (1500 keys, about 94 per shard): each thread's second visit of a key hits.
  SharedOutcomes roomy(SharedOutcomes::EntryBytes(8) * 16 * 200);
  SharedOutcomes::Stats stats = RunConcurrently(roomy);
  EXPECT_GE(stats.hits, 4 * 1500);
  EXPECT_EQ(stats.evictions, 0);
  EXPECT_EQ(stats.entries, 1500);
  // Room for 64 keys per shard: every shard evicts.
  SharedOutcomes small(SharedOutcomes::EntryBytes(8) * 16 * 64);
  stats = RunConcurrently(small);
  EXPECT_GE(stats.evictions, 1500 - 16 * 64);
  EXPECT_EQ(stats.entries, 16 * 64);
}

TEST(SharedOutcomesTest, FingerprintsDependOnEveryValueAndTheirOrder) {
  EXPECT_EQ(SuiteFingerprint().Add(1).Add("ab").value(),
            SuiteFingerprint().Add(1).Add("ab").value());
  EXPECT_NE(SuiteFingerprint().Add(1).Add(2).value(), SuiteFingerprint().Add(2).Add(1).value());
  EXPECT_NE(SuiteFingerprint().Add("ab").Add("c").value(),
            SuiteFingerprint().Add("a").Add("bc").value());
  EXPECT_NE(SuiteFingerprint().Add(0).value(), SuiteFingerprint().value());
}

}  // namespace
}  // namespace aprgrid::repair
