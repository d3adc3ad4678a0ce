// `aprgrid report CAMPAIGN --db FILE`: the per-configuration results with intervals, per stage,
// as text, Markdown, CSV, LaTeX, JSON or a self-contained HTML page.
#include <sstream>
#include <string>
#include <vector>

#include "cli/campaign_report.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/paper_tables.h"
#include "cli/results_query.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {
namespace {

int RunReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  bool json = false;
  std::string db_flag, stage, format_name = "text", output;
  uint64_t table = 0;
  parser.AddBool("json", &json);
  parser.AddString("db", &db_flag);
  parser.AddString("stage", &stage);
  parser.AddString("format", &format_name);
  parser.AddString("output", &output);
  parser.AddUint64("table", &table);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(ExpandShortOutputFlag(args), &positional);
      !status.ok() || positional.size() != 1) {
    err << "aprgrid report: " << (status.ok() ? "expected one CAMPAIGN" : status.message()) << "\n";
    return kExitUsage;
  }
  absl::StatusOr<OutputFormat> format = ParseOutputFormat(format_name);
  if (!format.ok()) {
    err << "aprgrid report: " << format.status().message() << "\n";
    return kExitUsage;
  }
  if (json) {
    if (parser.WasSet("format") && *format != OutputFormat::kJson) {
      err << "aprgrid report: --json and --format " << format_name << " disagree\n";
      return kExitUsage;
    }
    format = OutputFormat::kJson;
  }
  if (parser.WasSet("table") && !IsPaperTable(static_cast<int>(table))) {
    err << "aprgrid report: --table takes 3 to 9 (the RL paper's Tables III-IX), not " << table
        << "\n";
    return kExitUsage;
  }
  const std::string db = ResultsDbPath(db_flag);
  if (db.empty()) {
    err << "aprgrid report: pass --db FILE (or set APRGRID_DB)\n";
    return kExitUsage;
  }
  absl::StatusOr<std::string> id = ResolveCampaign(db, positional[0]);
  if (!id.ok()) return ReportFailure("report", id.status(), err);
  std::ostringstream text;
  ReportOptions options;
  options.format = *format;
  options.stage = stage;
  absl::Status status = parser.WasSet("table")
                            ? WritePaperTable(db, *id, static_cast<int>(table), options, text)
                            : WriteCampaignReport(db, *id, positional[0], options, text);
  if (!status.ok()) return ReportFailure("report", status, err);
  if (output.empty()) {
    out << text.str();
  } else if (absl::Status written = WriteOutputFile(output, text.str()); !written.ok()) {
    return ReportFailure("report", written, err);
  }
  return kExitOk;
}

}  // namespace

const Command kReportCommand = {
    "report", "print a campaign's results per configuration, with 95% intervals",
    "usage: aprgrid report CAMPAIGN --db FILE [--stage S] [--table N]\n"
    "                      [--format text|markdown|csv|latex|json|html] [-o FILE] [--json]\n"
    "\n"
    "Reads the results database FILE (the coordinator's --db, or $APRGRID_DB) and prints, per\n"
    "repair stage (or only stage S), one row per configuration (bugs and seeds pooled; a stage\n"
    "counts every attempt it names, shared ones included): bugs patched, attempts finished and\n"
    "patched, the success rate with its Wilson 95% interval, mean and median variants to patch\n"
    "over patched runs, and variants passing the bug-exposing tests per run with a bug-clustered\n"
    "bootstrap 95% interval. CRF stages get Tables VII (top-1) and VIII (top-3).\n"
    "\n"
    "--format csv and json give machine columns (docs/cli.md, \"report\"); --json is\n"
    "--format json. --format html writes one self-contained page with plots (forest plot,\n"
    "Kaplan-Meier curves, fitness and arm selection per generation, bug x configuration heat\n"
    "map) and the tables. --table N (3..9) prints the RL paper's Table N layout with intervals.\n"
    "-o FILE writes to FILE instead of stdout.\n"
    "\n"
    "Exit codes: 0 ok, 1 cannot write FILE, 2 usage error, 4 no such campaign, stage or\n"
    "database.\n",
    RunReport};

}  // namespace aprgrid::cli
