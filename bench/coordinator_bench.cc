// Coordinator benchmarks over loopback gRPC with simulated workers and a real SQLite store
// (figures for issue 8):
//   BM_Ingest             attempt completions per second, each with 10 generation events of 7
//                         arms; also the store writer's share of the wall time.
//   BM_SchedulingOverhead lease + complete of an empty attempt, 64 simulated workers: time per
//                         attempt; compared with bench/slurm_array_overhead.sh when it can run.
//   BM_FanIn              2,000 simulated workers, each keeping a Report stream open while it
//                         "runs"; p50/p99 latency of their Lease calls.
// Run: build-*/bench/coordinator_bench (APRGRID_BENCH_SKIP_SLURM=1 skips the SLURM comparison).
#include <benchmark/benchmark.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "tests/coordinator/coordinator_process.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid {
namespace {

using Clock = std::chrono::steady_clock;
using testing::CompletionEvents;
using testing::MakeChannel;
using testing::SimWorker;

constexpr char kToken[] = "bench-token";

// The aprgrid-coordinator binary on a fresh database in a scratch folder (a separate process, so
// its CPU time is measured apart from the simulated workers'); stopped and removed on
// destruction.
class BenchServer {
 public:
  BenchServer() {
    const char* tmp = std::getenv("TMPDIR");
    dir_ = std::string(tmp ? tmp : "/tmp") + "/coord_bench_XXXXXX";
    if (mkdtemp(dir_.data()) == nullptr) std::abort();
    std::ofstream(dir_ + "/token") << kToken << "\n";
    chmod((dir_ + "/token").c_str(), 0600);
    auto process = testing::CoordinatorProcess::Start(
        {"--listen", "127.0.0.1:0", "--metrics-listen", "127.0.0.1:0", "--db", dir_ + "/results.db",
         "--token-file", dir_ + "/token", "--lease-ms", "600000"});
    if (!process.ok()) {
      std::fprintf(stderr, "%s\n", process.status().ToString().c_str());
      std::abort();
    }
    process_.emplace(std::move(*process));
  }
  ~BenchServer() {
    process_->Stop(SIGTERM);
    std::system(("rm -rf " + dir_).c_str());
  }

  // Submits a campaign of bugs x seeds attempts (one cell per bug).
  void Submit(int bugs, int seeds) {
    std::string spec = "name: \"bench\"\nstage { repair { name: \"s\" subjects { bugs: [";
    for (int b = 0; b < bugs; ++b) absl::StrAppend(&spec, b ? ", " : "", "\"b-", b, "\"");
    absl::StrAppend(&spec,
                    "] } strategy: [UCB] credit: [AVERAGE] reward: [RAW] arm_set: [GROUPED_7] "
                    "seeds { count: ",
                    seeds, " } } }\n");
    SimWorker client(MakeChannel(address()), kToken);
    v1::SubmitResponse response;
    grpc::Status status = client.Submit(spec, &response);
    if (!status.ok()) {
      std::fprintf(stderr, "submit: %s\n", status.error_message().c_str());
      std::abort();
    }
  }

  std::string address() const { return process_->grpc_address(); }
  double CpuSeconds() const { return process_->CpuSeconds(); }

  // aprgrid_coordinator_store_batch_duration_seconds_sum from /metrics: the store writer's time.
  double StoreBusySeconds() const {
    const std::string command =
        "curl -sf http://" + process_->metrics_address() +
        "/metrics | sed -n 's/^aprgrid_coordinator_store_batch_duration_seconds_sum //p'";
    FILE* pipe = popen(command.c_str(), "r");
    double seconds = 0;
    if (pipe != nullptr) {
      if (std::fscanf(pipe, "%lf", &seconds) != 1) seconds = 0;
      pclose(pipe);
    }
    return seconds;
  }

