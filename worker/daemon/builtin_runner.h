// BuiltinRunner: runs an attempt with the built-in GP engine (worker/repair) in the worker's own
// process, on a thread with the large stack the interpreter needs: the calling thread when it is a
// LargeStackThread (the worker's slot threads), else a new thread per attempt.
//
// A stop (cancel, lost lease, drain) is polled by the search before every variant evaluation
// (repair::SearchOptions::should_stop), so a stopped attempt ends within one evaluation
// (milliseconds on the built-in subjects) and Run returns an `interrupted` error. Wall and memory
// limits are not enforced in-process; a spec that needs them enforced can name
// `aprgrid-attempt run --attempt-json -` as an external engine (docs/worker.md).
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
