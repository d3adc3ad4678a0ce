// Coordinator benchmarks over loopback gRPC with simulated workers and a real SQLite store
// (figures: docs/performance.md, "Coordinator"):
//   BM_Ingest             attempt completions per second, each with 10 generation events of 7
//                         arms; also the store writer's share of the wall time. Arg 2 says how
//                         a simulated worker sends a completion: 1 the way aprgrid-worker does
//                         (events coalesced with a buffer hint, the last with WriteLast: the
//                         reported figure), 0 one synchronous Write per event (a stress line).
//   BM_IngestVsBare       the reported ingest figure (16 workers, coalesced) against the bare
//                         SQLite loop writing the same rows on the same kind of file, rounds
//                         alternating (APRGRID_BENCH_ROUNDS, default 3): medians and their ratio
//                         (goal >= 0.6), and >= 5,000 completions/s (docs/performance.md).
//   BM_EventStatements    the SQLite statements of a completion's ten generation events as the
//                         store writer ran them before 2026-12-03 (per event: one generation
//                         INSERT, one INSERT of its arms) and as it runs them now (a batch's
//                         events share multi-row INSERTs), alone on one thread, rounds
//                         alternating (APRGRID_BENCH_ROUNDS): CPU per completion of each; in
//                         coordinator_bench_store.cc, with the bare SQLite loop.
//   BM_SchedulingOverhead lease + complete of an empty attempt, 64 simulated workers: time per
//                         attempt; compared with bench/slurm_array_overhead.sh when it can run.
//   BM_FanIn              2,000 and 10,000 simulated workers, each keeping a Report stream open
//                         while it "runs"; p50/p99 latency of their Lease calls (goal at
//                         10,000: p99 < 50 ms), at one event per second per worker and, for
//                         10,000, also at one per 5 s (the event rate of 2,000 workers); in
//                         coordinator_fanin_bench.cc.
// Run: build-*/bench/coordinator_bench. The SLURM comparison brings up a local single-node SLURM
// when it can (root, Debian SLURM and munge packages) and runs a 1,000-task array (about 4
// minutes); APRGRID_BENCH_SLURM_TASKS=N runs N tasks, APRGRID_BENCH_SKIP_SLURM=1 skips it.
#include <benchmark/benchmark.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "absl/synchronization/mutex.h"
#include "bench/bench_util.h"
#include "bench/coordinator_bench_server.h"
#include "bench/coordinator_bench_store.h"
#include "common/file_util.h"
#include "common/subprocess.h"
#include "tests/coordinator/coordinator_process.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid {
namespace {

using ::aprgrid::bench::BareCompletionsPerSecond;
using ::aprgrid::bench::BenchServer;
using ::aprgrid::bench::EnvInt;
using ::aprgrid::bench::kIngestSeeds;
using ::aprgrid::bench::LoadAverage;
using ::aprgrid::bench::Median;
using ::aprgrid::bench::ProcessCpuSeconds;

using Clock = std::chrono::steady_clock;
using testing::CompletionEvents;
using testing::MakeChannel;
using testing::SimWorker;

// How a simulated worker sends the events of one completion.
enum class Sending {
  kCoalesced,  // As aprgrid-worker sends a batch: buffer hints, the last with WriteLast.
  kPerEvent,   // One synchronous Write per event (every event its own TCP write): stress.
};

const char* SendingName(Sending sending) {
  return sending == Sending::kCoalesced ? "events coalesced as the real worker sends them"
                                        : "STRESS: one Write per event";
}

// `threads` simulated workers lease `per_lease` tasks at a time and complete each with
// `generations` events of `arms` arms, until nothing is left. Returns the wall seconds.
double DriveCampaign(const std::string& address, int threads, uint32_t per_lease, int generations,
                     int arms, Sending sending, std::atomic<int64_t>* completed) {
  std::vector<std::shared_ptr<grpc::Channel>> channels;
  for (int i = 0; i < std::min(threads, 8); ++i) channels.push_back(MakeChannel(address));
  const auto start = Clock::now();
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      SimWorker worker(channels[t % channels.size()], bench::kBenchToken);
      if (!worker.Register(per_lease).ok()) return;
      std::vector<v1::ReportEvent> events;
      while (true) {
        std::vector<v1::Task> tasks;
        if (!worker.Lease(per_lease, &tasks).ok() || tasks.empty()) return;
        for (const v1::Task& task : tasks) {
          v1::ReportAck ack;
          // Built once per simulated worker and re-addressed per task: a real worker's events
          // come out of its search, so building 70 arm messages per completion here would only
          // load the 2 cores the coordinator runs on.
          if (events.empty()) events = CompletionEvents(task, generations, arms, false);
          for (v1::ReportEvent& event : events) {
            event.set_attempt_key(task.attempt_key());
            event.set_epoch(task.epoch());
          }
          const grpc::Status status = sending == Sending::kCoalesced
                                          ? worker.ReportCoalesced(events, &ack)
                                          : worker.Report(events, &ack);
          if (status.ok()) completed->fetch_add(1);
        }
      }
    });
  }
  for (std::thread& w : workers) w.join();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Args: simulated workers; 1 = coalesced sending (the reported figure), 0 = one Write per event.
