#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {

std::unique_ptr<SelectionRule> NewSelectionRule(v1::Strategy strategy, const RuleContext& context) {
  switch (strategy) {
    case v1::UNIFORM:
      return NewUniformRule(context);
    case v1::PROBABILITY_MATCHING:
      return NewProbabilityMatchingRule(context);
    case v1::ADAPTIVE_PURSUIT:
      return NewAdaptivePursuitRule(context);
    case v1::EPSILON_GREEDY:
      return NewEpsilonGreedyRule(context);
    case v1::UCB:
      return NewUcbRule(context);
    case v1::CRF_PRIOR:
      return NewCrfPriorRule(context);
    case v1::CRF_BANDIT:
      return NewCrfBanditRule(context);
    default:
      return nullptr;
  }
}

std::vector<double> Scores(std::span<const ArmState> arms) {
  std::vector<double> scores;
  scores.reserve(arms.size());
  for (const ArmState& arm : arms) scores.push_back(arm.score);
  return scores;
}

}  // namespace aprgrid::rl
