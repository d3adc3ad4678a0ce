// The paired comparisons of `aprgrid compare` (docs/cli.md, "compare"): each configuration of a
// stage against the baseline configuration of the same stage, paired by bug (the seeds of one
// bug are not independent, so the bug is the unit). Only bugs with finished runs in both
// configurations are paired. Per comparison:
//   - diff: mean over paired bugs of (config's success rate - baseline's) on that bug, with a
//     bug-clustered percentile bootstrap 95% interval (common/stats/bootstrap.h: 10,000
//     resamples, fixed seed);
//   - p_value: Wilcoxon signed-rank over the per-bug success rates (common/stats/wilcoxon.h);
//     p_holm: Holm-adjusted over every comparison of the call;
//   - p_mcnemar: exact McNemar on "bug patched at least once" (bugs_only_config against
//     bugs_only_baseline);
//   - a12: Vargha-Delaney A12 of variants to patch, config over baseline, successful runs of the
//     paired bugs (below 0.5: the configuration tends to need fewer variants);
//   - p_logrank: log-rank test of variants to the first patch, runs without one censored at the
//     variants they evaluated.
// A figure that cannot be computed (no paired bug, no successful run) is absent, never NaN.
#ifndef APRGRID_CLI_CONFIGURATION_COMPARISON_H_
#define APRGRID_CLI_CONFIGURATION_COMPARISON_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cli/campaign_outcomes.h"
#include "cli/result_table.h"
#include "common/stats/wilson.h"

namespace aprgrid::cli {

struct Comparison {
  const ConfigurationOutcomes* baseline = nullptr;  // Not owned.
  const ConfigurationOutcomes* config = nullptr;    // Not owned.
  int bugs_paired = 0;
  std::optional<double> baseline_rate;  // Mean per-bug success rate over the paired bugs.
  std::optional<double> config_rate;
  std::optional<double> diff;
  std::optional<stats::Interval> diff_ci;
  std::optional<double> p_value;  // Wilcoxon.
  bool wilcoxon_exact = false;
  std::optional<double> p_holm;
  int bugs_only_baseline = 0;
  int bugs_only_config = 0;
  std::optional<double> p_mcnemar;
  std::optional<double> a12;
  std::optional<double> p_logrank;
};

// Compares `config` with `baseline` (same stage). p_holm is left unset.
Comparison Compare(const ConfigurationOutcomes& baseline, const ConfigurationOutcomes& config);

// Every configuration (of `stage` only, when non-empty) against the configuration labelled
// `baseline_label`: its own stage's when that stage has one, else the first stage's that has it
// (stages of one campaign run the same bugs and seeds, and attempts are paired by bug), with
// p_holm set over all of them. NOT_FOUND listing the valid labels when no stage has the
// baseline; FAILED_PRECONDITION "nothing to compare" when there is no other configuration.
absl::StatusOr<std::vector<Comparison>> CompareAgainst(
    const std::vector<ConfigurationOutcomes>& configs, const std::string& baseline_label,
    const std::string& stage);

ResultTable ComparisonTable(const std::vector<Comparison>& comparisons);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CONFIGURATION_COMPARISON_H_