void BM_Ingest(benchmark::State& state) {
  const int threads = static_cast<int>(state.range(0));
  const Sending sending = state.range(1) == 1 ? Sending::kCoalesced : Sending::kPerEvent;
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, kIngestSeeds);
    const BenchServer::StoreFigures store_before = server.Store();
    const double server_cpu_before = server.CpuSeconds();
    const double client_cpu_before = ProcessCpuSeconds();
    std::atomic<int64_t> completed{0};
    const double wall = DriveCampaign(server.address(), threads, 4, 10, 7, sending, &completed);
    const double server_cpu = server.CpuSeconds() - server_cpu_before;
    const double client_cpu = ProcessCpuSeconds() - client_cpu_before;
    const BenchServer::StoreFigures store_after = server.Store();
    const double busy = store_after.busy_seconds - store_before.busy_seconds;
    const double batches = store_after.batches - store_before.batches;
    const double rows = store_after.rows - store_before.rows;
    const double n = static_cast<double>(completed.load());
    state.SetIterationTime(wall);
    state.counters["completions"] = n;
    state.counters["completions_per_second"] = n / wall;
    state.counters["completions_per_server_cpu_second"] = n / server_cpu;
    state.counters["store_writer_share_of_wall"] = busy / wall;
    state.counters["store_rows_per_batch"] = batches > 0 ? rows / batches : 0;
    std::printf(
        "ingest (%s): %d workers, %.0f completions (10 generations x 7 arms each) in %.2f s "
        "wall = %.0f/s; coordinator CPU %.2f s = %.0f completions per CPU-second "
        "(workers' CPU %.2f s); store writer batches open %.2f s = %.0f%% of wall, "
        "%.0f batches of %.0f rows on average; CPU per completion: coordinator %.0f us "
        "+ simulated workers %.0f us\n",
        SendingName(sending), threads, n, wall, n / wall, server_cpu, n / server_cpu, client_cpu,
        busy, 100 * busy / wall, batches, batches > 0 ? rows / batches : 0.0, 1e6 * server_cpu / n,
        1e6 * client_cpu / n);
  }
}
BENCHMARK(BM_Ingest)
    ->ArgNames({"workers", "coalesced"})
    ->Args({16, 1})
    ->Args({64, 1})
    ->Args({16, 0})
    ->Args({64, 0})
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kSecond);

// One ingest run of the reported case (16 workers, coalesced, each awaiting its durable
// acknowledgement) on a fresh coordinator: completions per second and coordinator CPU
// microseconds per completion.
std::pair<double, double> IngestRun() {
  BenchServer server;
  server.Submit(100, kIngestSeeds);
  const double server_cpu_before = server.CpuSeconds();
  std::atomic<int64_t> completed{0};
  const double wall =
      DriveCampaign(server.address(), 16, 4, 10, 7, Sending::kCoalesced, &completed);
  const double n = static_cast<double>(completed.load());
  return {n / wall, 1e6 * (server.CpuSeconds() - server_cpu_before) / n};
}

