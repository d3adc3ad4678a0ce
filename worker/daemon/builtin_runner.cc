#include "worker/daemon/builtin_runner.h"

#include "absl/status/status.h"
#include "worker/daemon/large_stack_thread.h"
#include "worker/repair/gp_search.h"
#include "worker/lang/runner.h"
#include "worker/repair/subject.h"

namespace aprgrid::worker {
namespace {

class BuiltinRunner : public TaskRunner {
 public:
  explicit BuiltinRunner(std::string subjects_dir) : subjects_dir_(std::move(subjects_dir)) {}

  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt,
                                      const GenerationCallback& on_generation,
                                      const StopFlag& stop) override {
    if (!attempt.has_repair()) {
      return absl::InvalidArgumentError("the built-in engine runs repair attempts only");
    }
    absl::StatusOr<v1::ReportEvent> outcome = absl::InternalError("the search did not run");
    auto run_search = [&] {
      absl::StatusOr<uint64_t> seed = repair::SeedFromKey(attempt.key());
      if (!seed.ok()) {
        outcome = seed.status();
        return;
      }
      absl::StatusOr<std::string> dir =
          repair::ResolveBugDir(attempt.repair().bug(), subjects_dir_);
      if (!dir.ok()) {
        outcome = dir.status();
        return;
      }
      absl::StatusOr<repair::Subject> subject = repair::LoadSubject(*dir);
      if (!subject.ok()) {
        outcome = subject.status();
        return;
      }
      repair::SearchOptions options;
      options.on_generation = [&](const v1::GenerationEvent& event) {
        if (!stop.stopped() && on_generation) on_generation(event);  // Unwanted once stopped.
      };
      options.should_stop = [&stop] { return stop.stopped(); };
      absl::StatusOr<repair::SearchOutcome> search =
          repair::RunSearch(*subject, attempt.repair(), *seed, options);
      if (!search.ok()) {
        outcome = search.status();
        return;
      }
      outcome = FinalEvent(std::move(search->result));
    };
    if (OnLargeStackThread()) {
      run_search();  // A slot thread made for this: no thread per attempt.
    } else {
      lang::RunWithLargeStack(run_search);
    }
    if (stop.stopped()) return absl::AbortedError("interrupted (the attempt was stopped)");
    return outcome;
  }

 private:
  std::string subjects_dir_;
};

}  // namespace

std::unique_ptr<TaskRunner> MakeBuiltinRunner(const std::string& subjects_dir) {
  return std::make_unique<BuiltinRunner>(subjects_dir);
}

}  // namespace aprgrid::worker
