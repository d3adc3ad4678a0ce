// BM_FanIn of coordinator_bench (the benchmark list is at the top of coordinator_bench.cc): many
// simulated workers, each keeping a Report stream open while it "runs"
// an attempt, and the latency of their Lease calls (docs/performance.md, "10,000 workers with an
// asynchronous client (2026-12-03, session 18)"). The workers are an asynchronous client on a
// few threads (bench/fanin_client.h), so that they take little of the CPU the coordinator needs.
//
// Environment: APRGRID_FANIN_WORKERS (replaces the benchmark's count of workers, for a quick
// try), APRGRID_FANIN_THREADS (client threads, default 2), APRGRID_FANIN_CONNECTIONS (TCP
// connections the workers share, default 100; a count at least the workers' gives each its own),
// APRGRID_FANIN_HEARTBEATS=0 (no Heartbeat calls; default on, at the interval Register answers,
// 15 s), APRGRID_FANIN_HOLD_MS (after the run, keep the coordinator up this long, e.g. to finish a
// perf record on the PID the bench prints first), APRGRID_FANIN_CLIENT_NICE=N (after starting the
// coordinator, lower this process's priority by N, so that the client yields the CPU to the
// coordinator rather than sharing it evenly; the coordinator keeps the bench's niceness).
#include <benchmark/benchmark.h>
#include <dirent.h>
#include <sys/resource.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#include "bench/bench_util.h"
#include "bench/coordinator_bench_server.h"
#include "bench/fanin_client.h"