// Rounds alternate: the bare loop, then the coordinator's ingest, each on fresh files; with
// APRGRID_BENCH_BASELINE_DIR (a build folder holding an older coordinator/aprgrid-coordinator)
// a run of that binary follows in each round, for a before/after ratio in the same run.
void BM_IngestVsBare(benchmark::State& state) {
  const int rounds = EnvInt("APRGRID_BENCH_ROUNDS", 3);
  const char* baseline_dir = std::getenv("APRGRID_BENCH_BASELINE_DIR");
  const char* own_dir = std::getenv("APRGRID_BINARY_DIR");
  const std::string own = own_dir ? own_dir : "";
  for (auto _ : state) {
    std::vector<double> bare, ingest, ratios, cpu_us, baseline, baseline_cpu_us;
    for (int r = 0; r < rounds; ++r) {
      const double load_before = LoadAverage();
      bare.push_back(BareCompletionsPerSecond(100 * kIngestSeeds));
      const auto [rate, cpu] = IngestRun();
      ingest.push_back(rate);
      cpu_us.push_back(cpu);
      ratios.push_back(ingest.back() / bare.back());
      std::string baseline_text;
      if (baseline_dir != nullptr) {
        setenv("APRGRID_BINARY_DIR", baseline_dir, 1);
        const auto [old_rate, old_cpu] = IngestRun();
        if (own.empty()) {
          unsetenv("APRGRID_BINARY_DIR");
        } else {
          setenv("APRGRID_BINARY_DIR", own.c_str(), 1);
        }
        baseline.push_back(old_rate);
        baseline_cpu_us.push_back(old_cpu);
        baseline_text =
            absl::StrFormat("; baseline %.0f completions/s (%.0f us CPU each)", old_rate, old_cpu);
      }
      std::printf(
          "round %d: bare SQLite loop %.0f completions/s (81 rows each = %.0f rows/s); "
          "coordinator %.0f completions/s (16 workers, coalesced, durable acks; %.0f us "
          "coordinator CPU each); ratio %.2f%s; load average %.2f -> %.2f\n",
          r + 1, bare.back(), 81 * bare.back(), ingest.back(), cpu_us.back(), ratios.back(),
          baseline_text.c_str(), load_before, LoadAverage());
    }
    if (!baseline.empty()) {
      std::printf(
          "baseline (%s), medians: %.0f completions/s, %.0f us coordinator CPU each; this "
          "build / baseline: %.2fx completions/s, %.2fx CPU per completion\n",
          baseline_dir, Median(baseline), Median(baseline_cpu_us),
          Median(ingest) / Median(baseline), Median(cpu_us) / Median(baseline_cpu_us));
    }
    const double median_ingest = Median(ingest);
    const double median_bare = Median(bare);
    state.SetIterationTime(1);
    state.counters["completions_per_second"] = median_ingest;
    state.counters["bare_completions_per_second"] = median_bare;
    state.counters["ratio"] = Median(ratios);
    std::printf(
        "ingest vs bare, medians of %d alternating rounds: coordinator %.0f completions/s "
        "(goal >= 5,000: %s), bare loop %.0f/s, ratio of medians %.2f, median of ratios %.2f "
        "(goal >= 0.6: %s); coordinator CPU %.0f us per completion\n",
        rounds, median_ingest, median_ingest >= 5000 ? "met" : "NOT met", median_bare,
        median_ingest / median_bare, Median(ratios), Median(ratios) >= 0.6 ? "met" : "NOT met",
        Median(cpu_us));
  }
}
BENCHMARK(BM_IngestVsBare)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

// The SLURM side of the scheduling comparison: seconds per task of an sbatch job array of `true`
// on a single-node SLURM that bench/slurm_array_overhead.sh brings up (and tears down) in a
// scratch folder, tuned as docs/slurm.md says (batch_sched_delay=0, bf_interval=1). 1,000 tasks by
// default, the reported figure (about 4 minutes); APRGRID_BENCH_SLURM_TASKS=N changes it (fewer
// tasks weigh the array's fixed start-up cost more, so the per-task figure rises).
struct SlurmFigure {
  double seconds_per_task = -1;  // Negative: not measured.
  int tasks = 0;
  std::string why_not;  // When not measured.
};

