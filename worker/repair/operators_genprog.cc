// GenProg's statement operators (append, delete, replace) and PAR's SeqExch, which draws from the
// same ingredient pool.
#include "worker/repair/operators.h"
#include "worker/repair/operators_internal.h"

namespace aprgrid::repair {

using lang::Kind;
using lang::Node;
using rl::Operator;

std::optional<bool> AppliesGenProg(Operator op, const Node& t, const OperatorEnv& env) {
  bool has_pool = !env.pool.statements().empty();
  switch (op) {
    case Operator::kAppend:
      // Nothing may follow a statement that leaves the block.
      return has_pool && t.kind != Kind::kReturn && t.kind != Kind::kThrow &&
             t.kind != Kind::kBreak && t.kind != Kind::kContinue;
    case Operator::kReplace:
      return has_pool;
    case Operator::kDelete:
    case Operator::kSeqExch:
      return true;
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
  for (const Node* ing : env.pool.UsableAt(t, op)) {
    // The payload borrows the ingredient from the original AST, which outlives every genome.
    Candidate c = internal::MakeCandidate(op, action, t, nullptr, 1, ing->id);
    c.edit.payload = std::shared_ptr<const Node>(std::shared_ptr<const Node>(), ing);
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace aprgrid::repair
