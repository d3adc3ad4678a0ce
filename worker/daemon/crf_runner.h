// CrfRunner: runs a CRF attempt (one fold x q value x feature family of a CrfStage) in the
// worker's own process with worker/crf (crf::RunCrfAttempt), on one core.
//
// The trained model travels inline in CrfResult.model (the coordinator stores it in crf_models):
// a worker on another node cannot write beside the coordinator's database. The default dataset
// ("builtin:default") is generated once (about 10 s) into `cache_dir` and read from there after.
//
// Stopping: crf::RunCrfAttempt has no interruption hook, so a stop (cancel, lost lease, drain)
// takes effect between the phases this runner controls: before the dataset is prepared, before
// training starts, and after training (the result is discarded). A stop during training waits
// for the fold to finish (under 2 minutes on the default dataset); a drain exits without
// waiting, as for any attempt still computing at the end of the grace period.
//
// Thread-safety: Run may be called from several slots at once; preparing the default dataset
// is serialised process-wide so that concurrent slots do not all generate it.
#ifndef APRGRID_WORKER_DAEMON_CRF_RUNNER_H_
#define APRGRID_WORKER_DAEMON_CRF_RUNNER_H_

#include <memory>
#include <string>

#include "worker/daemon/task_runner.h"

namespace aprgrid::worker {

struct CrfRunnerOptions {
  std::string subjects_dir = "subjects";  // Source of the default dataset.
  std::string cache_dir;                  // Where the default dataset is cached; "" = never.
};

std::unique_ptr<TaskRunner> MakeCrfRunner(const CrfRunnerOptions& options);

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_CRF_RUNNER_H_
