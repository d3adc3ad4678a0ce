#include "cli/configuration_summary.h"

#include <algorithm>
#include <map>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/stats/bootstrap.h"

namespace aprgrid::cli {
namespace {

std::optional<double> Median(std::vector<double> values) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

Cell Fixed(std::optional<double> value, const absl::FormatSpec<double>& format) {
  return Cell::Number(value, value ? absl::StrFormat(format, *value) : "");
}

Cell Optional(const std::string& text) { return Cell::Text(text); }

}  // namespace

std::string PercentInterval(const std::optional<stats::Interval>& interval) {
  if (!interval) return "-";
  return absl::StrFormat("[%.1f, %.1f]%%", 100 * interval->low, 100 * interval->high);
}

ConfigurationSummary Summarize(const ConfigurationOutcomes& config) {
  ConfigurationSummary s;
  s.config = &config;
  s.attempts = static_cast<int>(config.attempts.size());
  std::vector<double> variants;
  // Per bug: test-passing variants summed over its finished runs with generations, and those runs.
  std::map<std::string, std::pair<double, double>> passing_by_bug;
  std::map<std::string, bool> bug_patched;
  for (const AttemptOutcome& a : config.attempts) {
    bug_patched[a.bug] = bug_patched[a.bug] || a.patched;
    if (a.failed) ++s.failed;
    if (!a.finished) continue;
    ++s.finished;
    if (a.patched) {
      ++s.patched;
      variants.push_back(a.variants_to_patch);
    }
    if (a.test_passing_variants) {
      auto& [sum, runs] = passing_by_bug[a.bug];
      sum += *a.test_passing_variants;
      runs += 1;
    }
  }
  s.bugs = static_cast<int>(bug_patched.size());
  for (const auto& [bug, patched] : bug_patched) s.bugs_patched += patched ? 1 : 0;
  if (s.finished > 0) s.success_rate = static_cast<double>(s.patched) / s.finished;
  s.success_ci = stats::WilsonInterval(s.patched, s.finished);
  if (!variants.empty()) {
    double total = 0;
    for (double v : variants) total += v;
    s.mean_variants_to_patch = total / variants.size();
    s.median_variants_to_patch = Median(variants);
  }
  std::vector<double> sums, runs;
  double total_sum = 0;
  for (const auto& [bug, sum_runs] : passing_by_bug) {
    sums.push_back(sum_runs.first);
    runs.push_back(sum_runs.second);
    total_sum += sum_runs.first;
    s.test_passing_runs += static_cast<int>(sum_runs.second);
  }
  if (s.test_passing_runs > 0) {
    s.test_passing_variants = total_sum / s.test_passing_runs;
    s.test_passing_ci = stats::BootstrapRatioInterval(sums, runs, stats::kBootstrapResamples,
                                                      stats::kBootstrapSeed);
  }
  return s;
}

ResultTable SummaryTable(const std::vector<ConfigurationSummary>& summaries) {
  ResultTable table;
  table.names = {"configuration",
                 "",
                 "bugs",
                 "bugs_patched",
                 "success_rate",
                 "",
                 "ci_low",
                 "ci_high",
                 "mean_variants_to_patch",
                 "median_variants_to_patch",
                 "attempts",
                 "failed",
                 "attempts_finished",
                 "attempts_patched",
                 "test_passing_variants",
                 "",
                 "test_passing_ci_low",
                 "test_passing_ci_high",
                 "test_passing_runs"};
  table.headings = {"configuration",
                    "bugs patched",
                    "",
                    "",
                    "success",
                    "95% CI",
                    "",
                    "",
                    "avg variants",
                    "median variants",
                    "attempts",
                    "failed",
                    "",
                    "",
                    "test-passing/run",
                    "95% CI (bugs)",
                    "",
                    "",
                    ""};
  for (const ConfigurationSummary& s : summaries) {
    const auto& ci = s.success_ci;
    const auto& tp = s.test_passing_ci;
    table.AddRow(
        s.config->stage,
        {Cell::Text(s.config->label), Cell::Text(absl::StrCat(s.bugs_patched, "/", s.bugs)),
         Cell::Integer(s.bugs), Cell::Integer(s.bugs_patched),
         Cell::Number(s.success_rate,
                      s.success_rate ? absl::StrFormat("%.1f%%", 100 * *s.success_rate) : ""),
         Optional(PercentInterval(ci)), Cell::Number(ci ? std::optional(ci->low) : std::nullopt),
         Cell::Number(ci ? std::optional(ci->high) : std::nullopt),
         Fixed(s.mean_variants_to_patch, "%.1f"), Fixed(s.median_variants_to_patch, "%.1f"),
         Cell::Integer(s.attempts), Cell::Integer(s.failed), Cell::Integer(s.finished),
         Cell::Integer(s.patched), Fixed(s.test_passing_variants, "%.1f"),
         Optional(tp ? absl::StrFormat("[%.1f, %.1f]", tp->low, tp->high) : "-"),
         Cell::Number(tp ? std::optional(tp->low) : std::nullopt),
         Cell::Number(tp ? std::optional(tp->high) : std::nullopt),
         Cell::Integer(s.test_passing_runs)});
  }
  return table;
}

}  // namespace aprgrid::cli
