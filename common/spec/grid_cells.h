// The factor cells of a stage: the part of the grid that is the same for every bug and seed, with
// every default applied. The validator counts them and the expander walks them, so both agree on
// the expansion rule (docs/campaign-spec.md, "Expansion").
#ifndef APRGRID_COMMON_SPEC_GRID_CELLS_H_
#define APRGRID_COMMON_SPEC_GRID_CELLS_H_

#include <cstdint>
#include <vector>

#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::spec {

// Defaults documented in campaign.proto.
inline constexpr uint32_t kDefaultPopulation = 40;
inline constexpr uint32_t kDefaultGenerations = 10;
inline constexpr uint32_t kDefaultTournamentK = 2;
inline constexpr double kDefaultCrossoverRate = 0.5;
inline constexpr double kDefaultPositiveSample = 0.1;
inline constexpr double kDefaultNegativeWeight = 2.0;
inline constexpr uint64_t kDefaultFirstSeed = 1;
inline constexpr uint32_t kDefaultWallSeconds = 3600;
inline constexpr uint32_t kDefaultMemoryMb = 4096;
inline constexpr uint32_t kDefaultMaxTries = 3;
inline constexpr uint32_t kDefaultCrfFolds = 10;
inline constexpr double kDefaultCrfQ = 0.5;
inline constexpr double kDefaultCrfDelta2 = 10.0;
inline constexpr uint32_t kDefaultCrfIterations = 200;
inline constexpr uint32_t kDefaultCrfTopK = 3;
inline constexpr double kDefaultCrfPriorFloor = 0.1;

// One combination of the non-bug, non-seed factors of a repair stage.
struct RepairCell {
  aprgrid::v1::Strategy strategy;
  aprgrid::v1::Credit credit;  // CREDIT_UNSPECIFIED for UNIFORM.
  double alpha;                // 0 unless credit is RECENCY_WEIGHTED.
  aprgrid::v1::Reward reward;  // REWARD_UNSPECIFIED for UNIFORM.
  aprgrid::v1::ArmSet arm_set;
  aprgrid::v1::Activation activation;  // ACTIVATION_UNSPECIFIED for UNIFORM.
  aprgrid::v1::UcbForm ucb_form;       // Resolved for UCB; UCB_FORM_UNSPECIFIED otherwise.
  aprgrid::v1::Mode mode;              // MODE_UNSPECIFIED for UNIFORM.
  double crf_prior_floor = 0;          // Resolved for CRF_PRIOR and CRF_BANDIT; 0 otherwise.
};

// The cells of `stage` in expansion order: strategy, credit, alpha, reward, arm_set, activation,
// ucb_form, mode (the last varies fastest). UNIFORM and CRF_PRIOR, which learn nothing, contribute
// one cell per arm set. Defaults: activation [PER_GENERATION], mode [PAPER], ucb_form [the mode's
// default], crf_prior_floor [0.1] for CRF_PRIOR and CRF_BANDIT. Meaningful only for a
// stage that passed validation (lists are used as written, duplicates included).
std::vector<RepairCell> RepairCells(const aprgrid::v1::RepairStage& stage);

// The alphas used by `strategy` with RECENCY_WEIGHTED: its alpha_by_strategy entry if there is one,
// else stage.alpha.
std::vector<double> AlphasFor(const aprgrid::v1::RepairStage& stage,
                              aprgrid::v1::Strategy strategy);

// UCB_FORM_UNSPECIFIED resolves to UCB1 in ARTEFACT mode and PRINTED in PAPER mode.
aprgrid::v1::UcbForm ResolveUcbForm(aprgrid::v1::UcbForm form, aprgrid::v1::Mode mode);

// GP parameters with every default applied.
aprgrid::v1::ResolvedGp ResolveGp(const aprgrid::v1::GpParameters& search);

// The first seed of `seeds` (default 1).
uint64_t FirstSeed(const aprgrid::v1::SeedRange& seeds);

// The CRF attempts of `stage` (folds x q x features, fold index varying slowest), without key and
// stage name; exclude_projects sorted and without repeats. Meaningful only for a stage that passed
// validation.
std::vector<aprgrid::v1::CrfAttempt> CrfCells(const aprgrid::v1::CrfStage& stage);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_GRID_CELLS_H_
