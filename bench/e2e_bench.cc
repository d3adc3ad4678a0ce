// The service's overhead end to end (issue 6): a campaign through `aprgrid local --workers 2`
// (coordinator, 2 workers, gRPC, SQLite, all on loopback), against the same attempts run
// back-to-back on 2 threads in one loop with the built-in engine and no service. Figures:
//   attempts_per_s   service throughput (wall time of the whole `aprgrid local` process)
//   baseline_per_s   the loop's throughput
//   overhead_pct     100 * (baseline_per_s / attempts_per_s - 1); the goal is under 5
// Campaigns: configs/smoke.textproto (124 attempts) and a 3,000-attempt grid of short searches
// (the smoke bugs x 5 strategies x 2 arm sets x 75 seeds; APRGRID_BENCH_SEEDS changes the seeds).
// Run: build-*/bench/e2e_bench
#include <benchmark/benchmark.h>
#include <unistd.h>

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

// Seconds to run every attempt of `spec_text` on `threads` threads, in-process, no service.
double BaselineSeconds(const std::string& spec_text, int threads, size_t* attempts_out) {
  auto spec = spec::ParseCampaignSpec(spec_text, "bench");
  auto catalog = spec::SubjectCatalog::Load(APRGRID_BENCH_SUBJECTS);
  if (!spec.ok() || !catalog.ok()) return -1;
  auto attempts = spec::ExpandGrid(*spec, &*catalog, {.force = true});
  if (!attempts.ok()) return -1;
  *attempts_out = attempts->size();
  std::unique_ptr<worker::TaskRunner> runner = worker::MakeBuiltinRunner(APRGRID_BENCH_SUBJECTS);
  std::atomic<size_t> next{0};
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
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Seconds for `aprgrid local SPEC --workers 2` on a fresh database, or -1.
double ServiceSeconds(const std::string& spec_text) {
  char dir_template[] = "/tmp/aprgrid-e2e-bench.XXXXXX";
  const std::string dir = mkdtemp(dir_template);
  const std::string spec_path = dir + "/spec.textproto";
  std::ofstream(spec_path) << spec_text;
  const std::string command =
      absl::StrCat(APRGRID_CLI_PATH, " local ", spec_path, " --workers 2 --no-report --db ", dir,
                   "/results.db --subjects ", APRGRID_BENCH_SUBJECTS, " > ", dir, "/out.log 2>&1");
  const auto start = Clock::now();
  const int rc = std::system(command.c_str());
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::system(absl::StrCat("rm -rf ", dir).c_str());
  // Exit 5 (some attempts failed) still measures the service; anything else is an error.
  if (rc != 0 && !(WIFEXITED(rc) && WEXITSTATUS(rc) == 5)) return -1;
  return seconds;
}

void Measure(benchmark::State& state, const std::string& spec_text) {
  for (auto _ : state) {
    size_t attempts = 0;
    const double baseline = BaselineSeconds(spec_text, 2, &attempts);
    const double service = ServiceSeconds(spec_text);
    if (baseline <= 0 || service <= 0) {
      state.SkipWithError("a run failed");
      return;
    }
    state.counters["attempts"] = static_cast<double>(attempts);
    state.counters["baseline_per_s"] = attempts / baseline;
    state.counters["attempts_per_s"] = attempts / service;
    state.counters["overhead_pct"] = 100.0 * (service / baseline - 1.0);
    std::printf("%zu attempts: service %.2f s (%.1f/s), loop %.2f s (%.1f/s), overhead %.1f%%\n",
                attempts, service, attempts / service, baseline, attempts / baseline,
                100.0 * (service / baseline - 1.0));
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
