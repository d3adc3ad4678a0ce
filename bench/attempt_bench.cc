// The cost of one repair attempt on a fixed sample of the grid-30k campaign: every
// APRGRID_BENCH_STRIDE-th attempt (default 20, the 1-in-20 sample: 1,479 attempts) of
// configs/grid-30k.textproto's expansion, run back to back on one large-stack thread as the
// worker's built-in engine runs them (RunSearch with a generation callback that serialises the
// event, as the daemon does).
//
// APRGRID_BENCH_ONLY=baseline or selection runs that mode alone (to profile it).
// Modes: `baseline` (exact test selection off) and `selection` (the default engine). Each round
// (APRGRID_BENCH_ROUNDS, default 3) runs every attempt of the sample in both modes back to back,
// the first mode alternating per attempt and per round, so a change of load on the machine falls
// on both modes alike. Counters: each mode's median over rounds of the sample's thread CPU
// seconds, the ratio baseline/selection, CPU ms per attempt, minor page faults per attempt
// (getrusage(RUSAGE_THREAD) around each attempt: the median over rounds and the first round's,
// which also pays for the heap growing to its peak), tests run and reused per attempt, and the
// share of the CPU in each measured phase (FitnessProfile, SearchPhases). The phases are timed
// (SearchOptions::time_phases) unless APRGRID_BENCH_TIMES=0, which runs the attempts as the
// worker does, without the per-phase clock reads, and prints no shares.
// `median_round_ratio` is the median of the rounds' ratios. `mismatches` counts attempts whose
// result (wall_ms aside) differs between the modes: it must be 0. `steps_saved_share` is the share
// of the baseline's interpreter steps (the step budget's unit: calls, loop iterations and built-in
// work, not time) that selection did not run; `steps_mismatch` (must be 0) checks that the reused
// outcomes stood for exactly the baseline runs they replaced.
//
// APRGRID_BENCH_PAIR=shared compares `selection` with `shared` instead (the default engine with
// a SharedOutcomes table, docs/repair-engine.md "Shared test outcomes"; a fresh table per round,
// shared by the round's `shared` attempts, budget APRGRID_BENCH_SHARED_MB, default 256): in the
// counters and APRGRID_BENCH_ONLY, `baseline` reads `selection` and `selection` reads `shared`.
// Its counters add what the table served: the share of lookups (one per evaluation that would
// compile or run) that found the program, of compile statuses, test outcomes, steps and TIMEOUT
// runs the evaluations needed; the table's entries, bytes and evictions after the last round;
// and the share of test outcomes served per rank of an attempt among its bug's attempts
// (shared_tests_share_rank_<from>_<to>, the first round), to show how the hit rate grows with
// attempts per bug. APRGRID_BENCH_BUG=<bug id>[,<bug id>...] keeps those bugs' attempts only
// (before the stride); APRGRID_BENCH_ORDER=seed runs them seed-major, as the coordinator hands
// them out. `steps_mismatch` then checks selection's run and reused steps against shared's run,
// reused and shared steps.
//
//   build/bench/attempt_bench                   # the 1-in-20 sample (minutes per round)
//   APRGRID_BENCH_STRIDE=200 build/bench/attempt_bench
//   APRGRID_BENCH_PAIR=shared APRGRID_BENCH_TIMES=0 build/bench/attempt_bench
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "bench/bench_util.h"
#include "benchmark/benchmark.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "worker/lang/runner.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

using ::aprgrid::bench::BenchTimesPhases;
using ::aprgrid::bench::EnvInt;
using ::aprgrid::bench::Median;
using ::aprgrid::bench::ThreadCpuSeconds;

std::string ReadFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

struct Sample {
  std::vector<v1::Attempt> attempts;
  std::map<std::string, Subject> subjects;  // By bug id, loaded once (as a worker caches them).
};

