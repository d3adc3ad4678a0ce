#include "cli/crf_report.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "aprgrid/v1/campaign.pb.h"
#include "cli/results_query.h"
#include "common/json_text.h"
#include "common/stats/wilson.h"
#include "common/status_macros.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::cli {
namespace {

constexpr char kHistory[] = "HISTORY";

// The paper's Tables VII and VIII (docs/crf-transform-prediction.md, section 8), columns History,
// q=0.0, q=0.5, q=1.0 (full model), O only and I only (q = 0.5); NMT and the partial-data columns
// have no aprgrid counterpart. Rows in the order of those tables, which is also the order of the
// report.
struct PaperRow {
  const char* name;
  std::array<double, 6> top1;
  std::array<double, 6> top3;
};
constexpr PaperRow kPaper[] = {
    {"Wrap-Meth", {0.00, 0.06, 0.06, 0.03, 0.01, 0.03}, {0.00, 0.29, 0.28, 0.23, 0.06, 0.23}},
    {"Unwrap-Meth", {0.00, 0.08, 0.08, 0.06, 0.03, 0.01}, {0.00, 0.23, 0.26, 0.17, 0.05, 0.04}},
    {"Var-RW-Var", {0.09, 0.31, 0.30, 0.27, 0.13, 0.27}, {0.32, 0.58, 0.60, 0.57, 0.31, 0.50}},
    {"Var-RW-Meth", {0.00, 0.13, 0.15, 0.11, 0.00, 0.16}, {0.00, 0.41, 0.44, 0.38, 0.15, 0.34}},
    {"Meth-RW-Var", {0.00, 0.06, 0.06, 0.03, 0.02, 0.04}, {0.00, 0.30, 0.30, 0.23, 0.04, 0.20}},
    {"Meth-RW-Meth", {0.52, 0.57, 0.58, 0.53, 0.25, 0.53}, {0.89, 0.84, 0.83, 0.79, 0.64, 0.75}},
    {"BinOper-Rep", {0.01, 0.24, 0.23, 0.15, 0.01, 0.09}, {0.14, 0.65, 0.65, 0.59, 0.05, 0.60}},
    {"Constant-Rep", {0.77, 0.76, 0.76, 0.67, 0.51, 0.75}, {0.93, 0.90, 0.89, 0.87, 0.78, 0.80}},
    {"LogExp-Exp", {0.47, 0.93, 0.92, 0.72, 0.38, 0.91}, {0.96, 0.98, 0.98, 0.91, 0.78, 0.93}},
    {"LogExp-Red", {0.00, 0.10, 0.10, 0.11, 0.02, 0.08}, {0.00, 0.85, 0.81, 0.58, 0.05, 0.70}},
    {"Wrap-IF-N", {0.00, 0.28, 0.27, 0.12, 0.13, 0.09}, {0.19, 0.59, 0.56, 0.39, 0.43, 0.31}},
    {"Wrap-IF-O", {0.05, 0.15, 0.15, 0.08, 0.11, 0.09}, {0.59, 0.58, 0.54, 0.32, 0.46, 0.42}},
    {"Wrap-IFELSE-N", {0.00, 0.05, 0.05, 0.03, 0.02, 0.00}, {0.00, 0.14, 0.14, 0.08, 0.07, 0.05}},
    {"Wrap-IFELSE-O", {0.00, 0.05, 0.05, 0.02, 0.02, 0.01}, {0.01, 0.21, 0.19, 0.13, 0.10, 0.04}},
    {"Unwrap-IF", {0.01, 0.21, 0.20, 0.13, 0.83, 0.18}, {0.93, 0.85, 0.81, 0.54, 0.93, 0.68}},
    {"Wrap-TRY", {0.00, 0.13, 0.12, 0.05, 0.04, 0.00}, {0.00, 0.26, 0.26, 0.16, 0.13, 0.01}},
    {"average", {0.12, 0.26, 0.26, 0.19, 0.15, 0.20}, {0.31, 0.54, 0.53, 0.43, 0.32, 0.41}},
    {"multiple", {0.00, 0.11, 0.19, 0.28, 0.04, 0.15}, {0.00, 0.21, 0.41, 0.48, 0.16, 0.33}},
};
constexpr int kNumPaperTransforms = 16;

std::optional<int> PaperColumn(const std::string& features, double q) {
  if (features == kHistory) return 0;
  if (features == "FULL") {
    if (q == 0.0) return 1;
    if (q == 0.5) return 2;
    if (q == 1.0) return 3;
  }
  if (q == 0.5 && features == "OBSERVATION_ONLY") return 4;
  if (q == 0.5 && features == "INDICATOR_ONLY") return 5;
  return std::nullopt;
}

int FeatureOrder(const std::string& features) {
  if (features == kHistory) return 0;
  if (features == "FULL") return 1;
  if (features == "OBSERVATION_ONLY") return 2;
  if (features == "INDICATOR_ONLY") return 3;
  return 4;
}

std::string ColumnTitle(const CrfColumn& c) {
  if (c.features == kHistory) return "history";
  std::string model = c.features == "FULL"               ? "full"
                      : c.features == "OBSERVATION_ONLY" ? "O only"
                      : c.features == "INDICATOR_ONLY"   ? "I only"
                                                         : c.features;
  return absl::StrFormat("%s q=%g", model, c.q);
}

// The row labels of a table: the 16 transforms, then the two summary rows.
std::vector<std::string> RowNames() {
  std::vector<std::string> names;
  for (const PaperRow& row : kPaper) names.push_back(row.name);
  return names;
}

// The pooled "average" row: the unweighted mean over transforms that have test samples.
std::optional<std::pair<double, double>> Average(const CrfColumn& c, int* transforms) {
  double top1 = 0, top3 = 0;
  int n = 0;
  for (int i = 0; i < kNumPaperTransforms; ++i) {
    auto it = c.rows.find(kPaper[i].name);
    if (it == c.rows.end() || it->second.samples <= 0) continue;
    top1 += it->second.top1();
    top3 += it->second.top3();
    ++n;
  }
  if (transforms != nullptr) *transforms = n;
  if (n == 0) return std::nullopt;
  return std::make_pair(top1 / n, top3 / n);
}

// The accuracy of a row of a column (nullopt: no test samples).
std::optional<double> Cell(const CrfColumn& c, const std::string& row, int top) {
  if (row == "average") {
    auto avg = Average(c, nullptr);
    if (!avg) return std::nullopt;
    return top == 1 ? avg->first : avg->second;
  }
  auto it = c.rows.find(row);
  if (it == c.rows.end() || it->second.samples <= 0) return std::nullopt;
  return top == 1 ? it->second.top1() : it->second.top3();
}

// Per held-out fold, the unweighted average over the transforms with test samples in it.
std::vector<double> FoldAverages(const CrfColumn& c, int top) {
  std::vector<double> averages;
  for (uint32_t fold : c.test_folds) {
    double sum = 0;
    int n = 0;
    for (int i = 0; i < kNumPaperTransforms; ++i) {
      auto it = c.rows.find(kPaper[i].name);
      if (it == c.rows.end()) continue;
      auto f = it->second.folds.find(fold);
      if (f == it->second.folds.end() || f->second.samples <= 0) continue;
      sum += (top == 1 ? f->second.top1_hits : f->second.top3_hits) / f->second.samples;
      ++n;
    }
    if (n > 0) averages.push_back(sum / n);
  }
  return averages;
}

// Exact matches over every test sample of the column (transforms and "multiple"), with the
// Wilson 95% interval.
std::optional<std::pair<double, stats::Interval>> AllSamples(const CrfColumn& c, int top) {
  double hits = 0, samples = 0;
  for (const auto& [row, score] : c.rows) {
    hits += top == 1 ? score.top1_hits : score.top3_hits;
    samples += score.samples;
  }
  const auto n = static_cast<int64_t>(std::llround(samples));
  const auto k = std::min(n, static_cast<int64_t>(std::llround(hits)));
  const auto interval = stats::WilsonInterval(k, n);
  if (!interval) return std::nullopt;
  return std::make_pair(static_cast<double>(k) / n, *interval);
}

void WriteSpread(const CrfSplit& split, std::ostream& out) {
  out << "\nSpread: average over transforms per held-out fold (min-max), and exact matches over "
         "all test samples with the Wilson 95% interval\n";
  std::vector<std::vector<std::string>> lines = {{"column", "folds", "top-1 folds",
                                                  "top-1 all [95% CI]", "top-3 folds",
                                                  "top-3 all [95% CI]"}};
  for (const CrfColumn& c : split.columns) {
    std::vector<std::string> line = {ColumnTitle(c), absl::StrCat(c.test_folds.size())};
    for (int top : {1, 3}) {
      const std::vector<double> folds = FoldAverages(c, top);
      line.push_back(folds.empty() ? "-"
                                   : absl::StrFormat(
                                         "%.2f-%.2f", *std::min_element(folds.begin(), folds.end()),
                                         *std::max_element(folds.begin(), folds.end())));
      const auto all = AllSamples(c, top);
      line.push_back(
          all ? absl::StrFormat("%.2f [%.2f, %.2f]", all->first, all->second.low, all->second.high)
              : "-");
    }
    lines.push_back(line);
  }
  std::vector<size_t> width(lines[0].size(), 0);
  for (const auto& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) width[i] = std::max(width[i], line[i].size());
  }
  for (size_t l = 0; l < lines.size(); ++l) {
    for (size_t i = 0; i < lines[l].size(); ++i) {
      const std::string pad(width[i] - lines[l][i].size(), ' ');
      out << (i ? "  " : "") << (i == 0 ? lines[l][i] + pad : pad + lines[l][i]);
    }
    out << "\n";
  }
}

