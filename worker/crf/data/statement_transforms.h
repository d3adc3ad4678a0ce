// The CRF's transform prediction for the statements of one program, as CRF-guided repair asks
// for it (docs/crf-prior.md): for a statement, the distribution over the 16 transforms that a
// trained model expects on it, from the exact node marginals of its tree
// (docs/crf-transform-prediction.md, section 6.2). The tree and its characteristics are built from
// the given program alone, the buggy program under repair, exactly as the dataset builds them for
// an injected bug (ast_to_tree.h; docs/crf.md, "Honest folds"), and each statement's result is
// cached.
//
// Not thread-safe (the caches). Does not own `unit`, which must outlive it; shares the model.
#ifndef APRGRID_WORKER_CRF_DATA_STATEMENT_TRANSFORMS_H_
#define APRGRID_WORKER_CRF_DATA_STATEMENT_TRANSFORMS_H_

#include <array>
#include <memory>
#include <span>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "worker/crf/data/ast_to_tree.h"
#include "worker/crf/model/model.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/ast.h"

namespace aprgrid::crf {

// Indexed by transform id; entry 0 (EMPTY) is always 0.
using TransformDistribution = std::array<double, kNumTransforms>;

// The statement-level distribution of per-node marginals: for each transform t >= 1, the expected
// number of nodes labelled t (the sum over the tree's nodes of p(T_v = t)), divided by the sum of
// those expectations over the 16 transforms. All 0 when the model expects no transform at all
// (every node surely EMPTY, or no admissible labelling).
TransformDistribution StatementDistribution(std::span<const CrfModel::NodeMarginal> marginals);

class StatementTransforms {
 public:
  // REQUIRES: model != nullptr; `unit` is a renumbered CompilationUnit (parent pointers set).
  StatementTransforms(std::shared_ptr<const CrfModel> model, const lang::Node& unit);

  // StatementDistribution of `statement`'s tree (a virtual root over it). InvalidArgument when the
  // statement does not lie in a method or constructor of a class; the model's errors otherwise.
  // REQUIRES: `statement` is a statement node of `unit`.
  absl::StatusOr<TransformDistribution> For(const lang::Node& statement);

  // Statements looked up so far (cache entries).
  size_t cached() const { return by_statement_.size(); }

 private:
  std::shared_ptr<const CrfModel> model_;
  const lang::Node* unit_;
  absl::flat_hash_map<const lang::Node*, std::shared_ptr<const ClassContext>> classes_;
  absl::flat_hash_map<const lang::Node*, TransformDistribution> by_statement_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_STATEMENT_TRANSFORMS_H_
