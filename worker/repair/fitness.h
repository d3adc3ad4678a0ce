// Fitness of a variant (docs/rl-operator-selection.md, section 6.6) with JaRFly's positive-test
// sampling: every negative (failing on the original) test and a fresh sample of the positive tests
// run; fitness = fac * negatives passed + sampled positives passed, fac = P * negative_weight / N.
// A variant passing all of them is run on the remaining positives at once, so a repair is
// recognised on its first evaluation. A variant that does not compile has fitness 0.
//
// Test outcomes are cached per variant (keyed by the 64-bit structural hash of its AST), so an
// identical phenotype never runs a test twice; the sample is still drawn for every evaluation,
// which keeps the random stream independent of the cache.
//
// Exact test selection (FitnessParams::test_selection): a test runs in a fresh program state and
// the interpreter is deterministic, so a test whose run on the original never entered a method a
// variant replaces runs on that variant exactly as on the original (same steps, same exceptions,
// same step-budget timeout). Such a test's outcome is taken from the original's run (traced once
// per test, lazily, with the same limits, method entries recorded by lang::TestRunner::
// TraceEntries) instead of running it; only tests that reach a replaced method run. Variants
// built as a whole program (VariantBuilder::Variant::whole) always run their tests. An original
// run cut short by a lang::Interrupt records nothing, so the test runs as before. Why this is
// exact for every operator, and what a reused outcome counts as: docs/repair-engine.md,
// "Exact test selection".
//
// Shared test outcomes (FitnessParams::shared): where an evaluation would compile the variant or
// run (or trace) a test, it first takes what another attempt of the same bug already learnt
// from the table, and an uninterrupted evaluation publishes what it learnt itself. Every field
// of every Evaluation, the saved FitnessState and so the search's results are the same with or
// without the table and whatever it holds; only FitnessProfile's counts differ
// (docs/repair-engine.md, "Shared test outcomes").
//
// Not thread-safe (the shared table is). REQUIRES: Evaluate runs on a large stack
// (lang::RunWithLargeStack).
#ifndef APRGRID_WORKER_REPAIR_FITNESS_H_
#define APRGRID_WORKER_REPAIR_FITNESS_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/status/statusor.h"
#include "common/random.h"
#include "worker/lang/ast.h"
#include "worker/lang/program.h"
#include "worker/lang/runner.h"
#include "worker/lang/runtime.h"
#include "worker/repair/edit.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/shared_outcomes.h"
#include "worker/repair/variant_builder.h"

namespace aprgrid::repair {

struct FitnessParams {
  double positive_sample = 0.1;  // Share of positive tests per evaluation, (0, 1].
  double negative_weight = 2.0;
  bool cache = true;
  // Build and compile variants incrementally (VariantBuilder) rather than cloning and compiling
  // the whole program; the results are identical, only the time differs.
  bool incremental = true;
  // Reuse the original's outcome for tests that never enter a method the variant replaces
  // (above); the results are identical, only the time differs. Needs `incremental`.
  bool test_selection = true;
  // Also compute Evaluation::full_fitness (runs every test of a compiling variant; for
  // per-variant logs only: it costs time, never changes another field or a random draw).
  bool full_fitness = false;
  // Read the thread CPU clock around each step of an evaluation to fill FitnessProfile's *_ns
  // fields (benchmarks only: several clock reads per evaluation and per test run, each a system
  // call). Off, those fields stay 0 and no clock is read; nothing else changes.
  bool time_phases = false;
  // Test outcomes shared with other attempts of the same bug (above); null: none. Not owned;
  // must outlive the engine. The results are identical, only the time differs.
  SharedOutcomes* shared = nullptr;
};

struct Evaluation {
  bool compiled = false;
  double fitness = 0;            // The sampled fitness (selection and RAW reward use this).
  bool passes_negative = false;  // Every negative test passed.
  bool passes_sample = false;    // Every negative and sampled positive test passed.
  bool repair = false;           // Every test of the suite passed.
  bool cache_hit = false;        // No test had to run.
  // JaRFly would open a new variant folder: the variant's program was never evaluated, or this
  // evaluation needs a test outcome no earlier evaluation of that program needed. Independent of
  // FitnessParams::cache and full_fitness.
  bool new_variant = false;
  double full_fitness = 0;  // Fitness on the whole suite (FitnessParams::full_fitness).
  // A test was cut short by a lang::Interrupt (a stop or time limit): nothing above means
  // anything, and no outcome of this evaluation was cached.
  bool interrupted = false;
};

// What evaluations did and, with FitnessParams::time_phases, where their thread CPU time went
// (the *_ns fields, 0 without it), for benchmarks. The counts never depend on time_phases.
struct FitnessProfile {
  int64_t evaluations = 0, compilations = 0, compile_failures = 0, tests_run = 0;
  int64_t cache_hits = 0;  // Evaluations that needed no outcome the cache did not hold.
  // Test selection: outcomes taken from the original's run instead of running the test, and
  // runs of the original made to record a test's outcome and entered methods.
  int64_t tests_reused = 0, tests_traced = 0;
  // Interpreter steps (lang::TestResult::steps, a deterministic measure of the tests' work): of
  // the runs counted in tests_run, the original's runs whose outcomes were reused (what running
  // them would have cost: the same steps), and the tracing runs.
  int64_t steps_run = 0, steps_reused = 0, steps_traced = 0;
  // Of tests_run and run_ns: the runs that ended in TIMEOUT (step budget or interrupt).
  int64_t tests_timed_out = 0, timeout_ns = 0;
  // Of tests_timed_out: the runs proven periodic, and the steps of steps_run they skipped.
  int64_t tests_proven = 0, steps_skipped = 0;
  // FitnessParams::shared: table lookups (at most one per evaluation) and those that found the
  // program; compile statuses taken from the table instead of compiling; test outcomes taken
  // from it instead of running or reusing them, the steps their runs took, and how many of them
  // were TIMEOUTs.
  int64_t shared_lookups = 0, shared_hits = 0, compiles_shared = 0;
  int64_t tests_shared = 0, steps_shared = 0, timeouts_shared = 0;
  int64_t apply_ns = 0, hash_ns = 0, compile_ns = 0, run_ns = 0, trace_ns = 0;
};

// What an engine remembers between evaluations that decides later evaluations' fields: per
// program (structural hash), the test outcomes known (cache) and the tests some evaluation needed
// (Evaluation::new_variant). Sorted by key, so equal engines save equal states.
struct FitnessState {
  struct Known {
    uint64_t program = 0;
    bool compiled = false;
    std::vector<int8_t> passed;  // Per test: -1 not run yet, 0 failed, 1 passed.
  };
  struct Needed {
    uint64_t program = 0;
    std::vector<bool> tests;
  };
  std::vector<Known> known;  // Empty when the cache is off.
  std::vector<Needed> needed;
};

class FitnessEngine {
 public:
  // `runs`: the original's outcomes in the program's test order (from RunWithCoverage);
  // `compiled`: the original compiled without coverage (RepairProblem::program()).
  // InvalidArgument if no test fails on the original.
  static absl::StatusOr<FitnessEngine> Create(const lang::Node& original,
                                              std::shared_ptr<const lang::Program> compiled,
                                              std::vector<std::string> file_names,
                                              std::span<const TestRun> runs,
                                              const FitnessParams& params);

