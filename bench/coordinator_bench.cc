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
#include <stdlib.h>
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "coordinator/metrics.h"
#include "coordinator/server.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid {
namespace {

using Clock = std::chrono::steady_clock;
using testing::CompletionEvents;
using testing::MakeChannel;
using testing::SimWorker;

constexpr char kToken[] = "bench-token";

// A coordinator on a fresh database in a scratch folder; removed on destruction.
class BenchServer {
 public:
  BenchServer() {
    const char* tmp = std::getenv("TMPDIR");
    dir_ = std::string(tmp ? tmp : "/tmp") + "/coord_bench_XXXXXX";
    if (mkdtemp(dir_.data()) == nullptr) std::abort();
    coordinator::ServerOptions options;
    options.listen = "127.0.0.1:0";
    options.metrics_listen = "127.0.0.1:0";
    options.db_path = dir_ + "/results.db";
    options.token = kToken;
    options.lease_duration_ms = 600000;
    auto server = coordinator::CoordinatorServer::Start(options);
    if (!server.ok()) {
      std::fprintf(stderr, "%s\n", server.status().ToString().c_str());
      std::abort();
    }
    server_ = std::move(*server);
  }
  ~BenchServer() {
    server_.reset();
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
    SimWorker client(MakeChannel(server_->grpc_address()), kToken);
    v1::SubmitResponse response;
    grpc::Status status = client.Submit(spec, &response);
    if (!status.ok()) {
      std::fprintf(stderr, "submit: %s\n", status.error_message().c_str());
      std::abort();
    }
  }

  std::string address() const { return server_->grpc_address(); }
  const coordinator::CoordinatorMetrics& metrics() const { return server_->metrics(); }

 private:
  std::string dir_;
  std::unique_ptr<coordinator::CoordinatorServer> server_;
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
    const double busy_before = server.metrics().store_busy_seconds();
    const double cpu_before = ProcessCpuSeconds();
    std::atomic<int64_t> completed{0};
    const double wall = DriveCampaign(server.address(), threads, 4, 10, 7, &completed);
    const double cpu = ProcessCpuSeconds() - cpu_before;
    const double busy = server.metrics().store_busy_seconds() - busy_before;
    state.counters["completions_per_cpu_second"] = static_cast<double>(completed.load()) / cpu;
    state.SetIterationTime(wall);
    state.counters["completions"] = static_cast<double>(completed.load());
    state.counters["completions_per_second"] = static_cast<double>(completed.load()) / wall;
    state.counters["rows_per_second"] = static_cast<double>(completed.load()) * 81 / wall;
    state.counters["store_writer_share"] = busy / wall;
    std::printf(
        "ingest: %d workers, %lld completions (10 generations x 7 arms each) in %.2f s "
        "wall = %.0f/s; %.2f CPU-s (server and clients) = %.0f per CPU-second, %.0f/s "
        "on 2 free cores; store writer busy %.2f s = %.0f%% of wall time\n",
        threads, static_cast<long long>(completed.load()), wall, completed.load() / wall, cpu,
        completed.load() / cpu, 2 * completed.load() / cpu, busy, 100 * busy / wall);
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

void BM_SchedulingOverhead(benchmark::State& state) {
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, 64);  // 6,400 empty attempts.
    std::atomic<int64_t> completed{0};
    const double cpu_before = ProcessCpuSeconds();
    const double wall = DriveCampaign(server.address(), 64, 1, 0, 0, &completed);
    const double cpu = ProcessCpuSeconds() - cpu_before;
    const double per_attempt = wall / static_cast<double>(completed.load());
    state.counters["cpu_seconds_per_attempt"] = cpu / static_cast<double>(completed.load());
    state.SetIterationTime(wall);
    state.counters["seconds_per_attempt"] = per_attempt;
    std::printf(
        "scheduling: %lld empty attempts (lease + complete), 64 workers, %.2f s = "
        "%.1f us wall per attempt (%.1f CPU-us, server and clients)\n",
        static_cast<long long>(completed.load()), wall, per_attempt * 1e6,
        cpu / static_cast<double>(completed.load()) * 1e6);
    const double slurm = SlurmSecondsPerTask();
    if (slurm > 0) {
      state.counters["slurm_seconds_per_task"] = slurm;
      state.counters["slurm_ratio"] = slurm / per_attempt;
      std::printf("slurm_array_seconds_per_task=%.3f; coordinator overhead is %.0fx lower\n", slurm,
                  slurm / per_attempt);
    } else {
      std::printf(
          "slurm comparison skipped (no SLURM, or APRGRID_BENCH_SKIP_SLURM=1); the "
          "issue's tuned figure of 0.25 s per task would be %.0fx\n",
          0.25 / per_attempt);
    }
  }
}
BENCHMARK(BM_SchedulingOverhead)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

void BM_FanIn(benchmark::State& state) {
  constexpr int kRampMs = 4000;
  constexpr int kRunMs = 16000;
  const int workers = static_cast<int>(state.range(0));
  for (auto _ : state) {
    BenchServer server;
    server.Submit(100, 100);  // 10,000 attempts: more than the run consumes.
    const double cpu_before = ProcessCpuSeconds();
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
    const double cpu = ProcessCpuSeconds() - cpu_before;
    std::printf(
        "fan-in: %d workers, up to %d Report streams open at once, %zu leases in %.0f s "
        "(%.1f CPU-s, server and clients): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
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
