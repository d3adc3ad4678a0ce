// `aprgrid report --format html`: one self-contained HTML file (inline CSS and SVG, no script,
// nothing fetched) with, for the campaign's repair stages (or one stage):
//   - a forest plot of success rates with Wilson 95% intervals per configuration;
//   - Kaplan-Meier curves of variants to the first patch per strategy (runs without a patch
//     censored at the variants they evaluated);
//   - mean best fitness per generation per strategy (table generations);
//   - arm-selection shares per generation for each rule (table operator_stats: an arm's
//     selections over all selections of the generation, pooled over the rule's runs; the stored
//     `probability` is a score, not a probability, for epsilon-greedy and UCB, so the observed
//     share is what every rule is plotted by);
//   - a bug x configuration heat map of success rates (grey level, the value printed in the cell);
//   - the report's tables, and the CRF tables when the campaign has CRF stages.
// Plots are drawn by svg_writer.h. A run counts once per plot even when several stages name it.
#ifndef APRGRID_CLI_REPORT_HTML_REPORT_H_
#define APRGRID_CLI_REPORT_HTML_REPORT_H_

#include <ostream>
#include <string>

#include "absl/status/status.h"

namespace aprgrid::cli {

// Writes the report of `campaign_id` (named `title`) from `db_path`, restricted to `stage` when
// non-empty.
absl::Status WriteHtmlReport(const std::string& db_path, const std::string& campaign_id,
                             const std::string& title, const std::string& stage, std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_REPORT_HTML_REPORT_H_