  // Evaluates the variant `genome` of the original. Draws the positive sample from `rng`.
  Evaluation Evaluate(const Genome& genome, Rng& rng);

  int num_positive() const { return static_cast<int>(positive_.size()); }
  int num_negative() const { return static_cast<int>(negative_.size()); }
  // The fitness a repair reaches: P + fac * N.
  double max_fitness() const;
  const FitnessProfile& profile() const { return profile_; }

  // The state above, for checkpoints (worker/repair/checkpoint.h).
  FitnessState SaveState() const;
  // InvalidArgument, naming what is wrong, unless `state` fits this engine's suite (one entry per
  // test, outcomes in {-1, 0, 1}, no program twice).
  absl::Status CheckState(const FitnessState& state) const;
  // Replaces the remembered outcomes and needs by `state` (its outcomes are ignored when the
  // cache is off); CheckState's error, changing nothing, if it is refused.
  absl::Status RestoreState(const FitnessState& state);

 private:
  struct Outcomes {
    bool compiled = false;
    std::vector<int8_t> passed;  // Per test: -1 not run yet, 0 failed, 1 passed.
  };

  // One test's run on the original (test selection).
  struct Trace {
    int8_t passed = -1;  // -1 not traced yet (or cut short by an interrupt).
    bool timed_out = false;
    uint64_t steps = 0;
    std::vector<int> entered;  // Method ids the run entered, ascending.
  };

  FitnessEngine(const lang::Node& original, std::shared_ptr<const lang::Program> compiled,
                std::vector<std::string> file_names, const FitnessParams& params);

  // The suite fingerprint of SharedOutcomes' keys (REQUIRES: limits_ and proof_from_ are set).
  uint64_t Fingerprint(std::span<const TestRun> runs) const;
  // Test `i`'s run on the original, tracing it first if needed; null when that run was
  // interrupted. Leaves runner_ bound to the original.
  const Trace* TraceOf(int i);

  const lang::Node* original_;
  std::shared_ptr<const lang::Program> base_;  // The compiled original.
  VariantBuilder builder_;
  std::vector<std::string> file_names_;
  FitnessParams params_;
  lang::RunLimits limits_;
  std::vector<int> positive_;  // Test indices.
  std::vector<int> negative_;
  size_t num_tests_ = 0;
  std::unordered_map<uint64_t, Outcomes> cache_;
  // Per program (structural hash): the tests some evaluation needed (for new_variant).
  std::unordered_map<uint64_t, std::vector<bool>> needed_;
  // The runner of the last evaluation, reused (rebound) while it runs incremental variants: they
  // all share the compiled original's class table.
  std::unique_ptr<lang::TestRunner> runner_;
  bool runner_for_variants_ = false;
  std::vector<Trace> traces_;  // By test index.
  // By test index: lang::RunLimits::loop_proof_from (Create says which).
  std::vector<uint64_t> proof_from_;
  std::vector<uint8_t> entered_;  // Scratch for TraceEntries, by method id.
  // FitnessParams::shared: the fingerprint of everything but the variant that decides a test's
  // outcome (Create), the last lookup's copy, and what the current evaluation learnt (per test,
  // SharedOutcomes' codes, and steps).
  uint64_t suite_ = 0;
  SharedOutcomes::Known shared_known_;
  std::vector<int8_t> learned_;
  std::vector<uint32_t> learned_steps_;
  FitnessProfile profile_;
};

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_FITNESS_H_
