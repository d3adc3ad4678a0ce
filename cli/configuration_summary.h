// The per-configuration figures of `aprgrid report` (docs/cli.md, "report"):
//   - attempts_finished (state done), attempts_patched, success_rate = patched / finished with its
//     Wilson 95% interval (ci_low, ci_high); no finished attempts: no rate and no interval;
//   - bugs and bugs_patched (bugs with at least one patched run);
//   - mean and median variants to the first patch over patched runs only (as the RL paper);
//   - test_passing_variants: variants that passed the bug-exposing tests per finished run (the
//     RL paper's "more test-passing variants", read as docs/rl-operator-selection.md's choice:
//     generations.variants_passing_negative summed over the run), over finished runs that
//     recorded generations, with a bug-clustered percentile bootstrap 95% interval
//     (common/stats/bootstrap.h's resample count and seed).
#ifndef APRGRID_CLI_CONFIGURATION_SUMMARY_H_
#define APRGRID_CLI_CONFIGURATION_SUMMARY_H_

#include <optional>
#include <vector>

#include "cli/campaign_outcomes.h"
#include "cli/result_table.h"
#include "common/stats/wilson.h"

namespace aprgrid::cli {

struct ConfigurationSummary {
  const ConfigurationOutcomes* config = nullptr;  // Not owned; outlives the summary.
  int attempts = 0;                               // Every attempt the stage names, in any state.
  int finished = 0;
  int failed = 0;
  int patched = 0;
  int bugs = 0;
  int bugs_patched = 0;
  std::optional<double> success_rate;
  std::optional<stats::Interval> success_ci;
  std::optional<double> mean_variants_to_patch;
  std::optional<double> median_variants_to_patch;
  int test_passing_runs = 0;  // Finished runs with generation rows.
  std::optional<double> test_passing_variants;
  std::optional<stats::Interval> test_passing_ci;
};

ConfigurationSummary Summarize(const ConfigurationOutcomes& config);

// One row per summary, grouped by stage; the columns of docs/cli.md, "report".
ResultTable SummaryTable(const std::vector<ConfigurationSummary>& summaries);

// "[4.7, 44.8]%" for a success interval, "-" without one.
std::string PercentInterval(const std::optional<stats::Interval>& interval);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CONFIGURATION_SUMMARY_H_
