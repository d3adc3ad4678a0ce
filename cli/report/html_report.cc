#include "cli/report/html_report.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/campaign_outcomes.h"
#include "cli/configuration_summary.h"
#include "cli/crf_report.h"
#include "cli/report/svg_writer.h"
#include "cli/result_table.h"
#include "cli/results_query.h"
#include "common/stats/survival.h"
#include "common/status_macros.h"

namespace aprgrid::cli {
namespace {

constexpr char kStyle[] = R"css(
body { font-family: sans-serif; margin: 1.5em; color: #000; background: #fff; max-width: 1100px; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
p.note { font-size: 0.9em; color: #333; max-width: 60em; }
svg.plot { display: block; margin: 0.5em 0; font-size: 11px; }
svg.plot text { fill: #000; }
table { border-collapse: collapse; margin: 0.6em 0 1.2em; font-size: 0.85em; }
caption { text-align: left; font-weight: bold; padding: 0.2em 0; }
th, td { border: 1px solid #999; padding: 0.2em 0.5em; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
thead th { background: #eee; }
pre { font-size: 0.8em; }
)css";

// Rows of the campaign's runs, each once; `stage` restricts when non-empty. Constant SQL with
// bound parameters; %s is the stage-links table name.
constexpr char kFitnessSql[] = R"sql(
SELECT a.strategy, g.generation, AVG(g.best_fitness), COUNT(*)
FROM (SELECT DISTINCT attempt_key FROM %s WHERE campaign_id = ?1 AND (?2 = '' OR stage = ?2)) l
JOIN attempts a ON a.attempt_key = l.attempt_key
JOIN generations g ON g.attempt_key = a.attempt_key AND g.epoch = a.epoch
WHERE a.kind = 'repair' AND a.state = 'done'
GROUP BY a.strategy, g.generation ORDER BY a.strategy, g.generation
)sql";

constexpr char kArmSql[] = R"sql(
SELECT a.strategy, o.generation, o.arm, SUM(o.selections), a.arm_set
FROM (SELECT DISTINCT attempt_key FROM %s WHERE campaign_id = ?1 AND (?2 = '' OR stage = ?2)) l
JOIN attempts a ON a.attempt_key = l.attempt_key
JOIN operator_stats o ON o.attempt_key = a.attempt_key AND o.epoch = a.epoch
WHERE a.kind = 'repair' AND a.state = 'done'
GROUP BY a.strategy, a.arm_set, o.generation, o.arm
ORDER BY a.strategy, a.arm_set, o.arm, o.generation
)sql";

using Series = std::map<std::string, std::vector<std::pair<double, double>>>;

std::string Strategy(const std::string& s) { return s.empty() ? "(none)" : s; }

std::string Section(const std::string& title, const std::string& note, const std::string& body) {
  return absl::StrCat("<section>\n<h2>", HtmlEscape(title), "</h2>\n<p class=\"note\">",
                      HtmlEscape(note), "</p>\n", body, "</section>\n");
}

std::string Empty(const std::string& what) {
  return absl::StrCat("<p class=\"empty\">No ", HtmlEscape(what), " recorded.</p>\n");
}

std::string ForestPlot(const std::vector<ConfigurationSummary>& summaries, bool stage_prefix) {
  std::vector<std::string> labels;
  size_t longest = 0;
  for (const auto& s : summaries) {
    labels.push_back(stage_prefix ? absl::StrCat(s.config->stage, ": ", s.config->label)
                                  : s.config->label);
    longest = std::max(longest, labels.back().size());
  }
  const double row = 22, label_width = 12 + 6.2 * longest;
  const double width = std::max(900.0, label_width + 480);
  SvgWriter svg(width, 60 + row * summaries.size(), "Success rate per configuration");
  // The plot's frame sits right of the labels: draw into a sub-area by offsetting x.
  Plot plot(svg, -label_width / (width - label_width - 80) * 100, 100, 0,
            static_cast<double>(summaries.size()));
  const double x0 = plot.X(0);
  for (double t : NiceTicks(0, 100, 10)) {
    svg.Line(plot.X(t), plot.top(), plot.X(t), plot.bottom(), "stroke:#ccc;stroke-width:0.6");
    svg.Text(plot.X(t), plot.bottom() + 16, absl::StrFormat("%g", t), "middle");
  }
  svg.Rect(x0, plot.top(), plot.right() - x0, plot.bottom() - plot.top(),
           "fill:none;stroke:#000;stroke-width:1");
  svg.Text((x0 + plot.right()) / 2, svg.height() - 8,
           "success rate (% of finished runs), point and Wilson 95% interval", "middle");
  for (size_t i = 0; i < summaries.size(); ++i) {
    const double y = plot.Y(summaries.size() - i - 0.5);
    svg.Text(x0 - 8, y + 4, labels[i], "end");
    const ConfigurationSummary& s = summaries[i];
    if (!s.success_rate || !s.success_ci) {
      svg.Text(x0 + 6, y + 4, "no finished runs", "start", 0, "font-style:italic");
      continue;
    }
    const double lo = plot.X(100 * s.success_ci->low), hi = plot.X(100 * s.success_ci->high);
    svg.Line(lo, y, hi, y, "stroke:#000;stroke-width:1.5");
    svg.Line(lo, y - 5, lo, y + 5, "stroke:#000;stroke-width:1.5");
    svg.Line(hi, y - 5, hi, y + 5, "stroke:#000;stroke-width:1.5");
    svg.Marker(1, plot.X(100 * *s.success_rate), y, 8, "fill:#000;stroke:#000");
  }
  return absl::StrCat("<figure id=\"forest\">\n", svg.Finish(), "</figure>\n");
}

std::string LinePlot(const std::string& id, const std::string& title, const Series& series,
                     const std::string& x_label, const std::string& y_label, double y_min,
                     std::optional<double> y_max, bool steps, bool legend_bottom = false) {
  if (series.empty()) return Empty(title);
  double x_max = 0, y_top = y_min + 1e-9;
  for (const auto& [name, points] : series) {
    for (const auto& [x, y] : points) {
      if (std::isfinite(x)) x_max = std::max(x_max, x);
      if (std::isfinite(y)) y_top = std::max(y_top, y);
    }
  }
  SvgWriter svg(900, 380, title);
  Plot plot(svg, 0, x_max > 0 ? x_max : 1, y_min, y_max.value_or(y_top * 1.05));
  plot.Axes(x_label, y_label);
  std::vector<std::string> names;
  int i = 0;
  for (const auto& [name, points] : series) {
    std::vector<std::pair<double, double>> mapped;
    for (size_t k = 0; k < points.size(); ++k) {
      if (steps && k > 0) mapped.push_back({plot.X(points[k].first), plot.Y(points[k - 1].second)});
      mapped.push_back({plot.X(points[k].first), plot.Y(points[k].second)});
    }
    svg.Polyline(mapped, SeriesStroke(i));
    // Markers at a few points so series differ by shape too.
    const size_t every = std::max<size_t>(1, points.size() / 8);
    for (size_t k = 0; k < points.size(); k += every) {
      svg.Marker(i, plot.X(points[k].first), plot.Y(points[k].second), 6,
                 "fill:#fff;stroke:#000;stroke-width:1");
    }
    names.push_back(name);
    ++i;
  }
  plot.Legend(names, /*markers=*/true, legend_bottom);
  return absl::StrCat("<figure id=\"", id, "\">\n", svg.Finish(), "</figure>\n");
}

Series KaplanMeierSeries(const std::vector<ConfigurationOutcomes>& configs) {
  std::map<std::string, std::vector<stats::SurvivalObservation>> by_strategy;
  std::set<std::string> seen;
  double horizon = 0;
  for (const ConfigurationOutcomes& c : configs) {
    for (const AttemptOutcome& a : c.attempts) {
      if (!a.finished || !seen.insert(a.attempt_key).second) continue;
      const double t = a.patched ? a.variants_to_patch : a.budget;
      horizon = std::max(horizon, t);
      by_strategy[Strategy(c.strategy)].push_back({t, a.patched});
    }
  }
  Series series;
  for (const auto& [strategy, observations] : by_strategy) {
    auto& points = series[strategy];
    points.push_back({0, 100});
    double last = 100;
    for (const stats::KaplanMeierStep& step : stats::KaplanMeier(observations)) {
      last = 100 * step.survival;
      points.push_back({step.time, last});
    }
    points.push_back({horizon, last});
  }
  return series;
}

absl::StatusOr<Series> FitnessSeries(store::SqliteDb& db, const std::string& campaign_id,
                                     const std::string& stage) {
  ASSIGN_OR_RETURN(store::SqliteStatement row,
                   db.Prepare(absl::StrFormat(kFitnessSql, StageLinksTable(db))));
  RETURN_IF_ERROR(row.BindAll(campaign_id, stage));
  Series series;
  while (true) {
    ASSIGN_OR_RETURN(bool more, row.Step());
    if (!more) break;
    const std::string strategy =
        Strategy(row.ColumnIsNull(0) ? "" : std::string(row.ColumnText(0)));
    series[strategy].push_back({row.ColumnDouble(1), row.ColumnDouble(2)});
  }
  return series;
}

// Per "STRATEGY-ARM_SET": per arm, the share of the generation's selections (in %).
absl::StatusOr<std::map<std::string, Series>> ArmShares(store::SqliteDb& db,
                                                        const std::string& campaign_id,
                                                        const std::string& stage) {
  ASSIGN_OR_RETURN(store::SqliteStatement row,
                   db.Prepare(absl::StrFormat(kArmSql, StageLinksTable(db))));
  RETURN_IF_ERROR(row.BindAll(campaign_id, stage));
  std::map<std::string, std::map<std::string, std::map<int64_t, double>>> counts;
  std::map<std::string, std::map<int64_t, double>> totals;
  while (true) {
    ASSIGN_OR_RETURN(bool more, row.Step());
    if (!more) break;
    // One plot per rule and arm set: shares of different arm sets do not mix.
    const std::string strategy =
        absl::StrCat(Strategy(row.ColumnIsNull(0) ? "" : std::string(row.ColumnText(0))), "-",
                     row.ColumnIsNull(4) ? "" : std::string(row.ColumnText(4)));
    const int64_t generation = row.ColumnInt(1);
    const double selections = row.ColumnDouble(3);
    counts[strategy][std::string(row.ColumnText(2))][generation] += selections;
    totals[strategy][generation] += selections;
  }
  std::map<std::string, Series> shares;
  for (const auto& [strategy, arms] : counts) {
    for (const auto& [arm, by_generation] : arms) {
      auto& points = shares[strategy][arm];
      for (const auto& [generation, n] : by_generation) {
        const double total = totals[strategy][generation];
        if (total > 0) points.push_back({static_cast<double>(generation), 100 * n / total});
      }
    }
  }
  return shares;
}

std::string HeatMap(const std::vector<ConfigurationOutcomes>& configs, bool stage_prefix) {
  std::set<std::string> bug_set;
  for (const auto& c : configs) {
    for (const auto& a : c.attempts) bug_set.insert(a.bug);
  }
  if (bug_set.empty() || configs.empty()) return Empty("repair runs");
  const std::vector<std::string> bugs(bug_set.begin(), bug_set.end());
  size_t longest_bug = 0;
  for (const auto& b : bugs) longest_bug = std::max(longest_bug, b.size());
  const double cell_w = 34, cell_h = 18, left = 14 + 6.2 * longest_bug, top = 16;
  // Configurations are numbered along x; the key below the map names them.
  SvgWriter svg(left + cell_w * configs.size() + 20, top + cell_h * bugs.size() + 44,
                "Success rate per bug and configuration");
  for (size_t j = 0; j < configs.size(); ++j) {
    svg.Text(left + cell_w * (j + 0.5), top - 4, absl::StrCat(j + 1), "middle");
  }
  for (size_t i = 0; i < bugs.size(); ++i) {
    const double y = top + cell_h * i;
    svg.Text(left - 6, y + cell_h - 5, bugs[i], "end");
    for (size_t j = 0; j < configs.size(); ++j) {
      int finished = 0, patched = 0;
      for (const auto& a : configs[j].attempts) {
        if (a.bug != bugs[i] || !a.finished) continue;
        ++finished;
        patched += a.patched ? 1 : 0;
      }
      const double x = left + cell_w * j;
      if (finished == 0) {
        svg.Rect(x, y, cell_w, cell_h, "fill:#fff;stroke:#999;stroke-width:0.5");
        svg.Text(x + cell_w / 2, y + cell_h - 5, "-", "middle");
        continue;
      }
      const double rate = static_cast<double>(patched) / finished;
      const int grey = static_cast<int>(std::lround(255 - 200 * rate));
      svg.Rect(
          x, y, cell_w, cell_h,
          absl::StrFormat("fill:rgb(%d,%d,%d);stroke:#999;stroke-width:0.5", grey, grey, grey));
      svg.Text(x + cell_w / 2, y + cell_h - 5, absl::StrFormat("%.0f", 100 * rate), "middle", 0,
               rate > 0.6 ? "fill:#fff" : "");
    }
  }
  svg.Text(left, svg.height() - 18,
           "cells: success rate in % of the bug's finished runs (darker = higher; - = none)");
  svg.Text(left, svg.height() - 4, "columns: configurations numbered as in the key below");
  std::string key = "<ol class=\"key\">\n";
  for (const auto& c : configs) {
    absl::StrAppend(&key, "<li>", HtmlEscape(stage_prefix ? c.stage + ": " + c.label : c.label),
                    "</li>\n");
  }
  absl::StrAppend(&key, "</ol>\n");
  return absl::StrCat("<figure id=\"heatmap\">\n", svg.Finish(), "</figure>\n", key);
}

}  // namespace

absl::Status WriteHtmlReport(const std::string& db_path, const std::string& campaign_id,
                             const std::string& title, const std::string& stage,
                             std::ostream& out) {
  ASSIGN_OR_RETURN(std::vector<ConfigurationOutcomes> all,
                   ReadCampaignOutcomes(db_path, campaign_id));
  std::vector<ConfigurationOutcomes> configs;
  for (auto& c : all) {
    if (stage.empty() || c.stage == stage) configs.push_back(std::move(c));
  }
  std::vector<ConfigurationSummary> summaries;
  std::set<std::string> stages;
  for (const auto& c : configs) {
    summaries.push_back(Summarize(c));
    stages.insert(c.stage);
  }
  const bool prefix = stages.size() > 1;
  ASSIGN_OR_RETURN(store::SqliteDb db, OpenResultsDb(db_path));
  ASSIGN_OR_RETURN(Series fitness, FitnessSeries(db, campaign_id, stage));
  ASSIGN_OR_RETURN(auto arm_shares, ArmShares(db, campaign_id, stage));
  ASSIGN_OR_RETURN(CrfReport crf, ReadCrfReport(db_path, campaign_id));

  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      << "<title>aprgrid report: " << HtmlEscape(title) << "</title>\n<style>" << kStyle
      << "</style>\n</head>\n<body>\n<h1>aprgrid report: campaign " << HtmlEscape(title) << " ("
      << HtmlEscape(campaign_id) << ")" << (stage.empty() ? "" : ", stage " + HtmlEscape(stage))
      << "</h1>\n";
  if (configs.empty()) out << Empty("repair configurations");
  if (!configs.empty()) {
    out << Section("Success rate per configuration",
                   "Share of finished runs (bug x seed) that found a test-suite-adequate patch, "
                   "with the Wilson 95% score interval.",
                   ForestPlot(summaries, prefix));
    out << Section("Variants to the first patch (Kaplan-Meier)",
                   "Share of runs still without a patch after x variants, per strategy; runs that "
                   "never patch are censored at the variants they evaluated.",
                   LinePlot("km", "Kaplan-Meier: runs without a patch", KaplanMeierSeries(configs),
                            "variants evaluated (count)", "runs without a patch (%)", 0, 100, true,
                            /*legend_bottom=*/true));
    out << Section(
        "Mean best fitness per generation",
        "Best fitness of the generation's variants, averaged over the strategy's "
        "finished runs (generation 0 is the initial population).",
        LinePlot("fitness", "Mean best fitness per generation", fitness, "generation (count)",
                 "mean best fitness (weighted tests passed)", 0, std::nullopt, false,
                 /*legend_bottom=*/true));
    std::string arms;
    for (const auto& [strategy, series] : arm_shares) {
      absl::StrAppend(&arms, "<h3>", HtmlEscape(strategy), " (rule-arm set)</h3>\n",
                      LinePlot("arms-" + strategy, "Arm selection share: " + strategy, series,
                               "generation (count)", "share of selections (%)", 0, 100, false));
    }
    out << Section("Arm selection per generation, per rule",
                   "Each arm's share of the rule's operator selections in that generation, pooled "
                   "over its finished runs with that arm set (table operator_stats).",
                   arms.empty() ? Empty("operator statistics") : arms);
    out << Section("Success rate per bug and configuration", "", HeatMap(configs, prefix));
    std::ostringstream table;
    WriteTable(SummaryTable(summaries), OutputFormat::kHtml, table);
    out << Section("Tables",
                   "Per configuration; variants to patch over patched runs only. Test-passing "
                   "variants: variants passing the bug-exposing tests per finished run, with a "
                   "bug-clustered bootstrap 95% interval.",
                   table.str());
  }
  if (crf.attempts > 0) {
    std::ostringstream text;
    WriteCrfTables(crf, text);
    out << Section("CRF tables", "Tables VII (top-1) and VIII (top-3).",
                   "<pre>" + HtmlEscape(text.str()) + "</pre>\n");
  }
  out << "</body>\n</html>\n";
  return absl::OkStatus();
}

}  // namespace aprgrid::cli
