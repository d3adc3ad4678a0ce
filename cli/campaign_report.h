// What `aprgrid report` and `aprgrid local` print at the end: the paper-style table of every
// repair stage (view repair_configs) and Tables VII/VIII of every CRF stage, read from the results
// database. A campaign with only CRF stages prints no empty repair table.
#ifndef APRGRID_CLI_CAMPAIGN_REPORT_H_
#define APRGRID_CLI_CAMPAIGN_REPORT_H_

#include <ostream>
#include <string>

#include "absl/status/status.h"

namespace aprgrid::cli {

// Writes the report of `campaign_id` from the database `db_path`, headed by `title` (as tables),
// or as JSON lines when `json` (the view's rows, then the CRF rows tagged "kind":"crf").
absl::Status WriteCampaignReport(const std::string& db_path, const std::string& campaign_id,
                                 const std::string& title, bool json, std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CAMPAIGN_REPORT_H_
