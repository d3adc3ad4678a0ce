// `aprgrid report` for CRF stages: Tables VII (top-1) and VIII (top-3)
// of docs/crf-transform-prediction.md, section 8, exact
// whole-tree match per transform for single-transform samples, the multiple-transform group and
// the unweighted average, ours next to the history baseline, with the paper's figure beside each
// cell for reference. Read from crf_results (docs/results-schema.md) with parameterised SQL.
//
// Folds are pooled: a cell is the share of all test samples of that transform, over every held-
// out fold of the column's finished attempts, that were predicted exactly (each fold's rate times
// its sample count, summed, over the summed counts). The average is recomputed from the pooled
// rows. The history baseline comes with every attempt and is the same for every attempt of one
// fold (it depends on the split only), so its column takes one attempt per fold.
//
// Attempts are grouped into splits by (dataset, folds, split seed, projects held out), read from
// each attempt's stored CrfAttempt: numbers from different datasets or splits are never pooled.
#ifndef APRGRID_CLI_CRF_REPORT_H_
#define APRGRID_CLI_CRF_REPORT_H_

#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace aprgrid::cli {

// One held-out fold's share of a row of a column.
struct CrfFoldScore {
  double samples = 0;
  double top1_hits = 0;
  double top3_hits = 0;
};

// Pooled scores of one row of one column, and each fold's.
struct CrfPooledScore {
  std::map<uint32_t, CrfFoldScore> folds;
  double samples = 0;
  double top1_hits = 0;  // Sum over folds of rate x samples.
  double top3_hits = 0;
  double top1() const { return samples > 0 ? top1_hits / samples : 0; }
  double top3() const { return samples > 0 ? top3_hits / samples : 0; }
};

// One model configuration (or the history baseline) of a split.
struct CrfColumn {
  std::string features;  // FULL, OBSERVATION_ONLY, INDICATOR_ONLY, or HISTORY.
  double q = 0;          // Unused for HISTORY.
  std::set<uint32_t> test_folds;
  std::map<std::string, CrfPooledScore> rows;  // By transform name, and "multiple".
};

struct CrfSplit {
  std::string dataset;
  uint32_t folds = 0;
  uint64_t seed = 0;
  std::set<std::string> stages;
  int attempts_done = 0;
  std::vector<std::string> held_out_projects;  // CrfAttempt.exclude_projects, sorted.
  std::vector<CrfColumn> columns;  // HISTORY first, then FULL, O, I, each by ascending q.
  // The same columns scored on the benchmark's human-written fixes (crf_results rows with
  // evaluation 'benchmark-fixes'); every fold's model scores the same fixes, those of the bugs
  // whose project is held out.
  std::vector<CrfColumn> fix_columns;
  // From crf_folds (schema version 10), the first finished attempt's: bugs whose fix was scored
  // and bugs not scored because their project was in training. nullopt for attempts stored
  // before, whose fix rows (if any) scored every fix with models that may have trained on its
  // project.
  std::optional<int> fix_bugs_scored;
  std::optional<int> fix_bugs_in_training;
};

struct CrfReport {
  int attempts = 0;  // CRF attempts of the campaign, in any state.
  int attempts_done = 0;
  std::vector<CrfSplit> splits;
};

// Reads the finished CRF attempts of `campaign_id` from the results database `db_path`.
absl::StatusOr<CrfReport> ReadCrfReport(const std::string& db_path, const std::string& campaign_id);

// The paper's figure for a row (transform name, "multiple" or "average") of the column with
// `features` and `q` (HISTORY, or FULL at q 0/0.5/1, or O/I at q 0.5); nullopt when the paper has
// none. `top` is 1 or 3.
std::optional<double> PaperCrfAccuracy(const std::string& row, const std::string& features,
                                       double q, int top);

// Tables VII and VIII per split, each followed by the spread table: per column, the min and max
// over held-out folds of the fold's unweighted average over transforms, and the exact-match
// share over all test samples of the 16 transforms and "multiple" with its Wilson 95% interval
// (hits are rate x samples, rounded); then, when there are benchmark-fix scores, their table: per
// transform and column the mean over folds and the folds' min-max, and over all fixes the Wilson
// 95% interval of the mean hits out of the number of fixes, under a line that says which fixes
// were scored (and a line saying why none were, when every bug's project was in training).
// Nothing when the campaign has no CRF attempts.
void WriteCrfTables(const CrfReport& report, std::ostream& out);
// One JSON object per (split, column, row) and line, with "kind":"crf".
void WriteCrfJsonLines(const CrfReport& report, std::ostream& out);

// What `aprgrid report` calls: reads and writes (as tables, or JSON lines when `json`).
absl::Status WriteCrfReport(const std::string& db_path, const std::string& campaign_id, bool json,
                            std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CRF_REPORT_H_
