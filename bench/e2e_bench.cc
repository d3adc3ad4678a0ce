// The service's overhead end to end (docs/performance.md, "Service overhead"): a campaign through
// `aprgrid local --workers 2` (coordinator, 2 workers, gRPC, SQLite, all on loopback, in one
// process) against the baseline, "the same attempts back-to-back in one aprgrid-attempt loop": a
// process that runs every attempt of the campaign on 2 threads with the built-in engine and no
// service.
//
// What is timed. Both sides are whole processes, timed from their start to their exit, because
// that is what a user waits for and what either must do: the loop process (this binary re-run
// with --aprgrid-bench-loop) parses the spec, loads the subject catalog, expands the grid and
// builds the runner before its first attempt, as `aprgrid local` parses, expands, opens the
// database and starts its coordinator and workers. Excluding start-up from the loop only (as
// this bench once did) charged the service with work the loop also needs; excluding it from both
// would hide `aprgrid local`'s fixed cost, which a user pays on every run. Both are started the
// same way (std::system), so shell and exec costs cancel. The loop discards results (no output
// at all), so it is the cheapest possible baseline and the overhead an upper bound.
//
// CPU time is user + sys of the process and its children (getrusage RUSAGE_CHILDREN), which the
// other load of a shared machine cannot inflate much; wall time can. Loop and service runs
// alternate (loop, service, loop, service, ...) APRGRID_BENCH_REPEATS times (default 3) and the
// minimum of each figure counts: on a shared machine it is the run least disturbed by others.
// The median of the rounds' service / loop ratios is printed too (median_*_overhead_pct): on this
// VM identical runs differ by up to 15%, and one lucky run decides a best-of figure, so the
// median of paired rounds is the steadier one to judge by when there are 5 or more rounds.
//
// Cases (APRGRID_BENCH_CASES, comma-separated, default "smoke,short,large"):
//   smoke  configs/smoke.textproto: 124 attempts, population 20 x 5 generations
//   short  3,000 attempts of population 4 x 1 generation (~6 ms each): the stress case, where a
//          fixed per-attempt cost of the service weighs most
//   large  3,000 attempts at the smoke campaign's search size (population 20 x 5 generations),
//          closer to real campaigns (~5 minutes per repeat on 2 cores)
// (the smoke bugs x 5 strategies x 2 arm sets x 75 seeds; APRGRID_BENCH_SEEDS changes the 75).
// Printed per case, and as benchmark counters:
//   loop_per_s / service_per_s  attempts per second (wall) of each
//   wall_overhead_pct           100 * (service wall / loop wall - 1); the goal is under 5
//   cpu_overhead_pct            the same for CPU time: the work the service adds
//   extra_cpu_us_per_attempt    (service CPU - loop CPU) / attempts: the service's fixed cost per
//                               attempt, which is what to drive down
// with the load average (1 minute) before and after each case.
// APRGRID_BENCH_BASELINE_CLI=PATH adds a third run to every round: `PATH local` (an `aprgrid`
// binary of another version, e.g. the one before a change), and prints its figures and the
// median over the rounds of service / baseline (CPU and wall) as baseline_* counters: an A/B
// comparison measured alternately in the same run.
// Run: APRGRID_BENCH_CASES=short APRGRID_BENCH_REPEATS=2 build-*/bench/e2e_bench
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "bench/bench_util.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "worker/daemon/builtin_runner.h"
#include "worker/daemon/large_stack_thread.h"

