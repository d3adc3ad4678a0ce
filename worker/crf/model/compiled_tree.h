// A tree bound to a FeatureIndex: the admissible domain of every node, the FactorTables layout,
// and for every slot the ids of the features that fire on it (sparse, CSR). Scores for a weight
// vector are then a sum of weights per slot, and expected feature counts a sum of marginals.
#ifndef APRGRID_WORKER_CRF_MODEL_COMPILED_TREE_H_
#define APRGRID_WORKER_CRF_MODEL_COMPILED_TREE_H_

#include <cstdint>
#include <span>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/model/factor_tables.h"
#include "worker/crf/model/feature_index.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct CompiledTree {
  FactorTables tables;
  std::vector<uint8_t> admissible;  // Per slot: 0 marks a constraint violation.
  std::vector<int32_t>
      feature_begin;  // Per slot s: features of s are feature_ids[begin[s]..begin[s+1]).
  std::vector<int32_t> feature_ids;
  // The slots of the gold labelling (node, edge, triangle), when a gold labelling was given and
  // is admissible under the index's constraints.
  std::vector<size_t> gold_slots;
  bool gold_admissible = false;

  // Writes sum of weights of each slot's features into tables.scores() (-infinity where
  // inadmissible). REQUIRES: weights.size() == index.num_features().
  void SetScores(std::span<const double> weights);
  // The score of the gold labelling under the current scores.
  double GoldScore() const;
};

// Compiles `tree`; `gold` (optional) is the gold transform per node. A node's domain is the
// index's node domain intersected with the node's own allowed_transforms.
absl::StatusOr<CompiledTree> CompileTree(const FeatureIndex& index, const Tree& tree,
                                         const std::vector<int>* gold = nullptr);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_COMPILED_TREE_H_
