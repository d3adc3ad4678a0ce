#include "worker/crf/data/crf_task.h"

#include <chrono>
#include <filesystem>
#include <sstream>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "common/random.h"
#include "common/status_macros.h"
#include "worker/crf/data/dataset.h"
#include "worker/crf/data/mining.h"
#include "worker/crf/model/evaluation.h"
#include "worker/crf/model/experiment.h"
#include "worker/crf/model/model_io.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {

HeldOutFixes SelectHeldOutFixes(const BenchmarkFixes& fixes,
                                std::span<const std::string> excluded_projects) {
  const absl::flat_hash_set<std::string_view> held_out(excluded_projects.begin(),
                                                       excluded_projects.end());
  HeldOutFixes out;
  absl::flat_hash_set<std::string_view> scored, in_training;
  for (size_t i = 0; i < fixes.samples.size(); ++i) {
    if (!held_out.contains(fixes.projects[i])) {
      in_training.insert(std::string_view(fixes.ids[i]));
      continue;
    }
    scored.insert(std::string_view(fixes.ids[i]));
    out.samples.push_back(fixes.samples[i]);
  }
  out.bugs_scored = static_cast<int>(scored.size());
  out.bugs_in_training = static_cast<int>(in_training.size());
  return out;
}

absl::StatusOr<v1::CrfResult> RunCrfAttempt(const v1::CrfAttempt& attempt,
                                            const CrfTaskOptions& options) {
  auto start = std::chrono::steady_clock::now();
  int folds = attempt.folds() == 0 ? 10 : static_cast<int>(attempt.folds());
  if (folds < 2 || attempt.fold_index() >= static_cast<uint32_t>(folds)) {
    return absl::InvalidArgumentError("CrfAttempt: fold_index must be below folds (>= 2)");
  }
  std::string name = attempt.dataset().empty() ? "builtin:default" : attempt.dataset();
  ASSIGN_OR_RETURN(Dataset data, ResolveDataset(name, options.subjects_dir, options.cache_dir));
  // The project hold-out (docs/crf-prior.md): before anything else, so neither the training nor
  // the test folds see an excluded project.
  const std::vector<std::string> excluded(attempt.exclude_projects().begin(),
                                          attempt.exclude_projects().end());
  RETURN_IF_ERROR(RemovePrograms(data, excluded).status());
  if (!excluded.empty() && data.samples.empty()) {
    return absl::FailedPreconditionError(absl::StrCat(
        "CrfAttempt: excluding ", excluded.size(), " projects left no sample of dataset ", name));
  }
  // Honest folds (docs/crf.md, "Folds"): exact duplicates go first, then whole sources are
  // assigned to folds, and the test fold's remaining twins in training are counted.
  const int duplicates_removed = RemoveExactDuplicates(data);
  Rng rng(attempt.seed());
  std::vector<int> fold_of = SourceFolds(data, folds, rng);
  const int test_fold = static_cast<int>(attempt.fold_index());
  v1::CrfFold split;
  split.set_fold_index(attempt.fold_index());
  split.set_folds(folds);
  split.set_split(data.sources.empty() ? "sample" : "source");
  {
    absl::flat_hash_set<std::string> sources(data.sources.begin(), data.sources.end());
    split.set_sources(data.sources.empty() ? data.samples.size() : sources.size());
  }
  split.set_duplicates_removed(duplicates_removed);
  for (int f : fold_of) {
    if (f == test_fold) {
      split.set_test_samples(split.test_samples() + 1);
    } else {
      split.set_train_samples(split.train_samples() + 1);
    }
  }
  split.set_train_test_duplicates(TrainTestDuplicates(data.samples, fold_of, test_fold));
  if (split.test_samples() == 0) {
    return absl::FailedPreconditionError(absl::StrCat("CrfAttempt: fold ", test_fold, " of ", folds,
                                                      " has no test samples (", split.sources(),
                                                      " sources in dataset ", name, ")"));
  }

  FoldOptions fold;
  fold.train.objective.q = attempt.q();
  if (attempt.delta2() > 0) fold.train.objective.delta2 = attempt.delta2();
  if (attempt.iterations() > 0) fold.train.max_evaluations = static_cast<int>(attempt.iterations());
  fold.train.objective.num_threads = options.num_threads;
  switch (attempt.features()) {
    case v1::OBSERVATION_ONLY:
      fold.train.features.families = FeatureFamilies::kObservationOnly;
      break;
    case v1::INDICATOR_ONLY:
      fold.train.features.families = FeatureFamilies::kIndicatorOnly;
      break;
    default:
      fold.train.features.families = FeatureFamilies::kFull;
  }
  // The benchmark's human-written fixes, scored by the same model (docs/crf.md, "Scoring on real
  // fixes"), one sample per changed statement; none when the subjects folder is absent. Only the
  // bugs whose project was held out of the dataset: a model trained on injections into a project
  // must not score that project's fixes.
  ASSIGN_OR_RETURN(const BenchmarkFixes all_fixes, MineBenchmarkFixes(options.subjects_dir));
  const HeldOutFixes fixes = SelectHeldOutFixes(all_fixes, excluded);
  split.set_fix_bugs_scored(fixes.bugs_scored);
  split.set_fix_bugs_in_training(fixes.bugs_in_training);
  fold.extra_test = fixes.samples;
  ASSIGN_OR_RETURN(FoldResult r,
                   RunFold(data.samples, fold_of, static_cast<int>(attempt.fold_index()), fold));

  v1::CrfResult out;
  auto add_table = [&](const std::string& evaluation, const AccuracyTable& crf,
                       const AccuracyTable& history) {
    auto add = [&](const std::string& transform, const AccuracyTable::Cell& c,
                   const AccuracyTable::Cell& h) {
      v1::CrfTransformScore* s = out.add_scores();
      s->set_transform(transform);
      s->set_samples(c.samples);
      s->set_top1(c.top1_rate());
      s->set_top3(c.top3_rate());
      s->set_baseline_top1(h.top1_rate());
      s->set_baseline_top3(h.top3_rate());
      s->set_evaluation(evaluation);
    };
    int with_samples = 0;
    for (int t = 1; t < kNumTransforms; ++t) {
      if (crf.single(t).samples == 0) continue;
      ++with_samples;
      add(std::string(TransformName(t)), crf.single(t), history.single(t));
    }
    add("multiple", crf.multiple(), history.multiple());
    v1::CrfTransformScore* macro = out.add_scores();
    macro->set_transform("macro");
    macro->set_samples(with_samples);
    macro->set_top1(crf.MacroTop1());
    macro->set_top3(crf.MacroTop3());
    macro->set_baseline_top1(history.MacroTop1());
    macro->set_baseline_top3(history.MacroTop3());
    macro->set_evaluation(evaluation);
  };
  add_table("fold", r.crf, r.history);
  if (!fixes.samples.empty()) add_table("benchmark-fixes", r.extra_crf, r.extra_history);

  if (!r.model.has_value()) return absl::InternalError("RunFold returned no model");
  if (!options.model_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(options.model_dir, ec);
    std::string path =
        (std::filesystem::path(options.model_dir) / (options.model_name + ".crfmodel")).string();
    RETURN_IF_ERROR(SaveModel(*r.model, path));
    out.set_model_path(path);
  } else {
    std::ostringstream text;
    RETURN_IF_ERROR(WriteModel(*r.model, text));
    out.set_model(text.str());
  }
  *out.mutable_fold() = split;
  out.set_iterations_run(r.train.iterations);
  out.set_final_objective(r.train.final_objective);
  out.set_wall_ms(std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count());
  return out;
}

}  // namespace aprgrid::crf
