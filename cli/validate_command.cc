// `aprgrid validate SPEC`: parse and check a campaign spec without running anything.
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/spec_input.h"
#include "common/spec/grid_expander.h"

namespace aprgrid::cli {
namespace {

int RunValidate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  SpecInputFlags flags;
  flags.Register(&parser, /*with_force=*/false);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional); !status.ok()) {
    err << "aprgrid validate: " << status.message() << "\n";
    return kExitUsage;
  }
  if (positional.size() != 1) {
    err << "aprgrid validate: expected one SPEC file\n" << kValidateCommand.usage;
    return kExitUsage;
  }
  int exit_code = kExitOk;
  std::optional<CheckedSpec> checked = LoadCheckedSpec(positional[0], flags, err, &exit_code);
  if (!checked) return exit_code;

  // Validation passed, so the grid is within the cap and cheap to expand for the count.
  absl::StatusOr<std::vector<aprgrid::v1::Attempt>> attempts =
      spec::ExpandGrid(checked->spec, checked->catalog.get(), {.max_attempts = flags.max_attempts});
  if (!attempts.ok()) {
    err << attempts.status().message() << "\n";
    return kExitInvalid;
  }
  out << positional[0] << ": OK: campaign \"" << checked->spec.name() << "\", "
      << checked->spec.stage_size() << (checked->spec.stage_size() == 1 ? " stage, " : " stages, ")
      << attempts->size() << " attempts"
      << (checked->catalog ? "" : " (no subject catalog: bug ids not checked)") << "\n";
  return kExitOk;
}

}  // namespace

const Command kValidateCommand = {
    "validate", "check a campaign spec (syntax, ranges, bug ids, grid size)",
    "usage: aprgrid validate SPEC [--subjects DIR] [--max-attempts N]\n"
    "\n"
    "Parses SPEC (an aprgrid.v1.CampaignSpec in protobuf text format) and checks it. Every\n"
    "problem is printed as FILE:LINE:COLUMN: FIELD: MESSAGE. On success prints the number of\n"
    "attempts the campaign expands to.\n"
    "\n"
    "  --subjects DIR      subject catalog to check bug ids against (default: $APRGRID_SUBJECTS,\n"
    "                      else ./subjects if it holds bug.textproto files, else none)\n"
    "  --max-attempts N    refuse a campaign of more than N attempts (default 100000)\n"
    "\n"
    "Exit codes: 0 valid, 1 invalid spec, 2 usage error.\n",
    RunValidate};

}  // namespace aprgrid::cli
