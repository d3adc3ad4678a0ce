// Expanding a campaign spec into its attempts (docs/campaign-spec.md, "Expansion").
#ifndef APRGRID_COMMON_SPEC_GRID_EXPANDER_H_
#define APRGRID_COMMON_SPEC_GRID_EXPANDER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/spec/expanded_grid.h"
#include "common/spec/spec_validator.h"
#include "common/spec/stage_members.h"
#include "common/spec/subject_catalog.h"

namespace aprgrid::spec {

struct ExpandOptions {
  uint64_t max_attempts = kDefaultMaxAttempts;  // As SpecCheckOptions.
  bool force = false;
  uint64_t hard_max_attempts =
      kDefaultHardMaxAttempts;       // As SpecCheckOptions: not lifted by force.
  bool crf_model_from_file = false;  // As SpecCheckOptions.
};

// Per-stage figures of one expansion.
struct StageExpansion {
  std::string name;
  uint64_t attempts = 0;    // Attempts the stage's grid produces.
  uint64_t duplicates = 0;  // Of those, attempts an earlier stage already produced (same key).
};

// As ExpandGrid, held per cell: the same attempts in the same order with the same keys, and in
// `stages` what ExpandGrid's `members` list (the creators' keys and the repeats). Each key is
// computed from its cell's canonical text and the seed (SeedKeys), not from a message.
absl::StatusOr<ExpandedGrid> ExpandGridCells(const aprgrid::v1::CampaignSpec& spec,
                                             const SubjectCatalog* catalog,
                                             const ExpandOptions& options,
                                             std::vector<StageExpansion>* stages = nullptr);

// Validates `spec` (ValidateCampaignSpec with `catalog` and `options`, no locations) and returns
// its attempts, each with key and stage name. Order: stage by stage; within a repair stage bug
// (selector order), then strategy, credit, alpha, reward, arm_set, activation, ucb_form, mode, seed
// (seed fastest); within a CRF stage fold index, q, features. An attempt whose key an earlier
// stage already produced is left out (it is the same attempt) and counted in that stage's
// `duplicates`. `stages`, if not null, receives one entry per stage. `members`, if not null,
// receives one entry per stage listing every key the stage names, repeats of earlier stages
// included (what the coordinator stores in stage_attempts). A repair stage with crf_model gives
// its attempts that CRF stage's attempt key as crf_model_key. Stages are expanded in spec order
// whatever their dependencies (StageOrder gives the order they run in). Deterministic: the same
// spec and catalog always give the same list.
absl::StatusOr<std::vector<aprgrid::v1::Attempt>> ExpandGrid(
    const aprgrid::v1::CampaignSpec& spec, const SubjectCatalog* catalog,
    const ExpandOptions& options, std::vector<StageExpansion>* stages = nullptr,
    std::vector<StageMembers>* members = nullptr);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_GRID_EXPANDER_H_
