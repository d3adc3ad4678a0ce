// `aprgrid export CAMPAIGN --csv|--json --db FILE`: one row per attempt and naming stage from the
// results database.
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/results_query.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {
namespace {

int RunExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  bool csv = false, json = false;
  std::string db;
  parser.AddBool("csv", &csv);
  parser.AddBool("json", &json);
  parser.AddString("db", &db);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional);
      !status.ok() || positional.size() != 1) {
    err << "aprgrid export: " << (status.ok() ? "expected one CAMPAIGN" : status.message()) << "\n";
    return kExitUsage;
  }
  if (csv == json) {
    err << "aprgrid export: pass exactly one of --csv and --json\n" << kExportCommand.usage;
    return kExitUsage;
  }
  if (db.empty() && std::getenv("APRGRID_DB") != nullptr) db = std::getenv("APRGRID_DB");
  if (db.empty()) {
    err << "aprgrid export: pass --db FILE (or set APRGRID_DB)\n";
    return kExitUsage;
  }
  absl::StatusOr<std::string> id = ResolveCampaign(db, positional[0]);
  if (!id.ok()) return ReportFailure("export", id.status(), err);
  absl::StatusOr<QueryRows> rows = ExportAttempts(db, *id);
  if (!rows.ok()) return ReportFailure("export", rows.status(), err);
  if (csv) {
    WriteCsv(*rows, out);
  } else {
    WriteJsonLines(*rows, out);
  }
  return kExitOk;
}

}  // namespace

const Command kExportCommand = {
    "export", "write a campaign's attempts as CSV or JSON lines",
    "usage: aprgrid export CAMPAIGN --csv|--json --db FILE\n"
    "\n"
    "Reads the results database FILE (the coordinator's --db, or $APRGRID_DB) directly and\n"
    "prints every column of table attempts (docs/results-schema.md) except the serialised\n"
    "attempt, one row per attempt and stage of the campaign that names it: CSV with a header\n"
    "line, or one JSON object per line. An attempt that two stages share (the same grid point)\n"
    "is a row of each, and one an earlier campaign ran is a row too; campaign_id and stage are\n"
    "the naming stage's (view stage_attempts).\n"
    "\n"
    "Exit codes: 0 ok, 2 usage error, 4 no such campaign or database.\n",
    RunExport};

}  // namespace aprgrid::cli
