// Statistical tests on a synthetic stationary bandit: three Bernoulli arms (append, delete,
// replace) paying 1 with probabilities p = {0.5, 0.8, 0.2}, so delete is best with gaps
// Delta = {0.3, -, 0.6}. Every run is seeded, so each test is deterministic; the tolerances are
// derived (in the comments) so that they would hold for almost every seed, not tuned to one.
//
// Runs use PER_MUTATION activation and RAW reward: choose, draw the reward, credit, repeat.
#include <cmath>

#include "gtest/gtest.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using testing::kGenProg;
using testing::MakeSelector;
using O = Operator;

constexpr double kPayoff[] = {0.5, 0.8, 0.2};

struct RunResult {
  std::vector<int64_t> pulls_first_half = {0, 0, 0};
  std::vector<int64_t> pulls_second_half = {0, 0, 0};
  std::vector<int64_t> pulls_at_tenth = {0, 0, 0};  // After steps / 10 steps.
  std::vector<double> final_probability;
};

// `offset` is added to every reward (the Bernoulli draw stays the same).
RunResult RunBandit(const SelectorConfig& config, int steps, uint64_t seed, double offset = 0) {
  Rng selector_rng(seed);
  Rng environment(seed + 1000);
  OperatorSelector s = MakeSelector(config, selector_rng);
  RunResult result;
  for (int t = 0; t < steps; ++t) {
    const O op = *s.Choose(kGenProg);
    const int arm = OperatorIndex(op);
    (t < steps / 2 ? result.pulls_first_half : result.pulls_second_half)[arm] += 1;
    if (t < steps / 10) result.pulls_at_tenth[arm] += 1;
    const double reward = (environment.Bernoulli(kPayoff[arm]) ? 1.0 : 0.0) + offset;
    EXPECT_TRUE(s.Credit(op, reward, 1.0).ok());
  }
  result.final_probability = testing::Probabilities(s);
  return result;
}

double Share(const std::vector<int64_t>& pulls, int arm) {
  return static_cast<double>(pulls[arm]) / static_cast<double>(pulls[0] + pulls[1] + pulls[2]);
}

constexpr int kSteps = 20000;

TEST(RlBanditConvergenceTest, EpsilonGreedyPaperPicksBestWithOneMinusEpsPlusEpsOverN) {
  // Exploration gives every arm >= 0.2/3 of the pulls, so by the second half each arm has
  // >= 650 samples and its mean has sd <= sqrt(0.25/650) = 0.02: the 0.3 gap to the best arm is
  // 15 sd, the greedy arm is the best arm. The best arm's share is then 1 - 0.2 + 0.2/3 = 0.8667,
  // Binomial(10000, 0.8667): sd = 0.0034; tolerance 5 sd = 0.017.
  const RunResult r = RunBandit(Config(v1::EPSILON_GREEDY), kSteps, 1);
  EXPECT_NEAR(Share(r.pulls_second_half, 1), 1 - 0.2 + 0.2 / 3, 0.017);
  // Each other arm gets eps/N = 0.0667 (sd 0.0025).
  EXPECT_NEAR(Share(r.pulls_second_half, 0), 0.2 / 3, 0.0125);
}

TEST(RlBanditConvergenceTest, EpsilonGreedyArtefactExploresInProportionToScores) {
  // Artefact exploration is a roulette on scores, which converge to Q = mean reward once every
  // arm has been credited. With rewards 1 + Bernoulli(p) (means 1.5, 1.8, 1.2) the best arm's
  // share is 0.8 + 0.2 * 1.8 / 4.5 = 0.88; binomial sd over 10000 pulls 0.0032, plus
  // 0.2 * (error of Q_best / sum Q) <= 0.2 * 0.01: tolerance 0.02.
  const RunResult r =
      RunBandit(Config(v1::EPSILON_GREEDY, v1::GENPROG_3, v1::ARTEFACT), kSteps, 2, 1.0);
  EXPECT_NEAR(Share(r.pulls_second_half, 1), 0.8 + 0.2 * 1.8 / 4.5, 0.02);
  // Replace's share: 0.2 * 1.2 / 4.5 = 0.0533.
  EXPECT_NEAR(Share(r.pulls_second_half, 2), 0.2 * 1.2 / 4.5, 0.012);
}

TEST(RlBanditConvergenceTest, EpsilonGreedyArtefactNeverRevisitsAnArmWhoseScoreIsZero) {
  // With 0/1 rewards and average credit, an arm whose first reward is 0 has score 0: it loses
  // every greedy comparison and gets no roulette share, so the artefact never tries it again
  // (unless it is the only applicable operator). Paper-mode exploration is uniform, so every arm
  // keeps eps/N = 1/15 of the pulls.
  int absorbed = 0;
  for (uint64_t seed = 10; seed < 14; ++seed) {
    const RunResult artefact =
        RunBandit(Config(v1::EPSILON_GREEDY, v1::GENPROG_3, v1::ARTEFACT), 4000, seed);
    const RunResult paper = RunBandit(Config(v1::EPSILON_GREEDY), 4000, seed);
    for (int arm = 0; arm < 3; ++arm) {
      if (artefact.final_probability[arm] == 0) {
        EXPECT_EQ(artefact.pulls_second_half[arm], 0) << arm;
        absorbed += 1;
      }
      // Binomial(2000, 1/15): mean 133, sd 11; 5 sd below the mean is 78.
      EXPECT_GT(paper.pulls_second_half[arm], 78) << arm;
    }
  }
  // P(first reward 0) is 0.5 for append and 0.8 for replace, so over 4 seeds an absorbed arm
  // is all but certain (all 4 seeds escaping it has probability < 0.2^4).
  EXPECT_GT(absorbed, 0);
}

