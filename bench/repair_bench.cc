// The repair engine's throughput on the built-in benchmark (subjects/):
//   - variant evaluations per second per core over the available bugs (one UNIFORM PAR_18
//     attempt per bug, 40 x 10, seed 1), with where the time goes (apply edits, hash, parse/
//     check/compile, run tests);
//   - the CPU time of one full attempt on the median bug (median by that attempt's time), with
//     the fitness cache on and off, and their ratio (counter `cache_off_vs_on`); and with
//     whole-program variants (clone and compile the whole program per variant, the engine before
//     incremental variants) as a ratio to the default (counter `whole_vs_incremental`).
//
//   build-*/bench/repair_bench [--benchmark_filter=...]
// Environment: APRGRID_SUBJECTS (default <source>/subjects), APRGRID_BENCH_BUGS (a comma list
// of ids; default every bug), APRGRID_BENCH_ATTEMPT_BUG (the bug of the full-attempt figures
// instead of the median one, e.g. dates-12), APRGRID_BENCH_TIMES=0 (no phase times: the attempts
// run as the worker runs them, SearchOptions::time_phases off, and no share_* counters are
// printed). Single-threaded; all times are the search thread's CPU time, so "per core" figures
// hold on a shared machine.
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "bench/bench_util.h"
#include "benchmark/benchmark.h"
#include "common/spec/subject_catalog.h"
#include "worker/lang/runner.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

namespace fs = std::filesystem;

std::string SubjectsDir() {
  if (const char* env = std::getenv("APRGRID_SUBJECTS")) return env;
  return std::string(APRGRID_SOURCE_DIR) + "/subjects";
}

std::vector<std::string> BugDirs() {
  std::vector<std::string> dirs;
  std::string only = std::getenv("APRGRID_BENCH_BUGS") ? std::getenv("APRGRID_BENCH_BUGS") : "";
  std::vector<std::string> wanted = absl::StrSplit(only, ',', absl::SkipEmpty());
  if (!fs::is_directory(SubjectsDir())) return dirs;
  for (const fs::path& bug : spec::FindBugFolders(SubjectsDir())) {
    std::string id = bug.filename().string();
    if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), id) == wanted.end()) continue;
    dirs.push_back(bug.string());
  }
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

v1::RepairAttempt DefaultAttempt() {
  v1::RepairAttempt a;
  a.set_strategy(v1::UNIFORM);
  a.set_arm_set(v1::PAR_18);
  v1::ResolvedGp* gp = a.mutable_search();
  gp->set_population(40);
  gp->set_generations(10);
  gp->set_tournament_k(2);
  gp->set_crossover_rate(0.5);
  gp->set_positive_sample(0.1);
  gp->set_negative_weight(2.0);
  gp->set_localisation(v1::JARFLY_RUNS);
  gp->set_check_space(true);
  return a;
}

struct AttemptFigures {
  std::string dir;
  double seconds = 0;
  FitnessProfile profile;
  bool patched = false;
};

AttemptFigures RunOne(const std::string& dir, bool cache, bool incremental = true) {
  AttemptFigures f;
  f.dir = dir;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(dir);
    if (!subject.ok()) return;
    SearchOptions options;
    options.fitness_cache = cache;
    options.incremental_variants = incremental;
    options.time_phases = bench::BenchTimesPhases();
    // Thread CPU time, so "per core" figures hold on a shared, loaded machine.
    timespec t0, t1;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
    absl::StatusOr<SearchOutcome> out = RunSearch(*subject, DefaultAttempt(), 1, options);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
    f.seconds = static_cast<double>(t1.tv_sec - t0.tv_sec) +
                1e-9 * static_cast<double>(t1.tv_nsec - t0.tv_nsec);
    if (out.ok()) {
      f.profile = out->profile;
      f.patched = out->result.patched();
    }
  });
  return f;
}

// Every bug once; cached across benchmarks so the median bug is chosen once.
const std::vector<AttemptFigures>& AllBugs() {
  static const std::vector<AttemptFigures> figures = [] {
    std::vector<AttemptFigures> all;
    for (const std::string& dir : BugDirs()) all.push_back(RunOne(dir, true));
    return all;
  }();
  return figures;
}

