// Which stages a stage of a campaign spec waits for (docs/campaign-spec.md, "Stage dependencies
// and CRF models"): its `after` list and, for a repair stage, the CRF stage named by crf_model.
//
// Header-only on purpose: the coordinator reads these without linking the spec library.
#ifndef APRGRID_COMMON_SPEC_STAGE_DEPENDENCIES_H_
#define APRGRID_COMMON_SPEC_STAGE_DEPENDENCIES_H_

#include <algorithm>
#include <string>
#include <vector>

#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::spec {

// The stage's name, whichever kind it is ("" for an empty stage).
inline const std::string& StageName(const aprgrid::v1::Stage& stage) {
  return stage.has_crf() ? stage.crf().name() : stage.repair().name();
}

// The stages `stage` waits for: its `after` entries in order, then its crf_model unless `after`
// lists it already; each name once. Names are as written (validation checks they exist).
inline std::vector<std::string> StageDependencies(const aprgrid::v1::Stage& stage) {
  std::vector<std::string> out;
  auto add = [&out](const std::string& name) {
    if (!name.empty() && std::find(out.begin(), out.end(), name) == out.end()) {
      out.push_back(name);
    }
  };
  for (const std::string& name : stage.after()) add(name);
  if (stage.has_repair()) add(stage.repair().crf_model());
  return out;
}

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_STAGE_DEPENDENCIES_H_
