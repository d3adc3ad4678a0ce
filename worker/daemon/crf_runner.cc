#include "worker/daemon/crf_runner.h"

#include <set>
#include <utility>

#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "worker/crf/data/crf_task.h"
#include "worker/crf/data/dataset.h"

namespace aprgrid::worker {
namespace {

constexpr char kDefaultDataset[] = "builtin:default";

absl::Status Interrupted() { return absl::AbortedError("interrupted (the attempt was stopped)"); }

class CrfRunner : public TaskRunner {
 public:
  explicit CrfRunner(CrfRunnerOptions options) : options_(std::move(options)) {}

  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs&,
                                      const GenerationCallback&, const StopFlag& stop) override {
    if (!attempt.has_crf()) return absl::InvalidArgumentError("the CRF runner runs CRF attempts");
    if (stop.stopped()) return Interrupted();
    if (absl::Status prepared = PrepareDefaultDataset(attempt.crf(), stop); !prepared.ok()) {
      return prepared;
    }
    if (stop.stopped()) return Interrupted();
    crf::CrfTaskOptions task;
    task.subjects_dir = options_.subjects_dir;
    task.cache_dir = options_.cache_dir;
    task.num_threads = 1;  // One slot is one core.
    absl::StatusOr<v1::CrfResult> result = crf::RunCrfAttempt(attempt.crf(), task);
    if (stop.stopped()) return Interrupted();
    if (!result.ok()) return result.status();
    return FinalEvent(*std::move(result));
  }

 private:
  // Generates and caches the default dataset once per process and cache folder, under a lock:
  // without it every slot starting at once would generate it (10 s of CPU each) and write the
  // same cache file. Other datasets are files and need nothing.
  absl::Status PrepareDefaultDataset(const v1::CrfAttempt& attempt, const StopFlag& stop) {
    if (!attempt.dataset().empty() && attempt.dataset() != kDefaultDataset) {
      return absl::OkStatus();
    }
    if (options_.cache_dir.empty()) return absl::OkStatus();  // Generated per attempt then.
    static absl::Mutex mu(absl::kConstInit);
    static std::set<std::string>* prepared = new std::set<std::string>();  // Never destroyed.
    absl::MutexLock lock(&mu);
    if (prepared->contains(options_.cache_dir)) return absl::OkStatus();
    if (stop.stopped()) return Interrupted();  // The wait for the lock may have been long.
    absl::StatusOr<crf::Dataset> data =
        crf::ResolveDataset(kDefaultDataset, options_.subjects_dir, options_.cache_dir);
    if (!data.ok()) return data.status();
    prepared->insert(options_.cache_dir);
    return absl::OkStatus();
  }

  const CrfRunnerOptions options_;
};

}  // namespace

std::unique_ptr<TaskRunner> MakeCrfRunner(const CrfRunnerOptions& options) {
  return std::make_unique<CrfRunner>(options);
}

}  // namespace aprgrid::worker
