// Maximum a-posteriori training of the CRF with L-BFGS (liblbfgs, Debian's liblbfgs-dev): builds
// the feature index from the training samples, then maximises the objective of objective.h
// starting from w = 0 (docs/crf-transform-prediction.md, section 6.4).
#ifndef APRGRID_WORKER_CRF_MODEL_TRAINER_H_
#define APRGRID_WORKER_CRF_MODEL_TRAINER_H_

#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/model/feature_index.h"
#include "worker/crf/model/model.h"
#include "worker/crf/model/objective.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct TrainOptions {
  FeatureOptions features;
  ObjectiveOptions objective;        // q and delta^2.
  int max_evaluations = 200;         // G: objective/gradient evaluations L-BFGS may use.
  int lbfgs_history = 6;             // L-BFGS memory m.
  double gradient_tolerance = 1e-5;  // Stop when |grad| < tol * max(1, |w|).
  double relative_tolerance =
      1e-7;  // Stop when the objective improves less than this over 5 steps.
};

struct TrainReport {
  int num_features = 0;
  int evaluations = 0;
  int iterations = 0;
  // l(w) after each L-BFGS iteration (maximised, so it should never decrease).
  std::vector<double> objective_trace;
  double final_objective = 0;
  int lbfgs_status = 0;
  std::string stop_reason;
  double seconds = 0;
};

// `report` may be null.
absl::StatusOr<CrfModel> Train(std::span<const LabeledTree> samples, const TrainOptions& options,
                               TrainReport* report = nullptr);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_TRAINER_H_
