// BM_FanIn of coordinator_bench (the benchmark list is at the top of coordinator_bench.cc): many
// simulated workers, each keeping a Report stream open while it "runs", and the latency of their
// Lease calls (docs/performance.md, "Coordinator ingest and scale (issue 21)").
#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>
#include <vector>

#include "bench/coordinator_bench_server.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::bench {
namespace {

using Clock = std::chrono::steady_clock;
using testing::CompletionEvents;
using testing::MakeChannel;
using testing::SimWorker;

// Args: simulated workers; milliseconds between a worker's events (1,000: each worker sends one
// generation per second, so 10,000 workers send 10,000 events/s, an ingest load; 5,000: 10,000
// streams at the event rate of 2,000 workers at 1,000).
void BM_FanIn(benchmark::State& state) {
  const int workers = static_cast<int>(state.range(0));
  const int event_interval_ms = static_cast<int>(state.range(1));
  // Nodes of a cluster allocation come up over a few seconds, not at one instant: 2 ms per
  // worker (4 s for 2,000, 20 s for 10,000), then 12 s with every worker in.
  const int ramp_ms = 2 * workers;
  const int run_ms = ramp_ms + 12000;
  for (auto _ : state) {
    BenchServer server;
    // More attempts than the run consumes (a lease per worker every 4 event intervals).
    server.Submit(100, std::max(100, workers * (run_ms / (4 * event_interval_ms) + 2) / 100));
    const double cpu_before = server.CpuSeconds();
    const double client_cpu_before = ProcessCpuSeconds();
    std::vector<std::shared_ptr<grpc::Channel>> channels;
    for (int i = 0; i < 40; ++i) channels.push_back(MakeChannel(server.address()));
    std::atomic<bool> stop{false};
    std::atomic<int> open_streams{0}, max_open{0}, ready{0}, failed_leases{0};
    // Each worker thread records its own Lease latencies; merged after the joins.
    std::vector<std::vector<double>> per_worker_ms(workers);
    std::vector<std::thread> threads;
    threads.reserve(workers);
    for (int t = 0; t < workers; ++t) {
      threads.emplace_back([&, t] {
        std::this_thread::sleep_for(
            std::chrono::milliseconds(static_cast<int64_t>(ramp_ms) * t / workers));
        SimWorker worker(channels[t % channels.size()], kBenchToken);
        if (!worker.Register(1).ok()) return;
        ready.fetch_add(1);
        std::vector<double>& mine = per_worker_ms[t];
        while (!stop.load()) {
          std::vector<v1::Task> tasks;
          const auto start = Clock::now();
          grpc::Status status = worker.Lease(1, &tasks);
          mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
          if (!status.ok()) failed_leases.fetch_add(1);
          if (!status.ok() || tasks.empty()) break;
          // "Run" the attempt for 4 event intervals with its Report stream open: one generation
          // per interval (each event of 8 rows), then the result.
          int now_open = open_streams.fetch_add(1) + 1;
          int seen = max_open.load();
          while (now_open > seen && !max_open.compare_exchange_weak(seen, now_open)) {
          }
          v1::ReportAck ack;
          worker.Report(CompletionEvents(tasks[0], 4, 7, false), &ack, true, event_interval_ms);
          open_streams.fetch_sub(1);
        }
      });
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(run_ms));
    stop = true;
    for (std::thread& t : threads) t.join();
    std::vector<double> latencies_ms;
    for (const std::vector<double>& mine : per_worker_ms) {
      latencies_ms.insert(latencies_ms.end(), mine.begin(), mine.end());
    }
    std::sort(latencies_ms.begin(), latencies_ms.end());
    auto quantile = [&](double q) {
      return latencies_ms.empty()
                 ? 0.0
                 : latencies_ms[std::min(latencies_ms.size() - 1,
                                         static_cast<size_t>(q * latencies_ms.size()))];
    };
    state.SetIterationTime(run_ms / 1000.0);
    state.counters["workers"] = ready.load();
    state.counters["max_open_streams"] = max_open.load();
    state.counters["leases"] = static_cast<double>(latencies_ms.size());
    state.counters["lease_p50_ms"] = quantile(0.5);
    state.counters["lease_p99_ms"] = quantile(0.99);
    const double cpu = server.CpuSeconds() - cpu_before;
    std::printf(
        "fan-in: %d workers, up to %d Report streams open at once, an event every %d ms each, "
        "%zu leases (%d failed) in %.0f s (coordinator CPU %.1f s, simulated workers' CPU %.1f s; "
        "load %.2f): p50 %.2f ms, p99 %.2f ms (goal at 10,000 workers < 50 ms), max %.2f ms\n",
        ready.load(), max_open.load(), event_interval_ms, latencies_ms.size(), failed_leases.load(),
        run_ms / 1000.0, cpu, ProcessCpuSeconds() - client_cpu_before, LoadAverage(), quantile(0.5),
        quantile(0.99), latencies_ms.empty() ? 0.0 : latencies_ms.back());
  }
}
BENCHMARK(BM_FanIn)
    ->ArgNames({"workers", "event_ms"})
    ->Args({2000, 1000})
    ->Args({10000, 1000})
    ->Args({10000, 5000})
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kSecond);

}  // namespace
}  // namespace aprgrid::bench
