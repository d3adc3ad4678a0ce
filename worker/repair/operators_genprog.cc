// GenProg's statement operators (append, delete, replace) and PAR's SeqExch, which draws from the
// same ingredient pool. Applicability follows JaRFly's JavaEditFactory.doesEditApply
// (docs/repair-engine.md "Applicability and ingredients").
#include "worker/repair/operators.h"
#include "worker/repair/operators_internal.h"

namespace aprgrid::repair {

using lang::Kind;
using lang::Node;
using rl::Operator;

std::optional<bool> AppliesGenProg(Operator op, const Node& t, const OperatorEnv& env) {
  switch (op) {
    case Operator::kAppend:
      // Nothing is appended after a statement that leaves the method; the ingredient list is
      // asked for only when the target passes that test (which matters for the shared ARTEFACT
      // list).
      if (t.kind == Kind::kReturn || t.kind == Kind::kThrow) return false;
      return !env.space.Ingredients(op, t).empty();
    case Operator::kReplace:
      if (!CanBeDeleted(t)) return false;
      return !env.space.Ingredients(op, t).empty();
    case Operator::kDelete:
      return CanBeDeleted(t);
    case Operator::kSeqExch:
      return CanBeDeleted(t) && !env.pool.statements().empty();
    default:
      return std::nullopt;
  }
}

std::vector<Candidate> GenProgCandidates(Operator op, const Node& t, const OperatorEnv& env) {
  std::vector<Candidate> out;
  if (op == Operator::kDelete) {
    out.push_back(internal::MakeCandidate(op, EditAction::kDelete, t, nullptr));
    return out;
  }
  EditAction action = op == Operator::kAppend ? EditAction::kInsertAfter : EditAction::kReplace;
  for (const Node* ing : env.space.Ingredients(op, t)) {
    // The payload borrows the ingredient from the original AST, which outlives every genome.
    Candidate c = internal::MakeCandidate(op, action, t, nullptr, 1, ing->id);
    c.edit.payload = std::shared_ptr<const Node>(std::shared_ptr<const Node>(), ing);
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace aprgrid::repair
