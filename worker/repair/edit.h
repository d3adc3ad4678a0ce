// The representation of an individual (docs/rl-operator-selection.md, section 6.2): an ordered list
// of edits against the original program. Each edit names its target by the statement's node id in
// the original AST and carries its payload (an ingredient or a synthesised statement) as an
// immutable subtree, so genomes are cheap to copy and to cross over. ApplyEdits rebuilds a
// variant's AST from the original.
#ifndef APRGRID_WORKER_REPAIR_EDIT_H_
#define APRGRID_WORKER_REPAIR_EDIT_H_

#include <memory>
#include <string>
#include <vector>

#include "worker/lang/ast.h"
#include "worker/rl/operator.h"

namespace aprgrid::repair {

enum class EditAction {
  kDelete,        // Remove the target (an empty block where a statement is required).
  kReplace,       // Put the payload in the target's place.
  kInsertBefore,  // Insert the payload before the target.
  kInsertAfter,   // Insert the payload after the target (GenProg's append).
};

struct Edit {
  rl::Operator op = rl::Operator::kAppend;
  EditAction action = EditAction::kDelete;
  int target = -1;  // Statement id in the original AST.
  int source = -1;  // Ingredient statement id, or -1 when the payload was synthesised.
  std::shared_ptr<const lang::Node> payload;  // Null for kDelete.

  // "replace 41 <- 17" style, for logs and tests.
  std::string DebugString() const;
};

using Genome = std::vector<Edit>;

// Clones `original` (a renumbered CompilationUnit) and applies `edits` in order. An edit whose
// target no longer exists (deleted, or inside a replaced subtree) is skipped; a replaced target
// keeps its id, so later edits at the same location apply to the replacement. The result is
// renumbered.
lang::NodePtr ApplyEdits(const lang::Node& original, const Genome& edits);

// Applies to `subtree`, a clone of one subtree of the original with its ids intact (never
// renumbered), the edits whose targets lie strictly inside it, exactly as ApplyEdits applies them
// there: edits elsewhere cannot affect the subtree. Ids are not renumbered afterwards.
void ApplyEditsToSubtree(lang::Node& subtree, const Genome& edits);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_EDIT_H_
