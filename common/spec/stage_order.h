// The order in which a campaign's stages can run, given their dependencies (stage_dependencies.h).
#ifndef APRGRID_COMMON_SPEC_STAGE_ORDER_H_
#define APRGRID_COMMON_SPEC_STAGE_ORDER_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::spec {

// A dependency cycle among the stages of `spec`, as stage names from a stage back to itself
// ({"a", "b", "a"}; {"a", "a"} for a stage naming itself), or empty if there is none. Names that
// are no stage of the spec are ignored (the validator reports them).
std::vector<std::string> FindDependencyCycle(const aprgrid::v1::CampaignSpec& spec);

// The indexes of `spec.stage` in an order where every stage comes after each stage it depends
// on; among the stages that could come next, the earliest in the spec goes first (so a spec
// without dependencies keeps its order). InvalidArgument naming the stages of a cycle if there is
// one. Unknown names are ignored.
absl::StatusOr<std::vector<int>> StageOrder(const aprgrid::v1::CampaignSpec& spec);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_STAGE_ORDER_H_
