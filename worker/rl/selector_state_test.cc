// OperatorSelector::SaveState / RestoreState: a selector restored into a fresh one (another seed)
// continues exactly as the original, for every strategy and mode; a state that cannot be the
// selector's is refused and changes nothing.
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "gtest/gtest.h"
#include "worker/rl/operator_selector.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using O = Operator;

constexpr O kPar[] = {O::kAppend, O::kDelete,  O::kReplace,   O::kNullCheck, O::kFunRep,
                      O::kExpRep, O::kSeqExch, O::kCasteeMut, O::kOffByOne};

// A double's exact bits, so traces compare learnt values bit for bit.
std::string Bits(double x) { return std::to_string(std::bit_cast<uint64_t>(x)); }

// One generation of `steps` mutations: choose (among a rotating subset), then credit each with a
// fitness derived from the step number; records every choice, reward and the snapshots.
void Drive(OperatorSelector& s, int generation, int steps, std::vector<std::string>& trace) {
  s.BeginGeneration(generation);
  std::vector<O> chosen;
  s.BeginMutationPhase();
  for (int i = 0; i < steps; ++i) {
    std::span<const O> applicable(kPar, 3 + static_cast<size_t>((i + generation) % 7));
    absl::StatusOr<O> op = s.Choose(applicable);
    ASSERT_TRUE(op.ok()) << op.status();
    chosen.push_back(*op);
    trace.push_back("choose " + std::string(OperatorName(*op)));
  }
  s.EndMutationPhase();
  for (size_t i = 0; i < chosen.size(); ++i) {
    double child = static_cast<double>((i * 7 + static_cast<size_t>(generation) * 3) % 11);
    absl::StatusOr<double> reward = s.Credit(chosen[i], child, 1 + static_cast<double>(i % 4));
    if (!reward.ok()) {
      trace.push_back("refused " + std::string(reward.status().message()));
      continue;
    }
    trace.push_back("reward " + Bits(*reward));
  }
  for (const ArmSnapshot& a : s.Snapshot()) {
    trace.push_back(std::string(a.arm) + " " + std::to_string(a.selections) + " " +
                    std::to_string(a.credits) + " " + std::to_string(a.generation_selections) +
                    " " + std::to_string(a.generation_credits));
    trace.push_back(Bits(a.quality) + " " + Bits(a.probability) + " " + Bits(a.reward_sum) + " " +
                    Bits(a.generation_reward_sum));
  }
}

class SelectorStateTest
    : public ::testing::TestWithParam<std::tuple<v1::Strategy, v1::Mode, v1::Activation>> {};

TEST_P(SelectorStateTest, RestoredSelectorContinuesIdentically) {
  auto [strategy, mode, activation] = GetParam();
  SelectorConfig config = Config(strategy, v1::PAR_18, mode, v1::RECENCY_WEIGHTED, 0.3);
  config.activation = activation;
  config.reward = v1::RELATIVE;
  Rng rng_a(5);
  OperatorSelector a = testing::MakeSelector(config, rng_a);
  std::vector<std::string> before;
  for (int g = 0; g < 3; ++g) Drive(a, g, 9, before);
  OperatorSelector::State saved = a.SaveState();

  Rng rng_b(99);  // Another stream: RestoreState must replace it.
  OperatorSelector b = testing::MakeSelector(config, rng_b);
  ASSERT_TRUE(b.RestoreState(saved).ok());
  std::vector<std::string> trace_a, trace_b;
  for (int g = 3; g < 7; ++g) {
    Drive(a, g, 9, trace_a);
    Drive(b, g, 9, trace_b);
  }
  EXPECT_EQ(trace_a, trace_b);
  EXPECT_EQ(rng_a.Next(), rng_b.Next());
}

INSTANTIATE_TEST_SUITE_P(
    AllRules, SelectorStateTest,
    ::testing::Combine(::testing::Values(v1::UNIFORM, v1::PROBABILITY_MATCHING,
                                         v1::ADAPTIVE_PURSUIT, v1::EPSILON_GREEDY, v1::UCB),
                       ::testing::Values(v1::PAPER, v1::ARTEFACT),
                       ::testing::Values(v1::PER_GENERATION, v1::PER_MUTATION)));

TEST(SelectorStateRefusalTest, RefusesAStateOfAnotherShapeAndChangesNothing) {
  Rng rng(3);
  OperatorSelector s = testing::MakeSelector(Config(v1::EPSILON_GREEDY), rng);  // 3 arms.
  std::vector<std::string> ignored;
  Drive(s, 0, 5, ignored);
  const OperatorSelector::State good = s.SaveState();

  Rng other_rng(4);
  OperatorSelector par = testing::MakeSelector(Config(v1::EPSILON_GREEDY, v1::PAR_18), other_rng);
  absl::Status wrong_arms = s.RestoreState(par.SaveState());
  EXPECT_EQ(wrong_arms.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(wrong_arms.message().find("18 arms"), std::string::npos) << wrong_arms;

  OperatorSelector::State zero_rng = good;
  zero_rng.rng = Rng::State{};
  absl::Status zero = s.RestoreState(zero_rng);
  EXPECT_NE(zero.message().find("all-zero Rng state"), std::string::npos) << zero;

  OperatorSelector::State negative = good;
  negative.counters[1].generation_credits = -1;
  EXPECT_FALSE(s.RestoreState(negative).ok());
  negative = good;
  negative.generation = -2;
  EXPECT_FALSE(s.RestoreState(negative).ok());

  // Nothing changed: the selector still saves what it saved before the refusals.
  const OperatorSelector::State after = s.SaveState();
  EXPECT_EQ(after.generation, good.generation);
  EXPECT_EQ(after.rng.words[0], good.rng.words[0]);
  ASSERT_EQ(after.arms.size(), good.arms.size());
  for (size_t i = 0; i < after.arms.size(); ++i) {
    EXPECT_EQ(after.arms[i].credits, good.arms[i].credits);
    EXPECT_EQ(after.arms[i].quality, good.arms[i].quality);
    EXPECT_EQ(after.counters[i].selections, good.counters[i].selections);
  }
}

}  // namespace
}  // namespace aprgrid::rl