// The benchmark's human-written fixes, scored by every fold's model: per transform and column,
// the mean over folds (every fold scores the same fixes) with the min-max over folds, and over all
// fixes the Wilson 95% interval of the mean number of hits out of the number of fixes.
void WriteFixes(const CrfSplit& split, std::ostream& out) {
  if (split.fix_bugs_scored.has_value()) {
    out << "\nBenchmark fixes of the projects held out of training ("
        << absl::StrJoin(split.held_out_projects, ", ") << "): " << *split.fix_bugs_scored
        << " bugs, one sample per changed statement; " << split.fix_bugs_in_training.value_or(0)
        << " bugs of projects in training not scored. Each fold's model: "
           "top-1 / top-3, mean over folds [min-max]\n";
  } else {
    out << "\nBenchmark fixes, stored before the project hold-out (the models may have trained "
           "on injections into the fixes' own projects: optimistic), scored by each fold's "
           "model: top-1 / top-3, mean over folds [min-max]\n";
  }
  std::vector<std::vector<std::string>> lines;
  std::vector<std::string> header = {"transform", "fixes"};
  for (const CrfColumn& c : split.fix_columns) header.push_back(ColumnTitle(c));
  lines.push_back(header);
  auto folds_range = [](const CrfPooledScore& score, int top) {
    double lo = 1, hi = 0;
    for (const auto& [fold, f] : score.folds) {
      if (f.samples <= 0) continue;
      const double rate = (top == 1 ? f.top1_hits : f.top3_hits) / f.samples;
      lo = std::min(lo, rate);
      hi = std::max(hi, rate);
    }
    return absl::StrFormat("[%.2f-%.2f]", lo, hi);
  };
  const CrfColumn& first = split.fix_columns[0];
  std::vector<std::string> names;
  for (int i = 0; i < kNumPaperTransforms; ++i) names.push_back(kPaper[i].name);
  names.push_back("multiple");
  for (const std::string& row : names) {
    auto counted = first.rows.find(row);
    if (counted == first.rows.end() || counted->second.samples <= 0) continue;
    const double n = counted->second.samples / std::max<size_t>(1, counted->second.folds.size());
    std::vector<std::string> line = {row == "multiple" ? "Multiple" : row,
                                     absl::StrFormat("%.0f", n)};
    for (const CrfColumn& c : split.fix_columns) {
      auto it = c.rows.find(row);
      if (it == c.rows.end() || it->second.samples <= 0) {
        line.push_back("-");
        continue;
      }
      line.push_back(absl::StrFormat("%.2f %s / %.2f %s", it->second.top1(),
                                     folds_range(it->second, 1), it->second.top3(),
                                     folds_range(it->second, 3)));
    }
    lines.push_back(line);
  }
  std::vector<std::string> all = {"All fixes [95% CI]", ""};
  for (const CrfColumn& c : split.fix_columns) {
    double hits1 = 0, hits3 = 0, samples = 0;
    for (const auto& [row, score] : c.rows) {
      hits1 += score.top1_hits;
      hits3 += score.top3_hits;
      samples += score.samples;
    }
    const double folds = std::max<size_t>(1, c.test_folds.size());
    const auto n = static_cast<int64_t>(std::llround(samples / folds));
    all[1] = absl::StrCat(n);
    std::string cell;
    for (double hits : {hits1, hits3}) {
      const auto k = std::min(n, static_cast<int64_t>(std::llround(hits / folds)));
      const auto ci = stats::WilsonInterval(k, n);
      absl::StrAppend(
          &cell, cell.empty() ? "" : " / ",
          ci ? absl::StrFormat("%.2f [%.2f, %.2f]", double(k) / n, ci->low, ci->high) : "-");
    }
    all.push_back(cell);
  }
  lines.push_back(all);
  std::vector<size_t> width(header.size(), 0);
  for (const auto& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) width[i] = std::max(width[i], line[i].size());
  }
  for (const auto& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) {
      const std::string pad(width[i] - line[i].size(), ' ');
      out << (i ? "  " : "") << (i == 0 ? line[i] + pad : pad + line[i]);
    }
    out << "\n";
  }
}

