// The ingredient ("fix source") pool of docs/rl-operator-selection.md, section 6.4: the repairable
// statements of the classes under repair covered by at least one test (class scope), each
// structurally distinct statement once, and the per-target filter (variables in scope plus JaRFly's
// heuristics).
//
// Immutable after construction; holds pointers into the ProgramFacts' AST.
#ifndef APRGRID_WORKER_REPAIR_INGREDIENTS_H_
#define APRGRID_WORKER_REPAIR_INGREDIENTS_H_

#include <span>
#include <vector>

#include "worker/lang/ast.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/program_facts.h"
#include "worker/rl/operator.h"

namespace aprgrid::repair {

class IngredientPool {
 public:
  IngredientPool(const ProgramFacts& facts, std::span<const TestRun> runs);

  // Every ingredient, in source order.
  const std::vector<const lang::Node*>& statements() const { return statements_; }

  // The ingredients `op` (kAppend, kReplace or kSeqExch) may put at `target`, in source order:
  // free variables in scope, no duplicate local, no final variable written, return/break/continue
  // only where they are legal, not identical to the target (except for append), the only return
  // of a method never replaced by a non-return, and for SeqExch the same node kind.
  std::vector<const lang::Node*> UsableAt(const lang::Node& target, rl::Operator op) const;

 private:
  bool Usable(const lang::Node& target, const lang::Node& ingredient, rl::Operator op) const;

  const ProgramFacts* facts_;
  std::vector<const lang::Node*> statements_;
};

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_INGREDIENTS_H_
