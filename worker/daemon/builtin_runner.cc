#include "worker/daemon/builtin_runner.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "worker/daemon/large_stack_thread.h"
#include "worker/lang/interrupt.h"
#include "worker/lang/runner.h"
#include "worker/repair/checkpoint.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/subject.h"

namespace aprgrid::worker {
namespace {

class BuiltinRunner : public TaskRunner {
 public:
  BuiltinRunner(std::string subjects_dir, std::shared_ptr<repair::SharedOutcomes> shared)
      : subjects_dir_(std::move(subjects_dir)), shared_(std::move(shared)) {}

  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs& inputs,
                                      const GenerationCallback& on_generation,
                                      const StopFlag& stop) override {
    return RunResumable(attempt, inputs, on_generation, stop, CheckpointHooks{});
  }

  absl::StatusOr<v1::ReportEvent> RunResumable(const v1::Attempt& attempt,
                                               const AttemptInputs& inputs,
                                               const GenerationCallback& on_generation,
                                               const StopFlag& stop,
                                               const CheckpointHooks& hooks) override {
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
      options.shared_outcomes = shared_.get();
      // docs/protocol.md, "Checkpoints" (the file format: docs/repair-engine.md "Checkpoints").
      std::optional<repair::Checkpoint> resume = Resumable(attempt, hooks);
      if (resume.has_value()) {
        options.resume = &resume->state;
        options.on_resume_refused = [&](const absl::Status& why) {
          logging::Warning(absl::StrCat("attempt ", attempt.key(), ": checkpoint refused (",
                                        why.message(), "); starts from scratch"));
          if (hooks.on_checkpoint) hooks.on_checkpoint(0, nullptr);
        };
      }
      if (hooks.on_checkpoint) {
        auto version = std::make_shared<const std::string>(repair::BuiltinEngineVersion());
        options.on_checkpoint = [&, version](const repair::SearchState& state) {
          if (interrupt.Requested()) return false;  // Its generation's event was not reported.
          // A copy, encoded only if a release needs it.
          auto saved = std::make_shared<const repair::SearchState>(state);
          hooks.on_checkpoint(state.next_generation, [saved, version, attempt]() {
            repair::Checkpoint c;
            c.engine_version = *version;
            c.attempt = attempt;
            c.state = *saved;
            return repair::EncodeCheckpoint(c);
          });
          return false;
        };
      }
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
  // The lease's checkpoint decoded, if it fits the attempt and this build: then offered to the
  // reporter at once (a release before the next boundary hands it back). Otherwise a log line
  // says why, and the attempt starts from scratch.
  static std::optional<repair::Checkpoint> Resumable(const v1::Attempt& attempt,
                                                     const CheckpointHooks& hooks) {
    if (hooks.resume == nullptr || hooks.resume->data().empty()) return std::nullopt;
    absl::StatusOr<repair::Checkpoint> decoded = repair::DecodeCheckpoint(hooks.resume->data());
    absl::Status fits = decoded.ok() ? repair::CheckCheckpointFits(*decoded, attempt.key(),
                                                                   repair::BuiltinEngineVersion())
                                     : decoded.status();
    if (fits.ok() && decoded->state.next_generation != hooks.resume->generation()) {
      fits = absl::FailedPreconditionError(
          absl::StrCat("it is of generation ", decoded->state.next_generation, ", the lease says ",
                       hooks.resume->generation()));
    }
    if (!fits.ok()) {
      logging::Warning(absl::StrCat("attempt ", attempt.key(), ": checkpoint refused (",
                                    fits.message(), "); starts from scratch"));
      return std::nullopt;
    }
    logging::Info(absl::StrCat("attempt ", attempt.key(),
                               " resumes from its checkpoint at generation ",
                               hooks.resume->generation()));
    if (hooks.on_checkpoint) {
      auto bytes = std::make_shared<const std::string>(hooks.resume->data());
      hooks.on_checkpoint(hooks.resume->generation(), [bytes] { return *bytes; });
    }
    return *std::move(decoded);
  }

  std::string subjects_dir_;
  std::shared_ptr<repair::SharedOutcomes> shared_;
};

}  // namespace

std::unique_ptr<TaskRunner> MakeBuiltinRunner(const std::string& subjects_dir,
                                              std::shared_ptr<repair::SharedOutcomes> shared) {
  return std::make_unique<BuiltinRunner>(subjects_dir, std::move(shared));
}

}  // namespace aprgrid::worker
