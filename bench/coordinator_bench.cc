// Coordinator benchmarks over loopback gRPC with simulated workers and a real SQLite store
// (figures: docs/performance.md, "Coordinator"):
//   BM_Ingest             attempt completions per second, each with 10 generation events of 7
//                         arms, each completion on a Report stream of its own; also the store
//                         writer's share of the wall time. Arg 2 says how a simulated worker
//                         sends a stream: 1 the way aprgrid-worker does (events coalesced with
//                         a buffer hint, the last with WriteLast), 0 one synchronous Write per
//                         event (a stress line).
//   BM_IngestBatched      the same completions reported the way aprgrid-worker reports short
//                         attempts: one slot per simulated worker, ReportBatch calls of up to
//                         32 completions, the next leases asked for on the call
//                         (SimWorker::RunShortAttempts); also the calls it took.
//   BM_IngestVsBare       the reported ingest figures (16 workers, each awaiting its durable
//                         acknowledgement; Report streams, coalesced, and ReportBatch) against
//                         the bare SQLite loop writing the same rows on the same kind of file,
//                         rounds alternating (APRGRID_BENCH_ROUNDS, default 3; with
//                         APRGRID_BENCH_BASELINE_DIR, an older build's coordinator too): medians
//                         of completions/s, coordinator CPU per completion and the ratio to the
//                         bare loop (goals: >= 5,000/s and >= 0.6; docs/performance.md).
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
  // On a Report stream of its own, as aprgrid-worker sends a stream's events: buffer hints, the
  // last with WriteLast.
  kCoalesced,
  kPerEvent,  // One synchronous Write per event (every event its own TCP write): stress.
  // As aprgrid-worker reports short attempts: ReportBatch calls of up to 32 completions, the next
  // leases asked for on the call (SimWorker::RunShortAttempts).
  kBatched,
};

const char* SendingName(Sending sending) {
  switch (sending) {
    case Sending::kCoalesced:
      return "Report streams, events coalesced as the real worker sends them";
    case Sending::kPerEvent:
      return "STRESS: one Write per event";
    case Sending::kBatched:
      return "ReportBatch, as the real worker reports short attempts";
  }
  return "";
}

// `threads` simulated workers complete attempts with `generations` events of `arms` arms each,
// until nothing is left: with kBatched as SimWorker::RunShortAttempts does (one slot each; the
// calls it made are added to `*calls` when not null), otherwise leasing `per_lease` tasks at a
// time and sending each completion on a Report stream. Returns the wall seconds.
double DriveCampaign(const std::string& address, int threads, uint32_t per_lease, int generations,
                     int arms, Sending sending, std::atomic<int64_t>* completed,
                     testing::ShortAttemptsStats* calls = nullptr) {
  std::vector<std::shared_ptr<grpc::Channel>> channels;
  for (int i = 0; i < std::min(threads, 8); ++i) channels.push_back(MakeChannel(address));
  absl::Mutex calls_mu;
  const auto start = Clock::now();
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      SimWorker worker(channels[t % channels.size()], bench::kBenchToken);
      if (sending == Sending::kBatched) {
        if (!worker.Register(1).ok()) return;
        testing::ShortAttemptsStats stats;
        (void)worker.RunShortAttempts(generations, arms, &stats);
        completed->fetch_add(stats.completed);
        if (calls == nullptr) return;
        absl::MutexLock lock(&calls_mu);
        calls->completed += stats.completed;
        calls->refused += stats.refused;
        calls->lease_calls += stats.lease_calls;
        calls->batch_calls += stats.batch_calls;
        calls->leases_on_reply += stats.leases_on_reply;
        return;
      }
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

// The calls of a kBatched run, for the lines the benchmarks print.
std::string CallsText(const testing::ShortAttemptsStats& calls) {
  return absl::StrFormat(
      "%d ReportBatch calls (%.1f completions each; %d asked for leases), %d Lease calls, %d "
      "entries refused",
      calls.batch_calls,
      calls.batch_calls > 0 ? static_cast<double>(calls.completed) / calls.batch_calls : 0.0,
      calls.leases_on_reply, calls.lease_calls, calls.refused);
}

// One BM_Ingest or BM_IngestBatched run: a fresh coordinator, 12,000 completions.
void IngestOnce(benchmark::State& state, int threads, Sending sending) {
  BenchServer server;
  server.Submit(100, kIngestSeeds);
  const BenchServer::StoreFigures store_before = server.Store();
  const double server_cpu_before = server.CpuSeconds();
  const double client_cpu_before = ProcessCpuSeconds();
  std::atomic<int64_t> completed{0};
  testing::ShortAttemptsStats calls;
  const double wall =
      DriveCampaign(server.address(), threads, 4, 10, 7, sending, &completed, &calls);
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
      "+ simulated workers %.0f us%s\n",
      SendingName(sending), threads, n, wall, n / wall, server_cpu, n / server_cpu, client_cpu,
      busy, 100 * busy / wall, batches, batches > 0 ? rows / batches : 0.0, 1e6 * server_cpu / n,
      1e6 * client_cpu / n, sending == Sending::kBatched ? ("; " + CallsText(calls)).c_str() : "");
}