 private:
  std::string dir_;
  std::optional<testing::CoordinatorProcess> process_;
};

// CPU seconds used so far by this process (all threads: the coordinator and its simulated
// workers). On a shared machine this is the robust figure; wall time depends on the neighbours.
double ProcessCpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         1e-6 * (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

// `threads` simulated workers lease `per_lease` tasks at a time and complete each with
// `generations` events of `arms` arms, until nothing is left. Returns the wall seconds.
double DriveCampaign(const std::string& address, int threads, uint32_t per_lease, int generations,
                     int arms, std::atomic<int64_t>* completed) {
  std::vector<std::shared_ptr<grpc::Channel>> channels;
  for (int i = 0; i < std::min(threads, 8); ++i) channels.push_back(MakeChannel(address));
  const auto start = Clock::now();
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      SimWorker worker(channels[t % channels.size()], kToken);
      if (!worker.Register(per_lease).ok()) return;
      while (true) {
        std::vector<v1::Task> tasks;
        if (!worker.Lease(per_lease, &tasks).ok() || tasks.empty()) return;
        for (const v1::Task& task : tasks) {
          v1::ReportAck ack;
          if (worker.Report(CompletionEvents(task, generations, arms, false), &ack).ok()) {
            completed->fetch_add(1);
          }
        }
      }
    });
  }
  for (std::thread& w : workers) w.join();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void BM_Ingest(benchmark::State& state) {
  const int threads = static_cast<int>(state.range(0));
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, 40);  // 4,000 attempts.
    const double busy_before = server.StoreBusySeconds();
    const double server_cpu_before = server.CpuSeconds();
    const double client_cpu_before = ProcessCpuSeconds();
    std::atomic<int64_t> completed{0};
    const double wall = DriveCampaign(server.address(), threads, 4, 10, 7, &completed);
    const double server_cpu = server.CpuSeconds() - server_cpu_before;
    const double client_cpu = ProcessCpuSeconds() - client_cpu_before;
    const double busy = server.StoreBusySeconds() - busy_before;
    const double n = static_cast<double>(completed.load());
    state.SetIterationTime(wall);
    state.counters["completions"] = n;
    state.counters["completions_per_second"] = n / wall;
    state.counters["completions_per_server_cpu_second"] = n / server_cpu;
    state.counters["store_writer_share_of_wall"] = busy / wall;
    std::printf(
        "ingest: %d workers, %.0f completions (10 generations x 7 arms each) in %.2f s "
        "wall = %.0f/s; coordinator CPU %.2f s = %.0f completions per CPU-second "
        "(workers' CPU %.2f s); store writer batches open %.2f s = %.0f%% of wall\n",
        threads, n, wall, n / wall, server_cpu, n / server_cpu, client_cpu, busy,
        100 * busy / wall);
  }
}
BENCHMARK(BM_Ingest)->Arg(16)->Arg(64)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

// Runs bench/slurm_array_overhead.sh if it can; returns seconds per task or a negative value.
double SlurmSecondsPerTask() {
  if (const char* skip = std::getenv("APRGRID_BENCH_SKIP_SLURM"); skip && *skip == '1') return -1;
  const char* source = std::getenv("APRGRID_SOURCE_DIR");
  const std::string script = std::string(source ? source : ".") + "/bench/slurm_array_overhead.sh";
  if (access(script.c_str(), X_OK) != 0 || std::system("command -v sbatch >/dev/null") != 0) {
    return -1;
  }
  FILE* pipe = popen((script + " 2>/dev/null").c_str(), "r");
  if (pipe == nullptr) return -1;
  double per_task = -1;
  char line[256];
  while (std::fgets(line, sizeof(line), pipe) != nullptr) {
    std::sscanf(line, "slurm_array_seconds_per_task=%lf", &per_task);
  }
  pclose(pipe);
  return per_task;
}

// Arg: slots per worker (tasks asked for per Lease call).
void BM_SchedulingOverhead(benchmark::State& state) {
  const uint32_t slots = static_cast<uint32_t>(state.range(0));
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, 64);  // 6,400 empty attempts.
    std::atomic<int64_t> completed{0};
    const double server_cpu_before = server.CpuSeconds();
    const double client_cpu_before = ProcessCpuSeconds();
    const double wall = DriveCampaign(server.address(), 64, slots, 0, 0, &completed);
    const double n = static_cast<double>(completed.load());
    const double server_cpu = (server.CpuSeconds() - server_cpu_before) / n;
    const double client_cpu = (ProcessCpuSeconds() - client_cpu_before) / n;
    const double per_attempt = wall / n;
    state.SetIterationTime(wall);
    state.counters["seconds_per_attempt"] = per_attempt;
    state.counters["server_cpu_seconds_per_attempt"] = server_cpu;
    std::printf(
        "scheduling: %.0f empty attempts (lease + complete), 64 workers with %u slots: "
        "%.1f us wall per attempt; coordinator CPU %.1f us per attempt (workers' CPU "
        "%.1f us)\n",
        n, slots, per_attempt * 1e6, server_cpu * 1e6, client_cpu * 1e6);
    static const double slurm = SlurmSecondsPerTask();  // Once per run: it takes ~1 min.
    if (slurm > 0) {
      state.counters["slurm_seconds_per_task"] = slurm;
      state.counters["slurm_ratio"] = slurm / per_attempt;
      std::printf(
          "slurm_array_seconds_per_task=%.3f: %.0fx the coordinator's wall time per "
          "attempt, %.0fx its CPU time per attempt\n",
          slurm, slurm / per_attempt, slurm / server_cpu);
    } else {
      std::printf(
          "slurm comparison skipped (no SLURM, or APRGRID_BENCH_SKIP_SLURM=1); the "
          "issue's tuned figure of 0.25 s per task would be %.0fx\n",
          0.25 / per_attempt);
    }
  }
}
BENCHMARK(BM_SchedulingOverhead)
    ->Arg(1)
    ->Arg(8)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kSecond);

