#include "worker/repair/operators.h"

namespace aprgrid::repair {

MutationSpace::MutationSpace(const ProgramFacts& facts, const IngredientPool& pool)
    : facts_(&facts), pool_(&pool) {}

bool MutationSpace::Applies(rl::Operator op, const lang::Node& target) const {
  OperatorEnv env{*facts_, *pool_};
  if (auto a = AppliesGenProg(op, target, env)) return *a;
  if (auto a = AppliesParCheck(op, target, env)) return *a;
  if (auto a = AppliesParExpr(op, target, env)) return *a;
  return false;
}

std::vector<rl::Operator> MutationSpace::Applicable(std::span<const rl::Operator> configured,
                                                    const lang::Node& target) const {
  std::vector<rl::Operator> out;
  for (rl::Operator op : configured) {
    if (Applies(op, target)) out.push_back(op);
  }
  return out;
}

const std::vector<Candidate>& MutationSpace::Candidates(rl::Operator op, const lang::Node& target) {
  auto key = std::make_pair(target.id, rl::OperatorIndex(op));
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  std::vector<Candidate> out;
  if (Applies(op, target)) {
    OperatorEnv env{*facts_, *pool_};
    if (AppliesGenProg(op, target, env)) {
      out = GenProgCandidates(op, target, env);
    } else if (AppliesParCheck(op, target, env)) {
      out = ParCheckCandidates(op, target, env);
    } else {
      out = ParExprCandidates(op, target, env);
    }
  }
  return cache_.emplace(key, std::move(out)).first->second;
}

}  // namespace aprgrid::repair
