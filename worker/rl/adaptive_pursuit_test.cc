// Adaptive pursuit (eq. 4). N = 3: Pmin = 1/6, Pmax = 2/3, beta = 0.8, P(0) = 1/3.
#include <numeric>

#include "gtest/gtest.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using testing::MakeSelector;
using testing::Probabilities;
using O = Operator;

double Sum(const std::vector<double>& v) { return std::accumulate(v.begin(), v.end(), 0.0); }

TEST(RlAdaptivePursuitTest, OneStepPerRewardByHand) {
  for (v1::Mode mode : {v1::PAPER, v1::ARTEFACT}) {
    Rng rng(1);
    OperatorSelector s = MakeSelector(Config(v1::ADAPTIVE_PURSUIT, v1::GENPROG_3, mode), rng);
    // Append earns 2: Q = {2, 1, 1}, M = append.
    // P_append = 1/3 + 0.8 (2/3 - 1/3) = 0.6; others = 1/3 + 0.8 (1/6 - 1/3) = 0.2.
    ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
    std::vector<double> p = Probabilities(s);
    EXPECT_NEAR(p[0], 0.6, 1e-12);
    EXPECT_NEAR(p[1], 0.2, 1e-12);
    EXPECT_NEAR(p[2], 0.2, 1e-12);
    // Delete earns 0: Q = {2, 0, 1}, M = append again.
    // P_append = 0.6 + 0.8 (2/3 - 0.6) = 0.65333..; others = 0.2 + 0.8 (1/6 - 0.2) = 0.17333..
    ASSERT_TRUE(s.Credit(O::kDelete, 0.0, 0).ok());
    p = Probabilities(s);
    EXPECT_NEAR(p[0], 0.6 + 0.8 * (2.0 / 3 - 0.6), 1e-12);
    EXPECT_NEAR(p[0], 0.653333333333, 1e-9);
    EXPECT_NEAR(p[1], 0.173333333333, 1e-9);
    EXPECT_NEAR(p[2], 0.173333333333, 1e-9);
    EXPECT_NEAR(Sum(p), 1.0, 1e-12);
  }
}

TEST(RlAdaptivePursuitTest, TiesGoToTheLowestArmIndex) {
  Rng rng(1);
  OperatorSelector s = MakeSelector(Config(v1::ADAPTIVE_PURSUIT), rng);
  // Replace earns 1 (average credit): Q stays {1, 1, 1}; M = append (index 0), not replace.
  ASSERT_TRUE(s.Credit(O::kReplace, 1.0, 0).ok());
  const std::vector<double> p = Probabilities(s);
  EXPECT_NEAR(p[0], 0.6, 1e-12);
  EXPECT_NEAR(p[2], 0.2, 1e-12);
}

TEST(RlAdaptivePursuitTest, SaturatesAtPmaxAndPminAndSumsToOne) {
  for (v1::ArmSet set : {v1::GENPROG_3, v1::GROUPED_7, v1::PAR_18}) {
    Rng rng(1);
    OperatorSelector s = MakeSelector(Config(v1::ADAPTIVE_PURSUIT, set), rng);
    const double n = s.arm_set().size();
    const double pmin = 1 / (2 * n);
    const double pmax = 1 - (n - 1) * pmin;
    // Delete always earns 5, so it is M; after k steps |P - target| = 0.2^k |P(0) - target|.
    for (int i = 0; i < 40; ++i) {
      ASSERT_TRUE(s.Credit(O::kDelete, 5.0, 0).ok());
      EXPECT_NEAR(Sum(Probabilities(s)), 1.0, 1e-12);
    }
    const std::vector<double> p = Probabilities(s);
    for (size_t arm = 0; arm < p.size(); ++arm) {
      EXPECT_NEAR(p[arm], arm == 1 ? pmax : pmin, 1e-12) << v1::ArmSet_Name(set);
    }
  }
}

TEST(RlAdaptivePursuitTest, RecencyWeightedCreditMovesTheMaximum) {
  // alpha 0.2: append earns 2 -> Q_append = 1 + 0.2 (2 - 1) = 1.2 (M = append, P = .6/.2/.2);
  // delete earns 4 -> Q_delete = 1 + 0.2 (4 - 1) = 1.6 > 1.2, M = delete:
  // P_append = 0.6 + 0.8 (1/6 - 0.6) = 0.25333..; P_delete = 0.2 + 0.8 (2/3 - 0.2) = 0.57333..
  Rng rng(1);
  OperatorSelector s = MakeSelector(
      Config(v1::ADAPTIVE_PURSUIT, v1::GENPROG_3, v1::PAPER, v1::RECENCY_WEIGHTED, 0.2), rng);
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kDelete, 4.0, 0).ok());
  EXPECT_NEAR(testing::Qualities(s)[1], 1.6, 1e-12);
  const std::vector<double> p = Probabilities(s);
  EXPECT_NEAR(p[0], 0.253333333333, 1e-9);
  EXPECT_NEAR(p[1], 0.573333333333, 1e-9);
  EXPECT_NEAR(p[2], 0.173333333333, 1e-9);
}

}  // namespace
}  // namespace aprgrid::rl
