#include "cli/campaign_report.h"

#include <cstdlib>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "cli/campaign_outcomes.h"
#include "cli/configuration_summary.h"
#include "cli/crf_report.h"
#include "cli/report/html_report.h"
#include "cli/results_query.h"
#include "common/status_macros.h"

namespace aprgrid::cli {
namespace {

absl::Status CheckStage(const std::string& db_path, const std::string& campaign_id,
                        const std::string& stage) {
  if (stage.empty()) return absl::OkStatus();
  ASSIGN_OR_RETURN(store::SqliteDb db, OpenResultsDb(db_path));
  ASSIGN_OR_RETURN(store::SqliteStatement row,
                   db.Prepare("SELECT 1 FROM stages WHERE campaign_id = ?1 AND stage = ?2"));
  RETURN_IF_ERROR(row.BindAll(campaign_id, stage));
  ASSIGN_OR_RETURN(bool found, row.Step());
  if (!found) return absl::NotFoundError(absl::StrCat("the campaign has no stage \"", stage, "\""));
  return absl::OkStatus();
}

}  // namespace

absl::Status WriteCampaignReport(const std::string& db_path, const std::string& campaign_id,
                                 const std::string& title, const ReportOptions& options,
                                 std::ostream& out) {
  RETURN_IF_ERROR(CheckStage(db_path, campaign_id, options.stage));
  if (options.format == OutputFormat::kHtml) {
    return WriteHtmlReport(db_path, campaign_id, title, options.stage, out);
  }
  ASSIGN_OR_RETURN(std::vector<ConfigurationOutcomes> configs,
                   ReadCampaignOutcomes(db_path, campaign_id));
  std::vector<ConfigurationSummary> summaries;
  for (const ConfigurationOutcomes& c : configs) {
    if (options.stage.empty() || c.stage == options.stage) summaries.push_back(Summarize(c));
  }
  const ResultTable table = SummaryTable(summaries);
  switch (options.format) {
    case OutputFormat::kText: {
      ASSIGN_OR_RETURN(CrfReport crf, ReadCrfReport(db_path, campaign_id));
      out << "campaign " << title << " (" << campaign_id << ")\n";
      if (!summaries.empty() || crf.attempts == 0) WriteTable(table, options.format, out);
      if (summaries.empty() && crf.attempts == 0) out << "(no repair results yet)\n";
      if (options.stage.empty()) WriteCrfTables(crf, out);
      return absl::OkStatus();
    }
    case OutputFormat::kJson: {
      WriteTable(table, options.format, out);
      ASSIGN_OR_RETURN(CrfReport crf, ReadCrfReport(db_path, campaign_id));
      if (options.stage.empty()) WriteCrfJsonLines(crf, out);
      return absl::OkStatus();
    }
    case OutputFormat::kMarkdown:
    case OutputFormat::kLatex:
      if (summaries.empty()) out << "(no repair results yet)\n";
      [[fallthrough]];
    default:
      WriteTable(table, options.format, out);
      return absl::OkStatus();
  }
}

absl::Status WriteCampaignReport(const std::string& db_path, const std::string& campaign_id,
                                 const std::string& title, bool json, std::ostream& out) {
  ReportOptions options;
  options.format = json ? OutputFormat::kJson : OutputFormat::kText;
  return WriteCampaignReport(db_path, campaign_id, title, options, out);
}

std::vector<std::string> ExpandShortOutputFlag(const std::vector<std::string>& args) {
  std::vector<std::string> out;
  bool ended = false;
  for (const std::string& arg : args) {
    if (arg == "--") ended = true;
    out.push_back(!ended && arg == "-o" ? "--output" : arg);
  }
  return out;
}

absl::Status WriteOutputFile(const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << text;
  file.close();
  if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot write ", path));
  return absl::OkStatus();
}

std::string ResultsDbPath(const std::string& flag) {
  if (!flag.empty()) return flag;
  const char* env = std::getenv("APRGRID_DB");
  return env == nullptr ? "" : env;
}

}  // namespace aprgrid::cli
