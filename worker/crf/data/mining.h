// Mining one training pair from a before/after pair of source files
// (docs/crf-transform-prediction.md, section 7.1): parse both, diff the compilation units, label
// the transforms, and convert the labelled statement into a CRF sample. Used on the benchmark's
// bug/fix pairs (subjects/<project>/<bug>/buggy/ against the project's src/) and by crf-predict to
// find a bug's buggy statement.
#ifndef APRGRID_WORKER_CRF_DATA_MINING_H_
#define APRGRID_WORKER_CRF_DATA_MINING_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/data/ast_to_tree.h"
#include "worker/crf/data/labeller.h"
#include "worker/lang/ast.h"

namespace aprgrid::crf {

// One changed statement of a pair as a CRF sample.
struct MinedStatement {
  std::string statement_text;  // The buggy statement, printed.
  StatementTree statement;
  LabeledTree sample;
};

struct MinedPair {
  DropReason reason = DropReason::kUnexplained;
  int root_ops = 0;
  std::vector<std::string> transforms;  // Names of the labels found in every statement, sorted.
  // When kept: one sample per changed statement (LabelDiffPerStatement), in source order.
  std::vector<MinedStatement> statements;
  lang::NodePtr before;  // Owns the ASTs the statements point into.
  lang::NodePtr after;
};

// Diffs `before_text` against `after_text` (whole files of the subject language).
absl::StatusOr<MinedPair> MineFiles(const std::string& before_text, const std::string& after_text);

// The pair of a benchmark bug folder: every buggy/<File>.java against ../src/<File>.java; the
// first file whose pair is kept wins (bugs change one class).
absl::StatusOr<MinedPair> MineBug(const std::string& bug_dir);

// The benchmark's human-written fixes as CRF test samples: every bug folder under `subjects_dir`
// (spec::FindBugFolders) mined with MineBug, the kept ones in folder order, one sample per changed
// statement (a fix spanning several statements is scored per statement). Missing `subjects_dir`:
// no samples.
struct BenchmarkFixes {
  int bugs = 0;                       // Bug folders.
  int bugs_kept = 0;                  // Bugs with at least one sample.
  std::vector<std::string> ids;       // Per sample: its bug's folder name ("dates-4").
  std::vector<std::string> projects;  // Per sample: its bug's project, the folder above the bug's.
  std::vector<LabeledTree> samples;
};
absl::StatusOr<BenchmarkFixes> MineBenchmarkFixes(const std::string& subjects_dir);

// The folder of bug `id` ("dates-7") under `subjects_dir`.
std::string BugDirectory(const std::string& subjects_dir, const std::string& id);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_MINING_H_