std::string JsonNumber(std::optional<double> value) {
  return value ? absl::StrFormat("%.6g", *value) : "null";
}

void WriteTable(const CrfSplit& split, int top, std::ostream& out) {
  out << "\nTable " << (top == 1 ? "VII" : "VIII") << ": top-" << top
      << " exact match, folds pooled; the paper's figure in parentheses\n";
  std::vector<std::vector<std::string>> lines;
  std::vector<std::string> header = {"transform", "test"};
  for (const CrfColumn& c : split.columns) header.push_back(ColumnTitle(c));
  lines.push_back(header);
  const CrfColumn* history = split.columns.empty() ? nullptr : &split.columns[0];
  for (const std::string& row : RowNames()) {
    std::string label = row == "average" ? "Average" : row == "multiple" ? "Multiple" : row;
    std::string count = "-";
    if (row == "average" && history != nullptr) {
      int n = 0;
      Average(*history, &n);
      label = absl::StrCat("Average (", n, ")");
      count = "";
    } else if (history != nullptr) {
      auto it = history->rows.find(row);
      if (it != history->rows.end()) count = absl::StrFormat("%.0f", it->second.samples);
    }
    std::vector<std::string> line = {label, count};
    for (const CrfColumn& c : split.columns) {
      std::optional<double> ours = Cell(c, row, top);
      std::optional<double> paper = PaperCrfAccuracy(row, c.features, c.q, top);
      std::string cell = ours ? absl::StrFormat("%.2f", *ours) : "-";
      if (paper) absl::StrAppend(&cell, absl::StrFormat(" (%.2f)", *paper));
      line.push_back(cell);
    }
    lines.push_back(line);
  }
  std::vector<size_t> width(header.size(), 0);
  for (const auto& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) width[i] = std::max(width[i], line[i].size());
  }
  for (size_t l = 0; l < lines.size(); ++l) {
    for (size_t i = 0; i < lines[l].size(); ++i) {
      const std::string& cell = lines[l][i];
      std::string pad(width[i] - cell.size(), ' ');
      out << (i ? "  " : "") << (i == 0 ? cell + pad : pad + cell);
    }
    out << "\n";
    if (l == 0) {
      for (size_t i = 0; i < width.size(); ++i)
        out << (i ? "  " : "") << std::string(width[i], '-');
      out << "\n";
    }
  }
}

}  // namespace

