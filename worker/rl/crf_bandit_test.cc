// CRF_BANDIT: CRF_PRIOR's draws until a reward arrives, then adaptive pursuit's probabilities
// reweight the prior.
#include <map>

#include "gtest/gtest.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using testing::MakeSelector;
using testing::Probabilities;
using O = Operator;

constexpr O kApplicable[] = {O::kDelete, O::kReplace, O::kFunRep, O::kNullCheck};

OperatorPrior FunRepPrior() {
  OperatorPrior p{};
  p[OperatorIndex(O::kFunRep)] = 1;
  return p;
}

TEST(RlCrfBanditTest, BeforeAnyRewardItDrawsExactlyAsCrfPrior) {
  for (v1::Mode mode : {v1::PAPER, v1::ARTEFACT}) {
    Rng rng_a(9), rng_b(9);
    OperatorSelector bandit = MakeSelector(Config(v1::CRF_BANDIT, v1::GROUPED_7, mode), rng_a);
    OperatorSelector prior = MakeSelector(Config(v1::CRF_PRIOR, v1::GROUPED_7), rng_b);
    EXPECT_TRUE(bandit.needs_prior());
    for (int i = 0; i < 300; ++i) {
      ASSERT_EQ(*bandit.Choose(kApplicable, FunRepPrior()),
                *prior.Choose(kApplicable, FunRepPrior()))
          << "draw " << i;
    }
  }
}

TEST(RlCrfBanditTest, RewardsMoveDrawsAwayFromThePriorsFavourite) {
  Rng rng(4);
  SelectorConfig config = Config(v1::CRF_BANDIT, v1::PAR_18);
  config.crf_prior_floor = 0.1;
  OperatorSelector s = MakeSelector(config, rng);
  // Delete earns 5 each time, FunRep 0: delete has the best quality, so adaptive pursuit moves
  // P_delete to Pmax and the rest to Pmin (N = 18: Pmin = 1/36, Pmax = 1 - 17/36 = 19/36).
  for (int i = 0; i < 40; ++i) {
    ASSERT_TRUE(s.Credit(O::kDelete, 5.0, 0).ok());
    ASSERT_TRUE(s.Credit(O::kFunRep, 0.0, 0).ok());
  }
  const std::vector<double> p = Probabilities(s);
  EXPECT_NEAR(p[*s.arm_set().ArmOf(O::kDelete)], 19.0 / 36, 1e-9);
  // Draw weights P_A * m(op), m = 0.1 / 4 + 0.9 * prior share: delete 19/36 * 0.025, FunRep
  // 1/36 * 0.925, replace and NullCheck 1/36 * 0.025 each; normalised: delete 0.328, FunRep
  // 0.638, replace and NullCheck 0.017 each.
  constexpr int kDraws = 40000;
  std::map<O, int> counts;
  for (int i = 0; i < kDraws; ++i) counts[*s.Choose(kApplicable, FunRepPrior())] += 1;
  const double total = 19.0 / 36 * 0.025 + 1.0 / 36 * 0.925 + 2.0 / 36 * 0.025;
  auto share = [&](O op) { return static_cast<double>(counts[op]) / kDraws; };
  EXPECT_NEAR(share(O::kDelete), 19.0 / 36 * 0.025 / total, 0.012);
  EXPECT_NEAR(share(O::kFunRep), 1.0 / 36 * 0.925 / total, 0.012);
  EXPECT_NEAR(share(O::kNullCheck), 1.0 / 36 * 0.025 / total, 0.004);
  // Without the rewards delete would get 0.025 of the draws.
  EXPECT_GT(share(O::kDelete), 0.2);
}

TEST(RlCrfBanditTest, NeedsCreditAndRewardLikeEveryLearningRule) {
  SelectorConfig config = Config(v1::CRF_BANDIT, v1::PAR_18);
  config.credit = v1::CREDIT_UNSPECIFIED;
  EXPECT_FALSE(ResolveSelectorConfig(config).ok());
}

}  // namespace
}  // namespace aprgrid::rl