const Sample& TheSample() {
  static const Sample* sample = [] {
    auto* s = new Sample;
    const std::string source = APRGRID_SOURCE_DIR;
    const std::string spec_path = source + "/configs/grid-30k.textproto";
    auto spec = spec::ParseCampaignSpec(ReadFile(spec_path), spec_path);
    auto catalog = spec::SubjectCatalog::Load(source + "/subjects");
    if (!spec.ok() || !catalog.ok()) return s;
    auto all = spec::ExpandGrid(*spec, &*catalog, {.force = true});
    if (!all.ok()) return s;
    const size_t stride = static_cast<size_t>(EnvInt("APRGRID_BENCH_STRIDE", 20));
    const char* bugs = std::getenv("APRGRID_BENCH_BUG");
    const std::string only_bugs = bugs == nullptr ? "" : absl::StrCat(",", bugs, ",");
    std::vector<v1::Attempt> kept;
    for (const v1::Attempt& a : *all) {
      if (only_bugs.empty() ||
          absl::StrContains(only_bugs, absl::StrCat(",", a.repair().bug(), ","))) {
        kept.push_back(a);
      }
    }
    // APRGRID_BENCH_ORDER=seed: seed-major, as the coordinator hands attempts out
    // (coordinator/scheduler.h), instead of the expansion's order.
    const char* order = std::getenv("APRGRID_BENCH_ORDER");
    if (order != nullptr && std::string(order) == "seed") {
      std::stable_sort(kept.begin(), kept.end(), [](const v1::Attempt& a, const v1::Attempt& b) {
        return a.repair().seed() < b.repair().seed();
      });
    }
    for (size_t i = 0; i < kept.size(); i += stride) {
      const v1::Attempt& a = kept[i];
      s->attempts.push_back(a);
      const std::string& bug = a.repair().bug();
      if (s->subjects.contains(bug)) continue;
      absl::StatusOr<std::string> dir = ResolveBugDir(bug, source + "/subjects");
      if (!dir.ok()) continue;
      absl::StatusOr<Subject> subject = LoadSubject(*dir);
      if (subject.ok()) s->subjects.emplace(bug, *std::move(subject));
    }
    return s;
  }();
  return *sample;
}

// Minor page faults of the calling thread so far.
int64_t ThreadMinorFaults() {
  rusage usage;
  getrusage(RUSAGE_THREAD, &usage);
  return usage.ru_minflt;
}

struct ModeRun {
  double cpu_s = 0;
  int64_t minor_faults = 0;
  FitnessProfile profile;
  SearchPhases phases;
  std::vector<std::string> results;  // Serialised RepairResult, wall_ms cleared.
  SharedOutcomes::Stats table;       // The round's table (shared mode).
  // Shared mode: per rank bucket of an attempt among its bug's (kRanks), test outcomes served
  // by the table and all outcomes the evaluations obtained (run, reused or served).
  std::vector<int64_t> rank_served, rank_needed;
};

// Rank buckets [kRanks[k], kRanks[k + 1]) of an attempt among the sample's attempts of its bug.
constexpr size_t kRanks[] = {0, 10, 50, 100, 250, 500, 1020};
constexpr size_t kNumRanks = sizeof(kRanks) / sizeof(kRanks[0]) - 1;

bool PairShared() {
  const char* pair = std::getenv("APRGRID_BENCH_PAIR");
  return pair != nullptr && std::string(pair) == "shared";
}

void Add(const SearchOutcome& out, ModeRun& run) {
  const FitnessProfile& p = out.profile;
  run.profile.evaluations += p.evaluations;
  run.profile.compilations += p.compilations;
  run.profile.tests_run += p.tests_run;
  run.profile.tests_reused += p.tests_reused;
  run.profile.tests_traced += p.tests_traced;
  run.profile.steps_run += p.steps_run;
  run.profile.steps_reused += p.steps_reused;
  run.profile.steps_traced += p.steps_traced;
  run.profile.apply_ns += p.apply_ns;
  run.profile.hash_ns += p.hash_ns;
  run.profile.compile_ns += p.compile_ns;
  run.profile.run_ns += p.run_ns;
  run.profile.trace_ns += p.trace_ns;
  run.profile.tests_timed_out += p.tests_timed_out;
  run.profile.timeout_ns += p.timeout_ns;
  run.profile.tests_proven += p.tests_proven;
  run.profile.steps_skipped += p.steps_skipped;
  run.profile.shared_lookups += p.shared_lookups;
  run.profile.shared_hits += p.shared_hits;
  run.profile.compiles_shared += p.compiles_shared;
  run.profile.tests_shared += p.tests_shared;
  run.profile.steps_shared += p.steps_shared;
  run.profile.timeouts_shared += p.timeouts_shared;
  run.phases.setup_ns += out.phases.setup_ns;
  run.phases.mutate_ns += out.phases.mutate_ns;
  run.phases.select_ns += out.phases.select_ns;
  run.phases.report_ns += out.phases.report_ns;
  run.phases.finish_ns += out.phases.finish_ns;
}

