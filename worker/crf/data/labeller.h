// Labels the nodes of a before-AST with the 16 repair transforms of
// docs/crf-transform-prediction.md, section 4.1, from an AstDiff, and picks the one statement the
// change is about (the sample's statement, docs/crf-transform-prediction.md, sections 1.2 and 7.1).
//
// A pair is dropped (and the reason reported) when it has more than 10 root edit operations, when
// no transform explains it, when two different transforms land on one node, or when the
// transforms fall in different statements.
#ifndef APRGRID_WORKER_CRF_DATA_LABELLER_H_
#define APRGRID_WORKER_CRF_DATA_LABELLER_H_

#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "worker/crf/data/ast_diff.h"
#include "worker/lang/ast.h"

namespace aprgrid::crf {

enum class DropReason {
  kKept,
  kTooManyRootOps,
  kUnexplained,
  kConflict,
  kSeveralStatements,
  kOutsideStatement,
};
std::string_view DropReasonName(DropReason reason);

// The labelled statement of one before/after pair.
struct LabelledStatement {
  DropReason reason = DropReason::kUnexplained;
  int root_ops = 0;
  // The before statement the change is about (nullptr when dropped).
  const lang::Node* statement = nullptr;
  int virtual_root_label = 0;  // The transform on the statement's virtual root (0 = EMPTY).
  // Transforms on the statement's own nodes (nodes not listed are EMPTY).
  absl::flat_hash_map<const lang::Node*, int> labels;
  int transform_count() const {
    return static_cast<int>(labels.size()) + (virtual_root_label != 0 ? 1 : 0);
  }
};

// Whether `node` is the root of a logical expression (docs/crf-transform-prediction.md,
// sections 3.4 and 9): the condition of an if/while/do/for/?:, or a && / || whose parent is not a
// && / ||. REQUIRES: parent pointers set.
bool IsLogicalExpressionRoot(const lang::Node& node);

// REQUIRES: the diff's trees have parent pointers (lang::Renumber) and outlive the result.
LabelledStatement LabelDiff(const AstDiff& diff, int max_root_ops = 10);

// Every changed statement of one pair, each with its own labels, for scoring a fix that spans
// several statements per statement (docs/crf.md, "Scoring on real fixes"). A labelled node belongs
// to its nearest enclosing statement, a virtual-root label to the statement it wraps. A statement
// nested in another changed statement belongs to the outer one, whose tree holds its nodes; two
// changed statements of which neither holds the other are two samples, even inside one loop or
// `if` (where LabelDiff takes the enclosing statement as the one sample). So a pair that LabelDiff
// keeps gives its one statement here unless its labels lie in disjoint statements.
struct LabelledStatements {
  DropReason reason = DropReason::kUnexplained;  // kKept when `statements` is not empty.
  int root_ops = 0;
  std::vector<LabelledStatement> statements;  // In source (pre-order) order; all kKept.
};
// Dropped as by LabelDiff (too many root operations, a conflict, nothing explained), and also
// when a statement wrap lies on a statement nested in another changed statement
// (kSeveralStatements: the outer tree cannot carry it) or a label lies outside every statement
// (kOutsideStatement, e.g. a field initialiser).
// REQUIRES: as LabelDiff.
LabelledStatements LabelDiffPerStatement(const AstDiff& diff, int max_root_ops = 10);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_LABELLER_H_
