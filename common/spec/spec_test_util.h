// Helpers shared by the spec tests.
#ifndef APRGRID_COMMON_SPEC_SPEC_TEST_UTIL_H_
#define APRGRID_COMMON_SPEC_SPEC_TEST_UTIL_H_

#include <string>

#include "absl/status/status.h"
#include "common/spec/spec_parser.h"
#include "common/spec/spec_validator.h"
#include "common/test_paths.h"

namespace aprgrid::spec {

// Parses `text` as "t.textproto" and validates it; the first failure's status.
inline absl::Status ParseAndValidate(const std::string& text, SpecCheckOptions options = {}) {
  SpecLocations locations("t.textproto");
  absl::StatusOr<aprgrid::v1::CampaignSpec> spec = ParseCampaignSpec(text, "", &locations);
  if (!spec.ok()) return spec.status();
  options.locations = &locations;
  return ValidateCampaignSpec(*spec, options);
}

using ::aprgrid::testing::SourceDir;

inline std::string FixtureCatalogDir() { return SourceDir() + "/common/spec/testdata/catalog"; }

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_SPEC_TEST_UTIL_H_
