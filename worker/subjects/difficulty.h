// How hard each bug of the benchmark is for a statement-level search, measured without searching
// (docs/subjects.md, "Difficulty"): the size of its fault space (JaRFly's weighting,
// JARFLY_RUNS), the rank of the developer fix's location in it and how many ingredients GenProg
// may put at that location; and the summary of those figures over groups of bugs.
//
// Thread-safety: MeasureDifficulty is reentrant; MeasureCatalog runs bugs on `threads` threads.
#ifndef APRGRID_WORKER_SUBJECTS_DIFFICULTY_H_
#define APRGRID_WORKER_SUBJECTS_DIFFICULTY_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/subject.pb.h"
#include "worker/repair/ingredients.h"
#include "worker/subjects/catalog.h"

namespace aprgrid::subjects {

struct BugDifficulty {
  std::string id;
  std::string project;
  aprgrid::v1::BugCategory category = aprgrid::v1::BUG_CATEGORY_UNSPECIFIED;
  int fault_space = 0;  // Weighted statements (aprgrid-attempt localise's first line).
  // The 1-based rank of the fix location (repair::FixRank), and the ingredients GenProg's append
  // and replace may put there (repair::CountIngredients); nullopt when no fault-space statement
  // covers a line of fix.diff.
  std::optional<int> fix_rank;
  std::optional<repair::IngredientCounts> ingredients;
};

// Loads the bug, runs its developer suite with coverage and localises it as a search does.
// Returns the error that kept the bug from loading or compiling.
absl::StatusOr<BugDifficulty> MeasureDifficulty(const Bug& bug);

// MeasureDifficulty of every bug of `projects` in catalog order; the first error stops nothing
// but is returned instead of the list (naming the bug).
absl::StatusOr<std::vector<BugDifficulty>> MeasureCatalog(const std::vector<Project>& projects,
                                                          int threads = 2);

// The median of `values` (the mean of the two middle ones for an even count); nullopt when empty.
std::optional<double> Median(std::vector<double> values);

}  // namespace aprgrid::subjects

#endif  // APRGRID_WORKER_SUBJECTS_DIFFICULTY_H_