const char* ModeName(bool selection) { return selection ? "selection" : "baseline"; }

// The rank bucket of the `rank`-th attempt of a bug.
size_t RankBucket(size_t rank) {
  size_t k = 0;
  while (k + 1 < kNumRanks && rank >= kRanks[k + 1]) ++k;
  return k;
}

// One round: every attempt in both modes (unless `only` names one), back to back. Returns the
// baseline's run and the selection's.
std::pair<ModeRun, ModeRun> RunRound(int round, const std::string& only) {
  ModeRun runs[2];
  const Sample& sample = TheSample();
  const bool pair_shared = PairShared();
  // The second mode's table (APRGRID_BENCH_PAIR=shared): fresh each round.
  SharedOutcomes table(static_cast<size_t>(EnvInt("APRGRID_BENCH_SHARED_MB", 256)) << 20);
  std::map<std::string, size_t> rank_of_bug;
  runs[1].rank_served.assign(kNumRanks, 0);
  runs[1].rank_needed.assign(kNumRanks, 0);
  lang::RunWithLargeStack([&] {
    std::string event_bytes;
    for (size_t i = 0; i < sample.attempts.size(); ++i) {
      const v1::Attempt& a = sample.attempts[i];
      auto subject = sample.subjects.find(a.repair().bug());
      absl::StatusOr<uint64_t> seed = SeedFromKey(a.key());
      const size_t rank = rank_of_bug[a.repair().bug()]++;
      for (int k = 0; k < 2; ++k) {
        const bool selection = (i + static_cast<size_t>(round) + static_cast<size_t>(k)) % 2 == 1;
        if (!only.empty() && only != ModeName(selection)) continue;
        ModeRun& run = runs[selection ? 1 : 0];
        if (subject == sample.subjects.end() || !seed.ok()) {
          run.results.push_back("(not run)");
          continue;
        }
        SearchOptions options;
        options.test_selection = selection || pair_shared;
        if (pair_shared && selection) options.shared_outcomes = &table;
        options.time_phases = BenchTimesPhases();
        options.on_generation = [&](const v1::GenerationEvent& ev) {
          event_bytes.clear();
          ev.SerializeToString(&event_bytes);
        };
        const int64_t faults0 = ThreadMinorFaults();
        const double t0 = ThreadCpuSeconds();
        absl::StatusOr<SearchOutcome> out = RunSearch(subject->second, a.repair(), *seed, options);
        run.cpu_s += ThreadCpuSeconds() - t0;
        run.minor_faults += ThreadMinorFaults() - faults0;
        if (!out.ok()) {
          run.results.push_back(std::string(out.status().message()));
          continue;
        }
        out->result.clear_wall_ms();
        run.results.push_back(out->result.SerializeAsString());
        Add(*out, run);
        if (selection) {
          const FitnessProfile& p = out->profile;
          run.rank_served[RankBucket(rank)] += p.tests_shared;
          run.rank_needed[RankBucket(rank)] += p.tests_shared + p.tests_run + p.tests_reused;
        }
      }
    }
  });
  runs[1].table = table.stats();
  return {std::move(runs[0]), std::move(runs[1])};
}

