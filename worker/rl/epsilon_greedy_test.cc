// epsilon-greedy: exploration rate, scores and tie-breaks in both modes.
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

SelectorConfig Eps(double epsilon, v1::Mode mode = v1::PAPER, v1::ArmSet set = v1::GENPROG_3) {
  SelectorConfig config = Config(v1::EPSILON_GREEDY, set, mode);
  config.hyper.epsilon = epsilon;
  return config;
}

TEST(RlEpsilonGreedyTest, ScoresArePaperQOrArtefactOneOverNUntilPlayed) {
  Rng rng(1);
  OperatorSelector paper = MakeSelector(Eps(0.2), rng);
  OperatorSelector artefact = MakeSelector(Eps(0.2, v1::ARTEFACT), rng);
  EXPECT_EQ(Probabilities(paper), (std::vector<double>{1, 1, 1}));
  EXPECT_EQ(Probabilities(artefact), (std::vector<double>{1.0 / 3, 1.0 / 3, 1.0 / 3}));
  ASSERT_TRUE(paper.Credit(O::kDelete, 0.5, 0).ok());
  ASSERT_TRUE(artefact.Credit(O::kDelete, 0.5, 0).ok());
  EXPECT_EQ(Probabilities(paper), (std::vector<double>{1, 0.5, 1}));
  EXPECT_EQ(Probabilities(artefact), (std::vector<double>{1.0 / 3, 0.5, 1.0 / 3}));
}

TEST(RlEpsilonGreedyTest, EpsilonZeroIsPureGreedyOverApplicableArms) {
  Rng rng(5);
  OperatorSelector s = MakeSelector(Eps(0.0), rng);
  ASSERT_TRUE(s.Credit(O::kAppend, 3.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kDelete, 5.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kReplace, 0.0, 0).ok());  // Q = {3, 5, 0}.
  EXPECT_EQ(CountChoices(s, kGenProg, 500)[O::kDelete], 500);
  const O no_delete[] = {O::kAppend, O::kReplace};
  EXPECT_EQ(CountChoices(s, no_delete, 500)[O::kAppend], 500);
  const O replace_only[] = {O::kReplace};
  EXPECT_EQ(CountChoices(s, replace_only, 10)[O::kReplace], 10);
}

TEST(RlEpsilonGreedyTest, EpsilonOneIsPureExploration) {
  {
    // PAPER: uniform over the applicable arms whatever Q says. Q = {100, 1, 1} would make greedy
    // pick append every time. Binomial(6000, 1/3): sd = 36.5, 5 sd = 183.
    Rng rng(9);
    OperatorSelector s = MakeSelector(Eps(1.0), rng);
    ASSERT_TRUE(s.Credit(O::kAppend, 100.0, 0).ok());
    std::map<O, int> counts = CountChoices(s, kGenProg, 6000);
    for (O op : kGenProg) EXPECT_NEAR(counts[op], 2000, 183) << OperatorName(op);
  }
  {
    // ARTEFACT: roulette on scores {2, 1/3, 1/3}: append 2 / (8/3) = 3/4.
    // Binomial(6000, 3/4): sd = 33.5, 5 sd = 168.
    Rng rng(9);
    OperatorSelector s = MakeSelector(Eps(1.0, v1::ARTEFACT), rng);
    ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
    std::map<O, int> counts = CountChoices(s, kGenProg, 6000);
    EXPECT_NEAR(counts[O::kAppend], 4500, 168);
  }
}

TEST(RlEpsilonGreedyTest, GreedyTieBreakRandomInPaperFirstInEnumOrderInArtefact) {
  // Nothing credited: every score ties.
  Rng rng(2);
  OperatorSelector paper = MakeSelector(Eps(0.0), rng);
  std::map<O, int> counts = CountChoices(paper, kGenProg, 3000);
  // Binomial(3000, 1/3): sd = 25.8, 5 sd = 129.
  for (O op : kGenProg) EXPECT_NEAR(counts[op], 1000, 129) << OperatorName(op);
  OperatorSelector artefact = MakeSelector(Eps(0.0, v1::ARTEFACT), rng);
  EXPECT_EQ(CountChoices(artefact, kGenProg, 100)[O::kAppend], 100);
  const O no_append[] = {O::kReplace, O::kDelete};
  EXPECT_EQ(CountChoices(artefact, no_append, 100)[O::kDelete], 100);
}

TEST(RlEpsilonGreedyTest, GroupedGreedyPicksFirstMemberInArtefactAnyMemberInPaper) {
  const O applicable[] = {O::kAppend, O::kRangeCheck, O::kNullCheck, O::kOffByOne};
  Rng rng(4);
  OperatorSelector artefact = MakeSelector(Eps(0.0, v1::ARTEFACT, v1::GROUPED_7), rng);
  ASSERT_TRUE(artefact.Credit(O::kOffByOne, 2.0, 0).ok());  // bounds: score 2 > 1/7.
  EXPECT_EQ(CountChoices(artefact, applicable, 200)[O::kNullCheck], 200);

  OperatorSelector paper = MakeSelector(Eps(0.0, v1::PAPER, v1::GROUPED_7), rng);
  ASSERT_TRUE(paper.Credit(O::kOffByOne, 2.0, 0).ok());  // bounds: Q 2 > 1.
  std::map<O, int> counts = CountChoices(paper, applicable, 3000);
  EXPECT_EQ(counts[O::kAppend], 0);
  // Each of the 3 applicable members ~ Binomial(3000, 1/3): 5 sd = 129.
  for (O op : {O::kRangeCheck, O::kNullCheck, O::kOffByOne}) {
    EXPECT_NEAR(counts[op], 1000, 129) << OperatorName(op);
  }
}

TEST(RlEpsilonGreedyTest, DefaultEpsilonExploresOneFifthOfTheTime) {
  // Q = {0, 9, 0}, epsilon 0.2 (the default): delete with 1 - 0.2 + 0.2/3 = 0.8667.
  // Binomial(6000, 0.8667): sd = 26.3, 5 sd = 132.
  SelectorConfig config = Config(v1::EPSILON_GREEDY);
  Rng rng(11);
  OperatorSelector s = MakeSelector(config, rng);
  ASSERT_TRUE(s.Credit(O::kAppend, 0.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kDelete, 9.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kReplace, 0.0, 0).ok());
  EXPECT_NEAR(CountChoices(s, kGenProg, 6000)[O::kDelete], 6000 * (0.8 + 0.2 / 3), 132);
}

}  // namespace
}  // namespace aprgrid::rl
