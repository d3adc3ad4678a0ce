// The history-probability baseline of docs/crf-transform-prediction.md, section 7.3: P(L, T) = N1 /
// N0 over the training nodes, where N0 counts nodes of grammar label L and N1 those of them
// carrying transform T. Predictions rank single-node candidates (node n, T != EMPTY) by P(l(n), T),
// ties by pre-order then transform id; only after every single-node candidate do two-node
// combinations follow (ranked by the product).
#ifndef APRGRID_WORKER_CRF_MODEL_HISTORY_BASELINE_H_
#define APRGRID_WORKER_CRF_MODEL_HISTORY_BASELINE_H_

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "worker/crf/model/transforms.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

class HistoryBaseline {
 public:
  static HistoryBaseline Fit(std::span<const LabeledTree> training);

  // P(label, transform); 0 for an unseen label.
  double Probability(std::string_view label, int transform) const;

  // Up to k labellings, best first.
  std::vector<std::vector<int>> Predict(const Tree& tree, int k) const;

 private:
  absl::flat_hash_map<std::string, std::array<double, kNumTransforms>> probability_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_HISTORY_BASELINE_H_
