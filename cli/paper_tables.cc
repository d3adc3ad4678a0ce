#include "cli/paper_tables.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/campaign_outcomes.h"
#include "cli/configuration_summary.h"
#include "cli/results_query.h"
#include "common/stats/wilson.h"
#include "common/status_macros.h"

namespace aprgrid::cli {
namespace {

using Match = std::function<bool(const ConfigurationOutcomes&)>;

struct CellSpec {
  std::string stage;
  Match match;
};

// A layout: row and column labels and the configuration each cell shows.
struct Layout {
  std::string title;
  std::string row_heading;
  std::vector<std::string> rows, columns;
  std::function<std::optional<CellSpec>(size_t row, size_t column)> cell;
};

const std::vector<std::string> kRules = {"PROBABILITY_MATCHING", "UCB", "ADAPTIVE_PURSUIT",
                                         "EPSILON_GREEDY"};
const std::vector<std::string> kRuleNames = {"PM", "UCB", "AP", "e-greedy"};

Match Where(std::map<std::string, std::string> factors, std::optional<double> alpha = {},
            int population = 0) {
  return [=](const ConfigurationOutcomes& c) {
    const std::map<std::string, const std::string*> have = {
        {"strategy", &c.strategy}, {"credit", &c.credit},         {"reward", &c.reward},
        {"arm_set", &c.arm_set},   {"activation", &c.activation}, {"mode", &c.mode}};
    for (const auto& [name, value] : factors) {
      if (*have.at(name) != value) return false;
    }
    if (alpha && (!c.alpha || std::abs(*c.alpha - *alpha) > 1e-9)) return false;
    if (population != 0 && c.population != population) return false;
    return true;
  };
}

Layout TableLayout(int number) {
  Layout t;
  switch (number) {
    case 3:
      t.row_heading = "alpha";
      t.title = "Table III: tuning alpha (5 bugs, recency-weighted credit)";
      t.rows = {"a=0.2", "a=0.4", "a=0.6", "a=0.8", "uniform baseline"};
      t.columns = kRuleNames;
      t.cell = [](size_t r, size_t c) -> std::optional<CellSpec> {
        if (r == 4) {
          if (c > 0) return std::nullopt;
          return CellSpec{"tuning-baseline", Where({{"strategy", "UNIFORM"}})};
        }
        return CellSpec{"tuning", Where({{"strategy", kRules[c]}}, 0.2 * (r + 1))};
      };
      break;
    case 4:
      t.row_heading = "rule";
      t.title = "Table IV: rule x credit (3 arms, raw reward, every generation)";
      t.rows = kRuleNames;
      t.columns = {"average (A)", "recency-weighted (W)"};
      t.cell = [](size_t r, size_t c) -> std::optional<CellSpec> {
        return CellSpec{"rq1-rq2", Where({{"strategy", kRules[r]},
                                          {"credit", c == 0 ? "AVERAGE" : "RECENCY_WEIGHTED"}})};
      };
      break;
    case 5:
      t.row_heading = "configuration";
      t.title = "Table V: uniform baseline; RQ3 epsilon-greedy A with 18 arms";
      t.rows = {"uniform, 3 arms", "uniform, 18 arms", "e-greedy A, 18 arms"};
      t.columns = {"figure"};
      t.cell = [](size_t r, size_t) -> std::optional<CellSpec> {
        if (r == 0) return CellSpec{"rq2-baseline", Where({{"strategy", "UNIFORM"}})};
        return CellSpec{"rq3", Where({{"strategy", r == 1 ? "UNIFORM" : "EPSILON_GREEDY"}})};
      };
      break;
    case 6:
      t.row_heading = "configuration";
      t.title = "Table VI: the bugs every compared configuration patched";
      t.rows = {"uniform", "PM-A", "UCB-A", "AP-W", "e-greedy-A"};
      t.columns = {"figure"};
      t.cell = [](size_t r, size_t) -> std::optional<CellSpec> {
        if (r == 0) return CellSpec{"rq2-baseline", Where({{"strategy", "UNIFORM"}})};
        const char* credit = r == 3 ? "RECENCY_WEIGHTED" : "AVERAGE";
        const size_t rule = r == 1 ? 0 : r == 2 ? 1 : r == 3 ? 2 : 3;
        return CellSpec{"rq1-rq2", Where({{"strategy", kRules[rule]}, {"credit", credit}})};
      };
      break;
    case 7:
      t.row_heading = "arm set";
      t.title = "Table VII: arm sets (5 bugs, e-greedy A)";
      t.rows = {"3 arms", "18 arms", "7 arms"};
      t.columns = {"raw, every gen", "relative, every gen", "raw, every mutation",
                   "raw, 10 pop x 40 gen"};
      t.cell = [](size_t r, size_t c) -> std::optional<CellSpec> {
        const char* arms = r == 0 ? "GENPROG_3" : r == 1 ? "PAR_18" : "GROUPED_7";
        if (c == 2) return CellSpec{"rq4-mini-mutation", Where({{"arm_set", arms}})};
        if (c == 3) return CellSpec{"rq4-mini-10x40", Where({{"arm_set", arms}})};
        return CellSpec{"rq4-mini",
                        Where({{"arm_set", arms}, {"reward", c == 0 ? "RAW" : "RELATIVE"}})};
      };
      break;
    case 8:
      t.row_heading = "reward";
      t.title = "Table VIII: raw vs relative reward (e-greedy A, 7 arms)";
      t.rows = {"raw", "relative"};
      t.columns = {"figure"};
      t.cell = [](size_t r, size_t) -> std::optional<CellSpec> {
        return CellSpec{"rq4", Where({{"reward", r == 0 ? "RAW" : "RELATIVE"}})};
      };
      break;
  }
  return t;
}

const ConfigurationOutcomes* Find(const std::vector<ConfigurationOutcomes>& configs,
                                  const CellSpec& spec) {
  for (const auto& c : configs) {
    if (c.stage == spec.stage && spec.match(c)) return &c;
  }
  return nullptr;
}

// Keeps only the attempts on `bugs`.
ConfigurationOutcomes Restrict(const ConfigurationOutcomes& c, const std::set<std::string>& bugs) {
  ConfigurationOutcomes out = c;
  out.attempts.clear();
  for (const auto& a : c.attempts) {
    if (bugs.count(a.bug)) out.attempts.push_back(a);
  }
  return out;
}

std::string CellText(const ConfigurationSummary& s, bool with_bugs) {
  if (!s.success_rate) return "no finished runs";
  std::string text =
      absl::StrFormat("%.1f%% %s", 100 * *s.success_rate, PercentInterval(s.success_ci));
  if (with_bugs) absl::StrAppend(&text, " / ", s.bugs_patched, " of ", s.bugs);
  auto number = [](const std::optional<double>& v) {
    return v ? absl::StrFormat("%.1f", *v) : std::string("-");
  };
  absl::StrAppend(&text, " / ", number(s.mean_variants_to_patch), " / ",
                  number(s.median_variants_to_patch));
  return text;
}

absl::Status WriteGrid(const std::vector<ConfigurationOutcomes>& configs, int number,
                       const ReportOptions& options, std::ostream& out) {
  const Layout layout = TableLayout(number);
  // Table VI keeps the bugs every cell's configuration patched.
  std::optional<std::set<std::string>> common;
  if (number == 6) {
    for (size_t r = 0; r < layout.rows.size(); ++r) {
      const ConfigurationOutcomes* c = Find(configs, *layout.cell(r, 0));
      std::set<std::string> patched;
      if (c != nullptr) {
        for (const auto& a : c->attempts) {
          if (a.patched) patched.insert(a.bug);
        }
      }
      if (!common) {
        common = patched;
      } else {
        std::set<std::string> both;
        std::set_intersection(common->begin(), common->end(), patched.begin(), patched.end(),
                              std::inserter(both, both.begin()));
        common = both;
      }
    }
  }
  ResultTable grid;
  grid.group_heading = "";
  grid.names.assign(layout.columns.size() + 1, "");
  grid.headings = {layout.row_heading};
  for (const auto& c : layout.columns) grid.headings.push_back(c);
  ResultTable cells;
  cells.group_name = "table";
  cells.names = {"row",
                 "column",
                 "stage",
                 "configuration",
                 "attempts_finished",
                 "success_rate",
                 "ci_low",
                 "ci_high",
                 "bugs",
                 "bugs_patched",
                 "mean_variants_to_patch",
                 "median_variants_to_patch"};
  cells.headings.assign(cells.names.size(), "");
  const std::string group = absl::StrCat(number);
  for (size_t r = 0; r < layout.rows.size(); ++r) {
    std::vector<Cell> row = {Cell::Text(layout.rows[r])};
    for (size_t k = 0; k < layout.columns.size(); ++k) {
      const std::optional<CellSpec> spec = layout.cell(r, k);
      const ConfigurationOutcomes* found = spec ? Find(configs, *spec) : nullptr;
      if (found == nullptr) {
        row.push_back(Cell::Text("-"));
        continue;
      }
      const ConfigurationOutcomes restricted = common ? Restrict(*found, *common) : *found;
      const ConfigurationSummary s = Summarize(restricted);
      row.push_back(Cell::Text(CellText(s, number != 6)));
      const auto& ci = s.success_ci;
      cells.AddRow(
          group,
          {Cell::Text(layout.rows[r]), Cell::Text(layout.columns[k]), Cell::Text(found->stage),
           Cell::Text(found->label), Cell::Integer(s.finished), Cell::Number(s.success_rate),
           Cell::Number(ci ? std::optional(ci->low) : std::nullopt),
           Cell::Number(ci ? std::optional(ci->high) : std::nullopt), Cell::Integer(s.bugs),
           Cell::Integer(s.bugs_patched), Cell::Number(s.mean_variants_to_patch),
           Cell::Number(s.median_variants_to_patch)});
    }
    grid.AddRow(layout.title, std::move(row));
  }
  if (options.format == OutputFormat::kCsv || options.format == OutputFormat::kJson) {
    WriteTable(cells, options.format, out);
    return absl::OkStatus();
  }
  if (options.format == OutputFormat::kText) {
    out << (number == 6
                ? "success% [Wilson 95%] / mean / median variants to patch, on the bugs all "
                  "five patched"
                : "success% [Wilson 95%] / bugs patched / mean / median variants to patch")
        << "\n";
    if (common) out << common->size() << " bugs patched by all five\n";
  }
  WriteTable(grid, options.format, out);
  return absl::OkStatus();
}

// Table IX: held-out quality of patched runs per configuration of rq4 and rq4-rest.
absl::Status WriteQuality(const std::string& db_path, const std::string& campaign_id,
                          const std::vector<ConfigurationOutcomes>& configs,
                          const ReportOptions& options, std::ostream& out) {
  ASSIGN_OR_RETURN(store::SqliteDb db, OpenResultsDb(db_path));
  ASSIGN_OR_RETURN(store::SqliteStatement row,
                   db.Prepare("SELECT attempt_key, CAST(quality_passed AS REAL) / quality_total "
                              "FROM attempts WHERE state = 'done' AND patched = 1 "
                              "AND quality_total > 0 AND attempt_key IN (SELECT attempt_key FROM " +
                              StageLinksTable(db) + " WHERE campaign_id = ?1)"));
  RETURN_IF_ERROR(row.BindAll(campaign_id));
  std::map<std::string, double> quality;
  while (true) {
    ASSIGN_OR_RETURN(bool more, row.Step());
    if (!more) break;
    quality[std::string(row.ColumnText(0))] = row.ColumnDouble(1);
  }
  ResultTable table;
  table.names = {
      "configuration",    "patches",          "min", "mean", "median", "max", "share_100", "",
      "share_100_ci_low", "share_100_ci_high"};
  table.headings = {"configuration", "patches",  "min %",  "mean %", "median %",
                    "max %",         "at 100 %", "95% CI", "",       ""};
  for (const ConfigurationOutcomes& c : configs) {
    if (c.stage != "rq4" && c.stage != "rq4-rest") continue;
    std::vector<double> q;
    for (const auto& a : c.attempts) {
      auto it = quality.find(a.attempt_key);
      if (it != quality.end()) q.push_back(it->second);
    }
    std::sort(q.begin(), q.end());
    const size_t n = q.size();
    std::optional<double> min, mean, median, max, share;
    int perfect = 0;
    for (double v : q) perfect += v == 1.0 ? 1 : 0;
    if (n > 0) {
      double sum = 0;
      for (double v : q) sum += v;
      min = q.front();
      max = q.back();
      mean = sum / n;
      median = n % 2 ? q[n / 2] : (q[n / 2 - 1] + q[n / 2]) / 2;
      share = static_cast<double>(perfect) / n;
    }
    const auto ci = stats::WilsonInterval(perfect, static_cast<int64_t>(n));
    auto pct = [](std::optional<double> v) {
      return Cell::Number(v, v ? absl::StrFormat("%.1f", 100 * *v) : "");
    };
    table.AddRow(c.stage,
                 {Cell::Text(c.label), Cell::Integer(static_cast<int64_t>(n)), pct(min), pct(mean),
                  pct(median), pct(max), pct(share), Cell::Text(PercentInterval(ci)),
                  Cell::Number(ci ? std::optional(ci->low) : std::nullopt),
                  Cell::Number(ci ? std::optional(ci->high) : std::nullopt)});
  }
  if (options.format == OutputFormat::kText) {
    out << "Table IX: patch quality on held-out tests (patched runs with held-out tests)\n";
  }
  if (table.rows.empty() && options.format != OutputFormat::kCsv &&
      options.format != OutputFormat::kJson) {
    out << "(the campaign has no rq4 or rq4-rest stage with patched runs)\n";
  }
  WriteTable(table, options.format, out);
  return absl::OkStatus();
}

}  // namespace

bool IsPaperTable(int number) { return number >= 3 && number <= 9; }

absl::Status WritePaperTable(const std::string& db_path, const std::string& campaign_id, int number,
                             const ReportOptions& options, std::ostream& out) {
  ASSIGN_OR_RETURN(std::vector<ConfigurationOutcomes> configs,
                   ReadCampaignOutcomes(db_path, campaign_id));
  if (number == 9) return WriteQuality(db_path, campaign_id, configs, options, out);
  return WriteGrid(configs, number, options, out);
}

}  // namespace aprgrid::cli
