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

struct MinedPair {
  DropReason reason = DropReason::kUnexplained;
  int root_ops = 0;
  std::vector<std::string> transforms;  // Names of the labels found, sorted.
  std::string statement_text;           // The buggy statement, printed.
  StatementTree statement;              // Valid when kept.
  LabeledTree sample;                   // Valid when kept.
  lang::NodePtr before;                 // Owns the ASTs `statement` points into.
  lang::NodePtr after;
};

// Diffs `before_text` against `after_text` (whole files of the subject language).
absl::StatusOr<MinedPair> MineFiles(const std::string& before_text, const std::string& after_text);

// The pair of a benchmark bug folder: every buggy/<File>.java against ../src/<File>.java; the
// first file whose pair is kept wins (bugs change one class).
absl::StatusOr<MinedPair> MineBug(const std::string& bug_dir);

// The benchmark's human-written fixes as CRF test samples: every bug folder under `subjects_dir`
// (spec::FindBugFolders) mined with MineBug, the kept ones in folder order. `bugs` (optional)
// receives the number of bug folders. Missing `subjects_dir`: no samples.
struct BenchmarkFixes {
  int bugs = 0;
  std::vector<std::string> ids;  // Bug folder names of the kept samples.
  std::vector<LabeledTree> samples;
};
absl::StatusOr<BenchmarkFixes> MineBenchmarkFixes(const std::string& subjects_dir);

// The folder of bug `id` ("dates-7") under `subjects_dir`.
std::string BugDirectory(const std::string& subjects_dir, const std::string& id);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_MINING_H_
