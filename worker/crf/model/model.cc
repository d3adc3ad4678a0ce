#include "worker/crf/model/model.h"

#include <cmath>
#include <utility>

#include "absl/status/status.h"
#include "worker/crf/model/compiled_tree.h"
#include "worker/crf/model/inference.h"
#include "worker/crf/model/kbest.h"

namespace aprgrid::crf {

absl::StatusOr<CrfModel> CrfModel::Create(FeatureIndex index, std::vector<double> weights) {
  if (static_cast<int>(weights.size()) != index.num_features()) {
    return absl::InvalidArgumentError("one weight per feature is required");
  }
  return CrfModel(std::move(index), std::move(weights));
}

absl::StatusOr<std::vector<Prediction>> CrfModel::Predict(const Tree& tree, int k) const {
  if (k < 1 || k > 255) return absl::InvalidArgumentError("k must be in [1, 255]");
  absl::StatusOr<CompiledTree> ct = CompileTree(index_, tree);
  if (!ct.ok()) return ct.status();
  ct->SetScores(weights_);
  SumProduct sum_product;
  const double log_z = sum_product.LogPartition(ct->tables);
  std::vector<Prediction> out;
  if (log_z == kNegInf) return out;
  for (ScoredLabelling& l : KBest(ct->tables, k)) {
    out.push_back({std::move(l.labels), std::exp(l.score - log_z)});
  }
  return out;
}

absl::StatusOr<std::vector<CrfModel::NodeMarginal>> CrfModel::NodeMarginals(
    const Tree& tree) const {
  absl::StatusOr<CompiledTree> ct = CompileTree(index_, tree);
  if (!ct.ok()) return ct.status();
  ct->SetScores(weights_);
  SumProduct sum_product;
  const double log_z = sum_product.Run(ct->tables);
  const FactorTables& t = ct->tables;
  std::vector<NodeMarginal> out(static_cast<size_t>(t.num_nodes()), NodeMarginal{});
  if (log_z == kNegInf) return out;
  const std::vector<double>& marginals = sum_product.marginals();
  for (int v = 0; v < t.num_nodes(); ++v) {
    for (int i = 0; i < t.domain_size(v); ++i) {
      out[v][t.domain(v)[i]] = marginals[t.node_offset(v) + i];
    }
  }
  return out;
}

absl::StatusOr<bool> CrfModel::IsAdmissible(const LabeledTree& sample) const {
  absl::StatusOr<CompiledTree> ct = CompileTree(index_, sample.tree, &sample.gold);
  if (!ct.ok()) return ct.status();
  return ct->gold_admissible;
}

}  // namespace aprgrid::crf
