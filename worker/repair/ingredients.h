// The ingredient ("fix source") pool of docs/rl-operator-selection.md,
// section 6.4: the repairable statements of the classes under
// repair covered by at least one test (class scope), and the covered explicit constructor calls
// (`this(...)`, `super(...)`), each structurally distinct statement once; and the per-target
// filter (variables in scope plus JaRFly's scopeHelper heuristics, docs/repair-engine.md
// "Applicability and ingredients").
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

// JaRFly's JavaStatement.canBeDeleted: false only for a `return` whose method holds fewer than
// two returns. Delete, replace and SeqExch apply only where this holds.
bool CanBeDeleted(const lang::Node& target);

class IngredientPool;

// How many ingredients GenProg's append and replace may put at `target`, each operator with its
// own list (PAPER mode, IngredientPool::UsableAt). An operator that does not apply there counts
// none: append at a `return` or `throw`, replace where CanBeDeleted fails. `either` counts the
// distinct ingredients of the two lists together (the "ingredients" of docs/subjects.md,
// "Difficulty").
struct IngredientCounts {
  int append = 0;
  int replace = 0;
  int either = 0;
};
IngredientCounts CountIngredients(const IngredientPool& pool, const lang::Node& target);

class IngredientPool {
 public:
  IngredientPool(const ProgramFacts& facts, std::span<const TestRun> runs);

  // Every ingredient, in source order.
  const std::vector<const lang::Node*>& statements() const { return statements_; }

  // The ingredients `op` (kAppend, kReplace or kSeqExch) may put at `target`, in source order:
  // free variables in scope, no duplicate local, no final variable written, not identical to the
  // target (except for append), the only return of a method never replaced by a non-return, for
  // SeqExch the same node kind, and JaRFly's rules: a `return` ingredient never in a void method
  // or constructor, only at the last statement of the target's enclosing block and, when it
  // returns a plain variable, only if that variable's declared type is the method's return type;
  // `this(...)`/`super(...)` never appended and only at a constructor's first statement;
  // `break`/`continue` only inside a loop (or switch).
  std::vector<const lang::Node*> UsableAt(const lang::Node& target, rl::Operator op) const;

 private:
  // `visible`: the variables visible at `target` (for append after a declaration, with it).
  bool Usable(const lang::Node& target, const std::vector<Variable>& visible,
              const lang::Node& ingredient, rl::Operator op) const;

  const ProgramFacts* facts_;
  std::vector<const lang::Node*> statements_;
};

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_INGREDIENTS_H_
