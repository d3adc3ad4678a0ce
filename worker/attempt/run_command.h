// `aprgrid-attempt run ...` (or `aprgrid-attempt --bug ...`): runs one repair attempt with the
// built-in engine and writes JSON lines on stdout, the external-engine protocol of
// docs/external-engine.md: one {"generation": GenerationEvent} per generation as it finishes,
// then one {"result": RepairResult}; with --variant-log, one {"variant": ...} line per evaluated
// variant before its generation's line (variant_log.h). The attempt comes from flags, from a
// campaign spec and key, or from an aprgrid.v1.Attempt in JSON. Exit code 0 when the result line
// was written, 1 when the attempt could not run (message on stderr), 2 on usage errors.
#ifndef APRGRID_WORKER_ATTEMPT_RUN_COMMAND_H_
#define APRGRID_WORKER_ATTEMPT_RUN_COMMAND_H_

#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::attempt {

int RunRunCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                  std::ostream& err);

// The expanded attempt (with key) that run flags describe, e.g. {"--bug", "strings-1",
// "--strategy", "UNIFORM", "--arm-set", "GENPROG_3", "--seed", "1"}; the bug id is the folder name
// when --bug is a path. Exposed for tests.
absl::StatusOr<v1::Attempt> AttemptFromFlags(const std::vector<std::string>& args);

}  // namespace aprgrid::attempt

#endif  // APRGRID_WORKER_ATTEMPT_RUN_COMMAND_H_
