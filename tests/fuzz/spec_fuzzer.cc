// libFuzzer target: a campaign spec through ParseCampaignSpec, ValidateCampaignSpec (with the
// catalog of common/spec/testdata/catalog) and ExpandGrid, as `aprgrid validate` and `expand` run
// them. Any input must give a spec or an error, never a crash; a spec that validates must expand.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/spec_validator.h"
#include "common/spec/subject_catalog.h"

namespace {

// Small enough that an expansion cannot exhaust the fuzzer's memory, large enough for the
// shipped configs.
constexpr uint64_t kMaxAttempts = 20000;

const aprgrid::spec::SubjectCatalog& Catalog() {
  static const aprgrid::spec::SubjectCatalog* catalog = [] {
    auto loaded =
        aprgrid::spec::SubjectCatalog::Load(APRGRID_SOURCE_DIR "/common/spec/testdata/catalog");
    if (!loaded.ok()) std::abort();  // The fuzzer's own set-up is broken.
    return new aprgrid::spec::SubjectCatalog(*std::move(loaded));
  }();
  return *catalog;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  aprgrid::spec::SpecLocations locations("fuzz.textproto");
  auto spec = aprgrid::spec::ParseCampaignSpec(text, "fuzz.textproto", &locations);
  if (!spec.ok()) return 0;
  for (const aprgrid::spec::SubjectCatalog* catalog :
       {&Catalog(), static_cast<const aprgrid::spec::SubjectCatalog*>(nullptr)}) {
    aprgrid::spec::SpecCheckOptions options;
    options.locations = &locations;
    options.catalog = catalog;
    options.max_attempts = kMaxAttempts;
    if (!aprgrid::spec::ValidateCampaignSpec(*spec, options).ok()) continue;
    aprgrid::spec::ExpandOptions expand;
    expand.max_attempts = kMaxAttempts;
    std::vector<aprgrid::spec::StageExpansion> stages;
    std::vector<aprgrid::spec::StageMembers> members;
    auto attempts = aprgrid::spec::ExpandGrid(*spec, catalog, expand, &stages, &members);
    // Validation passed, so expansion must too (the same checks, without locations).
    if (!attempts.ok()) std::abort();
    if (!aprgrid::spec::CountStageAttempts(*spec, catalog).ok()) std::abort();
  }
  return 0;
}