// Args: simulated workers; 1 = coalesced sending (the reported figure), 0 = one Write per event.
void BM_Ingest(benchmark::State& state) {
  const Sending sending = state.range(1) == 1 ? Sending::kCoalesced : Sending::kPerEvent;
  for (auto _ : state) IngestOnce(state, static_cast<int>(state.range(0)), sending);
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

// Args: simulated workers (one slot each), reporting as SimWorker::RunShortAttempts does.
void BM_IngestBatched(benchmark::State& state) {
  for (auto _ : state) IngestOnce(state, static_cast<int>(state.range(0)), Sending::kBatched);
}
BENCHMARK(BM_IngestBatched)
    ->ArgNames({"workers"})
    ->Arg(16)
    ->Arg(64)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kSecond);

// What one ingest run of BM_IngestVsBare measured.
struct IngestFigures {
  double rate = 0;                    // Completions per second of wall time.
  double cpu_us = 0;                  // Coordinator CPU per completion.
  double workers_cpu_us = 0;          // The simulated workers' CPU per completion (this process).
  testing::ShortAttemptsStats calls;  // kBatched only.
};

// One ingest run of the reported case (16 workers, each awaiting its durable acknowledgement) on
// a fresh coordinator, the binary in `binary_dir` (a build folder) or, when null, this build's.
IngestFigures IngestRun(Sending sending, const char* binary_dir) {
  const char* own = std::getenv("APRGRID_BINARY_DIR");
  const std::string own_dir = own != nullptr ? own : "";
  if (binary_dir != nullptr) setenv("APRGRID_BINARY_DIR", binary_dir, 1);
  IngestFigures figures;
  {
    BenchServer server;
    server.Submit(100, kIngestSeeds);
    const double server_cpu_before = server.CpuSeconds();
    const double client_cpu_before = ProcessCpuSeconds();
    std::atomic<int64_t> completed{0};
    const double wall =
        DriveCampaign(server.address(), 16, 4, 10, 7, sending, &completed, &figures.calls);
    const double n = static_cast<double>(completed.load());
    figures.rate = n / wall;
    figures.cpu_us = 1e6 * (server.CpuSeconds() - server_cpu_before) / n;
    figures.workers_cpu_us = 1e6 * (ProcessCpuSeconds() - client_cpu_before) / n;
  }
  if (binary_dir != nullptr) {
    if (own == nullptr) {
      unsetenv("APRGRID_BINARY_DIR");
    } else {
      setenv("APRGRID_BINARY_DIR", own_dir.c_str(), 1);
    }
  }
  return figures;
}

// The rounds' figures of one coordinator binary and one way of reporting.
struct IngestSeries {
  std::vector<double> rate, cpu_us, workers_cpu_us, ratio;

  void Add(const IngestFigures& figures, double bare) {
    rate.push_back(figures.rate);
    cpu_us.push_back(figures.cpu_us);
    workers_cpu_us.push_back(figures.workers_cpu_us);
    ratio.push_back(figures.rate / bare);
  }
  std::string Round() const {
    return absl::StrFormat("%.0f/s, %.0f us coordinator CPU each (workers %.0f us), ratio %.2f",
                           rate.back(), cpu_us.back(), workers_cpu_us.back(), ratio.back());
  }
  std::string Medians(double median_bare) const {
    return absl::StrFormat(
        "%.0f completions/s (goal >= 5,000: %s), %.0f us coordinator CPU each (workers %.0f us), "
        "ratio of medians %.2f, median of ratios %.2f (goal >= 0.6: %s)",
        Median(rate), Median(rate) >= 5000 ? "met" : "NOT met", Median(cpu_us),
        Median(workers_cpu_us), Median(rate) / median_bare, Median(ratio),
        Median(ratio) >= 0.6 ? "met" : "NOT met");
  }
};