namespace aprgrid {
namespace {

using ::aprgrid::bench::Median;

using Clock = std::chrono::steady_clock;
constexpr char kLoopFlag[] = "--aprgrid-bench-loop=";
constexpr int kThreads = 2;  // The loop's threads and the service's workers.

// Wall and CPU seconds of one run.
struct RunTime {
  double wall = -1;
  double cpu = -1;
};

double ChildrenCpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  auto seconds = [](const timeval& t) { return t.tv_sec + t.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double Load() {
  double load[1] = {-1};
  getloadavg(load, 1);
  return load[0];
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string GridSpec(int population, int generations) {
  const char* env = std::getenv("APRGRID_BENCH_SEEDS");
  const int seeds = env != nullptr && std::atoi(env) > 0 ? std::atoi(env) : 75;
  return absl::StrCat(
      "name: \"bench-", population, "x", generations, "\"\n",
      "stage {\n  repair {\n    name: \"grid\"\n",
      "    subjects { bugs: [\"strings-1\", \"mathx-1\", \"dates-1\", \"expr-1\"] }\n",
      "    search { population: ", population, " generations: ", generations, " }\n",
      "    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]\n",
      "    credit: AVERAGE\n    reward: RAW\n    arm_set: [GENPROG_3, GROUPED_7]\n",
      "    seeds { first: 1 count: ", seeds, " }\n", "  }\n}\n");
}

// The loop process: every attempt of the spec in `spec_path`, back-to-back on kThreads threads.
// Returns the process's exit code.
int LoopMain(const std::string& spec_path) {
  auto spec = spec::ParseCampaignSpec(ReadFile(spec_path), spec_path);
  auto catalog = spec::SubjectCatalog::Load(APRGRID_BENCH_SUBJECTS);
  if (!spec.ok() || !catalog.ok()) return 1;
  auto attempts = spec::ExpandGrid(*spec, &*catalog, {.force = true});
  if (!attempts.ok()) return 1;
  std::unique_ptr<worker::TaskRunner> runner = worker::MakeBuiltinRunner(APRGRID_BENCH_SUBJECTS);
  std::atomic<size_t> next{0};
  // Threads with the interpreter's large stack, as the worker's slot threads, so that both sides
  // run the engine alike (BuiltinRunner starts no thread per attempt on them).
  std::vector<std::unique_ptr<worker::LargeStackThread>> pool;
  for (int t = 0; t < kThreads; ++t) {
    pool.push_back(std::make_unique<worker::LargeStackThread>([&] {
      worker::StopFlag stop;
      for (size_t i = next++; i < attempts->size(); i = next++) {
        (void)runner->Run((*attempts)[i], worker::AttemptInputs(),
                          [](const v1::GenerationEvent&) {}, stop);
      }
    }));
  }
  for (auto& t : pool) t->Join();
  return 0;
}

// Wall and CPU time of `command` (a shell command line); {} when it fails. Exit 5 from
// `aprgrid local` (some attempts failed) still measures the service.
RunTime TimeCommand(const std::string& command) {
  const double cpu_start = ChildrenCpuSeconds();
  const auto start = Clock::now();
  const int rc = std::system(command.c_str());
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  const double cpu = ChildrenCpuSeconds() - cpu_start;
  if (rc != 0 && !(WIFEXITED(rc) && WEXITSTATUS(rc) == 5)) return {};
  return {wall, cpu};
}

std::string SelfPath() {
  char path[4096];
  const ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 1);
  return n > 0 ? std::string(path, n) : std::string();
}

int Repeats() {
  const char* env = std::getenv("APRGRID_BENCH_REPEATS");
  return env != nullptr && std::atoi(env) > 0 ? std::atoi(env) : 3;
}

bool CaseWanted(const std::string& name) {
  const char* env = std::getenv("APRGRID_BENCH_CASES");
  if (env == nullptr || *env == '\0') return true;
  for (absl::string_view c : absl::StrSplit(env, ',')) {
    if (c == name) return true;
  }
  return false;
}

size_t CountAttempts(const std::string& spec_text) {
  auto spec = spec::ParseCampaignSpec(spec_text, "bench");
  auto catalog = spec::SubjectCatalog::Load(APRGRID_BENCH_SUBJECTS);
  if (!spec.ok() || !catalog.ok()) return 0;
  auto attempts = spec::ExpandGrid(*spec, &*catalog, {.force = true});
  return attempts.ok() ? attempts->size() : 0;
}

// The `aprgrid` binary of APRGRID_BENCH_BASELINE_CLI, or empty.
std::string BaselineCli() {
  const char* env = std::getenv("APRGRID_BENCH_BASELINE_CLI");
  return env != nullptr ? std::string(env) : std::string();
}

void Measure(benchmark::State& state, const std::string& name, const std::string& spec_text) {
  for (auto _ : state) {
    char dir_template[] = "/tmp/aprgrid-e2e-bench.XXXXXX";
    const std::string dir = mkdtemp(dir_template);
    const std::string spec_path = dir + "/spec.textproto";
    std::ofstream(spec_path) << spec_text;
    const size_t attempts = CountAttempts(spec_text);
    const std::string loop_command =
        absl::StrCat(SelfPath(), " ", kLoopFlag, spec_path, " > ", dir, "/loop.log 2>&1");
    const double load_before = Load();
    RunTime loop{1e300, 1e300}, service{1e300, 1e300}, baseline{1e300, 1e300};
    std::vector<double> wall_ratios, cpu_ratios;                    // service / loop of each round.
    std::vector<double> baseline_wall_ratios, baseline_cpu_ratios;  // service / baseline.
    auto run_service = [&](const std::string& cli) {
      std::system(absl::StrCat("rm -f ", dir, "/results.db*").c_str());
      return TimeCommand(absl::StrCat(cli, " local ", spec_path, " --workers ", kThreads,
                                      " --no-report --db ", dir, "/results.db --subjects ",
                                      APRGRID_BENCH_SUBJECTS, " > ", dir, "/service.log 2>&1"));
    };
    const std::string baseline_cli = BaselineCli();
    for (int i = 0; i < Repeats(); ++i) {
      const RunTime l = TimeCommand(loop_command);
      const RunTime s = run_service(APRGRID_CLI_PATH);
      const RunTime b = baseline_cli.empty() ? RunTime{} : run_service(baseline_cli);
      if (attempts == 0 || l.wall <= 0 || s.wall <= 0 || (!baseline_cli.empty() && b.wall <= 0)) {
        std::system(absl::StrCat("rm -rf ", dir).c_str());
        state.SkipWithError("a run failed");
        return;
      }
      std::printf("  %s run %d: service %.2f s (cpu %.2f s), loop %.2f s (cpu %.2f s)",
                  name.c_str(), i + 1, s.wall, s.cpu, l.wall, l.cpu);
      if (!baseline_cli.empty()) std::printf(", baseline %.2f s (cpu %.2f s)", b.wall, b.cpu);
      std::printf(", load %.2f\n", Load());
      std::fflush(stdout);
      loop = {std::min(loop.wall, l.wall), std::min(loop.cpu, l.cpu)};
      service = {std::min(service.wall, s.wall), std::min(service.cpu, s.cpu)};
      wall_ratios.push_back(s.wall / l.wall);
      cpu_ratios.push_back(s.cpu / l.cpu);
      if (!baseline_cli.empty()) {
        baseline = {std::min(baseline.wall, b.wall), std::min(baseline.cpu, b.cpu)};
        baseline_wall_ratios.push_back(s.wall / b.wall);
        baseline_cpu_ratios.push_back(s.cpu / b.cpu);
      }
    }
    std::system(absl::StrCat("rm -rf ", dir).c_str());
    const double n = static_cast<double>(attempts);
    const double wall_overhead = 100.0 * (service.wall / loop.wall - 1.0);
    const double cpu_overhead = 100.0 * (service.cpu / loop.cpu - 1.0);
    const double extra_us = 1e6 * (service.cpu - loop.cpu) / n;
    state.counters["attempts"] = n;
    state.counters["loop_per_s"] = n / loop.wall;
    state.counters["service_per_s"] = n / service.wall;
    state.counters["wall_overhead_pct"] = wall_overhead;
    state.counters["cpu_overhead_pct"] = cpu_overhead;
    state.counters["extra_cpu_us_per_attempt"] = extra_us;
    const double median_wall_overhead = 100.0 * (Median(wall_ratios) - 1.0);
    const double median_cpu_overhead = 100.0 * (Median(cpu_ratios) - 1.0);
    state.counters["median_wall_overhead_pct"] = median_wall_overhead;
    state.counters["median_cpu_overhead_pct"] = median_cpu_overhead;
    std::printf(
        "%s: %zu attempts, best of %d: service %.2f s wall (%.1f/s) %.2f s cpu; loop %.2f s wall "
        "(%.1f/s) %.2f s cpu; overhead wall %.1f%% cpu %.1f%%; extra cpu %.0f us/attempt; load "
        "%.2f -> %.2f\n",
        name.c_str(), attempts, Repeats(), service.wall, n / service.wall, service.cpu, loop.wall,
        n / loop.wall, loop.cpu, wall_overhead, cpu_overhead, extra_us, load_before, Load());
    std::printf(
        "%s: median over the %d rounds of service / loop: overhead wall %.1f%% cpu %.1f%%\n",
        name.c_str(), Repeats(), median_wall_overhead, median_cpu_overhead);
    if (!baseline_cli.empty()) {
      const double baseline_extra_us = 1e6 * (baseline.cpu - loop.cpu) / n;
      const double vs_baseline_cpu = 100.0 * (Median(baseline_cpu_ratios) - 1.0);
      const double vs_baseline_wall = 100.0 * (Median(baseline_wall_ratios) - 1.0);
      state.counters["baseline_cpu_overhead_pct"] = 100.0 * (baseline.cpu / loop.cpu - 1.0);
      state.counters["baseline_extra_cpu_us_per_attempt"] = baseline_extra_us;
      state.counters["median_cpu_vs_baseline_pct"] = vs_baseline_cpu;
      state.counters["median_wall_vs_baseline_pct"] = vs_baseline_wall;
      std::printf(
          "%s: baseline %s: best %.2f s wall %.2f s cpu; overhead cpu %.1f%%, extra cpu %.0f "
          "us/attempt; median over the rounds of service / baseline: wall %+.1f%% cpu %+.1f%%\n",
          name.c_str(), baseline_cli.c_str(), baseline.wall, baseline.cpu,
          100.0 * (baseline.cpu / loop.cpu - 1.0), baseline_extra_us, vs_baseline_wall,
          vs_baseline_cpu);
    }
    std::fflush(stdout);
  }
}

// Registers the cases APRGRID_BENCH_CASES names.
void RegisterCases() {
  struct Case {
    const char* name;
    const char* benchmark;
    std::string (*spec)();
  };
  static const Case kCases[] = {
      {"smoke", "BM_Smoke", [] { return ReadFile(APRGRID_BENCH_SMOKE_SPEC); }},
      {"short", "BM_Short3000", [] { return GridSpec(4, 1); }},
      {"large", "BM_Large3000", [] { return GridSpec(20, 5); }},
  };
  for (const Case& c : kCases) {
    if (!CaseWanted(c.name)) continue;
    benchmark::RegisterBenchmark(c.benchmark,
                                 [c](benchmark::State& state) { Measure(state, c.name, c.spec()); })
        ->Iterations(1)
        ->Unit(benchmark::kSecond)
        ->UseRealTime();
  }
}

}  // namespace
}  // namespace aprgrid

int main(int argc, char** argv) {
  // The loop process of a run (see the header comment): not a benchmark.
  if (argc == 2 &&
      std::strncmp(argv[1], aprgrid::kLoopFlag, std::strlen(aprgrid::kLoopFlag)) == 0) {
    return aprgrid::LoopMain(argv[1] + std::strlen(aprgrid::kLoopFlag));
  }
  aprgrid::RegisterCases();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
