// `aprgrid expand SPEC`: print the attempts a campaign spec expands to (count, list or JSON).
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/spec_input.h"
#include "common/spec/attempt_key.h"
#include "common/spec/grid_expander.h"
#include "common/spec/stage_dependencies.h"
#include "common/spec/stage_order.h"
#include "google/protobuf/util/json_util.h"

namespace aprgrid::cli {
namespace {

using aprgrid::v1::Attempt;

// Zero enum values print as "-" (the factor does not apply to this attempt).
template <typename Enum>
std::string Level(int value, const std::string& (*name)(Enum)) {
  return value == 0 ? "-" : name(static_cast<Enum>(value));
}

std::string ListLine(const Attempt& attempt) {
  if (attempt.has_crf()) {
    const aprgrid::v1::CrfAttempt& c = attempt.crf();
    return absl::StrCat(
        attempt.key(), "\t", attempt.stage(), "\tcrf\t", c.dataset(), "\tfold=", c.fold_index(),
        "/", c.folds(), "\tq=", spec::CanonicalDouble(c.q()), "\t",
        Level(c.features(), aprgrid::v1::CrfFeatures_Name<aprgrid::v1::CrfFeatures>));
  }
  const aprgrid::v1::RepairAttempt& r = attempt.repair();
  return absl::StrCat(
      attempt.key(), "\t", attempt.stage(), "\t", r.bug(), "\t",
      Level(r.strategy(), aprgrid::v1::Strategy_Name<aprgrid::v1::Strategy>), "\t",
      Level(r.credit(), aprgrid::v1::Credit_Name<aprgrid::v1::Credit>), "\t",
      r.credit() == aprgrid::v1::RECENCY_WEIGHTED ? spec::CanonicalDouble(r.alpha()) : "-", "\t",
      Level(r.reward(), aprgrid::v1::Reward_Name<aprgrid::v1::Reward>), "\t",
      Level(r.arm_set(), aprgrid::v1::ArmSet_Name<aprgrid::v1::ArmSet>), "\t",
      Level(r.activation(), aprgrid::v1::Activation_Name<aprgrid::v1::Activation>), "\t",
      Level(r.ucb_form(), aprgrid::v1::UcbForm_Name<aprgrid::v1::UcbForm>), "\t",
      Level(r.mode(), aprgrid::v1::Mode_Name<aprgrid::v1::Mode>), "\tseed=", r.seed());
}

int RunExpand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  SpecInputFlags flags;
  flags.Register(&parser, /*with_force=*/true);
  bool count = false;
  bool list = false;
  bool json = false;
  parser.AddBool("count", &count);
  parser.AddBool("list", &list);
  parser.AddBool("json", &json);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional); !status.ok()) {
    err << "aprgrid expand: " << status.message() << "\n";
    return kExitUsage;
  }
  if (positional.size() != 1) {
    err << "aprgrid expand: expected one SPEC file\n" << kExpandCommand.usage;
    return kExitUsage;
  }
  if (int(count) + int(list) + int(json) > 1) {
    err << "aprgrid expand: give at most one of --count, --list, --json\n" << kExpandCommand.usage;
    return kExitUsage;
  }
  if (!list && !json) count = true;

  int exit_code = kExitOk;
  std::optional<CheckedSpec> checked = LoadCheckedSpec(positional[0], flags, err, &exit_code);
  if (!checked) return exit_code;
  std::vector<spec::StageExpansion> stages;
  absl::StatusOr<std::vector<Attempt>> attempts =
      spec::ExpandGrid(checked->spec, checked->catalog.get(),
                       {.max_attempts = flags.max_attempts, .force = flags.force}, &stages);
  if (!attempts.ok()) {
    err << attempts.status().message() << "\n";
    return kExitInvalid;
  }

  if (count) {
    // A stage's figure is every grid point it names (what its report and progress count); the
    // total counts each attempt once (what runs).
    uint64_t named = 0;
    bool dependencies = false;
    for (size_t i = 0; i < stages.size(); ++i) {
      const spec::StageExpansion& stage = stages[i];
      out << "stage " << stage.name << ": " << stage.attempts << " attempts";
      if (stage.duplicates > 0) {
        out << " (" << stage.attempts - stage.duplicates << " new, " << stage.duplicates
            << " shared with earlier stages)";
      }
      const std::vector<std::string> after =
          spec::StageDependencies(checked->spec.stage(static_cast<int>(i)));
      if (!after.empty()) {
        out << ", after " << absl::StrJoin(after, ", ");
        dependencies = true;
      }
      out << "\n";
      named += stage.attempts;
    }
    out << "total: " << attempts->size() << " attempts";
    if (named != attempts->size()) {
      out << " (stages name " << named << "; each shared attempt runs once)";
    }
    out << "\n";
    if (dependencies) {
      // Validated above: no cycle.
      absl::StatusOr<std::vector<int>> order = spec::StageOrder(checked->spec);
      std::vector<std::string> names;
      for (int i : order.value_or(std::vector<int>())) {
        names.push_back(spec::StageName(checked->spec.stage(i)));
      }
      out << "order: " << absl::StrJoin(names, " -> ") << "\n";
    }
  } else if (list) {
    for (const Attempt& attempt : *attempts) out << ListLine(attempt) << "\n";
  } else {
    google::protobuf::util::JsonPrintOptions options;
    options.preserve_proto_field_names = true;
    options.always_print_primitive_fields = true;
    std::string line;
    for (const Attempt& attempt : *attempts) {
      line.clear();
      const auto status = google::protobuf::util::MessageToJsonString(attempt, &line, options);
      if (!status.ok()) {
        err << "aprgrid expand: " << status.ToString() << "\n";
        return kExitInvalid;
      }
      out << line << "\n";
    }
  }
  return kExitOk;
}

}  // namespace

const Command kExpandCommand = {
    "expand", "print the attempts a campaign spec expands to",
    "usage: aprgrid expand SPEC [--count|--list|--json] [--subjects DIR] [--max-attempts N]\n"
    "                           [--force]\n"
    "\n"
    "Validates SPEC, then prints its attempts (docs/campaign-spec.md, \"Expansion\"):\n"
    "  --count             per-stage and total attempt counts (the default); a stage's count\n"
    "                      includes the attempts it shares with earlier stages (same key: run\n"
    "                      once), the total counts each attempt once; with stage\n"
    "                      dependencies (after, crf_model), what each stage waits for and the\n"
    "                      order the stages run in\n"
    "  --list              one attempt per line, tab-separated: key, stage, bug, strategy, "
    "credit,\n"
    "                      alpha, reward, arm_set, activation, ucb_form, mode, seed=N\n"
    "                      (\"-\" where a factor does not apply)\n"
    "  --json              one JSON object (aprgrid.v1.Attempt, proto field names) per line\n"
    "  --subjects DIR      subject catalog for bug ids, globs and categories (default:\n"
    "                      $APRGRID_SUBJECTS, else ./subjects if it holds a catalog, else none)\n"
    "  --max-attempts N    refuse a campaign of more than N attempts (default 100000)\n"
    "  --force             expand even if the campaign is larger than --max-attempts\n"
    "\n"
    "Exit codes: 0 ok, 1 invalid spec, 2 usage error.\n",
    RunExpand};

}  // namespace aprgrid::cli
