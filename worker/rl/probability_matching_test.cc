// Probability matching (eq. 3) through OperatorSelector. N = 3: Pmin = 1/6, 1 - N Pmin = 1/2.
#include <numeric>

#include "gtest/gtest.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using testing::CountChoices;
using testing::kGenProg;
using testing::MakeSelector;
using testing::Probabilities;
using O = Operator;

double Sum(const std::vector<double>& v) { return std::accumulate(v.begin(), v.end(), 0.0); }

TEST(RlProbabilityMatchingTest, PaperModeRecomputesEveryArmWithCurrentQualities) {
  Rng rng(1);
  OperatorSelector s = MakeSelector(Config(v1::PROBABILITY_MATCHING), rng);
  EXPECT_EQ(Probabilities(s), (std::vector<double>{1.0 / 3, 1.0 / 3, 1.0 / 3}));
  // Append earns 2: Q = {2, 1, 1}, sum 4.
  // P_append = 1/6 + 1/2 * 2/4 = 5/12; P_delete = P_replace = 1/6 + 1/2 * 1/4 = 7/24.
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
  std::vector<double> p = Probabilities(s);
  EXPECT_DOUBLE_EQ(p[0], 5.0 / 12);
  EXPECT_DOUBLE_EQ(p[1], 7.0 / 24);
  EXPECT_DOUBLE_EQ(p[2], 7.0 / 24);
  EXPECT_NEAR(Sum(p), 1.0, 1e-12);
  // Delete earns 0: Q = {2, 0, 1}, sum 3. P = 1/6 + 1/2 * {2/3, 0, 1/3} = {1/2, 1/6, 1/3}.
  ASSERT_TRUE(s.Credit(O::kDelete, 0.0, 0).ok());
  p = Probabilities(s);
  EXPECT_DOUBLE_EQ(p[0], 0.5);
  EXPECT_DOUBLE_EQ(p[1], 1.0 / 6);  // An arm with Q = 0 gets exactly Pmin.
  EXPECT_DOUBLE_EQ(p[2], 1.0 / 3);
  EXPECT_NEAR(Sum(p), 1.0, 1e-12);
}

TEST(RlProbabilityMatchingTest, ArtefactModeUpdatesOnlyTheCreditedArmFromOldQualities) {
  Rng rng(1);
  OperatorSelector s =
      MakeSelector(Config(v1::PROBABILITY_MATCHING, v1::GENPROG_3, v1::ARTEFACT), rng);
  // Append earns 2. Before the update Q = {1, 1, 1}, sum 3: P_append = 1/6 + 1/2 * 1/3 = 1/3.
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
  EXPECT_EQ(Probabilities(s), (std::vector<double>{1.0 / 3, 1.0 / 3, 1.0 / 3}));
  // Delete earns 0. Before: Q = {2, 1, 1}, sum 4: P_delete = 1/6 + 1/2 * 1/4 = 7/24.
  // The others keep 1/3, so the values sum to 23/24, not 1.
  ASSERT_TRUE(s.Credit(O::kDelete, 0.0, 0).ok());
  const std::vector<double> p = Probabilities(s);
  EXPECT_DOUBLE_EQ(p[0], 1.0 / 3);
  EXPECT_DOUBLE_EQ(p[1], 7.0 / 24);
  EXPECT_DOUBLE_EQ(p[2], 1.0 / 3);
  EXPECT_NEAR(Sum(p), 23.0 / 24, 1e-12);
  EXPECT_EQ(testing::Qualities(s), (std::vector<double>{2, 0, 1}));
}

TEST(RlProbabilityMatchingTest, AllQualitiesZeroGiveOneOverN) {
  // Recency-weighted with alpha = 1: each arm's Q becomes its last reward, here 0 for all three.
  {
    Rng rng(1);
    OperatorSelector s = MakeSelector(
        Config(v1::PROBABILITY_MATCHING, v1::GENPROG_3, v1::PAPER, v1::RECENCY_WEIGHTED, 1.0), rng);
    for (O op : kGenProg) ASSERT_TRUE(s.Credit(op, 0.0, 0).ok());
    // Q = {0, 0, 0}: sum Q = 0, the share is taken as 1/N, so P = 1/6 + 1/2 * 1/3 = 1/3.
    for (double p : Probabilities(s)) EXPECT_DOUBLE_EQ(p, 1.0 / 3);
  }
  {
    Rng rng(1);
    OperatorSelector s = MakeSelector(
        Config(v1::PROBABILITY_MATCHING, v1::GENPROG_3, v1::ARTEFACT, v1::RECENCY_WEIGHTED, 1.0),
        rng);
    for (O op : kGenProg) ASSERT_TRUE(s.Credit(op, 0.0, 0).ok());
    // Each P from the qualities before its own update:
    // append: Q {1,1,1} -> 1/6 + 1/2 * 1/3 = 1/3; delete: Q {0,1,1} -> 1/6 + 1/2 * 1/2 = 5/12;
    // replace: Q {0,0,1} -> 1/6 + 1/2 * 1 = 2/3.
    const std::vector<double> p = Probabilities(s);
    EXPECT_DOUBLE_EQ(p[0], 1.0 / 3);
    EXPECT_DOUBLE_EQ(p[1], 5.0 / 12);
    EXPECT_DOUBLE_EQ(p[2], 2.0 / 3);
    // Append again: sum Q before = 0, share 1/N: 1/3, finite.
    ASSERT_TRUE(s.Credit(O::kAppend, 0.0, 0).ok());
    EXPECT_DOUBLE_EQ(Probabilities(s)[0], 1.0 / 3);
  }
}

