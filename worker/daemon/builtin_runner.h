// BuiltinRunner: runs an attempt with the built-in GP engine (worker/repair) in the worker's own
// process, on a thread with the large stack the interpreter needs: the calling thread when it is a
// LargeStackThread (the worker's slot threads), else a new thread per attempt.
//
// A stop (cancel, lost lease, drain) and the attempt's wall-clock limit (wall_seconds, default
// 3600) are polled by the search around every variant evaluation (repair::SearchOptions::
// should_stop) and by the interpreter inside it (lang::ScopedInterrupt, every few thousand
// steps), so a stopped attempt ends within milliseconds even inside one long test; Run then
// returns an `interrupted` error, or DeadlineExceeded for the time limit. The memory limit is not
// enforced in-process (the interpreter bounds each test's heap); a spec that needs it can name
// `aprgrid-attempt run --attempt-json -` as an external engine (docs/worker.md).
//
// Test outcomes shared by the attempts it runs (docs/repair-engine.md, "Shared test outcomes"):
// every search the runner starts consults and feeds `shared` when it is set, which changes no
// result, only the time.
//
// Thread-safety: Run may be called from several slots at once (the table is thread-safe).
#ifndef APRGRID_WORKER_DAEMON_BUILTIN_RUNNER_H_
#define APRGRID_WORKER_DAEMON_BUILTIN_RUNNER_H_

#include <cstddef>
#include <memory>
#include <string>

#include "worker/daemon/task_runner.h"
#include "worker/repair/shared_outcomes.h"

namespace aprgrid::worker {

// The built-in runner reading bugs from `subjects_dir` (the catalog folder), sharing test
// outcomes between its attempts through `shared` (null: none; may be shared with other runners).
std::unique_ptr<TaskRunner> MakeBuiltinRunner(
    const std::string& subjects_dir, std::shared_ptr<repair::SharedOutcomes> shared = nullptr);

// The byte budget of the worker's shared outcome table unless a flag says otherwise: none. A
// worker that takes a seed-major share of a many-bug campaign sees each bug again only after
// many others, so a bounded table pays only when a worker runs many attempts of few bugs
// (docs/repair-engine.md, "Shared test outcomes").
inline constexpr size_t kDefaultSharedOutcomesMb = 0;

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_BUILTIN_RUNNER_H_
