// Parsing a campaign spec (aprgrid.v1.CampaignSpec in protobuf text format).
#ifndef APRGRID_COMMON_SPEC_SPEC_PARSER_H_
#define APRGRID_COMMON_SPEC_SPEC_PARSER_H_

#include <string_view>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/spec/spec_locations.h"

namespace aprgrid::spec {

// Parses `text`. On failure returns InvalidArgument whose message lists every problem found, one
// per line, as "<source_name>:line:column: message" (1-based). Unknown field names are all
// reported; a syntax error or an unknown enum value name stops protobuf's parser, so problems after
// it are found on the next run. If `locations` is not null it receives the position of every field
// (for ValidateCampaignSpec); its source_name is used instead of `source_name`.
absl::StatusOr<aprgrid::v1::CampaignSpec> ParseCampaignSpec(std::string_view text,
                                                            std::string_view source_name,
                                                            SpecLocations* locations = nullptr);

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_SPEC_PARSER_H_
