// One fold of the evaluation protocol of docs/crf-transform-prediction.md, section 7.2: train the
// CRF on every fold except the test fold (optionally on a seeded share of them, for the 30% / 70%
// data-size experiments), fit the history baseline on the same training data, and score both on the
// test fold. This is what a CRF training task runs for one (fold, q, feature family, data share)
// cell.
#ifndef APRGRID_WORKER_CRF_MODEL_EXPERIMENT_H_
#define APRGRID_WORKER_CRF_MODEL_EXPERIMENT_H_

#include <cstdint>
#include <optional>
#include <span>

#include "absl/status/statusor.h"
#include "worker/crf/model/evaluation.h"
#include "worker/crf/model/model.h"
#include "worker/crf/model/trainer.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct FoldOptions {
  TrainOptions train;
  double train_fraction = 1.0;  // Share of the training folds used, in (0, 1].
  uint64_t subsample_seed = 0;  // Seeds the choice of that share.
  // Further test samples scored by the same model and baseline, reported apart (e.g. the
  // benchmark's human-written fixes; docs/crf.md, "Scoring on real fixes"). Not owned; must
  // outlive the call.
  std::span<const LabeledTree> extra_test;
};

struct FoldResult {
  AccuracyTable crf;
  AccuracyTable history;
  TrainReport train;
  int train_samples = 0;
  int test_samples = 0;
  // Test samples whose gold labelling the trained constraints exclude (never predictable).
  int test_gold_inadmissible = 0;
  // The same for FoldOptions::extra_test.
  AccuracyTable extra_crf;
  AccuracyTable extra_history;
  int extra_gold_inadmissible = 0;
  std::optional<CrfModel> model;
};

// REQUIRES: folds.size() == samples.size(). Fails if the test fold or the training set is empty.
absl::StatusOr<FoldResult> RunFold(std::span<const LabeledTree> samples, std::span<const int> folds,
                                   int test_fold, const FoldOptions& options);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_EXPERIMENT_H_
