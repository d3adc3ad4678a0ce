// The GP repair loop (docs/rl-operator-selection.md, section 6.7) with RL operator selection
// (worker/rl): an initial population of mutants of the original, then per generation tournament
// selection, one-point crossover with JaRFly's cut quirk, one mutation per individual and
// evaluation, until the first variant that passes the whole developer suite or the last generation.
//
// Determinism: every draw comes from Rng(seed) (search) and Rng(seed).Fork(1) (operator
// selection), in a fixed order, so the same attempt and seed give the same events and result.
// CRF_PRIOR and CRF_BANDIT add no draw of their own: the CRF's prior at a statement is a function
// of the model and the original program only (docs/crf-prior.md).
#ifndef APRGRID_WORKER_REPAIR_GP_SEARCH_H_
#define APRGRID_WORKER_REPAIR_GP_SEARCH_H_

#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "worker/repair/edit.h"
#include "worker/repair/fitness.h"
#include "worker/repair/search_state.h"
#include "worker/repair/shared_outcomes.h"
#include "worker/repair/subject.h"
#include "worker/rl/operator_selector.h"

namespace aprgrid::repair {

// One evaluated variant, for per-variant logs (docs/rl-operator-selection.md, section 7 item 7).
struct VariantRecord {
  uint64_t variant = 0;  // Its evaluation's number (0 = the original; cache hits included).
  uint32_t generation = 0;
  // Variant numbers: none for the original, one for a mutant of a (selected copy of a) variant,
  // two for a mutant of a crossover child of two variants.
  std::vector<uint64_t> parents;
  size_t genome_size = 0;
  // The edit this generation's mutation appended (absent for the original, or when the chosen
  // operator listed no edit): operator, arm (its group in GROUPED_7), target statement id in the
  // original and its line, ingredient statement id (-1 if synthesised) and the payload as code.
  bool has_edit = false;
  rl::Operator op = rl::Operator::kAppend;
  std::string arm;
  int target = -1;
  int line = 0;
  int ingredient = -1;
  std::string payload;
  Evaluation evaluation;  // Compile status, sampled and full fitness, repair flag.
  // The credit: the operator credited (docs/rl-operator-selection.md, section 2; ARTEFACT mode may
  // credit a stale edit), the reward, and every arm's state after it.
  bool credited = false;
  rl::Operator credited_op = rl::Operator::kAppend;
  double reward = 0;
  std::vector<rl::ArmSnapshot> arms;
};

struct SearchOptions {
  bool fitness_cache = true;  // Off only to measure what the cache saves.
  // Off only to measure (and test) what incremental variants save: see FitnessParams.
  bool incremental_variants = true;
  // Off only to measure (and test) what exact test selection saves: see FitnessParams.
  bool test_selection = true;
  // Fill SearchOutcome::phases and the *_ns fields of SearchOutcome::profile with thread CPU
  // times (benchmarks; FitnessParams::time_phases). Off (the default), they stay 0 and no clock
  // is read per phase, evaluation or test run; every other field, event, record and the result
  // are the same either way (docs/repair-engine.md, "Phase times").
  bool time_phases = false;
  // Test outcomes shared with other attempts of the same bug (FitnessParams::shared,
  // docs/repair-engine.md "Shared test outcomes"): not owned, must outlive RunSearch; may be
  // shared by searches running concurrently. Null (the default): none. Changes no result.
  SharedOutcomes* shared_outcomes = nullptr;
  // Called after each generation, as soon as it is complete.
  std::function<void(const v1::GenerationEvent&)> on_generation;
  // Cooperative stop (cancel, drain, time limit). Polled on the search thread immediately before
  // every variant evaluation (each fitness evaluation of a population member, including
  // generation 0's unmodified original). When it returns true, RunSearch returns
  // absl::CancelledError at once: no further event is reported and no partial result is
  // produced. Unset (the default) never stops. To stop inside an evaluation too, run the search
  // under a lang::ScopedInterrupt with the same condition (the interpreter then ends the running
  // test within milliseconds, worker/lang/interrupt.h): an evaluation it cut short
  // (Evaluation::interrupted) ends the search the same way, uncredited and unreported.
  std::function<bool()> should_stop;
  // Called after each variant evaluation (credit included) when set; this also makes every
  // evaluation compute the full-suite fitness, which costs test runs but changes no result.
  std::function<void(const VariantRecord&)> on_variant;
  // Checkpoints (docs/repair-engine.md "Checkpoints"). When set, called at every generation
  // boundary, after generation g's event when generation g + 1 will run, with the search's full
  // state (next_generation = g + 1). Returning true stops the search there: RunSearch returns
  // absl::CancelledError naming the generation, and produces no result.
  std::function<bool(const SearchState&)> on_checkpoint;
  // When set (not owned; must outlive RunSearch), the search continues from this state, which
  // on_checkpoint gave for the same attempt and seed, instead of starting at generation 0: it
  // reports the events of generations state.next_generation, ... and the result the
  // uninterrupted search would have reported. A state that does not fit this attempt's program,
  // arm set or suite is refused before anything runs: on_resume_refused (if set) gets the reason
  // and the search starts from scratch.
  const SearchState* resume = nullptr;
  std::function<void(const absl::Status&)> on_resume_refused;
  // The serialised CRF model (worker/crf/model/model_io.h) whose predictions are the operator
  // prior of CRF_PRIOR and CRF_BANDIT (docs/crf-prior.md); ignored by the other strategies. Empty
  // for those two: RunSearch fails with FailedPrecondition before any work.
  std::string crf_model_bytes;
};

// Where an attempt's time went outside the fitness evaluation (thread CPU ns), for benchmarks;
// all 0 unless SearchOptions::time_phases.
struct SearchPhases {
  int64_t setup_ns = 0;   // Parse, compile, coverage run, localisation, candidates' inputs.
  int64_t mutate_ns = 0;  // Mutations: fault-location draws, applicability, candidate lists.
  int64_t prior_ns = 0;   // Part of mutate_ns: the CRF lookups of CRF_PRIOR and CRF_BANDIT.
  int64_t select_ns = 0;  // Tournament selection, shuffling and crossover.
  int64_t report_ns = 0;  // Generation events (and their callback) and per-variant records.
  int64_t finish_ns = 0;  // The patch's diff and held-out quality.
};

struct SearchOutcome {
  v1::RepairResult result;  // wall_ms included.
  Genome patch;             // The repairing genome, if patched.
  FitnessProfile profile;   // What the evaluations did (and, timed, where their time went).
  SearchPhases phases;      // Where the rest went (SearchOptions::time_phases).
};

// Runs one attempt of `attempt` (its RL factors and `search` parameters; `bug` is not used) on
// `subject`, seeded with `seed`. CancelledError when `options.should_stop` fired.
// REQUIRES: a large stack (lang::RunWithLargeStack).
absl::StatusOr<SearchOutcome> RunSearch(const Subject& subject, const v1::RepairAttempt& attempt,
                                        uint64_t seed, const SearchOptions& options = {});

// The attempt key's 16 hex digits as the seed of the attempt's random stream.
absl::StatusOr<uint64_t> SeedFromKey(const std::string& key);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_GP_SEARCH_H_
