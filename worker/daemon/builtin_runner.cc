#include "worker/daemon/builtin_runner.h"

#include <chrono>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "worker/daemon/large_stack_thread.h"
#include "worker/lang/interrupt.h"
#include "worker/lang/runner.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/subject.h"

namespace aprgrid::worker {
namespace {

class BuiltinRunner : public TaskRunner {
 public:
  explicit BuiltinRunner(std::string subjects_dir) : subjects_dir_(std::move(subjects_dir)) {}

  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs& inputs,
                                      const GenerationCallback& on_generation,
                                      const StopFlag& stop) override {
    if (!attempt.has_repair()) {
      return absl::InvalidArgumentError("the built-in engine runs repair attempts only");
    }
    absl::StatusOr<v1::ReportEvent> outcome = absl::InternalError("the search did not run");
    // The attempt's wall-clock limit and the stop flag, seen by the search between evaluations
    // and by the interpreter inside them (worker/lang/interrupt.h).
    const uint32_t wall_seconds =
        attempt.repair().wall_seconds() > 0 ? attempt.repair().wall_seconds() : 3600;
    lang::Interrupt interrupt;
    interrupt.stop = [&stop] { return stop.stopped(); };
    interrupt.deadline = lang::Interrupt::Clock::now() + std::chrono::seconds(wall_seconds);
    auto run_search = [&] {
      lang::ScopedInterrupt scope(&interrupt);
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
        // Unwanted once stopped.
        if (!interrupt.Requested() && on_generation) on_generation(event);
      };
      options.should_stop = [&interrupt] { return interrupt.Requested(); };
      options.crf_model_bytes = inputs.crf_model;
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
    if (!outcome.ok() && interrupt.Requested()) {
      return absl::DeadlineExceededError(
          absl::StrCat("time limit: the search ran longer than ", wall_seconds, " s"));
    }
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
