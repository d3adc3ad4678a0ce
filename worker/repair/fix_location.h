// Where a bug's developer fix is, read from its fix.diff (buggy -> fixed), for checking fault
// localisation: the buggy-side lines the fix removes or changes, or for a pure insertion the lines
// around the insertion point.
#ifndef APRGRID_WORKER_REPAIR_FIX_LOCATION_H_
#define APRGRID_WORKER_REPAIR_FIX_LOCATION_H_

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "worker/repair/fault_localisation.h"
#include "worker/repair/program_facts.h"

namespace aprgrid::repair {

// Buggy-side line numbers of `file` (e.g. "StringPad.java") that the diff touches.
std::set<int> FixLines(const std::string& fix_diff, const std::string& file);

// The 1-based rank in `ranked` of the first statement of a file under repair whose lines (its first
// line to the last line of its own expressions) include a fix line, or nullopt. `sources` are the
// file names of files [0, sources.size()).
std::optional<int> FixRank(const std::vector<WeightedStatement>& ranked, const ProgramFacts& facts,
                           const std::string& fix_diff, const std::vector<std::string>& sources);

// `fault_space` reordered by each statement's distance in lines to the nearest fix line of its
// own file (0 when its lines include one), statements of files the fix does not touch last; ties
// keep their order in `fault_space`. A search for an edit that fixes the bug tries the developer's
// location first this way; it changes how soon such an edit is found, not whether one exists.
// `sources` are the file names of files [0, sources.size()).
std::vector<WeightedStatement> NearestToTheFixFirst(
    const std::vector<WeightedStatement>& fault_space, const ProgramFacts& facts,
    const std::string& fix_diff, const std::vector<std::string>& sources);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_FIX_LOCATION_H_
