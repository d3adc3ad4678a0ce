#include "worker/rl/candidates.h"

#include <algorithm>
#include <array>

namespace aprgrid::rl {
namespace {

Operator DrawMember(std::span<const Operator> members, Rng& rng) {
  if (members.size() == 1) return members[0];
  return members[static_cast<size_t>(rng.Below(members.size()))];
}

}  // namespace

Candidates::Candidates(const ArmSet& arms, std::span<const Operator> applicable)
    : set_(&arms), members_(static_cast<size_t>(arms.size())) {
  std::array<bool, kOperatorCount> seen{};
  for (Operator op : applicable) {
    if (!arms.ArmOf(op).has_value() || seen[OperatorIndex(op)]) continue;
    seen[OperatorIndex(op)] = true;
  }
  for (Operator op : AllOperators()) {
    if (!seen[OperatorIndex(op)]) continue;
    operators_.push_back(op);
    members_[*arms.ArmOf(op)].push_back(op);
  }
  for (int arm = 0; arm < arms.size(); ++arm) {
    if (!members_[arm].empty()) arms_.push_back(arm);
  }
}

Operator DrawByWeight(const Candidates& candidates, std::span<const double> per_arm, v1::Mode mode,
                      Rng& rng) {
  std::vector<double> weights;
  if (mode == v1::ARTEFACT) {
    for (Operator op : candidates.operators()) weights.push_back(per_arm[candidates.ArmOf(op)]);
    return candidates.operators()[rng.Roulette(weights)];
  }
  for (int arm : candidates.arms()) weights.push_back(per_arm[arm]);
  const int arm = candidates.arms()[rng.Roulette(weights)];
  return DrawMember(candidates.members(arm), rng);
}

Operator DrawGreedy(const Candidates& candidates, std::span<const double> per_arm, v1::Mode mode,
                    Rng& rng) {
  if (mode == v1::ARTEFACT) {
    Operator best = candidates.operators()[0];
    for (Operator op : candidates.operators()) {
      if (per_arm[candidates.ArmOf(op)] > per_arm[candidates.ArmOf(best)]) best = op;
    }
    return best;
  }
  double best_score = per_arm[candidates.arms()[0]];
  for (int arm : candidates.arms()) best_score = std::max(best_score, per_arm[arm]);
  std::vector<int> tied;
  for (int arm : candidates.arms()) {
    if (per_arm[arm] == best_score) tied.push_back(arm);
  }
  const int arm = tied.size() == 1 ? tied[0] : tied[static_cast<size_t>(rng.Below(tied.size()))];
  return DrawMember(candidates.members(arm), rng);
}

Operator DrawUniformArm(const Candidates& candidates, Rng& rng) {
  const int arm = candidates.arms()[static_cast<size_t>(rng.Below(candidates.arms().size()))];
  return DrawMember(candidates.members(arm), rng);
}

Operator DrawUniformOperator(const Candidates& candidates, Rng& rng) {
  return candidates.operators()[static_cast<size_t>(rng.Below(candidates.operators().size()))];
}

}  // namespace aprgrid::rl
