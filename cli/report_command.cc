// `aprgrid report CAMPAIGN --db FILE`: the paper-style results table per stage.
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/campaign_report.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/results_query.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {
namespace {

int RunReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  bool json = false;
  std::string db;
  parser.AddBool("json", &json);
  parser.AddString("db", &db);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional);
      !status.ok() || positional.size() != 1) {
    err << "aprgrid report: " << (status.ok() ? "expected one CAMPAIGN" : status.message()) << "\n";
    return kExitUsage;
  }
  if (db.empty() && std::getenv("APRGRID_DB") != nullptr) db = std::getenv("APRGRID_DB");
  if (db.empty()) {
    err << "aprgrid report: pass --db FILE (or set APRGRID_DB)\n";
    return kExitUsage;
  }
  absl::StatusOr<std::string> id = ResolveCampaign(db, positional[0]);
  if (!id.ok()) return ReportFailure("report", id.status(), err);
  if (absl::Status status = WriteCampaignReport(db, *id, positional[0], json, out); !status.ok()) {
    return ReportFailure("report", status, err);
  }
  return kExitOk;
}

}  // namespace

const Command kReportCommand = {
    "report", "print the paper-style results table of a campaign, per stage",
    "usage: aprgrid report CAMPAIGN --db FILE [--json]\n"
    "\n"
    "Reads view repair_configs of the results database FILE (the coordinator's --db, or\n"
    "$APRGRID_DB) and prints one table per repair stage, one row per configuration (bugs and\n"
    "seeds pooled): bugs patched, success rate over finished attempts, average and median\n"
    "variants to patch over patched attempts, attempts and failures. A stage's table counts\n"
    "every attempt the stage names, including those it shares with another stage or an\n"
    "earlier campaign (run once; table stage_attempts). CRF stages get Tables\n"
    "VII (top-1) and VIII (top-3) from crf_results: exact-match accuracy per transform, folds\n"
    "pooled, next to the history baseline and the paper's figures. --json prints the view's\n"
    "rows and the CRF cells, one JSON object per line.\n"
    "\n"
    "Exit codes: 0 ok, 2 usage error, 4 no such campaign or database.\n",
    RunReport};

}  // namespace aprgrid::cli
