// The CRF task type: one training + evaluation cell of a CrfStage (a fold, a q value, a feature
// family), as the worker daemon runs it. It resolves the dataset, removes exact duplicates, splits
// it into folds by source with the attempt's seed (dataset.h, SourceFolds), trains on the other
// folds, and scores the CRF and the history baseline on the test fold
// (docs/crf-transform-prediction.md, sections 7.2 and 7.3).
#ifndef APRGRID_WORKER_CRF_DATA_CRF_TASK_H_
#define APRGRID_WORKER_CRF_DATA_CRF_TASK_H_

#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "worker/crf/data/mining.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct CrfTaskOptions {
  std::string subjects_dir = "subjects";  // For "builtin:default".
  std::string cache_dir;                  // Where the default dataset is cached ("" = never).
  // When not empty, the model is saved as <model_dir>/<model_name>.crfmodel and its path put in
  // CrfResult.model_path; otherwise the model text goes into CrfResult.model.
  std::string model_dir;
  std::string model_name = "model";
  int num_threads = 1;
};

// The benchmark fixes a model may score honestly: those of bugs whose project is in
// `excluded_projects` (held out of its dataset). Counts are of bugs, not samples.
struct HeldOutFixes {
  int bugs_scored = 0;       // Bugs of held-out projects (each with one or more samples).
  int bugs_in_training = 0;  // Bugs with a kept fix whose project was in training: not scored.
  std::vector<LabeledTree> samples;
};
HeldOutFixes SelectHeldOutFixes(const BenchmarkFixes& fixes,
                                std::span<const std::string> excluded_projects);

// Runs one CRF attempt. Scores: one row per transform that has single-transform test samples,
// then "multiple" and "macro" (unweighted mean over those transforms), each with the history
// baseline on the same split, with evaluation "fold"; then the same rows with evaluation
// "benchmark-fixes" for the benchmark's fixes under options.subjects_dir (MineBenchmarkFixes, one
// sample per changed statement) whose project the attempt holds out (exclude_projects), scored by
// the same model, when there are any; CrfResult.fold describes the split (sizes, duplicates
// removed, test samples with an exact twin in training) and how many bugs' fixes were scored and
// how many were not because their project was in training.
absl::StatusOr<aprgrid::v1::CrfResult> RunCrfAttempt(const aprgrid::v1::CrfAttempt& attempt,
                                                     const CrfTaskOptions& options = {});

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_CRF_TASK_H_
