// The invariants of the built-in benchmark (docs/subjects.md), evaluated over a
// catalog: metadata, layout, the fix as a diff, the developer and held-out suites run in-process
// on the buggy and fixed versions, the category/transform mix and the project sizes.
//
// Thread-safety: EvaluateBug is reentrant; CheckCatalog runs bugs on `threads` threads.
#ifndef APRGRID_WORKER_SUBJECTS_SUBJECT_CHECK_H_
#define APRGRID_WORKER_SUBJECTS_SUBJECT_CHECK_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/subjects/catalog.h"

namespace aprgrid::subjects {

// The 16 CRF repair transforms (docs/crf-transform-prediction.md, section 4).
const std::vector<std::string>& CrfTransformNames();

struct Violation {
  std::string where;  // "<bug id>: <file>" or "<project>" or "benchmark".
  std::string message;
};

struct BugReport {
  const Project* project = nullptr;
  const Bug* bug = nullptr;
  int dev_tests = 0;
  int dev_failing_on_buggy = 0;
  int dev_failing_on_fixed = 0;
  int heldout_tests = 0;
  int heldout_failing_on_buggy = 0;
  int heldout_failing_on_fixed = 0;
  // The edit that proves a GENPROG_FIXABLE or PAR_FIXABLE claim (ProveCategory's description);
  // empty for NEITHER and for a claim that is not proved.
  std::string category_proof;
  std::vector<Violation> violations;
};

// Proves a GENPROG_FIXABLE or PAR_FIXABLE claim (docs/subjects.md "Categories"): searches the
// single-edit space of the claimed operators (GenProg's append/delete/replace, or the 15 PAR
// templates) at every fault-space location, under the repair engine's applicability and
// ingredient rules (PAPER mode), for an edit after which the whole developer suite passes.
// Returns a description of the first such edit ("replace at line 12: ... (edit 7 tried)", the
// edit's place in the search order), NotFound when there
// is none, or the error that kept the bug from loading. Another category: the empty string.
// Runs on a large stack of its own.
absl::StatusOr<std::string> ProveCategory(const Bug& bug);

// Every check of one bug. `run_suites` false skips compiling and running (metadata/layout only);
// with them, a GENPROG_FIXABLE or PAR_FIXABLE claim must be proved (ProveCategory).
BugReport EvaluateBug(const Project& project, const Bug& bug, bool run_suites = true);

struct CatalogReport {
  std::vector<BugReport> bugs;        // In catalog order.
  std::vector<Violation> violations;  // All of them: per bug, per project and benchmark-wide.
};

CatalogReport CheckCatalog(const std::vector<Project>& projects, bool run_suites = true,
                           int threads = 2);

// Lines of the project's src/*.java files.
int ProjectLines(const Project& project);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_SUBJECT_CHECK_H_