void BM_VariantEvaluationsAllBugs(benchmark::State& state) {
  FitnessProfile total;
  double seconds = 0;
  int patched = 0;
  for (auto _ : state) {
    for (const AttemptFigures& f : AllBugs()) {
      seconds += f.seconds;
      patched += f.patched ? 1 : 0;
      total.evaluations += f.profile.evaluations;
      total.compilations += f.profile.compilations;
      total.compile_failures += f.profile.compile_failures;
      total.tests_run += f.profile.tests_run;
      total.apply_ns += f.profile.apply_ns;
      total.hash_ns += f.profile.hash_ns;
      total.compile_ns += f.profile.compile_ns;
      total.run_ns += f.profile.run_ns;
    }
  }
  double ns = static_cast<double>(total.apply_ns + total.hash_ns + total.compile_ns + total.run_ns);
  state.counters["bugs"] = static_cast<double>(AllBugs().size());
  state.counters["patched"] = patched;
  state.counters["evals_per_s"] = static_cast<double>(total.evaluations) / seconds;
  state.counters["mean_attempt_s"] = seconds / static_cast<double>(AllBugs().size());
  state.counters["compiles_per_eval"] =
      static_cast<double>(total.compilations) / static_cast<double>(total.evaluations);
  state.counters["tests_per_eval"] =
      static_cast<double>(total.tests_run) / static_cast<double>(total.evaluations);
  if (bench::BenchTimesPhases()) {  // Without times every share would be 0 / 0.
    state.counters["share_apply"] = static_cast<double>(total.apply_ns) / ns;
    state.counters["share_hash"] = static_cast<double>(total.hash_ns) / ns;
    state.counters["share_compile"] = static_cast<double>(total.compile_ns) / ns;
    state.counters["share_run"] = static_cast<double>(total.run_ns) / ns;
  }
  std::vector<AttemptFigures> slowest = AllBugs();
  std::sort(slowest.begin(), slowest.end(),
            [](const auto& a, const auto& b) { return a.seconds > b.seconds; });
  for (size_t i = 0; i < std::min<size_t>(5, slowest.size()); ++i) {
    std::fprintf(stderr, "slow: %s %.3f s (%lld tests, %lld compiles)\n",
                 fs::path(slowest[i].dir).filename().c_str(), slowest[i].seconds,
                 static_cast<long long>(slowest[i].profile.tests_run),
                 static_cast<long long>(slowest[i].profile.compilations));
  }
}
BENCHMARK(BM_VariantEvaluationsAllBugs)->Iterations(1)->Unit(benchmark::kSecond);

std::string MedianBug() {
  if (const char* bug = std::getenv("APRGRID_BENCH_ATTEMPT_BUG")) {
    for (const std::string& dir : BugDirs()) {
      if (fs::path(dir).filename() == bug) return dir;
    }
    return "";
  }
  std::vector<AttemptFigures> sorted = AllBugs();
  if (sorted.empty()) return "";
  std::sort(sorted.begin(), sorted.end(),
            [](const auto& a, const auto& b) { return a.seconds < b.seconds; });
  return sorted[sorted.size() / 2].dir;
}

void BM_FullAttemptMedianBug(benchmark::State& state) {
  std::string dir = MedianBug();
  if (dir.empty()) {
    state.SkipWithError("no bugs under APRGRID_SUBJECTS");
    return;
  }
  double on = 0, off = 0, whole = 0;
  for (auto _ : state) {
    on += RunOne(dir, true).seconds;
    state.PauseTiming();
    off += RunOne(dir, false).seconds;
    whole += RunOne(dir, true, false).seconds;
    state.ResumeTiming();
  }
  state.SetLabel(fs::path(dir).filename().string());
  state.counters["attempt_ms"] = 1000 * on / static_cast<double>(state.iterations());
  state.counters["cache_off_ms"] = 1000 * off / static_cast<double>(state.iterations());
  state.counters["cache_off_vs_on"] = off / on;
  state.counters["whole_program_ms"] = 1000 * whole / static_cast<double>(state.iterations());
  state.counters["whole_vs_incremental"] = whole / on;
}
BENCHMARK(BM_FullAttemptMedianBug)->Iterations(3)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace aprgrid::repair

BENCHMARK_MAIN();