void BM_GridSampleAttempts(benchmark::State& state) {
  const Sample& sample = TheSample();
  if (sample.attempts.empty()) {
    state.SkipWithError("could not expand configs/grid-30k.textproto over subjects/");
    return;
  }
  const int rounds = EnvInt("APRGRID_BENCH_ROUNDS", 3);
  // APRGRID_BENCH_ONLY=baseline|selection: that mode alone (for a profiler), no ratio.
  const std::string only =
      std::getenv("APRGRID_BENCH_ONLY") ? std::getenv("APRGRID_BENCH_ONLY") : "";
  std::vector<double> base_s, sel_s, ratios, base_faults, sel_faults;
  ModeRun base, sel, first_sel;
  int mismatches = 0;
  for (auto _ : state) {
    for (int r = 0; r < rounds; ++r) {
      std::tie(base, sel) = RunRound(r, only);
      if (r == 0) first_sel = sel;
      if (only != "selection") {
        base_s.push_back(base.cpu_s);
        base_faults.push_back(static_cast<double>(base.minor_faults));
      }
      if (only != "baseline") {
        sel_s.push_back(sel.cpu_s);
        sel_faults.push_back(static_cast<double>(sel.minor_faults));
      }
      for (size_t i = 0; only.empty() && i < sample.attempts.size(); ++i) {
        mismatches += base.results[i] != sel.results[i] ? 1 : 0;
      }
      const double n = static_cast<double>(sample.attempts.size());
      if (only.empty()) {
        ratios.push_back(base.cpu_s / sel.cpu_s);
        std::fprintf(stderr,
                     "round %d: baseline %.2f s, selection %.2f s, ratio %.3f; minor faults per "
                     "attempt: baseline %.0f, selection %.0f\n",
                     r, base.cpu_s, sel.cpu_s, base.cpu_s / sel.cpu_s,
                     static_cast<double>(base.minor_faults) / n,
                     static_cast<double>(sel.minor_faults) / n);
      } else {
        const ModeRun& m = only == "baseline" ? base : sel;
        std::fprintf(stderr, "round %d: %s %.2f s, minor faults per attempt %.0f\n", r,
                     only.c_str(), m.cpu_s, static_cast<double>(m.minor_faults) / n);
      }
    }
  }
  const double n = static_cast<double>(sample.attempts.size());
  const double b = Median(base_s), s = Median(sel_s);
  state.counters["attempts"] = n;
  state.counters["rounds"] = rounds;
  state.counters["baseline_ms_per_attempt"] = 1000 * b / n;
  state.counters["selection_ms_per_attempt"] = 1000 * s / n;
  for (const auto& [name, faults] :
       {std::pair<const char*, const std::vector<double>*>{"baseline", &base_faults},
        {"selection", &sel_faults}}) {
    if (faults->empty()) continue;
    state.counters[std::string(name) + "_minflt_per_attempt"] = Median(*faults) / n;
    state.counters[std::string(name) + "_minflt_first_round_per_attempt"] = faults->front() / n;
  }
  state.counters["phases_timed"] = BenchTimesPhases() ? 1 : 0;
  if (only.empty()) {
    state.counters["baseline_vs_selection"] = b / s;
    state.counters["median_round_ratio"] = Median(ratios);  // Each round's modes are paired.
  }
  state.counters["mismatches"] = mismatches;
  if (only.empty()) {
    // Interpreter steps (the step budget's unit, deterministic): the share of the baseline's
    // steps that selection did not run, and a check that each reused outcome stood for
    // exactly the run it saved (must be 0).
    const FitnessProfile& bp = base.profile;
    const FitnessProfile& sp = sel.profile;
    state.counters["steps_saved_share"] =
        static_cast<double>(sp.steps_reused) / static_cast<double>(bp.steps_run);
    state.counters["steps_mismatch"] =
        PairShared() ? static_cast<double>(bp.steps_run + bp.steps_reused - sp.steps_run -
                                           sp.steps_reused - sp.steps_shared)
                     : static_cast<double>(bp.steps_run - sp.steps_run - sp.steps_reused);
  }
  if (PairShared() && only != "baseline") {
    // What the table served (the last round; the first round's per rank bucket).
    const FitnessProfile& p = sel.profile;
    auto share = [](int64_t part, int64_t whole) {
      return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
    };
    state.counters["shared_lookup_hit_share"] = share(p.shared_hits, p.shared_lookups);
    state.counters["shared_compile_share"] =
        share(p.compiles_shared, p.compiles_shared + p.compilations);
    state.counters["shared_tests_share"] =
        share(p.tests_shared, p.tests_shared + p.tests_run + p.tests_reused);
    state.counters["shared_steps_share"] =
        share(p.steps_shared, p.steps_shared + p.steps_run + p.steps_reused);
    state.counters["shared_timeouts_share"] =
        share(p.timeouts_shared, p.timeouts_shared + p.tests_timed_out);
    state.counters["shared_table_entries"] = static_cast<double>(sel.table.entries);
    state.counters["shared_table_mb"] = static_cast<double>(sel.table.bytes) / (1 << 20);
    state.counters["shared_table_evictions"] = static_cast<double>(sel.table.evictions);
    for (size_t k = 0; k < kNumRanks; ++k) {
      if (first_sel.rank_needed.empty() || first_sel.rank_needed[k] == 0) continue;
      state.counters["shared_tests_share_rank_" + std::to_string(kRanks[k]) + "_" +
                     std::to_string(kRanks[k + 1])] =
          share(first_sel.rank_served[k], first_sel.rank_needed[k]);
    }
  }
  rusage self;
  getrusage(RUSAGE_SELF, &self);
  state.counters["max_rss_mb"] = static_cast<double>(self.ru_maxrss) / 1024;
  for (const auto& [name, m] :
       {std::pair<const char*, const ModeRun*>{"baseline", &base}, {"selection", &sel}}) {
    if (m->cpu_s == 0) continue;  // Not run (APRGRID_BENCH_ONLY).
    const FitnessProfile& p = m->profile;
    const SearchPhases& q = m->phases;
    const double cpu_ns = 1e9 * m->cpu_s;
    std::string prefix = std::string(name) + "_";
    state.counters[prefix + "tests_run_per_attempt"] = static_cast<double>(p.tests_run) / n;
    state.counters[prefix + "tests_reused_per_attempt"] = static_cast<double>(p.tests_reused) / n;
    state.counters[prefix + "evals_per_attempt"] = static_cast<double>(p.evaluations) / n;
    state.counters[prefix + "steps_run_per_attempt"] = static_cast<double>(p.steps_run) / n;
    state.counters[prefix + "steps_traced_per_attempt"] = static_cast<double>(p.steps_traced) / n;
    if (!BenchTimesPhases()) continue;  // No times: every share would read 0.
    state.counters[prefix + "share_build"] = static_cast<double>(p.apply_ns + p.hash_ns) / cpu_ns;
    state.counters[prefix + "share_compile"] = static_cast<double>(p.compile_ns) / cpu_ns;
    state.counters[prefix + "share_run"] = static_cast<double>(p.run_ns) / cpu_ns;
    state.counters[prefix + "share_run_timeouts"] = static_cast<double>(p.timeout_ns) / cpu_ns;
    state.counters[prefix + "timeouts_per_attempt"] = static_cast<double>(p.tests_timed_out) / n;
    // The TIMEOUT runs proven periodic (lang::RunLimits::loop_proof_from) and the steps skipped.
    state.counters[prefix + "timeouts_proven_share"] =
        static_cast<double>(p.tests_proven) / static_cast<double>(p.tests_timed_out);
    state.counters[prefix + "steps_skipped_per_attempt"] = static_cast<double>(p.steps_skipped) / n;
    state.counters[prefix + "share_trace"] = static_cast<double>(p.trace_ns) / cpu_ns;
    state.counters[prefix + "share_setup"] = static_cast<double>(q.setup_ns) / cpu_ns;
    state.counters[prefix + "share_mutate"] = static_cast<double>(q.mutate_ns) / cpu_ns;
    state.counters[prefix + "share_select"] = static_cast<double>(q.select_ns) / cpu_ns;
    state.counters[prefix + "share_report"] = static_cast<double>(q.report_ns) / cpu_ns;
    state.counters[prefix + "share_finish"] = static_cast<double>(q.finish_ns) / cpu_ns;
    const int64_t measured = p.apply_ns + p.hash_ns + p.compile_ns + p.run_ns + p.trace_ns +
                             q.setup_ns + q.mutate_ns + q.select_ns + q.report_ns + q.finish_ns;
    state.counters[prefix + "share_rest"] = 1 - static_cast<double>(measured) / cpu_ns;
  }
}
BENCHMARK(BM_GridSampleAttempts)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace aprgrid::repair

BENCHMARK_MAIN();