void BM_FanIn(benchmark::State& state) {
  constexpr int kRampMs = 4000;
  constexpr int kRunMs = 16000;
  const int workers = static_cast<int>(state.range(0));
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, 100);  // 10,000 attempts: more than the run consumes.
    const double cpu_before = server.CpuSeconds();
    std::vector<std::shared_ptr<grpc::Channel>> channels;
    for (int i = 0; i < 40; ++i) channels.push_back(MakeChannel(server.address()));
    std::atomic<bool> stop{false};
    std::atomic<int> open_streams{0}, max_open{0}, ready{0};
    std::mutex mu;
    std::vector<double> latencies_ms;
    std::vector<std::thread> threads;
    for (int t = 0; t < workers; ++t) {
      threads.emplace_back([&, t] {
        // Nodes of a cluster allocation come up over a few seconds, not at one instant.
        std::this_thread::sleep_for(std::chrono::milliseconds(kRampMs * t / workers));
        SimWorker worker(channels[t % channels.size()], kToken);
        if (!worker.Register(1).ok()) return;
        ready.fetch_add(1);
        std::vector<double> mine;
        while (!stop.load()) {
          std::vector<v1::Task> tasks;
          const auto start = Clock::now();
          grpc::Status status = worker.Lease(1, &tasks);
          mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
          if (!status.ok() || tasks.empty()) break;
          // "Run" the attempt for ~5 s with its Report stream open: one generation per second
          // (2,000 workers then send 2,000 events/s, each of 8 rows), then the result.
          int now_open = open_streams.fetch_add(1) + 1;
          int seen = max_open.load();
          while (now_open > seen && !max_open.compare_exchange_weak(seen, now_open)) {
          }
          v1::ReportAck ack;
          worker.Report(CompletionEvents(tasks[0], 4, 7, false), &ack, true, 1000);
          open_streams.fetch_sub(1);
        }
        std::lock_guard<std::mutex> lock(mu);
        latencies_ms.insert(latencies_ms.end(), mine.begin(), mine.end());
      });
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(kRunMs));
    stop = true;
    for (std::thread& t : threads) t.join();
    std::sort(latencies_ms.begin(), latencies_ms.end());
    auto quantile = [&](double q) {
      return latencies_ms.empty()
                 ? 0.0
                 : latencies_ms[std::min(latencies_ms.size() - 1,
                                         static_cast<size_t>(q * latencies_ms.size()))];
    };
    state.SetIterationTime(kRunMs / 1000.0);
    state.counters["workers"] = ready.load();
    state.counters["max_open_streams"] = max_open.load();
    state.counters["leases"] = static_cast<double>(latencies_ms.size());
    state.counters["lease_p50_ms"] = quantile(0.5);
    state.counters["lease_p99_ms"] = quantile(0.99);
    const double cpu = server.CpuSeconds() - cpu_before;
    std::printf(
        "fan-in: %d workers, up to %d Report streams open at once, %zu leases in %.0f s "
        "(coordinator CPU %.1f s): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
        ready.load(), max_open.load(), latencies_ms.size(), kRunMs / 1000.0, cpu, quantile(0.5),
        quantile(0.99), latencies_ms.empty() ? 0.0 : latencies_ms.back());
  }
}
BENCHMARK(BM_FanIn)->Arg(2000)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

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
