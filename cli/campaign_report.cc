#include "cli/campaign_report.h"

#include "cli/crf_report.h"
#include "cli/results_query.h"
#include "common/status_macros.h"

namespace aprgrid::cli {

absl::Status WriteCampaignReport(const std::string& db_path, const std::string& campaign_id,
                                 const std::string& title, bool json, std::ostream& out) {
  ASSIGN_OR_RETURN(QueryRows repair, ReportRows(db_path, campaign_id));
  ASSIGN_OR_RETURN(CrfReport crf, ReadCrfReport(db_path, campaign_id));
  if (json) {
    WriteJsonLines(repair, out);
    WriteCrfJsonLines(crf, out);
    return absl::OkStatus();
  }
  out << "campaign " << title << " (" << campaign_id << ")\n";
  if (!repair.rows.empty() || crf.attempts == 0) WriteReport(repair, out);
  WriteCrfTables(crf, out);
  return absl::OkStatus();
}

}  // namespace aprgrid::cli
