#include "cli/configuration_comparison.h"

#include <map>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "common/stats/bootstrap.h"
#include "common/stats/holm.h"
#include "common/stats/mcnemar.h"
#include "common/stats/survival.h"
#include "common/stats/vargha_delaney.h"
#include "common/stats/wilcoxon.h"

namespace aprgrid::cli {
namespace {

struct BugRuns {
  int finished = 0;
  int patched = 0;
};

std::map<std::string, BugRuns> ByBug(const ConfigurationOutcomes& config) {
  std::map<std::string, BugRuns> bugs;
  for (const AttemptOutcome& a : config.attempts) {
    if (!a.finished) continue;
    BugRuns& runs = bugs[a.bug];
    ++runs.finished;
    if (a.patched) ++runs.patched;
  }
  return bugs;
}

void Collect(const ConfigurationOutcomes& config, const std::set<std::string>& bugs,
             std::vector<double>* variants, std::vector<stats::SurvivalObservation>* survival) {
  for (const AttemptOutcome& a : config.attempts) {
    if (!a.finished || !bugs.count(a.bug)) continue;
    if (a.patched) variants->push_back(a.variants_to_patch);
    survival->push_back({a.patched ? a.variants_to_patch : a.budget, a.patched});
  }
}

Cell Fixed(std::optional<double> value, const absl::FormatSpec<double>& format, double scale = 1) {
  return Cell::Number(value, value ? absl::StrFormat(format, scale * *value) : "");
}

Cell PValue(std::optional<double> p) {
  if (!p) return Cell::Number(std::nullopt);
  return Cell::Number(p, *p < 0.0001 ? std::string("<0.0001") : absl::StrFormat("%.4f", *p));
}

}  // namespace

Comparison Compare(const ConfigurationOutcomes& baseline, const ConfigurationOutcomes& config) {
  Comparison c;
  c.baseline = &baseline;
  c.config = &config;
  const std::map<std::string, BugRuns> base_bugs = ByBug(baseline);
  const std::map<std::string, BugRuns> config_bugs = ByBug(config);
  std::vector<double> base_rates, config_rates, diffs;
  std::set<std::string> paired;
  for (const auto& [bug, base] : base_bugs) {
    auto it = config_bugs.find(bug);
    if (it == config_bugs.end()) continue;
    paired.insert(bug);
    const double b = static_cast<double>(base.patched) / base.finished;
    const double x = static_cast<double>(it->second.patched) / it->second.finished;
    base_rates.push_back(b);
    config_rates.push_back(x);
    diffs.push_back(x - b);
    if (base.patched > 0 && it->second.patched == 0) ++c.bugs_only_baseline;
    if (base.patched == 0 && it->second.patched > 0) ++c.bugs_only_config;
  }
  c.bugs_paired = static_cast<int>(paired.size());
  if (paired.empty()) return c;
  double base_sum = 0, config_sum = 0;
  for (size_t i = 0; i < diffs.size(); ++i) {
    base_sum += base_rates[i];
    config_sum += config_rates[i];
  }
  c.baseline_rate = base_sum / diffs.size();
  c.config_rate = config_sum / diffs.size();
  c.diff = *c.config_rate - *c.baseline_rate;
  c.diff_ci =
      stats::BootstrapMeanInterval(diffs, stats::kBootstrapResamples, stats::kBootstrapSeed);
  const stats::WilcoxonResult wilcoxon = stats::WilcoxonSignedRank(config_rates, base_rates);
  c.p_value = wilcoxon.p_value;
  c.wilcoxon_exact = wilcoxon.exact;
  c.p_mcnemar = stats::ExactMcNemarP(c.bugs_only_baseline, c.bugs_only_config);
  std::vector<double> base_variants, config_variants;
  std::vector<stats::SurvivalObservation> base_survival, config_survival;
  Collect(baseline, paired, &base_variants, &base_survival);
  Collect(config, paired, &config_variants, &config_survival);
  c.a12 = stats::VarghaDelaneyA12(config_variants, base_variants);
  c.p_logrank = stats::LogRank(config_survival, base_survival).p_value;
  return c;
}

absl::StatusOr<std::vector<Comparison>> CompareAgainst(
    const std::vector<ConfigurationOutcomes>& configs, const std::string& baseline_label,
    const std::string& stage) {
  std::map<std::string, const ConfigurationOutcomes*> baselines;  // By stage.
  const ConfigurationOutcomes* first_baseline = nullptr;  // In the first stage that has one.
  std::set<std::string> labels;
  for (const ConfigurationOutcomes& c : configs) {
    labels.insert(c.label);
    if (c.label != baseline_label) continue;
    baselines[c.stage] = &c;
    if (first_baseline == nullptr) first_baseline = &c;
  }
  if (first_baseline == nullptr) {
    return absl::NotFoundError(absl::StrCat(
        "no configuration \"", baseline_label, "\"",
        labels.empty() ? "; there are no repair configurations"
                       : "; valid labels: \"" + absl::StrJoin(labels, "\", \"") + "\""));
  }
  std::vector<Comparison> comparisons;
  for (const ConfigurationOutcomes& c : configs) {
    if (!stage.empty() && c.stage != stage) continue;
    auto it = baselines.find(c.stage);
    const ConfigurationOutcomes* baseline = it == baselines.end() ? first_baseline : it->second;
    if (baseline == &c) continue;
    comparisons.push_back(Compare(*baseline, c));
  }
  if (comparisons.empty()) {
    return absl::FailedPreconditionError(absl::StrCat("nothing to compare: \"", baseline_label,
                                                      "\" is the only configuration",
                                                      stage.empty() ? "" : " of stage " + stage));
  }
  std::vector<double> p_values;
  std::vector<size_t> tested;
  for (size_t i = 0; i < comparisons.size(); ++i) {
    if (!comparisons[i].p_value) continue;
    p_values.push_back(*comparisons[i].p_value);
    tested.push_back(i);
  }
  const std::vector<double> holm = stats::HolmAdjust(p_values);
  for (size_t k = 0; k < tested.size(); ++k) comparisons[tested[k]].p_holm = holm[k];
  return comparisons;
}

ResultTable ComparisonTable(const std::vector<Comparison>& comparisons) {
  ResultTable table;
  table.names = {"configuration",
                 "baseline",
                 "bugs_paired",
                 "success_rate",
                 "baseline_success_rate",
                 "diff",
                 "",
                 "diff_ci_low",
                 "diff_ci_high",
                 "p_value",
                 "p_holm",
                 "wilcoxon_method",
                 "bugs_only_config",
                 "bugs_only_baseline",
                 "p_mcnemar",
                 "a12",
                 "p_logrank"};
  table.headings = {"configuration",
                    "",
                    "bugs",
                    "success",
                    "baseline",
                    "diff",
                    "95% CI (bugs)",
                    "",
                    "",
                    "p (Wilcoxon)",
                    "p (Holm)",
                    "",
                    "only it",
                    "only base",
                    "p (McNemar)",
                    "A12 variants",
                    "p (log-rank)"};
  for (const Comparison& c : comparisons) {
    const auto& ci = c.diff_ci;
    table.AddRow(
        c.config->stage,
        {Cell::Text(c.config->label), Cell::Text(c.baseline->label), Cell::Integer(c.bugs_paired),
         Fixed(c.config_rate, "%.1f%%", 100), Fixed(c.baseline_rate, "%.1f%%", 100),
         Fixed(c.diff, "%+.1f pt", 100),
         Cell::Text(ci ? absl::StrFormat("[%+.1f, %+.1f]", 100 * ci->low, 100 * ci->high) : "-"),
         Cell::Number(ci ? std::optional(ci->low) : std::nullopt),
         Cell::Number(ci ? std::optional(ci->high) : std::nullopt), PValue(c.p_value),
         PValue(c.p_holm), Cell::Text(c.p_value ? (c.wilcoxon_exact ? "exact" : "normal") : ""),
         Cell::Integer(c.bugs_only_config), Cell::Integer(c.bugs_only_baseline),
         PValue(c.p_mcnemar), Fixed(c.a12, "%.3f"), PValue(c.p_logrank)});
  }
  return table;
}

}  // namespace aprgrid::cli
