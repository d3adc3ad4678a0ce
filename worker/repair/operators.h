// The mutation operators (docs/rl-operator-selection.md, sections 6.5 and 6.8): GenProg's append,
// delete and replace, and JaRFly's PAR templates. Each operator knows whether it applies at a
// statement (its predicate in the table of docs/rl-operator-selection.md, section 6.8) and lists
// the edits it can make there, each with the weight of its draw (uniform, or 1/line-distance for
// ExpRep/ExpAdd). An applicable operator may still list no edit (FunRep with no alternative method,
// say); the GP loop then appends nothing (JaRFly's quirk).
//
// Candidate lists depend only on the original program, so the space caches them per
// (statement, operator). Ingredient lists (append, replace, SeqExch) are cached per (statement,
// operator) in PAPER mode; in ARTEFACT mode append and replace share one list per statement, the
// list of whichever of them asked first in the configured check order (JaRFly's location-keyed
// scopeSafeAtomMap, docs/repair-engine.md "Applicability and ingredients"). Not thread-safe (the
// caches); one MutationSpace per attempt.
#ifndef APRGRID_WORKER_REPAIR_OPERATORS_H_
#define APRGRID_WORKER_REPAIR_OPERATORS_H_

#include <map>
#include <span>
#include <utility>
#include <vector>

#include "worker/lang/ast.h"
#include "worker/repair/edit.h"
#include "worker/repair/ingredients.h"
#include "worker/repair/program_facts.h"
#include "worker/rl/operator.h"

namespace aprgrid::repair {

struct Candidate {
  Edit edit;
  double weight = 1;
};

struct SpaceOptions {
  // ARTEFACT mode: append and replace share the ingredient list of a statement.
  bool artefact = false;
  // The configured operators in the order the search checks them (JaRFly's `edits` order); the
  // order decides which operator fills a shared ingredient list first. Empty: AllOperators().
  std::vector<rl::Operator> order;
};

class MutationSpace {
 public:
  // Holds pointers to `facts` and `pool`, which must outlive it.
  MutationSpace(const ProgramFacts& facts, const IngredientPool& pool, SpaceOptions options = {});

  bool Applies(rl::Operator op, const lang::Node& target) const;  // Cached per target.
  // The operators of `configured` that apply at `target`, in `configured` order.
  std::vector<rl::Operator> Applicable(std::span<const rl::Operator> configured,
                                       const lang::Node& target) const;
  // The edits `op` can make at `target` (empty if it does not apply). Cached.
  const std::vector<Candidate>& Candidates(rl::Operator op, const lang::Node& target);

  // The ingredients `op` (kAppend, kReplace, kSeqExch) may put at `target` under the mode's
  // caching rule (see the file comment). Cached.
  const std::vector<const lang::Node*>& Ingredients(rl::Operator op,
                                                    const lang::Node& target) const;

  const ProgramFacts& facts() const { return *facts_; }
  const IngredientPool& pool() const { return *pool_; }
  bool artefact() const { return options_.artefact; }

 private:
  const ProgramFacts* facts_;
  const IngredientPool* pool_;
  SpaceOptions options_;
  mutable std::map<std::pair<int, int>, std::vector<const lang::Node*>> ingredients_;
  std::map<std::pair<int, int>, std::vector<Candidate>> cache_;
  // Per target id: bit i set when operator i applies (Applies is asked once per mutation).
  mutable std::map<int, uint32_t> applies_;
};

// Per-family implementations (operators_genprog.cc, operators_par_checks.cc,
// operators_par_exprs.cc). `Applies*` return nullopt for an operator of another family.
struct OperatorEnv {
  const ProgramFacts& facts;
  const IngredientPool& pool;
  const MutationSpace& space;
};
std::optional<bool> AppliesGenProg(rl::Operator op, const lang::Node& t, const OperatorEnv& env);
std::vector<Candidate> GenProgCandidates(rl::Operator op, const lang::Node& t,
                                         const OperatorEnv& env);
std::optional<bool> AppliesParCheck(rl::Operator op, const lang::Node& t, const OperatorEnv& env);
std::vector<Candidate> ParCheckCandidates(rl::Operator op, const lang::Node& t,
                                          const OperatorEnv& env);
std::optional<bool> AppliesParExpr(rl::Operator op, const lang::Node& t, const OperatorEnv& env);
std::vector<Candidate> ParExprCandidates(rl::Operator op, const lang::Node& t,
                                         const OperatorEnv& env);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_OPERATORS_H_
