// Test helpers for worker/rl: building selectors and counting choices. Test-only.
#ifndef APRGRID_WORKER_RL_RL_TEST_UTIL_H_
#define APRGRID_WORKER_RL_RL_TEST_UTIL_H_

#include <map>
#include <span>
#include <vector>

#include "gtest/gtest.h"
#include "worker/rl/operator_selector.h"

namespace aprgrid::rl::testing {

inline SelectorConfig Config(v1::Strategy strategy, v1::ArmSet arm_set = v1::GENPROG_3,
                             v1::Mode mode = v1::PAPER, v1::Credit credit = v1::AVERAGE,
                             double alpha = 0) {
  SelectorConfig config;
  config.strategy = strategy;
  config.arm_set = arm_set;
  config.mode = mode;
  config.credit = credit;
  config.alpha = alpha;
  config.reward = v1::RAW;
  config.activation = v1::PER_MUTATION;
  return config;
}

inline OperatorSelector MakeSelector(const SelectorConfig& config, Rng& rng) {
  absl::StatusOr<OperatorSelector> selector = OperatorSelector::Create(config, rng);
  EXPECT_TRUE(selector.ok()) << selector.status();
  return *std::move(selector);
}

inline std::vector<double> Probabilities(const OperatorSelector& selector) {
  std::vector<double> out;
  for (const ArmSnapshot& arm : selector.Snapshot()) out.push_back(arm.probability);
  return out;
}

inline std::vector<double> Qualities(const OperatorSelector& selector) {
  std::vector<double> out;
  for (const ArmSnapshot& arm : selector.Snapshot()) out.push_back(arm.quality);
  return out;
}

// Chooses `draws` times among `applicable` without crediting; returns how often each operator
// was chosen.
inline std::map<Operator, int> CountChoices(OperatorSelector& selector,
                                            std::span<const Operator> applicable, int draws) {
  std::map<Operator, int> counts;
  for (int i = 0; i < draws; ++i) {
    absl::StatusOr<Operator> op = selector.Choose(applicable);
    EXPECT_TRUE(op.ok()) << op.status();
    if (op.ok()) counts[*op] += 1;
  }
  return counts;
}

inline constexpr Operator kGenProg[] = {Operator::kAppend, Operator::kDelete, Operator::kReplace};

}  // namespace aprgrid::rl::testing

#endif  // APRGRID_WORKER_RL_RL_TEST_UTIL_H_
