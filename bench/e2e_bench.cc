// The service's overhead end to end (issue 6): a campaign through `aprgrid local --workers 2`
// (coordinator, 2 workers, gRPC, SQLite, all on loopback), against the same attempts run
// back-to-back on 2 threads in one loop with the built-in engine and no service. Loop and
// service runs alternate APRGRID_BENCH_REPEATS times (default 3) and the fastest of each counts:
// on a shared machine the minimum is the run least disturbed by others. Figures:
//   attempts_per_s   service throughput (wall time of the whole `aprgrid local` process)
//   baseline_per_s   the loop's throughput
//   overhead_pct     100 * (baseline_per_s / attempts_per_s - 1); the goal is under 5
//   cpu_overhead_pct the same ratio for CPU time (user + sys) of the fastest runs: the work the
//                    service adds (coordinator, gRPC, SQLite), which other load cannot hide
// Campaigns: configs/smoke.textproto (124 attempts) and a 3,000-attempt grid of short searches
// (the smoke bugs x 5 strategies x 2 arm sets x 75 seeds; APRGRID_BENCH_SEEDS changes the seeds).
// Run: build-*/bench/e2e_bench
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "worker/daemon/builtin_runner.h"

namespace aprgrid {
namespace {

using Clock = std::chrono::steady_clock;

// Wall and CPU seconds of one run.
struct RunTime {
  double wall = -1;
  double cpu = -1;
};

double CpuSeconds(int who) {
  rusage usage{};
  getrusage(who, &usage);
  auto seconds = [](const timeval& t) { return t.tv_sec + t.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string LargeSpec(int seeds) {
  return absl::StrCat(
      "name: \"bench-large\"\n", "stage {\n  repair {\n    name: \"large\"\n",
      "    subjects { bugs: [\"strings-1\", \"mathx-1\", \"dates-1\", \"expr-1\"] }\n",
      "    search { population: 4 generations: 1 }\n",
      "    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]\n",
      "    credit: AVERAGE\n    reward: RAW\n    arm_set: [GENPROG_3, GROUPED_7]\n",
      "    seeds { first: 1 count: ", seeds, " }\n", "  }\n}\n");
}

// Time to run every attempt of `spec_text` on `threads` threads, in-process, no service.
RunTime BaselineTime(const std::string& spec_text, int threads, size_t* attempts_out) {
  auto spec = spec::ParseCampaignSpec(spec_text, "bench");
  auto catalog = spec::SubjectCatalog::Load(APRGRID_BENCH_SUBJECTS);
  if (!spec.ok() || !catalog.ok()) return {};
  auto attempts = spec::ExpandGrid(*spec, &*catalog, {.force = true});
  if (!attempts.ok()) return {};
  *attempts_out = attempts->size();
  std::unique_ptr<worker::TaskRunner> runner = worker::MakeBuiltinRunner(APRGRID_BENCH_SUBJECTS);
  std::atomic<size_t> next{0};
  const double cpu_start = CpuSeconds(RUSAGE_SELF);
  const auto start = Clock::now();
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      worker::StopFlag stop;
      for (size_t i = next++; i < attempts->size(); i = next++) {
        (void)runner->Run((*attempts)[i], [](const v1::GenerationEvent&) {}, stop);
      }
    });
  }
  for (auto& t : pool) t.join();
  return {std::chrono::duration<double>(Clock::now() - start).count(),
          CpuSeconds(RUSAGE_SELF) - cpu_start};
}

// Time of `aprgrid local SPEC --workers 2` on a fresh database; negative on failure.
RunTime ServiceTime(const std::string& spec_text) {
  char dir_template[] = "/tmp/aprgrid-e2e-bench.XXXXXX";
  const std::string dir = mkdtemp(dir_template);
  const std::string spec_path = dir + "/spec.textproto";
  std::ofstream(spec_path) << spec_text;
  const std::string command =
      absl::StrCat(APRGRID_CLI_PATH, " local ", spec_path, " --workers 2 --no-report --db ", dir,
                   "/results.db --subjects ", APRGRID_BENCH_SUBJECTS, " > ", dir, "/out.log 2>&1");
  const double cpu_start = CpuSeconds(RUSAGE_CHILDREN);
  const auto start = Clock::now();
  const int rc = std::system(command.c_str());
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const double cpu = CpuSeconds(RUSAGE_CHILDREN) - cpu_start;  // Before rm adds its own.
  std::system(absl::StrCat("rm -rf ", dir).c_str());
  // Exit 5 (some attempts failed) still measures the service; anything else is an error.
  if (rc != 0 && !(WIFEXITED(rc) && WEXITSTATUS(rc) == 5)) return {};
  return {seconds, cpu};
}

int Repeats() {
  const char* env = std::getenv("APRGRID_BENCH_REPEATS");
  return env != nullptr && std::atoi(env) > 0 ? std::atoi(env) : 3;
}

void Measure(benchmark::State& state, const std::string& spec_text) {
  for (auto _ : state) {
    size_t attempts = 0;
    RunTime baseline{1e300, 1e300}, service{1e300, 1e300};
    for (int i = 0; i < Repeats(); ++i) {
      const RunTime loop = BaselineTime(spec_text, 2, &attempts);
      const RunTime local = ServiceTime(spec_text);
      if (loop.wall <= 0 || local.wall <= 0) {
        state.SkipWithError("a run failed");
        return;
      }
      std::printf("  run %d: service %.2f s (cpu %.2f s), loop %.2f s (cpu %.2f s)\n", i + 1,
                  local.wall, local.cpu, loop.wall, loop.cpu);
      if (loop.wall < baseline.wall) baseline = loop;
      if (local.wall < service.wall) service = local;
    }
    const double overhead = 100.0 * (service.wall / baseline.wall - 1.0);
    const double cpu_overhead = 100.0 * (service.cpu / baseline.cpu - 1.0);
    state.counters["attempts"] = static_cast<double>(attempts);
    state.counters["baseline_per_s"] = attempts / baseline.wall;
    state.counters["attempts_per_s"] = attempts / service.wall;
    state.counters["overhead_pct"] = overhead;
    state.counters["cpu_overhead_pct"] = cpu_overhead;
    std::printf(
        "%zu attempts, fastest of %d: service %.2f s (%.1f/s), loop %.2f s (%.1f/s), overhead "
        "%.1f%% (cpu %.1f%%)\n",
        attempts, Repeats(), service.wall, attempts / service.wall, baseline.wall,
        attempts / baseline.wall, overhead, cpu_overhead);
    std::fflush(stdout);
  }
}

void BM_SmokeCampaign(benchmark::State& state) {
  Measure(state, ReadFile(APRGRID_BENCH_SMOKE_SPEC));
}
BENCHMARK(BM_SmokeCampaign)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

void BM_LargeCampaign(benchmark::State& state) {
  const char* env = std::getenv("APRGRID_BENCH_SEEDS");
  Measure(state, LargeSpec(env != nullptr ? std::atoi(env) : 75));
}
BENCHMARK(BM_LargeCampaign)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

}  // namespace
}  // namespace aprgrid

BENCHMARK_MAIN();
