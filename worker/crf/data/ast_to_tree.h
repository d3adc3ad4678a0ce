// Converts one statement of the subject language into the CRF's input tree
// (docs/crf-transform-prediction.md, sections 1.2, 1.3 and 5.1): a virtual root over the
// statement's AST in pre-order (label = the AST kind's name, value = its token text; the
// placeholder `None` nodes are left out), with each node's boolean characteristics computed from
// the statement and its method, class and compilation unit.
//
// ClassContext is the class-level analysis (declared types, methods, guarded uses, calls), built
// once per class and shared by every statement of it. It does not own the AST it reads; the AST
// must outlive it. Both are immutable after construction and safe to share between threads.
#ifndef APRGRID_WORKER_CRF_DATA_AST_TO_TREE_H_
#define APRGRID_WORKER_CRF_DATA_AST_TO_TREE_H_

#include <memory>
#include <string>
#include <vector>

#include "worker/crf/data/labeller.h"
#include "worker/crf/model/tree.h"
#include "worker/lang/ast.h"

namespace aprgrid::crf {

struct CharacteristicOptions {
  // Two different names are similar when lev(a, b) <= max(1, floor(ratio * max(|a|, |b|)))
  // (docs/crf-transform-prediction.md, section 5.1 [choice]).
  double similar_name_ratio = 0.3;
};

class ClassContext;  // Defined in characteristics.h.

// The class analysis of `class_decl` (a ClassDecl) within `unit` (its CompilationUnit, whose
// other classes supply method and field declarations).
std::shared_ptr<const ClassContext> AnalyseClass(const lang::Node& class_decl,
                                                 const lang::Node& unit,
                                                 const CharacteristicOptions& options = {});

struct StatementTree {
  Tree tree;                                // Node 0 is the virtual root.
  std::vector<const lang::Node*> ast_node;  // Per tree node; nullptr for the virtual root.
};

// REQUIRES: `statement` is a statement whose parent pointers reach its MethodDecl or
// ConstructorDecl (lang::Renumber on an ancestor); `context` analyses the enclosing class.
StatementTree StatementToTree(const lang::Node& statement, const ClassContext& context);

// The gold labelling of a StatementTree from the labeller's result.
// REQUIRES: labelled.statement is the tree's statement.
LabeledTree ToLabeledTree(StatementTree tree, const LabelledStatement& labelled);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_AST_TO_TREE_H_
