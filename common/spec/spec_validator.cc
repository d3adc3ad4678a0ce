#include "common/spec/spec_validator.h"

#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "common/spec/grid_cells.h"
#include "common/spec/spec_checker.h"
#include "common/spec/stage_dependencies.h"
#include "common/spec/stage_order.h"

namespace aprgrid::spec {

using aprgrid::v1::CampaignSpec;

namespace internal {

void SpecChecker::CheckCampaign(const CampaignSpec& spec) {
  const FieldPath root;
  const Descriptor* d = CampaignSpec::descriptor();
  CheckName(root.Child(d, "name"), spec.name());
  if (spec.priority() < -100 || spec.priority() > 100) {
    Problem(root.Child(d, "priority"), absl::StrCat(spec.priority(), " is out of range -100..100"));
  }
  if (spec.stage().empty()) Problem(root.Child(d, "stage"), "a campaign needs at least one stage");

  std::map<std::string, int> stage_names;
  uint64_t total = 0;
  bool counted = true;
  for (int i = 0; i < spec.stage_size(); ++i) {
    const aprgrid::v1::Stage& stage = spec.stage(i);
    const FieldPath stage_path = root.Child(d, "stage", i);
    FieldPath kind_path;
    std::string name;
    uint64_t count = 0;
    if (stage.has_repair()) {
      kind_path = stage_path.Child(aprgrid::v1::Stage::descriptor(), "repair");
      name = stage.repair().name();
      CheckRepairStage(kind_path, stage.repair(), &count);
      kind_path = kind_path.Child(RepairStage::descriptor(), "name");
    } else if (stage.has_crf()) {
      kind_path = stage_path.Child(aprgrid::v1::Stage::descriptor(), "crf");
      name = stage.crf().name();
      CheckCrfStage(kind_path, stage.crf(), &count);
      kind_path = kind_path.Child(CrfStage::descriptor(), "name");
    } else {
      Problem(stage_path, "is empty (write repair { ... } or crf { ... })");
      continue;
    }
    if (count == 0) counted = false;
    total = SaturatingAdd(total, count);
    if (!name.empty()) {
      const auto [it, inserted] = stage_names.emplace(name, i);
      if (!inserted) {
        Problem(kind_path,
                absl::StrCat("duplicate stage name \"", name, "\" (also stage[", it->second, "])"));
      }
    }
  }
  CheckDependencies(spec);
  if (counted && total > options_.hard_max_attempts) {
    Problem(root.Child(d, "name"),
            absl::StrCat("the campaign expands to ", total, " attempts, more than the hard cap of ",
                         options_.hard_max_attempts,
                         " that --force does not lift (the coordinator's --hard-max-attempts)"));
  } else if (counted && !options_.force && total > options_.max_attempts) {
    Problem(root.Child(d, "name"),
            absl::StrCat("the campaign expands to ", total, " attempts, more than the cap of ",
                         options_.max_attempts, " (raise --max-attempts or use --force)"));
  }
}

void SpecChecker::CheckCrfStage(const FieldPath& path, const CrfStage& stage, uint64_t* count) {
  const Descriptor* d = CrfStage::descriptor();
  CheckName(path.Child(d, "name"), stage.name());
  if (stage.dataset().empty()) {
    Problem(path.Child(d, "dataset"), "is required (a dataset file or \"builtin:default\")");
  }
  const uint32_t folds = stage.folds() == 0 ? kDefaultCrfFolds : stage.folds();
  const bool folds_ok = folds >= 2 && folds <= 100;
  if (!folds_ok) CheckUintRange(path.Child(d, "folds"), folds, 2, 100);
  std::set<uint32_t> fold_seen;
  for (int i = 0; i < stage.fold_index_size(); ++i) {
    const FieldPath at = path.Child(d, "fold_index", i);
    if (folds_ok && stage.fold_index(i) >= folds) {
      Problem(at, absl::StrCat(stage.fold_index(i), " is out of range 0..", folds - 1));
    }
    if (!fold_seen.insert(stage.fold_index(i)).second) {
      Problem(at, absl::StrCat("duplicate value ", stage.fold_index(i)));
    }
  }
  std::set<double> q_seen;
  for (int i = 0; i < stage.q_size(); ++i) {
    CheckUnitInterval(path.Child(d, "q", i), stage.q(i), /*open_low=*/false);
    if (!q_seen.insert(stage.q(i)).second) {
      Problem(path.Child(d, "q", i), absl::StrCat("duplicate value ", Num(stage.q(i))));
    }
  }
  if (stage.has_delta2() && !(stage.delta2() > 0 && std::isfinite(stage.delta2()))) {
    Problem(path.Child(d, "delta2"),
            absl::StrCat(Num(stage.delta2()), " must be a positive number"));
  }
  if (stage.has_iterations()) {
    CheckUintRange(path.Child(d, "iterations"), stage.iterations(), 1, 100000);
  }
  CheckEnumList<aprgrid::v1::CrfFeatures>(path, d, "features", stage.features());
  if (stage.top_k() != 0) CheckUintRange(path.Child(d, "top_k"), stage.top_k(), 1, 100);
  if (stage.max_tries() != 0) CheckUintRange(path.Child(d, "max_tries"), stage.max_tries(), 1, 100);
  std::set<std::string> excluded;
  for (int i = 0; i < stage.exclude_projects_size(); ++i) {
    const std::string& project = stage.exclude_projects(i);
    const FieldPath at = path.Child(d, "exclude_projects", i);
    if (!IsValidName(project)) {
      Problem(at, absl::StrCat("\"", project, "\" is not a valid project name"));
    } else if (!excluded.insert(project).second) {
      Problem(at, absl::StrCat("duplicate value \"", project, "\""));
    } else if (options_.catalog != nullptr && options_.catalog->HasBugs() &&
               options_.catalog->Match(project + "-*").empty()) {
      Problem(at, absl::StrCat("no bug of the catalog belongs to project \"", project, "\""));
    }
  }
  if (folds_ok) *count = CrfCells(stage).size();
}

// `after` entries and crf_model name stages of this campaign; no stage waits for itself, directly
// or through others (docs/campaign-spec.md, "Stage dependencies and CRF models").
void SpecChecker::CheckDependencies(const CampaignSpec& spec) {
  const Descriptor* d = CampaignSpec::descriptor();
  std::map<std::string, const aprgrid::v1::Stage*> by_name;
  for (const aprgrid::v1::Stage& stage : spec.stage()) by_name.emplace(StageName(stage), &stage);
  const FieldPath root;
  for (int i = 0; i < spec.stage_size(); ++i) {
    const aprgrid::v1::Stage& stage = spec.stage(i);
    const std::string& name = StageName(stage);
    const FieldPath stage_path = root.Child(d, "stage", i);
    std::set<std::string> seen;
    for (int j = 0; j < stage.after_size(); ++j) {
      const std::string& dep = stage.after(j);
      const FieldPath at = stage_path.Child(aprgrid::v1::Stage::descriptor(), "after", j);
      if (dep.empty()) {
        Problem(at, absl::StrCat("stage \"", name, "\": after is empty; name a stage"));
      } else if (dep == name) {
        Problem(at, absl::StrCat("stage \"", name, "\" cannot run after itself"));
      } else if (!by_name.contains(dep)) {
        Problem(at, absl::StrCat("stage \"", name, "\": after names unknown stage \"", dep,
                                 "\" (not a stage of this campaign)"));
      } else if (!seen.insert(dep).second) {
        Problem(at, absl::StrCat("stage \"", name, "\": duplicate after \"", dep, "\""));
      }
    }
    if (!stage.has_repair() || stage.repair().crf_model().empty()) continue;
    const std::string& model = stage.repair().crf_model();
    const FieldPath at = stage_path.Child(aprgrid::v1::Stage::descriptor(), "repair")
                             .Child(RepairStage::descriptor(), "crf_model");
    auto it = by_name.find(model);
    if (it == by_name.end() && options_.crf_model_from_file) {
      continue;
    } else if (it == by_name.end()) {
      Problem(at, absl::StrCat("stage \"", name, "\": crf_model names unknown stage \"", model,
                               "\" (not a stage of this campaign)"));
    } else if (!it->second->has_crf()) {
      Problem(at, absl::StrCat("stage \"", name, "\": crf_model names \"", model,
                               "\", which is not a CRF stage"));
    } else if (const size_t cells = CrfCells(it->second->crf()).size(); cells != 1) {
      Problem(at, absl::StrCat("stage \"", name, "\": crf_model names CRF stage \"", model,
                               "\", which expands to ", cells,
                               " attempts; a model stage must expand to exactly one (one "
                               "fold_index, one q, one features value)"));
    }
  }
  const std::vector<std::string> cycle = FindDependencyCycle(spec);
  if (cycle.size() > 2) {  // A stage naming itself is reported above.
    int index = 0;
    while (index < spec.stage_size() && StageName(spec.stage(index)) != cycle.front()) ++index;
    Problem(root.Child(d, "stage", index).Child(aprgrid::v1::Stage::descriptor(), "after"),
            absl::StrCat("stage \"", cycle.front(),
                         "\" is in a dependency cycle: ", absl::StrJoin(cycle, " -> ")));
  }
}

}  // namespace internal

bool IsValidName(std::string_view name) {
  if (name.empty() || name.size() > 64) return false;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '.' || c == '-';
    if (!ok) return false;
  }
  return true;
}

absl::Status ValidateCampaignSpec(const CampaignSpec& spec, const SpecCheckOptions& options) {
  internal::SpecChecker checker(options);
  checker.CheckCampaign(spec);
  if (checker.problems().empty()) return absl::OkStatus();
  return absl::InvalidArgumentError(JoinProblems(checker.problems()));
}

absl::StatusOr<std::vector<uint64_t>> CountStageAttempts(const CampaignSpec& spec,
                                                         const SubjectCatalog* catalog) {
  std::vector<uint64_t> counts;
  for (const aprgrid::v1::Stage& stage : spec.stage()) {
    if (stage.has_crf()) {
      counts.push_back(CrfCells(stage.crf()).size());
      continue;
    }
    absl::StatusOr<std::vector<std::string>> bugs = SelectBugs(stage.repair().subjects(), catalog);
    if (!bugs.ok()) return bugs.status();
    counts.push_back(internal::SaturatingMul(
        internal::SaturatingMul(bugs->size(), RepairCells(stage.repair()).size()),
        stage.repair().seeds().count()));
  }
  return counts;
}

}  // namespace aprgrid::spec
