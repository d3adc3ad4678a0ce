// `aprgrid compare CAMPAIGN --db FILE --baseline CONFIG`: every configuration against a baseline,
// paired by bug, with intervals, tests and effect sizes (cli/configuration_comparison.h).
#include <sstream>
#include <string>
#include <vector>

#include "cli/campaign_outcomes.h"
#include "cli/campaign_report.h"
#include "cli/command.h"
#include "cli/configuration_comparison.h"
#include "cli/flags.h"
#include "cli/results_query.h"
#include "cli/service_flags.h"

namespace aprgrid::cli {
namespace {

int RunCompare(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  std::string db_flag, stage, baseline, format_name = "text", output;
  parser.AddString("db", &db_flag);
  parser.AddString("stage", &stage);
  parser.AddString("baseline", &baseline);
  parser.AddString("format", &format_name);
  parser.AddString("output", &output);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(ExpandShortOutputFlag(args), &positional);
      !status.ok() || positional.size() != 1) {
    err << "aprgrid compare: " << (status.ok() ? "expected one CAMPAIGN" : status.message()) << "\n"
        << kCompareCommand.usage;
    return kExitUsage;
  }
  if (baseline.empty()) {
    err << "aprgrid compare: pass --baseline CONFIG (a configuration label as `report` prints "
           "it)\n";
    return kExitUsage;
  }
  absl::StatusOr<OutputFormat> format = ParseOutputFormat(format_name);
  if (!format.ok()) {
    err << "aprgrid compare: " << format.status().message() << "\n";
    return kExitUsage;
  }
  const std::string db = ResultsDbPath(db_flag);
  if (db.empty()) {
    err << "aprgrid compare: pass --db FILE (or set APRGRID_DB)\n";
    return kExitUsage;
  }
  absl::StatusOr<std::string> id = ResolveCampaign(db, positional[0]);
  if (!id.ok()) return ReportFailure("compare", id.status(), err);
  absl::StatusOr<std::vector<ConfigurationOutcomes>> configs = ReadCampaignOutcomes(db, *id);
  if (!configs.ok()) return ReportFailure("compare", configs.status(), err);
  absl::StatusOr<std::vector<Comparison>> comparisons = CompareAgainst(*configs, baseline, stage);
  if (!comparisons.ok()) return ReportFailure("compare", comparisons.status(), err);
  std::ostringstream text;
  const ResultTable table = ComparisonTable(*comparisons);
  if (*format == OutputFormat::kHtml) {
    text << "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>aprgrid "
            "compare</title></head>\n<body>\n";
    WriteTable(table, *format, text);
    text << "</body>\n</html>\n";
  } else {
    if (*format == OutputFormat::kText) {
      text << "campaign " << positional[0] << " (" << *id << "), baseline " << baseline << "\n";
    }
    WriteTable(table, *format, text);
  }
  if (output.empty()) {
    out << text.str();
  } else if (absl::Status written = WriteOutputFile(output, text.str()); !written.ok()) {
    return ReportFailure("compare", written, err);
  }
  return kExitOk;
}

}  // namespace

const Command kCompareCommand = {
    "compare", "compare configurations with a baseline, paired by bug",
    "usage: aprgrid compare CAMPAIGN --db FILE --baseline CONFIG [--stage S]\n"
    "                       [--format text|markdown|csv|latex|json|html] [-o FILE]\n"
    "\n"
    "CONFIG is a configuration label as `aprgrid report` prints it (e.g. UNIFORM/GENPROG_3).\n"
    "Each other configuration (of every stage, or only stage S) is compared with its stage's\n"
    "baseline (else the first stage's) over the bugs both ran: the difference in success rate\n"
    "(mean over bugs) with a bug-clustered bootstrap 95% interval (10,000 resamples, fixed\n"
    "seed), the Wilcoxon signed-rank p-value over per-bug success rates (p_value) and its\n"
    "Holm-adjusted value over all comparisons (p_holm), the\n"
    "exact McNemar p-value on \"bug patched at least once\", Vargha-Delaney A12 of variants to\n"
    "patch (below 0.5: fewer than the baseline), and the log-rank p-value of variants to the\n"
    "first patch (unpatched runs censored). docs/cli.md, \"compare\", gives the methods.\n"
    "\n"
    "Exit codes: 0 ok, 1 nothing to compare or cannot write FILE, 2 usage error, 4 no such\n"
    "campaign, baseline (the valid labels are listed) or database.\n",
    RunCompare};

}  // namespace aprgrid::cli
