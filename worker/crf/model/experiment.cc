#include "worker/crf/model/experiment.h"

#include <cmath>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "common/random.h"
#include "common/status_macros.h"
#include "worker/crf/model/history_baseline.h"

namespace aprgrid::crf {

absl::StatusOr<FoldResult> RunFold(std::span<const LabeledTree> samples, std::span<const int> folds,
                                   int test_fold, const FoldOptions& options) {
  if (folds.size() != samples.size()) {
    return absl::InvalidArgumentError("one fold number per sample is required");
  }
  if (!(options.train_fraction > 0 && options.train_fraction <= 1)) {
    return absl::InvalidArgumentError("train_fraction must be in (0, 1]");
  }
  std::vector<int> train_ids, test_ids;
  for (size_t i = 0; i < samples.size(); ++i) {
    (folds[i] == test_fold ? test_ids : train_ids).push_back(static_cast<int>(i));
  }
  if (options.train_fraction < 1) {
    Rng rng(options.subsample_seed);
    rng.Shuffle(std::span(train_ids));
    train_ids.resize(static_cast<size_t>(std::llround(options.train_fraction * train_ids.size())));
  }
  if (train_ids.empty() || test_ids.empty()) {
    return absl::InvalidArgumentError("empty training set or test fold");
  }
  // Copies keep the API simple (a span of trees); they are small next to the training cost.
  std::vector<LabeledTree> train;
  train.reserve(train_ids.size());
  for (int i : train_ids) train.push_back(samples[i]);

  FoldResult result;
  result.train_samples = static_cast<int>(train.size());
  result.test_samples = static_cast<int>(test_ids.size());
  ASSIGN_OR_RETURN(CrfModel model, Train(train, options.train, &result.train));
  const HistoryBaseline history = HistoryBaseline::Fit(train);
  auto score = [&](const LabeledTree& s, AccuracyTable& crf, AccuracyTable& baseline,
                   int& inadmissible) -> absl::Status {
    ASSIGN_OR_RETURN(const bool admissible, model.IsAdmissible(s));
    inadmissible += !admissible;
    ASSIGN_OR_RETURN(const std::vector<Prediction> predictions, model.Predict(s.tree, 3));
    std::vector<std::vector<int>> ranked;
    for (const Prediction& p : predictions) ranked.push_back(p.transforms);
    crf.Add(s.gold, ranked);
    baseline.Add(s.gold, history.Predict(s.tree, 3));
    return absl::OkStatus();
  };
  for (int i : test_ids) {
    RETURN_IF_ERROR(score(samples[i], result.crf, result.history, result.test_gold_inadmissible));
  }
  for (const LabeledTree& s : options.extra_test) {
    RETURN_IF_ERROR(
        score(s, result.extra_crf, result.extra_history, result.extra_gold_inadmissible));
  }
  result.model = std::move(model);
  return result;
}

}  // namespace aprgrid::crf
