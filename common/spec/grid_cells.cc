#include "common/spec/grid_cells.h"

#include <algorithm>
#include <string>

namespace aprgrid::spec {

using aprgrid::v1::Activation;
using aprgrid::v1::Credit;
using aprgrid::v1::Mode;
using aprgrid::v1::RepairStage;
using aprgrid::v1::Strategy;
using aprgrid::v1::UcbForm;

namespace {

template <typename Enum, typename Repeated>
std::vector<Enum> EnumList(const Repeated& values, Enum fallback) {
  std::vector<Enum> out;
  for (int value : values) out.push_back(static_cast<Enum>(value));
  if (out.empty()) out.push_back(fallback);
  return out;
}

}  // namespace

std::vector<double> AlphasFor(const RepairStage& stage, Strategy strategy) {
  for (const aprgrid::v1::StrategyAlpha& entry : stage.alpha_by_strategy()) {
    if (entry.strategy() == strategy) return {entry.alpha().begin(), entry.alpha().end()};
  }
  return {stage.alpha().begin(), stage.alpha().end()};
}

UcbForm ResolveUcbForm(UcbForm form, Mode mode) {
  if (form != aprgrid::v1::UCB_FORM_UNSPECIFIED) return form;
  return mode == aprgrid::v1::ARTEFACT ? aprgrid::v1::UCB1 : aprgrid::v1::PRINTED;
}

std::vector<RepairCell> RepairCells(const RepairStage& stage) {
  const auto activations = EnumList<Activation>(stage.activation(), aprgrid::v1::PER_GENERATION);
  const auto modes = EnumList<Mode>(stage.mode(), aprgrid::v1::PAPER);
  const auto ucb_forms = EnumList<UcbForm>(stage.ucb_form(), aprgrid::v1::UCB_FORM_UNSPECIFIED);
  const double floor =
      stage.has_crf_prior_floor() ? stage.crf_prior_floor() : kDefaultCrfPriorFloor;
  std::vector<RepairCell> cells;
  for (int strategy_value : stage.strategy()) {
    const auto strategy = static_cast<Strategy>(strategy_value);
    const double strategy_floor =
        strategy == aprgrid::v1::CRF_PRIOR || strategy == aprgrid::v1::CRF_BANDIT ? floor : 0.0;
    if (strategy == aprgrid::v1::UNIFORM || strategy == aprgrid::v1::CRF_PRIOR) {
      for (int arm_set : stage.arm_set()) {
        cells.push_back({strategy, aprgrid::v1::CREDIT_UNSPECIFIED, 0.0,
                         aprgrid::v1::REWARD_UNSPECIFIED, static_cast<aprgrid::v1::ArmSet>(arm_set),
                         aprgrid::v1::ACTIVATION_UNSPECIFIED, aprgrid::v1::UCB_FORM_UNSPECIFIED,
                         aprgrid::v1::MODE_UNSPECIFIED, strategy_floor});
      }
      continue;
    }
    const std::vector<UcbForm> forms =
        strategy == aprgrid::v1::UCB ? ucb_forms
                                     : std::vector<UcbForm>{aprgrid::v1::UCB_FORM_UNSPECIFIED};
    for (int credit_value : stage.credit()) {
      const auto credit = static_cast<Credit>(credit_value);
      const std::vector<double> alphas = credit == aprgrid::v1::RECENCY_WEIGHTED
                                             ? AlphasFor(stage, strategy)
                                             : std::vector<double>{0.0};
      for (double alpha : alphas) {
        for (int reward : stage.reward()) {
          for (int arm_set : stage.arm_set()) {
            for (Activation activation : activations) {
              for (UcbForm form : forms) {
                for (Mode mode : modes) {
                  cells.push_back({strategy, credit, alpha,
                                   static_cast<aprgrid::v1::Reward>(reward),
                                   static_cast<aprgrid::v1::ArmSet>(arm_set), activation,
                                   strategy == aprgrid::v1::UCB ? ResolveUcbForm(form, mode) : form,
                                   mode, strategy_floor});
                }
              }
            }
          }
        }
      }
    }
  }
  return cells;
}

aprgrid::v1::ResolvedGp ResolveGp(const aprgrid::v1::GpParameters& search) {
  aprgrid::v1::ResolvedGp gp;
  gp.set_population(search.has_population() ? search.population() : kDefaultPopulation);
  gp.set_generations(search.has_generations() ? search.generations() : kDefaultGenerations);
  gp.set_tournament_k(search.has_tournament_k() ? search.tournament_k() : kDefaultTournamentK);
  gp.set_crossover_rate(search.has_crossover_rate() ? search.crossover_rate()
                                                    : kDefaultCrossoverRate);
  gp.set_positive_sample(search.has_positive_sample() ? search.positive_sample()
                                                      : kDefaultPositiveSample);
  gp.set_negative_weight(search.has_negative_weight() ? search.negative_weight()
                                                      : kDefaultNegativeWeight);
  gp.set_localisation(search.localisation() == aprgrid::v1::LOCALISATION_UNSPECIFIED
                          ? aprgrid::v1::JARFLY_RUNS
                          : search.localisation());
  gp.set_check_space(search.has_check_space() ? search.check_space() : true);
  return gp;
}

uint64_t FirstSeed(const aprgrid::v1::SeedRange& seeds) {
  return seeds.has_first() ? seeds.first() : kDefaultFirstSeed;
}

std::vector<aprgrid::v1::CrfAttempt> CrfCells(const aprgrid::v1::CrfStage& stage) {
  const uint32_t folds = stage.folds() == 0 ? kDefaultCrfFolds : stage.folds();
  std::vector<uint32_t> fold_indices(stage.fold_index().begin(), stage.fold_index().end());
  if (fold_indices.empty()) {
    for (uint32_t i = 0; i < folds; ++i) fold_indices.push_back(i);
  }
  std::vector<double> qs(stage.q().begin(), stage.q().end());
  if (qs.empty()) qs.push_back(kDefaultCrfQ);
  const auto features = EnumList<aprgrid::v1::CrfFeatures>(stage.features(), aprgrid::v1::FULL);
  std::vector<std::string> excluded(stage.exclude_projects().begin(),
                                    stage.exclude_projects().end());
  std::sort(excluded.begin(), excluded.end());
  excluded.erase(std::unique(excluded.begin(), excluded.end()), excluded.end());

  std::vector<aprgrid::v1::CrfAttempt> cells;
  for (uint32_t fold : fold_indices) {
    for (double q : qs) {
      for (aprgrid::v1::CrfFeatures feature : features) {
        aprgrid::v1::CrfAttempt attempt;
        attempt.set_dataset(stage.dataset());
        attempt.set_folds(folds);
        attempt.set_fold_index(fold);
        attempt.set_q(q);
        attempt.set_delta2(stage.has_delta2() ? stage.delta2() : kDefaultCrfDelta2);
        attempt.set_iterations(stage.has_iterations() ? stage.iterations() : kDefaultCrfIterations);
        attempt.set_features(feature);
        attempt.set_top_k(stage.top_k() == 0 ? kDefaultCrfTopK : stage.top_k());
        attempt.set_seed(stage.seed());
        for (const std::string& project : excluded) attempt.add_exclude_projects(project);
        cells.push_back(std::move(attempt));
      }
    }
  }
  return cells;
}

}  // namespace aprgrid::spec
