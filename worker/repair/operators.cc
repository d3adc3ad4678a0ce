#include "worker/repair/operators.h"

#include <algorithm>
#include <utility>

namespace aprgrid::repair {

MutationSpace::MutationSpace(const ProgramFacts& facts, const IngredientPool& pool,
                             SpaceOptions options)
    : facts_(&facts), pool_(&pool), options_(std::move(options)) {
  // The configured operators first, in their order, then the rest: the order in which
  // applicability is checked decides who fills a shared (ARTEFACT) ingredient list.
  std::vector<rl::Operator> all(options_.order);
  for (rl::Operator o : rl::AllOperators()) {
    if (std::find(all.begin(), all.end(), o) == all.end()) all.push_back(o);
  }
  options_.order = std::move(all);
}

const std::vector<const lang::Node*>& MutationSpace::Ingredients(rl::Operator op,
                                                                 const lang::Node& target) const {
  // JaRFly's scopeHelper caches by location only, so in ARTEFACT mode append and replace share
  // the list of the first of them to ask; SeqExch never goes through scopeHelper.
  bool shared = options_.artefact && op != rl::Operator::kSeqExch;
  int key_op = shared ? -1 : rl::OperatorIndex(op);
  auto key = std::make_pair(target.id, key_op);
  auto it = ingredients_.find(key);
  if (it != ingredients_.end()) return it->second;
  return ingredients_.emplace(key, pool_->UsableAt(target, op)).first->second;
}

bool MutationSpace::Applies(rl::Operator op, const lang::Node& target) const {
  auto [it, inserted] = applies_.try_emplace(target.id, 0);
  if (inserted) {
    OperatorEnv env{*facts_, *pool_, *this};
    uint32_t bits = 0;
    for (rl::Operator o : options_.order) {
      std::optional<bool> a = AppliesGenProg(o, target, env);
      if (!a) a = AppliesParCheck(o, target, env);
      if (!a) a = AppliesParExpr(o, target, env);
      if (a.value_or(false)) bits |= uint32_t{1} << rl::OperatorIndex(o);
    }
    applies_[target.id] = bits;
    return (bits >> rl::OperatorIndex(op)) & 1;
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
    OperatorEnv env{*facts_, *pool_, *this};
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
