// The training objective of docs/crf-transform-prediction.md, section 6.4: the distribution-aware
// weighted, L2-penalised conditional log-likelihood
//   l(w) = sum_i chi_i [ score(gold_i) - log Z(n_i) ] - |w|^2 / (2 delta^2)
// with chi_i = (mean_u N_u / N_{S(t_i)})^q, and its gradient (empirical minus expected feature
// counts, weighted by chi_i, minus w / delta^2).
//
// Evaluate may use several threads internally (ObjectiveOptions::num_threads): samples are cut
// into a fixed number of blocks whose partial sums are added in block order, so the result is
// bit-identical for any thread count. The object itself is not thread-safe.
#ifndef APRGRID_WORKER_CRF_MODEL_OBJECTIVE_H_
#define APRGRID_WORKER_CRF_MODEL_OBJECTIVE_H_

#include <span>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/model/compiled_tree.h"
#include "worker/crf/model/feature_index.h"
#include "worker/crf/model/inference.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct ObjectiveOptions {
  double q = 0.5;         // Prior coefficient; 0 gives the plain likelihood.
  double delta2 = 500.0;  // delta^2 of the Gaussian prior; larger penalises less.
  int num_threads = 1;    // Threads for Evaluate; results do not depend on it.
};

// chi_i for each sample from its transform count S(t_i). Samples are grouped by S (every count
// that occurs forms a group, S = 0 included if present). REQUIRES: q >= 0.
std::vector<double> SampleWeights(std::span<const int> transform_counts, double q);

class Objective {
 public:
  // Compiles every sample against `index`. Fails if a gold labelling is inadmissible (its
  // likelihood would be zero), which cannot happen when `index` was built from these samples
  // unless a node's allowed_transforms excludes its gold label.
  static absl::StatusOr<Objective> Create(const FeatureIndex& index,
                                          std::span<const LabeledTree> samples,
                                          const ObjectiveOptions& options);

  int num_features() const { return num_features_; }
  int num_samples() const { return static_cast<int>(trees_.size()); }
  const std::vector<double>& sample_weights() const { return chi_; }

  // Returns l(weights) and writes dl/dw into `gradient`.
  // REQUIRES: weights.size() == gradient.size() == num_features().
  double Evaluate(std::span<const double> weights, std::span<double> gradient);

 private:
  struct Block {
    size_t begin = 0, end = 0;  // Sample range.
    double value = 0;
    std::vector<double> gradient;
  };
  void EvaluateBlock(Block& block, std::span<const double> weights, SumProduct& sum_product);

  int num_features_ = 0;
  ObjectiveOptions options_;
  std::vector<CompiledTree> trees_;
  std::vector<double> chi_;
  std::vector<double> empirical_;  // sum_i chi_i * (feature counts of gold_i).
  std::vector<Block> blocks_;
  std::vector<SumProduct> sum_products_;  // One per thread.
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_OBJECTIVE_H_