std::optional<double> PaperCrfAccuracy(const std::string& row, const std::string& features,
                                       double q, int top) {
  std::optional<int> column = PaperColumn(features, q);
  if (!column) return std::nullopt;
  for (const PaperRow& paper : kPaper) {
    if (row == paper.name) return top == 1 ? paper.top1[*column] : paper.top3[*column];
  }
  return std::nullopt;
}

absl::StatusOr<CrfReport> ReadCrfReport(const std::string& db_path,
                                        const std::string& campaign_id) {
  store::SqliteDb::Options options;
  options.read_only = true;
  options.create = false;
  absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(db_path, options);
  if (!db.ok()) {
    return absl::NotFoundError(
        absl::StrCat("cannot open results database ", db_path, ": ", db.status().message()));
  }
  CrfReport report;
  // The campaign's attempts are those its stages name (stage_attempts), each once, also when
  // two stages or an earlier campaign name it too.
  const std::string named = absl::StrCat("a.attempt_key IN (SELECT attempt_key FROM ",
                                         StageLinksTable(*db), " WHERE campaign_id = ?1)");
  {
    ASSIGN_OR_RETURN(
        store::SqliteStatement count,
        db->Prepare(absl::StrCat("SELECT COUNT(*), COALESCE(SUM(a.state = 'done'), 0) FROM "
                                 "attempts a WHERE a.kind = 'crf' AND ",
                                 named)));
    RETURN_IF_ERROR(count.BindAll(campaign_id));
    ASSIGN_OR_RETURN(bool row, count.Step());
    if (row) {
      report.attempts = static_cast<int>(count.ColumnInt(0));
      report.attempts_done = static_cast<int>(count.ColumnInt(1));
    }
  }
  if (report.attempts_done == 0) return report;

  // Only the final epoch's rows count (the coordinator deletes other epochs' rows when it
  // records the result; the join makes the report right even while it runs).
  // Column 1 lists the campaign's stages that name the attempt (names never hold a comma).
  ASSIGN_OR_RETURN(
      store::SqliteStatement rows,
      db->Prepare(absl::StrCat("SELECT a.attempt_key, (SELECT group_concat(l.stage, ',') FROM ",
                               StageLinksTable(*db),
                               " l WHERE l.campaign_id = ?1 AND l.attempt_key = a.attempt_key), "
                               "       a.fold_index, a.q, a.features, a.attempt, "
                               "       r.transform, r.samples, r.top1, r.top3, r.baseline_top1, "
                               "       r.baseline_top3, r.evaluation "
                               "FROM attempts a JOIN crf_results r "
                               "  ON r.attempt_key = a.attempt_key AND r.epoch = a.epoch "
                               "WHERE a.kind = 'crf' AND a.state = 'done' AND ",
                               named, " ORDER BY a.ordinal, a.attempt_key, r.transform")));
  RETURN_IF_ERROR(rows.BindAll(campaign_id));
  using SplitKey = std::tuple<std::string, uint32_t, uint64_t, std::string>;
  // crf_folds' fix counts (schema version 10; absent from older files, which have none).
  bool fix_counts = false;
  {
    ASSIGN_OR_RETURN(store::SqliteStatement has,
                     db->Prepare("SELECT COUNT(*) FROM pragma_table_info('crf_folds') "
                                 "WHERE name = 'fix_bugs_scored'"));
    ASSIGN_OR_RETURN(bool row, has.Step());
    fix_counts = row && has.ColumnInt(0) > 0;
  }
  std::optional<store::SqliteStatement> counts;
  if (fix_counts) {
    ASSIGN_OR_RETURN(counts, db->Prepare("SELECT f.fix_bugs_scored, f.fix_bugs_in_training FROM "
                                         "crf_folds f JOIN attempts a ON a.attempt_key = "
                                         "f.attempt_key AND a.epoch = f.epoch "
                                         "WHERE f.attempt_key = ?1"));
  }
  using ColumnKey = std::tuple<int, double, std::string>;
  std::map<SplitKey, CrfSplit> splits;
  std::map<SplitKey, std::map<ColumnKey, CrfColumn>> columns;
  std::map<SplitKey, std::map<ColumnKey, CrfColumn>> fix_columns;  // evaluation 'benchmark-fixes'.
  std::map<SplitKey, std::set<std::string>> attempts_seen;
  // The history baseline of each (split, fold): one attempt's rows per fold.
  std::map<std::pair<SplitKey, uint32_t>, std::string> history_attempt;
  std::string last_key;
  SplitKey split_key;
  for (;;) {
    ASSIGN_OR_RETURN(bool has_row, rows.Step());
    if (!has_row) break;
    const std::string key(rows.ColumnText(0));
    if (key != last_key) {
      last_key = key;
      aprgrid::v1::Attempt attempt;
      std::string_view blob = rows.ColumnBlob(5);
      if (!attempt.ParseFromArray(blob.data(), static_cast<int>(blob.size())) ||
          !attempt.has_crf()) {
        return absl::DataLossError(absl::StrCat("attempt ", key, ": unreadable CrfAttempt"));
      }
      const aprgrid::v1::CrfAttempt& crf = attempt.crf();
      std::vector<std::string> held_out(crf.exclude_projects().begin(),
                                        crf.exclude_projects().end());
      std::sort(held_out.begin(), held_out.end());
      held_out.erase(std::unique(held_out.begin(), held_out.end()), held_out.end());
      split_key = {crf.dataset(), crf.folds(), crf.seed(), absl::StrJoin(held_out, ",")};
      CrfSplit& split = splits[split_key];
      split.dataset = crf.dataset();
      split.folds = crf.folds();
      split.seed = crf.seed();
      split.held_out_projects = held_out;
      if (counts.has_value() && !split.fix_bugs_scored.has_value()) {
        counts->Reset();
        RETURN_IF_ERROR(counts->BindAll(key));
        ASSIGN_OR_RETURN(bool found, counts->Step());
        if (found && !counts->ColumnIsNull(0) && !counts->ColumnIsNull(1)) {
          split.fix_bugs_scored = static_cast<int>(counts->ColumnInt(0));
          split.fix_bugs_in_training = static_cast<int>(counts->ColumnInt(1));
        }
        counts->Reset();
      }
      for (absl::string_view stage : absl::StrSplit(store::AsAbsl(rows.ColumnText(1)), ',')) {
        split.stages.insert(std::string(stage));
      }
      attempts_seen[split_key].insert(key);
    }
    const uint32_t fold = static_cast<uint32_t>(rows.ColumnInt(2));
    const double q = rows.ColumnDouble(3);
    const std::string features(rows.ColumnText(4));
    const std::string transform(rows.ColumnText(6));
    if (transform == "macro") continue;  // Recomputed from the pooled rows.
    const double samples = static_cast<double>(rows.ColumnInt(7));

    const bool fixes = rows.ColumnText(12) == "benchmark-fixes";
    auto& split_columns = fixes ? fix_columns[split_key] : columns[split_key];
    CrfColumn& column = split_columns[{FeatureOrder(features), q, features}];
    column.features = features;
    column.q = q;
    column.test_folds.insert(fold);
    CrfPooledScore& score = column.rows[transform];
    score.samples += samples;
    score.top1_hits += rows.ColumnDouble(8) * samples;
    score.top3_hits += rows.ColumnDouble(9) * samples;
    CrfFoldScore& fold_score = score.folds[fold];
    fold_score.samples += samples;
    fold_score.top1_hits += rows.ColumnDouble(8) * samples;
    fold_score.top3_hits += rows.ColumnDouble(9) * samples;

    auto [it, first] = history_attempt.try_emplace({split_key, fold}, key);
    if (it->second == key) {
      CrfColumn& history = split_columns[{0, 0.0, kHistory}];
      history.features = kHistory;
      history.test_folds.insert(fold);
      CrfPooledScore& h = history.rows[transform];
      h.samples += samples;
      h.top1_hits += rows.ColumnDouble(10) * samples;
      h.top3_hits += rows.ColumnDouble(11) * samples;
      CrfFoldScore& hf = h.folds[fold];
      hf.samples += samples;
      hf.top1_hits += rows.ColumnDouble(10) * samples;
      hf.top3_hits += rows.ColumnDouble(11) * samples;
    }
  }
  for (auto& [key, split] : splits) {
    split.attempts_done = static_cast<int>(attempts_seen[key].size());
    for (auto& [column_key, column] : columns[key]) split.columns.push_back(std::move(column));
    for (auto& [column_key, column] : fix_columns[key]) {
      split.fix_columns.push_back(std::move(column));
    }
    report.splits.push_back(std::move(split));
  }
  return report;
}

