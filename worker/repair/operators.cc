#include "worker/repair/operators.h"

namespace aprgrid::repair {

MutationSpace::MutationSpace(const ProgramFacts& facts, const IngredientPool& pool)
    : facts_(&facts), pool_(&pool) {}

bool MutationSpace::Applies(rl::Operator op, const lang::Node& target) const {
  auto [it, inserted] = applies_.try_emplace(target.id, 0);
  if (inserted) {
    OperatorEnv env{*facts_, *pool_};
    for (rl::Operator o : rl::AllOperators()) {
      std::optional<bool> a = AppliesGenProg(o, target, env);
      if (!a) a = AppliesParCheck(o, target, env);
      if (!a) a = AppliesParExpr(o, target, env);
      if (a.value_or(false)) it->second |= uint32_t{1} << rl::OperatorIndex(o);
    }
  }
  return (it->second >> rl::OperatorIndex(op)) & 1;
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
