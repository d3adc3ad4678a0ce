#include "common/random.h"

#include <algorithm>
#include <array>
#include <vector>

#include "gtest/gtest.h"

namespace aprgrid {
namespace {

// Golden values, computed by an independent Python transcription of SplitMix64 + xoshiro256**.
// A change here changes every attempt's result, so it must be deliberate.
TEST(RngTest, GoldenStream) {
  Rng rng(42);
  EXPECT_EQ(rng.Next(), 0x15780b2e0c2ec716ULL);
  EXPECT_EQ(rng.Next(), 0x6104d9866d113a7eULL);
  EXPECT_EQ(rng.Below(1000), 9u);
}

TEST(RngTest, SameSeedSameStream) {
  Rng a(7), b(7);
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(a.Next(), b.Next());
}

TEST(RngTest, UniformInUnitInterval) {
  Rng rng(1);
  double sum = 0;
  for (int i = 0; i < 100000; ++i) {
    double u = rng.Uniform();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    sum += u;
  }
  EXPECT_NEAR(sum / 100000, 0.5, 0.01);
}

TEST(RngTest, BelowIsRoughlyUniform) {
  Rng rng(3);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) counts[rng.Below(6)]++;
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
}

TEST(RngTest, RouletteFollowsWeightsAndSkipsZeros) {
  Rng rng(5);
  std::vector<double> w = {0.0, 1.0, 3.0, 0.0};
  std::array<int, 4> counts{};
  for (int i = 0; i < 40000; ++i) counts[rng.Roulette(w)]++;
  EXPECT_EQ(counts[0], 0);
  EXPECT_EQ(counts[3], 0);
  EXPECT_NEAR(counts[2] / 40000.0, 0.75, 0.02);
}

TEST(RngTest, RouletteAllZeroIsUniform) {
  Rng rng(9);
  std::vector<double> w = {0.0, 0.0};
  std::array<int, 2> counts{};
  for (int i = 0; i < 10000; ++i) counts[rng.Roulette(w)]++;
  EXPECT_NEAR(counts[0], 5000, 300);
}

TEST(RngTest, ForkIsIndependentAndDoesNotAdvance) {
  Rng a(11), b(11);
  Rng f1 = a.Fork(1), f2 = a.Fork(2);
  EXPECT_NE(f1.Next(), f2.Next());
  EXPECT_EQ(a.Next(), b.Next());
}

TEST(RngTest, StateRestoresTheStreamAndItsForks) {
  Rng a(17);
  for (int i = 0; i < 5; ++i) a.Next();
  Rng b = Rng::FromState(a.state());
  for (int i = 0; i < 100; ++i) ASSERT_EQ(a.Next(), b.Next()) << "draw " << i;
  EXPECT_EQ(a.Fork(3).Next(), b.Fork(3).Next());
  Rng fresh(17);
  EXPECT_NE(Rng::FromState(fresh.state()).Next(), b.Next());
}

TEST(RngTest, ShuffleIsAPermutation) {
  Rng rng(13);
  std::vector<int> v = {0, 1, 2, 3, 4, 5, 6, 7};
  rng.Shuffle(std::span<int>(v));
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
}

}  // namespace
}  // namespace aprgrid