void WriteCrfTables(const CrfReport& report, std::ostream& out) {
  if (report.attempts == 0) return;
  out << "\nCRF stages: " << report.attempts_done << " of " << report.attempts
      << " attempts done\n";
  for (const CrfSplit& split : report.splits) {
    out << "\nstages " << absl::StrJoin(split.stages, ", ") << ": dataset " << split.dataset << ", "
        << split.folds << " folds, split seed " << split.seed << ", " << split.attempts_done
        << " attempts";
    if (!split.held_out_projects.empty()) {
      out << ", projects held out: " << absl::StrJoin(split.held_out_projects, ", ");
    }
    out << "\n";
    for (const CrfColumn& c : split.columns) {
      out << "  " << ColumnTitle(c) << ": held-out folds " << absl::StrJoin(c.test_folds, ",")
          << "\n";
    }
    WriteTable(split, 1, out);
    WriteTable(split, 3, out);
    WriteSpread(split, out);
    if (!split.fix_columns.empty()) {
      WriteFixes(split, out);
    } else if (split.fix_bugs_in_training.value_or(0) > 0) {
      out << "\nBenchmark fixes: none scored; the projects of all " << *split.fix_bugs_in_training
          << " bugs with a kept fix were in training (hold them out with exclude_projects)\n";
    }
  }
}

