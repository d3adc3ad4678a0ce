// Semantic checks of a parsed campaign spec: everything the text-format parser cannot know (ranges,
// required lists, combinations of factors, bug ids, grid size). Every problem is reported, not just
// the first.
#ifndef APRGRID_COMMON_SPEC_SPEC_VALIDATOR_H_
#define APRGRID_COMMON_SPEC_SPEC_VALIDATOR_H_

#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/spec/spec_locations.h"
#include "common/spec/subject_catalog.h"

namespace aprgrid::spec {

inline constexpr uint64_t kDefaultMaxAttempts = 100000;
// The default hard cap: attempts a campaign may name, whatever `force` says.
inline constexpr uint64_t kDefaultHardMaxAttempts = 10000000;

struct SpecCheckOptions {
  // Where fields were written (from ParseCampaignSpec); null for a spec built in code or received
  // over the wire (messages then start with the field path).
  const SpecLocations* locations = nullptr;
  // Bug ids, globs and categories are checked against it; null means no catalog (then only
  // explicit ids are allowed, and are taken as given).
  const SubjectCatalog* catalog = nullptr;
  // A campaign whose grid has more attempts than this is refused unless `force`.
  uint64_t max_attempts = kDefaultMaxAttempts;
  bool force = false;
  // A campaign whose stages name more attempts than this in total (a stage's repeats of an
  // earlier stage's attempts included: they cost a stage link each) is refused even with
  // `force`. Counted from the factors' sizes, before anything is expanded, so a small spec of
  // 50,000,000 seeds is refused at once instead of exhausting memory.
  uint64_t hard_max_attempts = kDefaultHardMaxAttempts;
  // A repair stage's crf_model may name no stage of the campaign: its model comes from elsewhere
  // (`aprgrid-attempt run --crf-model FILE`), and its attempts carry no crf_model_key.
  bool crf_model_from_file = false;
};

// OK, or InvalidArgument whose message has one problem per line, each
// "file:line:column: field.path: message" (see FormatProblem). Pointers in `options` must outlive
// the call only.
absl::Status ValidateCampaignSpec(const aprgrid::v1::CampaignSpec& spec,
                                  const SpecCheckOptions& options);

// Attempts each stage expands to (before removing attempts already produced by an earlier stage),
// saturating at UINT64_MAX. REQUIRES: ValidateCampaignSpec(spec, {.catalog = catalog, .force =
// true}) is OK (else the counts are whatever the lists imply, or an error if bugs cannot be
// selected).
absl::StatusOr<std::vector<uint64_t>> CountStageAttempts(const aprgrid::v1::CampaignSpec& spec,
                                                         const SubjectCatalog* catalog);

// True if `name` matches [a-zA-Z0-9_.-]{1,64} (campaign and stage names, bug ids).
bool IsValidName(std::string_view name);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_SPEC_VALIDATOR_H_
