#include "common/spec/spec_validator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "common/spec/grid_cells.h"
#include "common/spec/stage_dependencies.h"
#include "common/spec/stage_order.h"
#include "google/protobuf/generated_enum_reflection.h"

namespace aprgrid::spec {
namespace {

using aprgrid::v1::CampaignSpec;
using aprgrid::v1::CrfStage;
using aprgrid::v1::RepairStage;
using google::protobuf::Descriptor;

uint64_t SaturatingMul(uint64_t a, uint64_t b) {
  if (a != 0 && b > std::numeric_limits<uint64_t>::max() / a) {
    return std::numeric_limits<uint64_t>::max();
  }
  return a * b;
}

uint64_t SaturatingAdd(uint64_t a, uint64_t b) {
  return b > std::numeric_limits<uint64_t>::max() - a ? std::numeric_limits<uint64_t>::max()
                                                      : a + b;
}

// Shortest round-trip spelling, as in attempt keys, so messages quote the value the user wrote.
std::string Num(double value) { return absl::StrCat(value); }

// A strategy that learns from rewards, and so needs credit and reward (UNIFORM and CRF_PRIOR do
// not).
bool Learns(int strategy) {
  return aprgrid::v1::Strategy_IsValid(strategy) && strategy != 0 &&
         strategy != aprgrid::v1::UNIFORM && strategy != aprgrid::v1::CRF_PRIOR;
}

bool IsCrfStrategy(int strategy) {
  return strategy == aprgrid::v1::CRF_PRIOR || strategy == aprgrid::v1::CRF_BANDIT;
}

// Collects problems with their locations while walking one spec.
class Checker {
 public:
  explicit Checker(const SpecCheckOptions& options) : options_(options) {}

  void Problem(const FieldPath& path, std::string_view message) {
    problems_.push_back(FormatProblem(options_.locations, path, message));
  }

  // Each element of a repeated enum field must be a known, non-zero value, and appear once.
  template <typename Enum, typename Repeated>
  void CheckEnumList(const FieldPath& parent, const Descriptor* message, std::string_view field,
                     const Repeated& values) {
    const google::protobuf::EnumDescriptor* type = google::protobuf::GetEnumDescriptor<Enum>();
    std::set<int> seen;
    for (int i = 0; i < values.size(); ++i) {
      CheckEnumValue(type, parent.Child(message, field, i), values.Get(i));
      if (!seen.insert(values.Get(i)).second) {
        Problem(parent.Child(message, field, i),
                absl::StrCat("duplicate value ", ValueName(type, values.Get(i))));
      }
    }
  }

  void CheckEnumValue(const google::protobuf::EnumDescriptor* type, const FieldPath& path,
                      int value) {
    const google::protobuf::EnumValueDescriptor* known = type->FindValueByNumber(value);
    if (known == nullptr) {
      Problem(path, absl::StrCat("unknown ", type->name(), " value ", value));
    } else if (value == 0) {
      Problem(path, absl::StrCat(known->name(), " is not a level; name one"));
    }
  }

  static std::string ValueName(const google::protobuf::EnumDescriptor* type, int value) {
    const google::protobuf::EnumValueDescriptor* known = type->FindValueByNumber(value);
    return known != nullptr ? known->name() : absl::StrCat(value);
  }

  void CheckUintRange(const FieldPath& path, uint64_t value, uint64_t low, uint64_t high) {
    if (value < low || value > high) {
      Problem(path, absl::StrCat(value, " is out of range ", low, "..", high));
    }
  }

  void CheckName(const FieldPath& path, const std::string& name) {
    if (name.empty()) {
      Problem(path, "is required");
    } else if (!IsValidName(name)) {
      Problem(path, absl::StrCat("\"", name, "\" is not a valid name ([a-zA-Z0-9_.-]{1,64})"));
    }
  }

  void CheckCampaign(const CampaignSpec& spec);

  const std::vector<std::string>& problems() const { return problems_; }

