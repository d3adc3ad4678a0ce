// `aprgrid subjects difficulty`: the per-bug difficulty table of docs/subjects.md ("Difficulty")
// and its summary, from the measurements of worker/subjects/difficulty.h and, optionally, the
// outcomes of a campaign's repair attempts in a results database (docs/results-schema.md).
#ifndef APRGRID_CLI_SUBJECTS_DIFFICULTY_H_
#define APRGRID_CLI_SUBJECTS_DIFFICULTY_H_

#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/subjects/difficulty.h"

namespace aprgrid::cli {

// The finished (state `done`) repair attempts of one bug in a campaign.
struct BugOutcomes {
  int done = 0;
  int patched = 0;
  std::vector<int> variants_to_patch;  // One per patched attempt.
};

// Per bug, the finished repair attempts that any stage of the campaign names, each attempt once.
// NOT_FOUND when the database cannot be opened; the query's error otherwise.
absl::StatusOr<std::map<std::string, BugOutcomes>> ReadBugOutcomes(const std::string& db_path,
                                                                   const std::string& campaign_id);

// Writes the markdown table (one row per bug: category, fault space, fix rank, ingredients, and
// with `outcomes` the patched/finished attempts) and then the summary table: per group of bugs
// (the projects of fewer than 1,500 lines of `project_lines` together, every other project alone,
// each category, all bugs) the fault spaces' range and median, the median fix rank and
// ingredient count over the bugs that have one, and with `outcomes` the pooled success rate, the
// bugs patched at least once and the mean and median variants to patch over patched attempts.
// `outcomes` may be null.
void WriteDifficulty(const std::vector<subjects::BugDifficulty>& bugs,
                     const std::map<std::string, int>& project_lines,
                     const std::map<std::string, BugOutcomes>* outcomes, std::ostream& out);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_SUBJECTS_DIFFICULTY_H_