void WriteCrfJsonLines(const CrfReport& report, std::ostream& out) {
  for (const CrfSplit& split : report.splits) {
    for (const CrfColumn& c : split.columns) {
      for (const std::string& row : RowNames()) {
        std::optional<double> samples;
        if (row != "average") {
          auto it = c.rows.find(row);
          if (it != c.rows.end()) samples = it->second.samples;
        }
        out << "{\"kind\":\"crf\",\"dataset\":" << JsonString(split.dataset)
            << ",\"folds\":" << split.folds << ",\"seed\":" << split.seed
            << ",\"model\":" << JsonString(c.features)
            << ",\"q\":" << (c.features == kHistory ? "null" : JsonNumber(c.q))
            << ",\"test_folds\":[" << absl::StrJoin(c.test_folds, ",")
            << "],\"transform\":" << JsonString(row) << ",\"samples\":" << JsonNumber(samples)
            << ",\"top1\":" << JsonNumber(Cell(c, row, 1))
            << ",\"top3\":" << JsonNumber(Cell(c, row, 3))
            << ",\"paper_top1\":" << JsonNumber(PaperCrfAccuracy(row, c.features, c.q, 1))
            << ",\"paper_top3\":" << JsonNumber(PaperCrfAccuracy(row, c.features, c.q, 3)) << "}\n";
      }
    }
  }
}

absl::Status WriteCrfReport(const std::string& db_path, const std::string& campaign_id, bool json,
                            std::ostream& out) {
  ASSIGN_OR_RETURN(CrfReport report, ReadCrfReport(db_path, campaign_id));
  if (json) {
    WriteCrfJsonLines(report, out);
  } else {
    WriteCrfTables(report, out);
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::cli
