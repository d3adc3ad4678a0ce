#include "worker/repair/fitness.h"

#include <time.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "common/status_macros.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"

namespace aprgrid::repair {
namespace {

// Thread CPU time: the profile must mean the same on a loaded machine (the worker shares cores).
// 0 without FitnessParams::time_phases, so every *_ns difference stays 0 and no clock is read.
int64_t NowNs(bool timed) {
  if (!timed) return 0;
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
}

}  // namespace

FitnessEngine::FitnessEngine(const lang::Node& original,
                             std::shared_ptr<const lang::Program> compiled,
                             std::vector<std::string> file_names, const FitnessParams& params)
    : original_(&original),
      base_(compiled),
      builder_(original, file_names, std::move(compiled)),
      file_names_(std::move(file_names)),
      params_(params) {}

absl::StatusOr<FitnessEngine> FitnessEngine::Create(const lang::Node& original,
                                                    std::shared_ptr<const lang::Program> compiled,
                                                    std::vector<std::string> file_names,
                                                    std::span<const TestRun> runs,
                                                    const FitnessParams& params) {
  FitnessEngine engine(original, std::move(compiled), std::move(file_names), params);
  uint64_t max_steps = 0;
  for (size_t i = 0; i < runs.size(); ++i) {
    (runs[i].passed ? engine.positive_ : engine.negative_).push_back(static_cast<int>(i));
    if (runs[i].passed) max_steps = std::max(max_steps, runs[i].steps);
  }
  engine.num_tests_ = runs.size();
  engine.traces_.resize(runs.size());
  if (engine.negative_.empty()) {
    return absl::InvalidArgumentError("no test fails on the original program: nothing to repair");
  }
  // A variant that loops forever must not cost the default 20M steps per test: JaRFly bounds test
  // time too. Five times the slowest passing test (at least 50k steps) keeps legitimate runs and
  // halved the benchmark's run time (bench/repair_bench.cc).
  engine.limits_.step_budget =
      std::min<uint64_t>(engine.limits_.step_budget, std::max<uint64_t>(50'000, 5 * max_steps));
  // Watch a run for a proof that it loops forever (lang::LoopProof) once it is past the
  // original's run of the test (its slowest passing test if it fails there) and past a fiftieth
  // of the budget: a run that long probably loops, and watching earlier would cost more.
  for (const TestRun& run : runs) {
    engine.proof_from_.push_back(
        std::max(engine.limits_.step_budget / 50, run.passed ? run.steps : max_steps));
  }
  if (params.shared != nullptr) engine.suite_ = engine.Fingerprint(runs);
  return engine;
}

uint64_t FitnessEngine::Fingerprint(std::span<const TestRun> runs) const {
  // Everything a test's outcome on a variant depends on besides the variant (whose two hashes
  // the table's key holds): the original (which holds the suite), the file names, its compiled
  // tests in order, the limits, and the original's runs (from which the limits derive).
  SuiteFingerprint f;
  f.Add(lang::StructuralHash(*original_)).Add(SecondStructuralHash(*original_));
  f.Add(file_names_.size());
  for (const std::string& name : file_names_) f.Add(name);
  f.Add(base_->tests.size());
  for (const lang::TestCase& test : base_->tests) f.Add(test.full_name());
  f.Add(limits_.step_budget).Add(static_cast<uint64_t>(limits_.max_depth)).Add(limits_.heap_bytes);
  for (size_t i = 0; i < runs.size(); ++i) {
    f.Add(runs[i].passed ? 1 : 0).Add(runs[i].steps).Add(proof_from_[i]);
  }
  return f.value();
}

const FitnessEngine::Trace* FitnessEngine::TraceOf(int i) {
  Trace& trace = traces_[static_cast<size_t>(i)];
  if (trace.passed >= 0) return &trace;
  // The original shares its class table with every incremental variant: the same runner serves.
  if (runner_ != nullptr && runner_for_variants_) {
    runner_->Rebind(*base_);
  } else {
    runner_ = std::make_unique<lang::TestRunner>(*base_, limits_);
    runner_for_variants_ = true;
  }
  entered_.assign(base_->table().methods.size(), 0);
  int64_t t0 = NowNs(params_.time_phases);
  runner_->TraceEntries(entered_.data());
  runner_->SetLoopProofFrom(proof_from_[static_cast<size_t>(i)]);
  lang::TestResult r = runner_->Run(base_->tests[static_cast<size_t>(i)]);
  runner_->TraceEntries(nullptr);
  profile_.trace_ns += NowNs(params_.time_phases) - t0;
  ++profile_.tests_traced;
  profile_.steps_traced += static_cast<int64_t>(r.steps);
  if (r.interrupted) return nullptr;
  trace.passed = r.outcome == lang::Outcome::kPass ? 1 : 0;
  trace.timed_out = r.outcome == lang::Outcome::kTimeout;
  trace.steps = r.steps;
  for (size_t m = 0; m < entered_.size(); ++m) {
    if (entered_[m] != 0) trace.entered.push_back(static_cast<int>(m));
  }
  return &trace;
}

double FitnessEngine::max_fitness() const {
  return num_positive() + num_positive() * params_.negative_weight;
}

Evaluation FitnessEngine::Evaluate(const Genome& genome, Rng& rng) {
  ++profile_.evaluations;
  // The sample first, so the random stream never depends on what the cache holds.
  size_t p = positive_.size();
  size_t sample_size = p;
  if (params_.positive_sample < 1) {
    sample_size =
        static_cast<size_t>(std::llround(params_.positive_sample * static_cast<double>(p)));
    sample_size = std::clamp<size_t>(sample_size, p == 0 ? 0 : 1, p);
  }
  std::vector<int> order = positive_;
  for (size_t i = 0; i < sample_size; ++i) {  // Partial Fisher-Yates: order[0, sample_size).
    size_t j = i + static_cast<size_t>(rng.Below(p - i));
    std::swap(order[i], order[j]);
  }

  // The variant: edited method declarations over the compiled original (incremental), or the
  // whole edited program.
  int64_t t0 = NowNs(params_.time_phases);
  VariantBuilder::Variant variant;
  lang::NodePtr whole;
  // The methods the variant replaces, when test selection applies to it.
  std::optional<absl::InlinedVector<int, 4>> changed;
  if (params_.incremental) {
    variant = builder_.Build(genome);
    if (params_.test_selection && variant.whole == nullptr) {
      changed.emplace();
      for (const lang::MethodReplacement& r : variant.methods) changed->push_back(r.method);
    }
  } else {
    whole = ApplyEdits(*original_, genome);
  }
  int64_t t1 = NowNs(params_.time_phases);
  uint64_t key = params_.incremental ? builder_.Hash(variant) : lang::StructuralHash(*whole);
  int64_t t2 = NowNs(params_.time_phases);
  // Called at most once per evaluation (it consumes the variant).
  auto compile = [&]() -> absl::StatusOr<std::unique_ptr<lang::Program>> {
    if (params_.incremental) return builder_.Compile(std::move(variant));
    return lang::Compile(std::move(whole), file_names_);
  };
  profile_.apply_ns += t1 - t0;
  profile_.hash_ns += t2 - t1;

  Outcomes fresh;
  Outcomes* entry = &fresh;
  bool known = false;
  if (params_.cache) {
    auto [it, inserted] = cache_.try_emplace(key);
    entry = &it->second;
    known = !inserted;
  }
  Evaluation ev;
  ev.cache_hit = true;
  auto [needed_it, first_time] = needed_.try_emplace(key);
  std::vector<bool>& needed = needed_it->second;
  if (first_time) needed.assign(num_tests_, false);
  ev.new_variant = first_time;
  std::unique_ptr<lang::Program> program;
  bool runner_bound = false;
  bool compile_tried = known;
  if (!known) entry->passed.assign(num_tests_, -1);
  // The shared table, looked up at most once, where something would be compiled or run.
  SharedOutcomes* const shared = params_.shared;
  SharedOutcomes::Key shared_key{suite_, key, 0};
  bool consulted = false, found = false, learnt = false, compiled_here = false;
  auto consult = [&]() -> bool {
    if (shared == nullptr || consulted) return found;
    consulted = true;
    shared_key.program2 =
        params_.incremental ? builder_.SecondHash(variant) : SecondStructuralHash(*whole);
    ++profile_.shared_lookups;
    found = shared->Lookup(shared_key, &shared_known_) &&
            (!shared_known_.compiled || shared_known_.outcomes.size() == num_tests_);
    profile_.shared_hits += found ? 1 : 0;
    learned_.assign(num_tests_, SharedOutcomes::kUnknown);
    learned_steps_.assign(num_tests_, 0);
    return found;
  };
  // Records what this evaluation learnt of test `i`, for Publish.
  auto learn = [&](int i, bool passed, bool timed_out, uint64_t steps) {
    if (shared == nullptr) return;
    learnt = true;
    learned_[static_cast<size_t>(i)] = passed      ? SharedOutcomes::kPass
                                       : timed_out ? SharedOutcomes::kTimeout
                                                   : SharedOutcomes::kFail;
    learned_steps_[static_cast<size_t>(i)] =
        static_cast<uint32_t>(std::min<uint64_t>(steps, UINT32_MAX));
  };
  // Runs test `i` unless its outcome is known; compiles on first need. `count`: the search needs
  // this outcome (false for full_fitness's extra tests), which decides new_variant.
  auto passes = [&](int i, bool count = true) -> bool {
    if (count && !needed[i]) {
      needed[i] = true;
      ev.new_variant = true;
    }
    if (!compile_tried && consult()) {  // Known to the table: no compile (yet).
      compile_tried = true;
      ev.cache_hit = false;
      ++profile_.compiles_shared;
      entry->compiled = shared_known_.compiled;
    }
    if (!compile_tried) {
      compile_tried = true;
      ev.cache_hit = false;
      compiled_here = true;
      learnt = shared != nullptr;
      int64_t c0 = NowNs(params_.time_phases);
      ++profile_.compilations;
      absl::StatusOr<std::unique_ptr<lang::Program>> compiled = compile();
      profile_.compile_ns += NowNs(params_.time_phases) - c0;
      entry->compiled = compiled.ok() && (*compiled)->tests.size() == num_tests_;
      if (!entry->compiled) ++profile_.compile_failures;
      if (entry->compiled) program = std::move(*compiled);
    }
    if (!entry->compiled) return false;
    if (entry->passed[i] < 0 && consult() && shared_known_.compiled &&
        shared_known_.outcomes[static_cast<size_t>(i)] != SharedOutcomes::kUnknown) {
      const int8_t outcome = shared_known_.outcomes[static_cast<size_t>(i)];
      ++profile_.tests_shared;
      profile_.steps_shared += shared_known_.steps[static_cast<size_t>(i)];
      profile_.timeouts_shared += outcome == SharedOutcomes::kTimeout ? 1 : 0;
      ev.cache_hit = false;
      entry->passed[i] = outcome == SharedOutcomes::kPass ? 1 : 0;
    }
    if (entry->passed[i] < 0 && changed.has_value()) {
      // Tracing binds the runner to the original.
      if (traces_[static_cast<size_t>(i)].passed < 0) runner_bound = false;
      const Trace* trace = TraceOf(i);
      bool reaches_change = trace == nullptr;
      for (int m : *changed) {
        reaches_change =
            reaches_change || std::binary_search(trace->entered.begin(), trace->entered.end(), m);
      }
      if (!reaches_change) {
        ++profile_.tests_reused;
        profile_.steps_reused += static_cast<int64_t>(trace->steps);
        ev.cache_hit = false;
        entry->passed[i] = trace->passed;
        learn(i, trace->passed == 1, trace->timed_out, trace->steps);
      }
    }
    if (entry->passed[i] < 0) {
      if (program == nullptr) {  // Known variant, new test: compile again (the AST was kept).
        int64_t c0 = NowNs(params_.time_phases);
        ++profile_.compilations;
        absl::StatusOr<std::unique_ptr<lang::Program>> again = compile();
        profile_.compile_ns += NowNs(params_.time_phases) - c0;
        if (!again.ok()) return false;
        program = std::move(*again);
      }
      if (!runner_bound) {
        // Variants of the compiled original share its class table, so one runner (and its
        // memory) serves them all; a whole-program variant has a table of its own.
        bool variant = program->base != nullptr;  // All of this engine's have the same base.
        if (runner_ != nullptr && variant && runner_for_variants_) {
          runner_->Rebind(*program);
        } else {
          runner_ = std::make_unique<lang::TestRunner>(*program, limits_);
          runner_for_variants_ = variant;
        }
        runner_bound = true;
      }
      runner_->SetLoopProofFrom(proof_from_[static_cast<size_t>(i)]);
      int64_t r0 = NowNs(params_.time_phases);
      lang::TestResult r = runner_->Run(program->tests[i]);
      int64_t run_ns = NowNs(params_.time_phases) - r0;
      profile_.run_ns += run_ns;
      ++profile_.tests_run;
      profile_.steps_run += static_cast<int64_t>(r.steps);
      if (r.outcome == lang::Outcome::kTimeout) {
        ++profile_.tests_timed_out;
        profile_.timeout_ns += run_ns;
        profile_.tests_proven += r.steps_skipped > 0 ? 1 : 0;
        profile_.steps_skipped += static_cast<int64_t>(r.steps_skipped);
      }
      ev.cache_hit = false;
      if (r.interrupted) {
        ev.interrupted = true;
        return false;  // Not cached: the outcome says nothing about the variant.
      }
      entry->passed[i] = r.outcome == lang::Outcome::kPass ? 1 : 0;
      learn(i, r.outcome == lang::Outcome::kPass, r.outcome == lang::Outcome::kTimeout, r.steps);
    }
    return entry->passed[i] == 1;
  };
  // Publishes what an uninterrupted evaluation learnt (consult() ran before anything was learnt).
  // Whether the variant compiles is published only as this evaluation's compile or the table
  // established it: entry->compiled may stem from another program whose structural hash
  // collides within this attempt, and must not reach other attempts.
  auto publish = [&] {
    if (!learnt || ev.interrupted) return;
    if (!compiled_here && !(found && shared_known_.compiled)) return;
    shared->Publish(shared_key, compiled_here ? entry->compiled : true, learned_, learned_steps_);
  };

  int negatives_passed = 0;
  for (int i : negative_) negatives_passed += passes(i) ? 1 : 0;
  ev.compiled = entry->compiled;
  if (!ev.compiled) {
    if (ev.cache_hit) ++profile_.cache_hits;
    publish();
    return ev;
  }
  int sampled_passed = 0;
  for (size_t k = 0; k < sample_size; ++k) sampled_passed += passes(order[k]) ? 1 : 0;
  double fac = static_cast<double>(p) * params_.negative_weight / negative_.size();
  ev.fitness = fac * negatives_passed + sampled_passed;
  ev.passes_negative = negatives_passed == num_negative();
  ev.passes_sample = ev.passes_negative && sampled_passed == static_cast<int>(sample_size);
  if (ev.passes_sample) {
    ev.repair = true;
    for (size_t k = sample_size; k < p && ev.repair; ++k) ev.repair = passes(order[k]);
  }
  if (params_.full_fitness) {
    int all_passed = sampled_passed;
    for (size_t k = sample_size; k < p; ++k) all_passed += passes(order[k], false) ? 1 : 0;
    ev.full_fitness = fac * negatives_passed + all_passed;
  }
  if (ev.cache_hit) ++profile_.cache_hits;
  publish();
  return ev;
}

FitnessState FitnessEngine::SaveState() const {
  FitnessState state;
  for (const auto& [program, outcomes] : cache_) {
    state.known.push_back(FitnessState::Known{program, outcomes.compiled, outcomes.passed});
  }
  for (const auto& [program, tests] : needed_) {
    state.needed.push_back(FitnessState::Needed{program, tests});
  }
  std::sort(state.known.begin(), state.known.end(),
            [](const auto& a, const auto& b) { return a.program < b.program; });
  std::sort(state.needed.begin(), state.needed.end(),
            [](const auto& a, const auto& b) { return a.program < b.program; });
  return state;
}

absl::Status FitnessEngine::CheckState(const FitnessState& state) const {
  std::unordered_map<uint64_t, int> seen;
  for (const FitnessState::Known& k : state.known) {
    if (k.passed.size() != num_tests_) {
      return absl::InvalidArgumentError(absl::StrCat("fitness state: program ", k.program, " has ",
                                                     k.passed.size(), " outcomes for ", num_tests_,
                                                     " tests"));
    }
    for (int8_t p : k.passed) {
      if (p < -1 || p > 1) {
        return absl::InvalidArgumentError(absl::StrCat(
            "fitness state: outcome ", static_cast<int>(p), " of program ", k.program));
      }
    }
    if (seen[k.program]++ > 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("fitness state: program ", k.program, " known twice"));
    }
  }
  seen.clear();
  for (const FitnessState::Needed& n : state.needed) {
    if (n.tests.size() != num_tests_) {
      return absl::InvalidArgumentError(absl::StrCat("fitness state: program ", n.program,
                                                     " needs ", n.tests.size(), " tests of ",
                                                     num_tests_));
    }
    if (seen[n.program]++ > 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("fitness state: program ", n.program, " needed twice"));
    }
  }
  return absl::OkStatus();
}

absl::Status FitnessEngine::RestoreState(const FitnessState& state) {
  RETURN_IF_ERROR(CheckState(state));
  cache_.clear();
  needed_.clear();
  if (params_.cache) {
    for (const FitnessState::Known& k : state.known) cache_[k.program] = {k.compiled, k.passed};
  }
  for (const FitnessState::Needed& n : state.needed) needed_[n.program] = n.tests;
  return absl::OkStatus();
}

}  // namespace aprgrid::repair
