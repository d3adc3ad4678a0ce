// What `aprgrid report` and `aprgrid local` print: per repair stage, the per-configuration table
// of cli/configuration_summary.h, and Tables VII/VIII of every CRF stage, read from the results
// database; or the paper-layout tables of cli/paper_tables.h; or the HTML report. A campaign with
// only CRF stages prints no empty repair table.
#ifndef APRGRID_CLI_CAMPAIGN_REPORT_H_
#define APRGRID_CLI_CAMPAIGN_REPORT_H_

#include <ostream>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "cli/result_table.h"

namespace aprgrid::cli {

struct ReportOptions {
  OutputFormat format = OutputFormat::kText;
  std::string stage;  // Only this stage when non-empty.
};

// Writes the report of `campaign_id` from the database `db_path`, headed by `title`.
// NOT_FOUND when `stage` names no stage of the campaign.
absl::Status WriteCampaignReport(const std::string& db_path, const std::string& campaign_id,
                                 const std::string& title, const ReportOptions& options,
                                 std::ostream& out);

// The text report, or JSON lines when `json` (the configuration rows, then the CRF rows tagged
// "kind":"crf"): what `aprgrid local` prints at the end.
absl::Status WriteCampaignReport(const std::string& db_path, const std::string& campaign_id,
                                 const std::string& title, bool json, std::ostream& out);

// Shared by `report` and `compare`: "-o FILE" is "--output FILE" (FlagParser knows long flags
// only).
std::vector<std::string> ExpandShortOutputFlag(const std::vector<std::string>& args);

// Writes `text` to `path` (replacing it). InvalidArgument naming the file when it cannot.
absl::Status WriteOutputFile(const std::string& path, const std::string& text);

// The results database from --db or $APRGRID_DB; empty if neither.
std::string ResultsDbPath(const std::string& flag);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CAMPAIGN_REPORT_H_
