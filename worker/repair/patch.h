// Showing a patch: a unified diff (diff -u style, 3 lines of context) between the printed form of
// the original classes under repair and the printed form of the patched ones. Diffing printed
// forms keeps the patch to the lines the edits changed (the printer normalises layout).
#ifndef APRGRID_WORKER_REPAIR_PATCH_H_
#define APRGRID_WORKER_REPAIR_PATCH_H_

#include <string>
#include <vector>

#include "worker/lang/ast.h"

namespace aprgrid::repair {

// The unified diff turning `a` into `b` ("" when equal), with "--- a/<name>" / "+++ b/<name>"
// headers. Hand-written (an LCS over lines) because no installed library produces unified diffs.
std::string UnifiedDiff(const std::string& a, const std::string& b, const std::string& name);

// The diff of every file [0, names.size()) between two CompilationUnits of the same files.
std::string PatchDiff(const lang::Node& original, const lang::Node& patched,
                      const std::vector<std::string>& names);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_PATCH_H_
