#include "cli/spec_input.h"

#include <cstdlib>

#include "cli/command.h"
#include "common/file_util.h"
#include "common/spec/spec_parser.h"
#include "common/spec/spec_validator.h"

namespace aprgrid::cli {

void SpecInputFlags::Register(FlagParser* parser, bool with_force) {
  parser->AddString("subjects", &subjects);
  parser->AddUint64("max-attempts", &max_attempts);
  if (with_force) parser->AddBool("force", &force);
}

std::string ResolveSubjectsDir(const std::string& flag) {
  if (!flag.empty()) return flag;
  const char* env = std::getenv("APRGRID_SUBJECTS");
  if (env != nullptr && env[0] != '\0') return env;
  if (spec::SubjectCatalog::LooksLikeCatalog("subjects")) return "subjects";
  return "";
}

std::optional<CheckedSpec> LoadCheckedSpec(const std::string& path, const SpecInputFlags& flags,
                                           std::ostream& err, int* exit_code) {
  *exit_code = kExitInvalid;
  CheckedSpec checked;
  const std::string subjects = ResolveSubjectsDir(flags.subjects);
  if (!subjects.empty()) {
    absl::StatusOr<spec::SubjectCatalog> catalog = spec::SubjectCatalog::Load(subjects);
    if (!catalog.ok()) {
      err << "aprgrid: " << catalog.status().message() << "\n";
      if (catalog.status().code() == absl::StatusCode::kNotFound) *exit_code = kExitUsage;
      return std::nullopt;
    }
    checked.catalog = std::make_unique<spec::SubjectCatalog>(std::move(*catalog));
  }

  absl::StatusOr<std::string> text = ReadFileToString(path);
  if (!text.ok()) {
    err << "aprgrid: " << text.status().message() << "\n";
    return std::nullopt;
  }

  spec::SpecLocations locations(path);
  absl::StatusOr<aprgrid::v1::CampaignSpec> parsed =
      spec::ParseCampaignSpec(*text, path, &locations);
  if (!parsed.ok()) {
    err << parsed.status().message() << "\n";
    return std::nullopt;
  }
  const absl::Status valid =
      spec::ValidateCampaignSpec(*parsed, {.locations = &locations,
                                           .catalog = checked.catalog.get(),
                                           .max_attempts = flags.max_attempts,
                                           .force = flags.force});
  if (!valid.ok()) {
    err << valid.message() << "\n";
    return std::nullopt;
  }
  checked.spec = std::move(*parsed);
  *exit_code = kExitOk;
  return checked;
}

}  // namespace aprgrid::cli