namespace aprgrid::bench {
namespace {

// Adds `increment` to the niceness of every thread of this process (on Linux a thread's own;
// threads started later inherit their creator's).
void NiceAllThreads(int increment) {
  DIR* tasks = opendir("/proc/self/task");
  if (tasks == nullptr) return;
  while (dirent* entry = readdir(tasks)) {
    const int tid = std::atoi(entry->d_name);
    if (tid <= 0) continue;
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, static_cast<id_t>(tid));
    if (errno == 0) setpriority(PRIO_PROCESS, static_cast<id_t>(tid), now + increment);
  }
  closedir(tasks);
}

// Args: simulated workers; milliseconds between a worker's events (1,000: each worker sends one
// generation per second, so 10,000 workers send 10,000 events/s, an ingest load; 5,000: 10,000
// streams at the event rate of 2,000 workers at 1,000).
void BM_FanIn(benchmark::State& state) {
  FanInOptions options;
  options.workers = EnvInt("APRGRID_FANIN_WORKERS", static_cast<int>(state.range(0)));
  options.event_interval_ms = static_cast<int>(state.range(1));
  // Nodes of a cluster allocation come up over a few seconds, not at one instant: 2 ms per
  // worker (4 s for 2,000, 20 s for 10,000), then 12 s with every worker in.
  options.ramp_ms = 2 * options.workers;
  options.run_ms = options.ramp_ms + 12000;
  options.threads = EnvInt("APRGRID_FANIN_THREADS", 2);
  // 100 connections shared by the workers unless told otherwise (fanin_client.h says what one
  // per worker costs; docs/performance.md why this is the default).
  options.connections = EnvInt("APRGRID_FANIN_CONNECTIONS", 100);
  const char* heartbeats = std::getenv("APRGRID_FANIN_HEARTBEATS");
  options.heartbeats = heartbeats == nullptr || std::atoi(heartbeats) != 0;
  options.token = kBenchToken;
  for (auto _ : state) {
    BenchServer server;
    std::printf("fan-in: coordinator pid %d, %d workers on %d connections, %d client threads\n",
                static_cast<int>(server.pid()), options.workers,
                std::min(options.workers, options.connections), options.threads);
    std::fflush(stdout);
    // More attempts than the run consumes: an attempt lasts (4 generations + 1) event intervals.
    const int per_worker = options.run_ms / (5 * options.event_interval_ms) + 2;
    server.Submit(100, std::max(100, options.workers * per_worker / 100));
    options.address = server.address();
    const int client_nice = EnvInt("APRGRID_FANIN_CLIENT_NICE", 0);
    if (client_nice > 0) NiceAllThreads(client_nice);
    const double cpu_before = server.CpuSeconds();
    const BenchServer::RpcHistogram lease_before = server.Rpc("Lease");
    const double load_before = LoadAverage();
    const double coordinator_wait_before = RunQueueWaitSeconds(server.pid());
    const double client_wait_before = RunQueueWaitSeconds(0);
    FanInResult r = RunFanIn(options);
    const double cpu = server.CpuSeconds() - cpu_before;
    // The client's threads are joined by now; its loop threads' wait is in r.loop_wait_seconds.
    const double coordinator_wait = RunQueueWaitSeconds(server.pid()) - coordinator_wait_before;
    const double client_wait = RunQueueWaitSeconds(0) - client_wait_before + r.loop_wait_seconds;
    const BenchServer::RpcHistogram lease_after = server.Rpc("Lease");
    std::sort(r.lease_ms.begin(), r.lease_ms.end());
    std::sort(r.lag_ms.begin(), r.lag_ms.end());
    std::sort(r.heartbeat_ms.begin(), r.heartbeat_ms.end());
    state.SetIterationTime(r.wall_seconds);
    state.counters["workers"] = r.registered;
    state.counters["max_open_streams"] = r.max_open_streams;
    state.counters["leases"] = static_cast<double>(r.lease_ms.size());
    state.counters["lease_p50_ms"] = Quantile(r.lease_ms, 0.5);
    state.counters["lease_p99_ms"] = Quantile(r.lease_ms, 0.99);
    const double handled = lease_after.count - lease_before.count;
    std::printf(
        "fan-in: %d workers registered (%d failed Registers), up to %d Report streams open at "
        "once, an event every %d ms each; %.0f s run, load %.2f at the start, %.2f at the end\n"
        "  Lease: %zu timed (%lld granted, %lld empty, %lld failed; %lld cut by the end): "
        "p50 %.2f ms, p99 %.2f ms (goal at 10,000 workers < 50 ms), p99.9 %.2f ms, max %.2f ms\n"
        "  Lease in the coordinator's handler: %.0f calls, mean %.3f ms, p99 <= %.4g ms\n"
        "  Report streams: %lld acked, %lld failed; Heartbeat: %zu, p99 %.2f ms, %lld failed\n"
        "  CPU: coordinator %.1f s (%.0f%% of a core), client %.1f s (%.0f%% of a core; its "
        "completion-queue threads %.1f s)\n"
        "  client event-loop lag (every timer of its threads, a 5 ms probe among them; %zu "
        "samples): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n"
        "  waiting for a CPU (run queue, summed over threads): coordinator %.1f s, client %.1f s\n",
        r.registered, r.failed_registers, r.max_open_streams, options.event_interval_ms,
        r.wall_seconds, load_before, LoadAverage(), r.lease_ms.size(),
        static_cast<long long>(r.leases_granted), static_cast<long long>(r.leases_empty),
        static_cast<long long>(r.failed_leases), static_cast<long long>(r.leases_cut),
        Quantile(r.lease_ms, 0.5), Quantile(r.lease_ms, 0.99), Quantile(r.lease_ms, 0.999),
        r.lease_ms.empty() ? 0.0 : r.lease_ms.back(), handled,
        handled > 0 ? 1000 * (lease_after.sum - lease_before.sum) / handled : 0.0,
        1000 * lease_after.QuantileBound(lease_before, 0.99),
        static_cast<long long>(r.reports_acked), static_cast<long long>(r.failed_reports),
        r.heartbeat_ms.size(), Quantile(r.heartbeat_ms, 0.99),
        static_cast<long long>(r.failed_heartbeats), cpu, 100 * cpu / r.wall_seconds,
        r.client_cpu_seconds, 100 * r.client_cpu_seconds / r.wall_seconds, r.loop_cpu_seconds,
        r.lag_ms.size(), Quantile(r.lag_ms, 0.5), Quantile(r.lag_ms, 0.99),
        r.lag_ms.empty() ? 0.0 : r.lag_ms.back(), coordinator_wait, client_wait);
    std::fflush(stdout);
    std::printf("  niceness: coordinator %d, client %d\n", getpriority(PRIO_PROCESS, server.pid()),
                getpriority(PRIO_PROCESS, 0));
    if (client_nice > 0) NiceAllThreads(-client_nice);  // Root only; else it stays lowered.
    std::this_thread::sleep_for(std::chrono::milliseconds(EnvInt("APRGRID_FANIN_HOLD_MS", 0)));
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
