#include "worker/attempt/crf_command.h"

#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <string_view>

#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "worker/crf/data/crf_task.h"
#include "worker/crf/data/mining.h"
#include "worker/crf/model/model_io.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::attempt {
namespace {

// --name value pairs; false on a stray argument.
bool ParseFlags(const std::vector<std::string>& args, std::map<std::string, std::string>& flags,
                std::ostream& err) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].rfind("--", 0) != 0 || i + 1 >= args.size()) {
      err << "bad argument '" << args[i] << "' (flags are --name value)\n";
      return false;
    }
    flags[args[i].substr(2)] = args[i + 1];
    ++i;
  }
  return true;
}

std::string Flag(const std::map<std::string, std::string>& f, const std::string& k,
                 const std::string& def) {
  auto it = f.find(k);
  return it == f.end() ? def : it->second;
}

}  // namespace

int RunCrfPredictCommand(const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err) {
  std::map<std::string, std::string> flags;
  if (!ParseFlags(args, flags, err)) return 2;
  if (!flags.contains("model") || !flags.contains("bug")) {
    err << "usage: aprgrid-attempt crf-predict --model M --bug ID [--subjects DIR] [--k 3]\n";
    return 2;
  }
  int k = 3;
  if (!absl::SimpleAtoi(Flag(flags, "k", "3"), &k) || k < 1 || k > 100) {
    err << "--k must be 1..100\n";
    return 2;
  }
  auto model = crf::LoadModel(flags["model"]);
  if (!model.ok()) {
    err << model.status() << "\n";
    return 1;
  }
  std::string dir = crf::BugDirectory(Flag(flags, "subjects", "subjects"), flags["bug"]);
  auto mined = crf::MineBug(dir);
  if (!mined.ok()) {
    err << mined.status() << "\n";
    return 1;
  }
  if (mined->reason != crf::DropReason::kKept) {
    err << flags["bug"] << ": the fix is not a change the 16 transforms explain ("
        << crf::DropReasonName(mined->reason) << ")\n";
    return 1;
  }
  // One prediction per changed statement (a fix spanning several statements has several).
  for (const crf::MinedStatement& statement : mined->statements) {
    const crf::Tree& tree = statement.statement.tree;
    out << "bug " << flags["bug"] << ", buggy statement:\n  " << statement.statement_text << "\n";
    out << "actual (from the fix):";
    for (int v = 0; v < tree.size(); ++v) {
      if (statement.sample.gold[v] != crf::kEmpty) {
        out << " " << crf::TransformName(statement.sample.gold[v]) << "@" << v;
      }
    }
    out << "\n";
    auto predictions = model->Predict(tree, k);
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
  std::map<std::string, std::string> flags;
  if (!ParseFlags(args, flags, err)) return 2;
  v1::CrfAttempt attempt;
  attempt.set_dataset(Flag(flags, "dataset", "builtin:default"));
  uint32_t folds = 10, fold = 0, iterations = 200;
  uint64_t seed = 1;
  double q = 0.5;
  if (!absl::SimpleAtoi(Flag(flags, "folds", "10"), &folds) ||
      !absl::SimpleAtoi(Flag(flags, "fold", "0"), &fold) ||
      !absl::SimpleAtoi(Flag(flags, "iterations", "200"), &iterations) ||
      !absl::SimpleAtoi(Flag(flags, "seed", "1"), &seed) ||
      !absl::SimpleAtod(Flag(flags, "q", "0.5"), &q)) {
    err << "bad numeric flag\n";
    return 2;
  }
  attempt.set_folds(folds);
  attempt.set_fold_index(fold);
  attempt.set_iterations(iterations);
  attempt.set_seed(seed);
  attempt.set_q(q);
  attempt.set_delta2(500);
  std::string features = Flag(flags, "features", "full");
  attempt.set_features(features == "observation" ? v1::OBSERVATION_ONLY
                       : features == "indicator" ? v1::INDICATOR_ONLY
                                                 : v1::FULL);
  // The project hold-out (docs/crf-prior.md), sorted and distinct as the expansion writes it.
  std::set<std::string> excluded;
  for (absl::string_view p :
       absl::StrSplit(Flag(flags, "exclude-projects", ""), ',', absl::SkipEmpty())) {
    excluded.insert(std::string(p));
  }
  for (const std::string& p : excluded) attempt.add_exclude_projects(p);
  crf::CrfTaskOptions options;
  options.subjects_dir = Flag(flags, "subjects", "subjects");
  options.cache_dir = Flag(flags, "cache", "");
  std::string model_out = Flag(flags, "model-out", "");
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
