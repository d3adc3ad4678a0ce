// BuiltinRunner: runs an attempt with the built-in GP engine (worker/repair) in the worker's own
// process, on a thread with the large stack the interpreter needs.
//
// The engine has no way to be interrupted yet (repair::SearchOptions has no stop hook), so a stop
// only takes effect between attempts: the search runs to its end and the daemon discards what it
// produces. Wall and memory limits are not enforced in-process; a spec that needs them enforced
// can name `aprgrid-attempt run --attempt-json -` as an external engine (docs/worker.md).
//
// Thread-safety: Run may be called from several slots at once.
#ifndef APRGRID_WORKER_DAEMON_BUILTIN_RUNNER_H_
#define APRGRID_WORKER_DAEMON_BUILTIN_RUNNER_H_

#include <memory>
#include <string>

#include "worker/daemon/task_runner.h"

namespace aprgrid::worker {

// The built-in runner reading bugs from `subjects_dir` (the catalog folder).
std::unique_ptr<TaskRunner> MakeBuiltinRunner(const std::string& subjects_dir);

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_BUILTIN_RUNNER_H_