TEST(RlProbabilityMatchingTest, RouletteRenormalisesOverApplicableArms) {
  Rng rng(7);
  OperatorSelector s = MakeSelector(Config(v1::PROBABILITY_MATCHING), rng);
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());  // P = {5/12, 7/24, 7/24}.
  // Only delete and replace apply: 7/24 vs 7/24, so 1/2 each; append is never returned.
  // Binomial(4000, 1/2): sd = sqrt(4000/4) = 31.6; 5 sd = 158.
  const O applicable[] = {O::kDelete, O::kReplace};
  std::map<O, int> counts = CountChoices(s, applicable, 4000);
  EXPECT_EQ(counts.count(O::kAppend), 0u);
  EXPECT_NEAR(counts[O::kDelete], 2000, 158);
  // All three: append with 5/12 of 6000 = 2500; sd = sqrt(6000 * 5/12 * 7/12) = 38.2; 5 sd = 191.
  counts = CountChoices(s, kGenProg, 6000);
  EXPECT_NEAR(counts[O::kAppend], 2500, 191);
}

TEST(RlProbabilityMatchingTest, GroupedArmsTwoStageVersusWeightPerMember) {
  // GROUPED_7, no credit yet: every arm has P = 1/7. Applicable: append and three members of
  // the bounds group.
  const O applicable[] = {O::kAppend, O::kNullCheck, O::kRangeCheck, O::kOffByOne};
  const int draws = 8000;
  {
    // PAPER: two arms apply with equal weight: append 1/2, each bounds member 1/6.
    // append ~ Binomial(8000, 1/2): sd 44.7, 5 sd = 224; a member: sd = sqrt(8000/6*5/6) = 33.3.
    Rng rng(3);
    OperatorSelector s = MakeSelector(Config(v1::PROBABILITY_MATCHING, v1::GROUPED_7), rng);
    std::map<O, int> counts = CountChoices(s, applicable, draws);
    EXPECT_NEAR(counts[O::kAppend], 4000, 224);
    EXPECT_NEAR(counts[O::kRangeCheck], 1333, 167);
  }
  {
    // ARTEFACT: each applicable member carries the group's 1/7: append 1/4, bounds 3/4.
    // append ~ Binomial(8000, 1/4): sd = sqrt(8000 * 3/16) = 38.7, 5 sd = 194.
    Rng rng(3);
    OperatorSelector s =
        MakeSelector(Config(v1::PROBABILITY_MATCHING, v1::GROUPED_7, v1::ARTEFACT), rng);
    std::map<O, int> counts = CountChoices(s, applicable, draws);
    EXPECT_NEAR(counts[O::kAppend], 2000, 194);
    EXPECT_NEAR(counts[O::kNullCheck] + counts[O::kRangeCheck] + counts[O::kOffByOne], 6000, 194);
  }
}

TEST(RlProbabilityMatchingTest, GroupMemberCreditUpdatesTheGroupArm) {
  Rng rng(1);
  OperatorSelector s = MakeSelector(Config(v1::PROBABILITY_MATCHING, v1::GROUPED_7), rng);
  ASSERT_TRUE(s.Credit(O::kRangeCheck, 3.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kOffByOne, 1.0, 0).ok());
  const std::vector<ArmSnapshot> arms = s.Snapshot();
  EXPECT_EQ(arms[4].arm, "bounds");
  EXPECT_EQ(arms[4].credits, 2);
  EXPECT_DOUBLE_EQ(arms[4].reward_sum, 4.0);
  EXPECT_DOUBLE_EQ(arms[4].quality, 2.0);
  // Q = {1,1,1,1,2,1,1}, sum 8; N = 7: Pmin = 1/14, 1 - 7/14 = 1/2.
  // P_bounds = 1/14 + 1/2 * 2/8 = 1/14 + 1/8 = 11/56; the others 1/14 + 1/16 = 15/112.
  EXPECT_DOUBLE_EQ(arms[4].probability, 11.0 / 56);
  EXPECT_DOUBLE_EQ(arms[0].probability, 15.0 / 112);
}

}  // namespace
}  // namespace aprgrid::rl
