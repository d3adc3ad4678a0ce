// Patch quality on the held-out suite (docs/rl-operator-selection.md, section 5): the patched
// classes under repair, printed, compiled with the project's other classes and the bug's held-out
// test files; T_pass / T_total.
#ifndef APRGRID_WORKER_REPAIR_QUALITY_H_
#define APRGRID_WORKER_REPAIR_QUALITY_H_

#include <utility>

#include "absl/status/statusor.h"
#include "worker/lang/ast.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {

struct Quality {
  uint32_t passed = 0;
  uint32_t total = 0;
};

// {0, 0} when the subject has no held-out tests. `patched` is the variant's CompilationUnit (file
// order of Subject::files). REQUIRES: a large stack.
absl::StatusOr<Quality> HeldOutQuality(const Subject& subject, const lang::Node& patched);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_QUALITY_H_
