// Evaluation of ranked labelling predictions (docs/crf-transform-prediction.md, section 7.2): exact
// whole-tree match at top-1 and top-3, per transform on single-transform samples and as one group
// on multiple-transform samples; and stratified fold assignment.
#ifndef APRGRID_WORKER_CRF_MODEL_EVALUATION_H_
#define APRGRID_WORKER_CRF_MODEL_EVALUATION_H_

#include <array>
#include <span>
#include <string>
#include <vector>

#include "common/random.h"
#include "worker/crf/model/transforms.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

class AccuracyTable {
 public:
  struct Cell {
    int samples = 0;
    int top1 = 0;
    int top3 = 0;
    double top1_rate() const { return samples == 0 ? 0.0 : static_cast<double>(top1) / samples; }
    double top3_rate() const { return samples == 0 ? 0.0 : static_cast<double>(top3) / samples; }
  };

  // Records one test sample. `ranked` holds the predicted labellings, best first (only the first
  // three are looked at). A prediction counts only if every node's label equals the gold one.
  // Samples without any transform (S = 0) are counted in none_ only.
  void Add(const std::vector<int>& gold, std::span<const std::vector<int>> ranked);

  // Single-transform samples whose transform is `t` (1..16).
  const Cell& single(int t) const { return single_[t]; }
  const Cell& multiple() const { return multiple_; }
  int samples_without_transform() const { return none_; }
  // Unweighted means over the transforms that have at least one test sample ("Average").
  double MacroTop1() const;
  double MacroTop3() const;

  // A plain-text table: one row per transform plus Average and Multiple (Tables VII/VIII).
  std::string Format() const;

 private:
  std::array<Cell, kNumTransforms> single_{};
  Cell multiple_;
  int none_ = 0;
};

// Fold number (0..num_folds-1) per sample, stratified as in docs/crf-transform-prediction.md,
// section 7.2: the single-transform samples of each transform, and the multiple-transform samples,
// are each shuffled with `rng` and dealt round-robin. REQUIRES: num_folds >= 1.
std::vector<int> StratifiedFolds(std::span<const LabeledTree> samples, int num_folds, Rng& rng);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_EVALUATION_H_
