// The checks of a repair stage (SpecChecker, spec_checker.h): subjects, factors, the CRF-guided
// strategies' fields, alphas, search parameters and seeds.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "common/spec/grid_cells.h"
#include "common/spec/spec_checker.h"
#include "common/spec/subject_catalog.h"

namespace aprgrid::spec::internal {

void SpecChecker::CheckRepairStage(const FieldPath& path, const RepairStage& stage,
                                   uint64_t* count) {
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

void SpecChecker::CheckSubjects(const FieldPath& path, const RepairStage& stage, uint64_t* bugs) {
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

void SpecChecker::CheckFactors(const FieldPath& path, const RepairStage& stage) {
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
void SpecChecker::CheckCrfPrior(const FieldPath& path, const RepairStage& stage) {
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

void SpecChecker::CheckAlphas(const FieldPath& path, const RepairStage& stage) {
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
    const std::string name = SpecChecker::ValueName(
        google::protobuf::GetEnumDescriptor<aprgrid::v1::Strategy>(), strategy);
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

void SpecChecker::CheckSearch(const FieldPath& path, const aprgrid::v1::GpParameters& search) {
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

void SpecChecker::CheckSeeds(const FieldPath& path, const RepairStage& stage) {
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

}  // namespace aprgrid::spec::internal
