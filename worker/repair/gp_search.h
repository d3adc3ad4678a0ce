// The GP repair loop (spec 6.7) with RL operator selection (worker/rl): an initial population of
// mutants of the original, then per generation tournament selection, one-point crossover with
// JaRFly's cut quirk, one mutation per individual and evaluation, until the first variant that
// passes the whole developer suite or the last generation.
//
// Determinism: every draw comes from Rng(seed) (search) and Rng(seed).Fork(1) (operator
// selection), in a fixed order, so the same attempt and seed give the same events and result.
#ifndef APRGRID_WORKER_REPAIR_GP_SEARCH_H_
#define APRGRID_WORKER_REPAIR_GP_SEARCH_H_

#include <cstdint>
#include <functional>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "worker/repair/edit.h"
#include "worker/repair/fitness.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {

struct SearchOptions {
  bool fitness_cache = true;  // Off only to measure what the cache saves.
  // Off only to measure (and test) what incremental variants save: see FitnessParams.
  bool incremental_variants = true;
  // Called after each generation, as soon as it is complete.
  std::function<void(const v1::GenerationEvent&)> on_generation;
  // Cooperative stop (cancel, drain). Polled on the search thread immediately before every
  // variant evaluation (each fitness evaluation of a population member, including generation 0's
  // unmodified original), so the latency of a stop is at most one evaluation. When it returns
  // true, RunSearch returns absl::CancelledError at once: no further event is reported and no
  // partial result is produced. Unset (the default) never stops.
  std::function<bool()> should_stop;
};

struct SearchOutcome {
  v1::RepairResult result;  // wall_ms included.
  Genome patch;             // The repairing genome, if patched.
  FitnessProfile profile;   // Where the evaluation time went.
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