SlurmFigure MeasureSlurm() {
  SlurmFigure figure;
  if (const char* skip = std::getenv("APRGRID_BENCH_SKIP_SLURM"); skip && *skip == '1') {
    figure.why_not = "APRGRID_BENCH_SKIP_SLURM=1";
    return figure;
  }
  if (geteuid() != 0) {
    figure.why_not = "not root (slurmd must run as root)";
    return figure;
  }
  for (const char* program : {"sbatch", "squeue", "slurmctld", "slurmd", "munged", "mungekey"}) {
    if (std::system(absl::StrCat("command -v ", program, " >/dev/null 2>&1").c_str()) != 0) {
      figure.why_not = absl::StrCat("no ", program,
                                    " (Debian packages slurmctld, slurmd, "
                                    "slurm-client, munge)");
      return figure;
    }
  }
  figure.tasks = 1000;
  if (const char* n = std::getenv("APRGRID_BENCH_SLURM_TASKS"); n && std::atoi(n) > 0) {
    figure.tasks = std::atoi(n);
  }
  const char* tmp = std::getenv("TMPDIR");
  const std::string log = std::string(tmp ? tmp : "/tmp") + "/coordinator_bench_slurm.log";
  const std::vector<std::string> command = {
      absl::StrCat(APRGRID_SOURCE_DIR_DEFAULT, "/bench/slurm_array_overhead.sh"),
      absl::StrCat(figure.tasks)};
  std::fprintf(stderr, "slurm: running a %d-task job array (%s 2>%s)...\n", figure.tasks,
               DescribeCommand(command).c_str(), log.c_str());
  absl::StatusOr<ProcessResult> run = RunProcess(command);
  if (!run.ok()) {
    figure.why_not = std::string(run.status().message());
    return figure;
  }
  (void)WriteStringToFile(log, run->err);
  for (absl::string_view line : absl::StrSplit(run->out, '\n')) {
    std::sscanf(std::string(line).c_str(), "slurm_array_seconds_per_task=%lf",
                &figure.seconds_per_task);
  }
  if (run->exit_code != 0 || figure.seconds_per_task <= 0) {
    figure.seconds_per_task = -1;
    figure.why_not = "bench/slurm_array_overhead.sh failed; see " + log;
  }
  return figure;
}

// Args: slots per worker (tasks asked for per Lease call); 1 = the result sent as the real
// worker sends it (headers corked, WriteLast), 0 = a plain Write then WritesDone.
void BM_SchedulingOverhead(benchmark::State& state) {
  const uint32_t slots = static_cast<uint32_t>(state.range(0));
  const Sending sending = state.range(1) == 1 ? Sending::kCoalesced : Sending::kPerEvent;
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, 64);  // 6,400 empty attempts.
    std::atomic<int64_t> completed{0};
    const double server_cpu_before = server.CpuSeconds();
    const double client_cpu_before = ProcessCpuSeconds();
    const BenchServer::StoreFigures store_before = server.Store();
    const double wall = DriveCampaign(server.address(), 64, slots, 0, 0, sending, &completed);
    const double batches = server.Store().batches - store_before.batches;
    const double n = static_cast<double>(completed.load());
    const double server_cpu = (server.CpuSeconds() - server_cpu_before) / n;
    const double client_cpu = (ProcessCpuSeconds() - client_cpu_before) / n;
    const double per_attempt = wall / n;
    state.SetIterationTime(wall);
    state.counters["seconds_per_attempt"] = per_attempt;
    state.counters["server_cpu_seconds_per_attempt"] = server_cpu;
    std::printf(
        "scheduling (%s): %.0f empty attempts (lease + complete), 64 workers with %u slots: "
        "%.1f us wall per attempt; coordinator CPU %.1f us per attempt (workers' CPU "
        "%.1f us); %.0f store batches\n",
        SendingName(sending), n, slots, per_attempt * 1e6, server_cpu * 1e6, client_cpu * 1e6,
        batches);
    if (sending == Sending::kPerEvent) continue;      // The SLURM ratio: the reported figure only.
    static const SlurmFigure slurm = MeasureSlurm();  // Once per run: it takes minutes.
    if (slurm.seconds_per_task > 0) {
      state.counters["slurm_seconds_per_task"] = slurm.seconds_per_task;
      state.counters["slurm_ratio"] = slurm.seconds_per_task / per_attempt;
      std::printf(
          "slurm: %d-task job array of `true`, tuned scheduler: %.3f s per task; coordinator "
          "(%u slot(s) per worker): %.1f us per attempt; ratio %.0fx (%.0fx its CPU time per "
          "attempt)\n",
          slurm.tasks, slurm.seconds_per_task, slots, per_attempt * 1e6,
          slurm.seconds_per_task / per_attempt, slurm.seconds_per_task / server_cpu);
    } else {
      std::printf(
          "slurm comparison skipped (%s); the issue's tuned figure of 0.25 s per task would be "
          "%.0fx\n",
          slurm.why_not.c_str(), 0.25 / per_attempt);
    }
  }
}
BENCHMARK(BM_SchedulingOverhead)
    ->ArgNames({"slots", "coalesced"})
    ->Args({1, 1})
    ->Args({8, 1})
    ->Args({1, 0})
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kSecond);

}  // namespace
}  // namespace aprgrid

int main(int argc, char** argv) {
  // absl::Mutex's deadlock detection (on in Debian's build) costs a few percent per lock; the
  // daemon turns it off too (coordinator/main.cc).
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
