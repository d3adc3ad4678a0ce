#include "worker/attempt/crf_command.h"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string_view>

#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "common/flags/flag_parser.h"
#include "worker/crf/data/crf_task.h"
#include "worker/crf/data/mining.h"
#include "worker/crf/model/model_io.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::attempt {
namespace {

// Parses `args` into the bound variables; on a bad flag writes one line naming it and returns
// false (the caller exits 2).
bool ParseOrExplain(flags::FlagParser& parser, const std::vector<std::string>& args,
                    std::ostream& err) {
  absl::Status parsed = parser.Parse(args, nullptr);
  if (!parsed.ok()) err << parsed.message() << "\n";
  return parsed.ok();
}

}  // namespace

int RunCrfPredictCommand(const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err) {
  std::string model_path, bug, subjects = "subjects";
  uint64_t k = 3;
  flags::FlagParser parser;
  parser.AddString("model", &model_path);
  parser.AddString("bug", &bug);
  parser.AddString("subjects", &subjects);
  parser.AddUint64("k", &k);
  if (!ParseOrExplain(parser, args, err)) return 2;
  if (model_path.empty() || bug.empty()) {
    err << "usage: aprgrid-attempt crf-predict --model M --bug ID [--subjects DIR] [--k 3]\n";
    return 2;
  }
  if (k < 1 || k > 100) {
    err << "--k must be 1..100, not " << k << "\n";
    return 2;
  }
  auto model = crf::LoadModel(model_path);
  if (!model.ok()) {
    err << model.status() << "\n";
    return 1;
  }
  std::string dir = crf::BugDirectory(subjects, bug);
  auto mined = crf::MineBug(dir);
  if (!mined.ok()) {
    err << mined.status() << "\n";
    return 1;
  }
  if (mined->reason != crf::DropReason::kKept) {
    err << bug << ": the fix is not a change the 16 transforms explain ("
        << crf::DropReasonName(mined->reason) << ")\n";
    return 1;
  }
  // One prediction per changed statement (a fix spanning several statements has several).
  for (const crf::MinedStatement& statement : mined->statements) {
    const crf::Tree& tree = statement.statement.tree;
    out << "bug " << bug << ", buggy statement:\n  " << statement.statement_text << "\n";
    out << "actual (from the fix):";
    for (int v = 0; v < tree.size(); ++v) {
      if (statement.sample.gold[v] != crf::kEmpty) {
        out << " " << crf::TransformName(statement.sample.gold[v]) << "@" << v;
      }
    }
    out << "\n";
    auto predictions = model->Predict(tree, static_cast<int>(k));
    if (!predictions.ok()) {
      err << predictions.status() << "\n";
      return 1;
    }
    for (size_t i = 0; i < predictions->size(); ++i) {
      const crf::Prediction& p = (*predictions)[i];
      out << absl::StrFormat("#%d  p=%.4f", i + 1, p.probability);
      bool any = false;
      for (int v = 0; v < tree.size(); ++v) {
        if (p.transforms[v] == crf::kEmpty) continue;
        any = true;
        const crf::TreeNode& n = tree.node(v);
        out << "  " << crf::TransformName(p.transforms[v]) << " on node " << v << " (" << n.label
            << (n.value.empty() ? "" : " " + n.value) << ")";
      }
      if (!any) out << "  (no transform)";
      out << (p.transforms == statement.sample.gold ? "  [matches the fix]" : "") << "\n";
    }
  }
  return 0;
}

int RunCrfTrainCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string dataset = "builtin:default", features = "full", q_text = "0.5";
  std::string exclude_projects, model_out;
  uint64_t folds = 10, fold = 0, iterations = 200, seed = 1;
  crf::CrfTaskOptions options;
  options.subjects_dir = "subjects";
  flags::FlagParser parser;
  parser.AddString("dataset", &dataset);
  parser.AddString("subjects", &options.subjects_dir);
  parser.AddString("cache", &options.cache_dir);
  parser.AddUint64("folds", &folds);
  parser.AddUint64("fold", &fold);
  parser.AddUint64("iterations", &iterations);
  parser.AddUint64("seed", &seed);
  parser.AddString("q", &q_text);
  parser.AddString("features", &features);
  parser.AddString("exclude-projects", &exclude_projects);
  parser.AddString("model-out", &model_out);
  if (!ParseOrExplain(parser, args, err)) return 2;
  double q = 0;
  if (!absl::SimpleAtod(q_text, &q)) {
    err << "--q needs a number, not '" << q_text << "'\n";
    return 2;
  }
  if (features != "full" && features != "observation" && features != "indicator") {
    err << "--features must be full, observation or indicator, not '" << features << "'\n";
    return 2;
  }
  if (folds > UINT32_MAX || fold > UINT32_MAX || iterations > UINT32_MAX) {
    err << "--folds, --fold and --iterations must fit in 32 bits\n";
    return 2;
  }
  v1::CrfAttempt attempt;
  attempt.set_dataset(dataset);
  attempt.set_folds(static_cast<uint32_t>(folds));
  attempt.set_fold_index(static_cast<uint32_t>(fold));
  attempt.set_iterations(static_cast<uint32_t>(iterations));
  attempt.set_seed(seed);
  attempt.set_q(q);
  attempt.set_delta2(500);
  attempt.set_features(features == "observation" ? v1::OBSERVATION_ONLY
                       : features == "indicator" ? v1::INDICATOR_ONLY
                                                 : v1::FULL);
  // The project hold-out (docs/crf-prior.md), sorted and distinct as the expansion writes it.
  std::set<std::string> excluded;
  for (absl::string_view p : absl::StrSplit(exclude_projects, ',', absl::SkipEmpty())) {
    excluded.insert(std::string(p));
  }
  for (const std::string& p : excluded) attempt.add_exclude_projects(p);
  if (!model_out.empty()) {
    std::filesystem::path p(model_out);
    options.model_dir = p.parent_path().empty() ? "." : p.parent_path().string();
    options.model_name = p.stem().string();
  }
  auto result = crf::RunCrfAttempt(attempt, options);
  if (!result.ok()) {
    err << result.status() << "\n";
    return 1;
  }
  out << absl::StrFormat("%-14s %7s %6s %6s %8s %8s\n", "transform", "samples", "top1", "top3",
                         "hist-1", "hist-3");
  bool fixes_headed = false;
  for (const auto& s : result->scores()) {
    if (s.evaluation() == "benchmark-fixes" && !fixes_headed) {
      fixes_headed = true;
      out << "benchmark fixes of the held-out projects (" << result->fold().fix_bugs_scored()
          << " bugs, one sample per changed statement):\n";
    }
    out << absl::StrFormat("%-14s %7d %6.2f %6.2f %8.2f %8.2f\n", s.transform(), s.samples(),
                           s.top1(), s.top3(), s.baseline_top1(), s.baseline_top3());
  }
  if (result->fold().fix_bugs_in_training() > 0) {
    out << result->fold().fix_bugs_in_training()
        << " bugs' fixes not scored: their project was in training (--exclude-projects)\n";
  }
  out << "iterations " << result->iterations_run() << ", objective " << result->final_objective()
      << ", wall " << result->wall_ms() << " ms"
      << (result->model_path().empty() ? "" : ", model " + result->model_path()) << "\n";
  return 0;
}

}  // namespace aprgrid::attempt
