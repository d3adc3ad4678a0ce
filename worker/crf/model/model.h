// A trained CRF: the feature index plus one weight per feature. Predicts the top-k labelled trees
// of an unseen tree with their probabilities p(t | n) (docs/crf-transform-prediction.md,
// section 6.3).
//
// Immutable; Predict is safe to call from several threads at once.
#ifndef APRGRID_WORKER_CRF_MODEL_MODEL_H_
#define APRGRID_WORKER_CRF_MODEL_MODEL_H_

#include <array>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/model/feature_index.h"
#include "worker/crf/model/transforms.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct Prediction {
  std::vector<int> transforms;  // One transform id per node.
  double probability = 0;
};

class CrfModel {
 public:
  // REQUIRES (checked): weights.size() == index.num_features().
  static absl::StatusOr<CrfModel> Create(FeatureIndex index, std::vector<double> weights);

  const FeatureIndex& index() const { return index_; }
  const std::vector<double>& weights() const { return weights_; }

  // The k most probable admissible labellings of `tree`, best first; empty when the constraints
  // admit none (e.g. a node of an unseen label whose allowed_transforms excludes EMPTY).
  // REQUIRES: 1 <= k <= 255.
  absl::StatusOr<std::vector<Prediction>> Predict(const Tree& tree, int k) const;

  // Per node of `tree` (pre-order), the marginal probability p(T_v = t | n) of every label t
  // (indexed by transform id, EMPTY included), computed exactly by sum-product; 0 for a label
  // outside the node's admissible domain. Every node's row sums to 1, or is all 0 when the
  // constraints admit no labelling of the tree.
  using NodeMarginal = std::array<double, kNumTransforms>;
  absl::StatusOr<std::vector<NodeMarginal>> NodeMarginals(const Tree& tree) const;

  // Whether the model's constraints admit `sample.gold` at all; a held-out gold they exclude can
  // never be predicted (docs/crf-transform-prediction.md, section 6.1), which evaluations should
  // report.
  absl::StatusOr<bool> IsAdmissible(const LabeledTree& sample) const;

 private:
  CrfModel(FeatureIndex index, std::vector<double> weights)
      : index_(std::move(index)), weights_(std::move(weights)) {}

  FeatureIndex index_;
  std::vector<double> weights_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_MODEL_H_