TEST(RlBanditConvergenceTest, AdaptivePursuitBestArmProbabilityReachesPmax) {
  // Once the best arm's Q stays the maximum, every step pulls P_best towards Pmax = 2/3 by a
  // factor 0.2, so P is Pmax to machine precision. The other arms get Pmin = 1/6 >= 1600
  // samples per half, so their averages (sd <= 0.0125) never overtake 0.8 (gap 0.3 = 24 sd).
  // Best-arm share in the second half ~ Binomial(10000, 2/3): sd 0.0047; tolerance 5 sd.
  const RunResult r = RunBandit(Config(v1::ADAPTIVE_PURSUIT), kSteps, 3);
  EXPECT_NEAR(r.final_probability[1], 2.0 / 3, 1e-9);
  EXPECT_NEAR(r.final_probability[0], 1.0 / 6, 1e-9);
  EXPECT_NEAR(Share(r.pulls_second_half, 1), 2.0 / 3, 0.024);
}

TEST(RlBanditConvergenceTest, ProbabilityMatchingMatchesQualityShares) {
  // Eq. 3 with Q -> p: P = 1/6 + 1/2 * p / 1.5 = {1/3, 13/30, 7/30}. Each arm gets >= 2300
  // samples by mid-run (sd of Q <= 0.0104), which moves P by <= 1/2 * 0.0104 / 1.5 * 2 = 0.007;
  // the share over 10000 pulls adds sd <= 0.005. Tolerance 0.025 (~4 combined sd).
  const RunResult r = RunBandit(Config(v1::PROBABILITY_MATCHING), kSteps, 4);
  const double expected[] = {1.0 / 3, 13.0 / 30, 7.0 / 30};
  for (int arm = 0; arm < 3; ++arm) {
    EXPECT_NEAR(Share(r.pulls_second_half, arm), expected[arm], 0.025) << arm;
    EXPECT_NEAR(r.final_probability[arm], expected[arm], 0.015) << arm;
  }
}

TEST(RlBanditConvergenceTest, Ucb1RegretGrowsLogarithmically) {
  // Textbook UCB1 (Auer, Cesa-Bianchi, Fischer 2002) uses E = sqrt(2) for rewards in [0, 1];
  // Theorem 1: E[n_j(T)] <= 8 ln T / Delta_j^2 + 1 + pi^2/3.
  SelectorConfig config = Config(v1::UCB);
  config.ucb_form = v1::UCB1;
  config.hyper.exploration = std::sqrt(2.0);
  const RunResult r = RunBandit(config, kSteps, 5);
  const double log_t = std::log(static_cast<double>(kSteps));
  const double slack = 1 + M_PI * M_PI / 3;
  const int64_t pulls_append = r.pulls_first_half[0] + r.pulls_second_half[0];
  const int64_t pulls_replace = r.pulls_first_half[2] + r.pulls_second_half[2];
  EXPECT_LE(pulls_append, 8 * log_t / (0.3 * 0.3) + slack);   // 885
  EXPECT_LE(pulls_replace, 8 * log_t / (0.6 * 0.6) + slack);  // 225
  // Regret sum_j Delta_j n_j at T/10 = 2000 and at T = 20000: logarithmic growth predicts a
  // ratio of about ln 20000 / ln 2000 = 1.30, linear growth 10. 2.5 separates the two with
  // room for the constant terms.
  const double regret_tenth = 0.3 * r.pulls_at_tenth[0] + 0.6 * r.pulls_at_tenth[2];
  const double regret_end = 0.3 * pulls_append + 0.6 * pulls_replace;
  EXPECT_GT(regret_tenth, 0);
  EXPECT_LT(regret_end / regret_tenth, 2.5);
}

TEST(RlBanditConvergenceTest, UcbPrintedFormPullsSuboptimalArmsSublogarithmically) {
  // PRINTED bonus E sqrt(ln t) / n_j: arm j is pulled only while Q_j + E sqrt(ln t) / n_j is at
  // least Q_best + (a positive bonus), so n_j <= E sqrt(ln T) / (Q_best - Q_j). With the
  // estimates within Delta/2 of p (a factor 2 for noise): n_j <= 2 E sqrt(ln T) / Delta_j + 1.
  SelectorConfig config = Config(v1::UCB);
  config.ucb_form = v1::PRINTED;
  const RunResult r = RunBandit(config, kSteps, 6);
  const double bonus = 10 * std::sqrt(std::log(static_cast<double>(kSteps)));      // 31.5
  EXPECT_LE(r.pulls_first_half[0] + r.pulls_second_half[0], 2 * bonus / 0.3 + 1);  // 211
  EXPECT_LE(r.pulls_first_half[2] + r.pulls_second_half[2], 2 * bonus / 0.6 + 1);  // 106
  EXPECT_GT(Share(r.pulls_second_half, 1), 0.97);
}

TEST(RlBanditConvergenceTest, UniformIgnoresRewards) {
  // Binomial(10000, 1/3) per half: sd 0.0047; tolerance 5 sd.
  SelectorConfig config;
  config.strategy = v1::UNIFORM;
  config.arm_set = v1::GENPROG_3;
  const RunResult r = RunBandit(config, kSteps, 7);
  for (int arm = 0; arm < 3; ++arm) {
    EXPECT_NEAR(Share(r.pulls_second_half, arm), 1.0 / 3, 0.024) << arm;
  }
}

}  // namespace
}  // namespace aprgrid::rl