 private:
  void CheckRepairStage(const FieldPath& path, const RepairStage& stage, uint64_t* count);
  void CheckSubjects(const FieldPath& path, const RepairStage& stage, uint64_t* bugs);
  void CheckFactors(const FieldPath& path, const RepairStage& stage);
  void CheckCrfPrior(const FieldPath& path, const RepairStage& stage);
  void CheckAlphas(const FieldPath& path, const RepairStage& stage);
  void CheckSearch(const FieldPath& path, const aprgrid::v1::GpParameters& search);
  void CheckSeeds(const FieldPath& path, const RepairStage& stage);
  void CheckCrfStage(const FieldPath& path, const CrfStage& stage, uint64_t* count);
  void CheckDependencies(const CampaignSpec& spec);
  void CheckUnitInterval(const FieldPath& path, double value, bool open_low);

  const SpecCheckOptions& options_;
  std::vector<std::string> problems_;
};

void Checker::CheckCampaign(const CampaignSpec& spec) {
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

void Checker::CheckRepairStage(const FieldPath& path, const RepairStage& stage, uint64_t* count) {
  const Descriptor* d = RepairStage::descriptor();
  CheckName(path.Child(d, "name"), stage.name());
  uint64_t bugs = 0;
  CheckSubjects(path, stage, &bugs);
  CheckFactors(path, stage);
  CheckCrfPrior(path, stage);
  CheckAlphas(path, stage);
  CheckSearch(path.Child(d, "search"), stage.search());
  CheckSeeds(path, stage);
  if (stage.engine().has_external()) {
    const FieldPath external =
        path.Child(d, "engine").Child(aprgrid::v1::Engine::descriptor(), "external");
    const auto& argv = stage.engine().external().argv();
    if (argv.empty()) {
      Problem(external.Child(aprgrid::v1::ExternalEngine::descriptor(), "argv"),
              "is empty; an external engine needs a command");
    } else if (argv[0].empty()) {
      Problem(external.Child(aprgrid::v1::ExternalEngine::descriptor(), "argv", 0),
              "the command is empty");
    }
  }
  const FieldPath limits = path.Child(d, "limits");
  const Descriptor* ld = aprgrid::v1::AttemptLimits::descriptor();
  if (stage.limits().has_wall_seconds()) {
    CheckUintRange(limits.Child(ld, "wall_seconds"), stage.limits().wall_seconds(), 1, 604800);
  }
  if (stage.limits().has_memory_mb()) {
    CheckUintRange(limits.Child(ld, "memory_mb"), stage.limits().memory_mb(), 64,
                   std::numeric_limits<uint32_t>::max());
  }
  if (stage.max_tries() != 0) CheckUintRange(path.Child(d, "max_tries"), stage.max_tries(), 1, 100);

  if (bugs > 0 && stage.has_seeds() && stage.seeds().count() > 0) {
    *count = SaturatingMul(SaturatingMul(bugs, RepairCells(stage).size()), stage.seeds().count());
  }
}

void Checker::CheckSubjects(const FieldPath& path, const RepairStage& stage, uint64_t* bugs) {
  const FieldPath subjects = path.Child(RepairStage::descriptor(), "subjects");
  const Descriptor* sd = aprgrid::v1::SubjectSelector::descriptor();
  if (!stage.has_subjects()) {
    Problem(subjects, "is required");
    return;
  }
  const aprgrid::v1::SubjectSelector& selector = stage.subjects();
  if (selector.bugs().empty()) {
    Problem(subjects.Child(sd, "bugs"), "is empty; name bug ids or globs (\"*\" for all)");
    return;
  }
  const SubjectCatalog* catalog = options_.catalog;
  bool entries_ok = true;
  for (const char* field : {"bugs", "exclude"}) {
    const auto& entries = std::string_view(field) == "bugs" ? selector.bugs() : selector.exclude();
    for (int i = 0; i < entries.size(); ++i) {
      const std::string& entry = entries[i];
      const FieldPath at = subjects.Child(sd, field, i);
      if (IsGlob(entry)) {
        if (catalog == nullptr) {
          Problem(at, absl::StrCat("\"", entry,
                                   "\" is a glob; expanding globs needs a subject catalog "
                                   "(--subjects DIR or $APRGRID_SUBJECTS)"));
          entries_ok = false;
        } else if (field == std::string_view("bugs") && catalog->Match(entry).empty()) {
          Problem(at, absl::StrCat("\"", entry, "\" matches no bug of the catalog"));
          entries_ok = false;
        }
      } else if (!IsValidName(entry)) {
        Problem(at, absl::StrCat("\"", entry, "\" is not a valid bug id"));
        entries_ok = false;
      } else if (catalog != nullptr && catalog->Find(entry) == nullptr) {
        Problem(at, absl::StrCat("unknown bug id \"", entry, "\""));
        entries_ok = false;
      }
    }
  }
  for (int i = 0; i < selector.categories_size(); ++i) {
    const FieldPath at = subjects.Child(sd, "categories", i);
    if (CategoryFromName(selector.categories(i)) == aprgrid::v1::BUG_CATEGORY_UNSPECIFIED) {
      Problem(at, absl::StrCat("unknown category \"", selector.categories(i),
                               "\" (expected genprog, par or neither)"));
      entries_ok = false;
    } else if (catalog == nullptr) {
      Problem(at,
              "selecting by category needs a subject catalog (--subjects DIR or "
              "$APRGRID_SUBJECTS)");
      entries_ok = false;
    }
  }
  if (!entries_ok) return;
  absl::StatusOr<std::vector<std::string>> selected = SelectBugs(selector, catalog);
  if (!selected.ok()) {
    Problem(subjects, std::string(selected.status().message()));
    return;
  }
  *bugs = selected->size();
}

void Checker::CheckFactors(const FieldPath& path, const RepairStage& stage) {
  const Descriptor* d = RepairStage::descriptor();
  if (stage.strategy().empty()) Problem(path.Child(d, "strategy"), "is empty; name a strategy");
  if (stage.arm_set().empty()) Problem(path.Child(d, "arm_set"), "is empty; name an arm set");
  CheckEnumList<aprgrid::v1::Strategy>(path, d, "strategy", stage.strategy());
  CheckEnumList<aprgrid::v1::Credit>(path, d, "credit", stage.credit());
  CheckEnumList<aprgrid::v1::Reward>(path, d, "reward", stage.reward());
  CheckEnumList<aprgrid::v1::ArmSet>(path, d, "arm_set", stage.arm_set());
  CheckEnumList<aprgrid::v1::Activation>(path, d, "activation", stage.activation());
  CheckEnumList<aprgrid::v1::UcbForm>(path, d, "ucb_form", stage.ucb_form());
  CheckEnumList<aprgrid::v1::Mode>(path, d, "mode", stage.mode());

  std::vector<std::string> learning;  // Strategies that need credit and reward.
  bool has_ucb = false;
  for (int value : stage.strategy()) {
    if (value == aprgrid::v1::UCB) has_ucb = true;
    if (Learns(value)) learning.push_back(aprgrid::v1::Strategy_Name(value));
  }
  if (!learning.empty() && stage.credit().empty()) {
    Problem(path.Child(d, "credit"),
            absl::StrCat("is empty, but ", absl::StrJoin(learning, ", "), " needs a credit"));
  }
  if (!learning.empty() && stage.reward().empty()) {
    Problem(path.Child(d, "reward"),
            absl::StrCat("is empty, but ", absl::StrJoin(learning, ", "), " needs a reward"));
  }
  if (!stage.ucb_form().empty() && !has_ucb) {
    Problem(path.Child(d, "ucb_form"), "is set, but strategy does not list UCB");
  }
}

// CRF-guided strategies (docs/crf-prior.md): a model, an arm set with a transform mapping, and the
// floor's range; the CRF fields only alongside a strategy that uses them.
void Checker::CheckCrfPrior(const FieldPath& path, const RepairStage& stage) {
  const Descriptor* d = RepairStage::descriptor();
  std::vector<std::string> crf;
  for (int value : stage.strategy()) {
    if (IsCrfStrategy(value) &&
        std::find(crf.begin(), crf.end(), aprgrid::v1::Strategy_Name(value)) == crf.end()) {
      crf.push_back(aprgrid::v1::Strategy_Name(value));
    }
  }
  const std::string names = absl::StrJoin(crf, " and ");
  if (crf.empty()) {
    if (!stage.crf_model().empty()) {
      Problem(path.Child(d, "crf_model"),
              "is set, but strategy lists neither CRF_PRIOR nor CRF_BANDIT");
    }
    if (stage.has_crf_prior_floor()) {
      Problem(path.Child(d, "crf_prior_floor"),
              "is set, but strategy lists neither CRF_PRIOR nor CRF_BANDIT");
    }
    return;
  }
  if (stage.crf_model().empty()) {
    Problem(
        path.Child(d, "crf_model"),
        absl::StrCat("is required in stage \"", stage.name(), "\": ", names,
                     " needs a crf_model (the name of the CRF stage whose model is the prior)"));
  } else if (!IsValidName(stage.crf_model())) {
    Problem(path.Child(d, "crf_model"),
            absl::StrCat("\"", stage.crf_model(), "\" is not a valid stage name"));
  }
  for (int i = 0; i < stage.arm_set_size(); ++i) {
    if (stage.arm_set(i) == aprgrid::v1::GENPROG_3) {
      Problem(path.Child(d, "arm_set", i),
              absl::StrCat("stage \"", stage.name(), "\": GENPROG_3 has no transform mapping; ",
                           names, " needs PAR_18 or GROUPED_7"));
    }
  }
  if (stage.has_crf_prior_floor()) {
    CheckUnitInterval(path.Child(d, "crf_prior_floor"), stage.crf_prior_floor(),
                      /*open_low=*/false);
  }
  // Only the built-in engine receives the model's bytes (docs/crf-prior.md, "The campaign spec").
  if (stage.engine().has_external()) {
    Problem(path.Child(d, "engine").Child(aprgrid::v1::Engine::descriptor(), "external"),
            absl::StrCat("stage \"", stage.name(), "\": ", names,
                         " needs the built-in engine; an external engine (JaRFly or another) "
                         "receives no CRF model and has no CRF-guided operator selection"));
  }
}

void Checker::CheckUnitInterval(const FieldPath& path, double value, bool open_low) {
  const bool low_ok = open_low ? value > 0.0 : value >= 0.0;
  if (!(low_ok && value <= 1.0)) {  // Also catches NaN.
    Problem(path, absl::StrCat(Num(value), " is outside ", open_low ? "(0, 1]" : "[0, 1]"));
  }
}

void Checker::CheckAlphas(const FieldPath& path, const RepairStage& stage) {
  const Descriptor* d = RepairStage::descriptor();
  const Descriptor* ad = aprgrid::v1::StrategyAlpha::descriptor();
  bool recency = false;
  for (int value : stage.credit()) recency |= value == aprgrid::v1::RECENCY_WEIGHTED;

  auto check_list = [&](const FieldPath& parent, const Descriptor* message,
                        const google::protobuf::RepeatedField<double>& alphas) {
    std::set<double> seen;
    for (int i = 0; i < alphas.size(); ++i) {
      CheckUnitInterval(parent.Child(message, "alpha", i), alphas[i], /*open_low=*/true);
      if (!seen.insert(alphas[i]).second) {
        Problem(parent.Child(message, "alpha", i),
                absl::StrCat("duplicate value ", Num(alphas[i])));
      }
    }
  };
  check_list(path, d, stage.alpha());
  if (!recency && !stage.alpha().empty()) {
    Problem(path.Child(d, "alpha"), "is set, but credit does not list RECENCY_WEIGHTED");
  }
  if (!recency && !stage.alpha_by_strategy().empty()) {
    Problem(path.Child(d, "alpha_by_strategy"),
            "is set, but credit does not list RECENCY_WEIGHTED");
  }

  const std::set<int> strategies(stage.strategy().begin(), stage.strategy().end());
  std::set<int> overridden;
  for (int i = 0; i < stage.alpha_by_strategy_size(); ++i) {
    const aprgrid::v1::StrategyAlpha& entry = stage.alpha_by_strategy(i);
    const FieldPath at = path.Child(d, "alpha_by_strategy", i);
    const int strategy = entry.strategy();
    const std::string name =
        Checker::ValueName(google::protobuf::GetEnumDescriptor<aprgrid::v1::Strategy>(), strategy);
    if (strategy == 0 || (aprgrid::v1::Strategy_IsValid(strategy) && !Learns(strategy))) {
      Problem(at.Child(ad, "strategy"), absl::StrCat(name, " has no alpha"));
    } else if (strategies.count(strategy) == 0) {
      Problem(at.Child(ad, "strategy"), absl::StrCat(name, " is not listed in strategy"));
    } else if (!overridden.insert(strategy).second) {
      Problem(at.Child(ad, "strategy"), absl::StrCat("duplicate entry for ", name));
    }
    if (entry.alpha().empty()) Problem(at.Child(ad, "alpha"), "is empty");
    check_list(at, ad, entry.alpha());
  }

  if (!recency) return;
  std::vector<std::string> missing;
  for (int strategy : stage.strategy()) {
    if (!Learns(strategy)) continue;
    if (AlphasFor(stage, static_cast<aprgrid::v1::Strategy>(strategy)).empty()) {
      missing.push_back(aprgrid::v1::Strategy_Name(strategy));
    }
  }
  if (!missing.empty()) {
    int index = 0;
    while (stage.credit(index) != aprgrid::v1::RECENCY_WEIGHTED) ++index;
    Problem(path.Child(d, "credit", index),
            absl::StrCat("RECENCY_WEIGHTED needs alpha values, but none are given for ",
                         absl::StrJoin(missing, ", "), " (set alpha or alpha_by_strategy)"));
  }
}

void Checker::CheckSearch(const FieldPath& path, const aprgrid::v1::GpParameters& search) {
  const Descriptor* d = aprgrid::v1::GpParameters::descriptor();
  const aprgrid::v1::ResolvedGp gp = ResolveGp(search);
  if (search.has_population())
    CheckUintRange(path.Child(d, "population"), gp.population(), 2, 10000);
  if (search.has_generations()) {
    CheckUintRange(path.Child(d, "generations"), gp.generations(), 1, 10000);
  }
  if (gp.tournament_k() < 1 || gp.tournament_k() > gp.population()) {
    Problem(
        path.Child(d, "tournament_k"),
        absl::StrCat(gp.tournament_k(), " is out of range 1..population (", gp.population(), ")"));
  }
  if (search.has_crossover_rate()) {
    CheckUnitInterval(path.Child(d, "crossover_rate"), gp.crossover_rate(), /*open_low=*/false);
  }
  if (search.has_positive_sample()) {
    CheckUnitInterval(path.Child(d, "positive_sample"), gp.positive_sample(), /*open_low=*/true);
  }
  if (search.has_negative_weight() &&
      !(gp.negative_weight() > 0 && std::isfinite(gp.negative_weight()))) {
    Problem(path.Child(d, "negative_weight"),
            absl::StrCat(Num(gp.negative_weight()), " must be a positive number"));
  }
  if (!aprgrid::v1::Localisation_IsValid(search.localisation())) {
    Problem(path.Child(d, "localisation"),
            absl::StrCat("unknown Localisation value ", search.localisation()));
  }
}

void Checker::CheckSeeds(const FieldPath& path, const RepairStage& stage) {
  const FieldPath seeds = path.Child(RepairStage::descriptor(), "seeds");
  const Descriptor* d = aprgrid::v1::SeedRange::descriptor();
  if (!stage.has_seeds()) {
    Problem(seeds, "is required (e.g. seeds { first: 1 count: 20 })");
    return;
  }
  const uint64_t first = FirstSeed(stage.seeds());
  const uint64_t count = stage.seeds().count();
  constexpr uint64_t kMax = std::numeric_limits<uint32_t>::max();
  if (count == 0) {
    Problem(seeds.Child(d, "count"), "must be at least 1");
  } else if (first > kMax || count - 1 > kMax - first) {
    Problem(
        seeds.Child(d, stage.seeds().has_first() ? "first" : "count"),
        absl::StrCat("seeds ", first, " + ", count, " - 1 exceed ", kMax, " (seeds are uint32)"));
  }
}

void Checker::CheckCrfStage(const FieldPath& path, const CrfStage& stage, uint64_t* count) {
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
void Checker::CheckDependencies(const CampaignSpec& spec) {
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

}  // namespace

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
  Checker checker(options);
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
    counts.push_back(SaturatingMul(SaturatingMul(bugs->size(), RepairCells(stage.repair()).size()),
                                   stage.repair().seeds().count()));
  }
  return counts;
}

}  // namespace aprgrid::spec