// Rounds alternate: the bare loop, then the coordinator's ingest with Report streams and with
// ReportBatch (as the real worker reports short attempts), each on fresh files; with
// APRGRID_BENCH_BASELINE_DIR (a build folder holding an older coordinator/aprgrid-coordinator)
// that binary's two runs join each round, after this build's in rounds 1, 3, 5, ... and before
// them in rounds 2, 4, ..., for before/after ratios in the same run.
void BM_IngestVsBare(benchmark::State& state) {
  const int rounds = EnvInt("APRGRID_BENCH_ROUNDS", 3);
  const char* baseline_dir = std::getenv("APRGRID_BENCH_BASELINE_DIR");
  for (auto _ : state) {
    std::vector<double> bare;
    IngestSeries streams, batched, old_streams, old_batched;
    testing::ShortAttemptsStats calls;
    for (int r = 0; r < rounds; ++r) {
      const double load_before = LoadAverage();
      bare.push_back(BareCompletionsPerSecond(100 * kIngestSeeds));
      auto run_baseline = [&] {
        if (baseline_dir == nullptr) return;
        old_streams.Add(IngestRun(Sending::kCoalesced, baseline_dir), bare.back());
        old_batched.Add(IngestRun(Sending::kBatched, baseline_dir), bare.back());
      };
      if (r % 2 == 1) run_baseline();
      streams.Add(IngestRun(Sending::kCoalesced, nullptr), bare.back());
      const IngestFigures batch_run = IngestRun(Sending::kBatched, nullptr);
      batched.Add(batch_run, bare.back());
      calls = batch_run.calls;
      if (r % 2 == 0) run_baseline();
      std::string baseline_text;
      if (baseline_dir != nullptr) {
        baseline_text = absl::StrCat("; baseline: Report streams ", old_streams.Round(),
                                     "; ReportBatch ", old_batched.Round());
      }
      std::printf(
          "round %d: bare SQLite loop %.0f completions/s (81 rows each = %.0f rows/s); "
          "coordinator, 16 workers awaiting durable acks: Report streams %s; ReportBatch %s "
          "(%s)%s; load average %.2f -> %.2f\n",
          r + 1, bare.back(), 81 * bare.back(), streams.Round().c_str(), batched.Round().c_str(),
          CallsText(calls).c_str(), baseline_text.c_str(), load_before, LoadAverage());
    }
    const double median_bare = Median(bare);
    if (baseline_dir != nullptr) {
      std::printf(
          "baseline (%s), medians: Report streams %s; ReportBatch %s\n"
          "this build / baseline, medians: Report streams %.2fx completions/s, %.2fx CPU per "
          "completion; ReportBatch %.2fx completions/s, %.2fx CPU per completion\n",
          baseline_dir, old_streams.Medians(median_bare).c_str(),
          old_batched.Medians(median_bare).c_str(), Median(streams.rate) / Median(old_streams.rate),
          Median(streams.cpu_us) / Median(old_streams.cpu_us),
          Median(batched.rate) / Median(old_batched.rate),
          Median(batched.cpu_us) / Median(old_batched.cpu_us));
    }
    state.SetIterationTime(1);
    state.counters["completions_per_second"] = Median(streams.rate);
    state.counters["batched_completions_per_second"] = Median(batched.rate);
    state.counters["bare_completions_per_second"] = median_bare;
    state.counters["ratio"] = Median(streams.ratio);
    state.counters["batched_ratio"] = Median(batched.ratio);
    std::printf(
        "ingest vs bare, medians of %d alternating rounds: bare loop %.0f/s; Report streams "
        "%s; ReportBatch %s\n",
        rounds, median_bare, streams.Medians(median_bare).c_str(),
        batched.Medians(median_bare).c_str());
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
