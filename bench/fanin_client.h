// An asynchronous client that plays many aprgrid workers at once for BM_FanIn
// (bench/coordinator_fanin_bench.cc): each simulated worker (its own id, its own calls and
// streams, on a TCP connection of its own or shared with others, FanInOptions::connections) makes
// the calls aprgrid-worker makes with one slot (docs/protocol.md, "Workers"): Register, then Lease,
// a Report stream per leased attempt that sends a generation event every event interval and the
// result, and a Heartbeat at the interval Register answered. All of it runs on a few threads, each
// draining its own grpc::CompletionQueue, so that 10,000 workers cost the client little CPU next to
// the coordinator (docs/performance.md, "10,000 workers with an asynchronous client (2026-12-03,
// session 18)").
//
// What it measures and how:
// - Lease latency: from just before the call is started to the moment its reply is handled on
//   the worker's thread, for every Lease started before the end of the run whose reply came
//   (those cut by the end are counted apart, not timed). It includes the client's own queueing.
// - The client's queueing: each thread runs its timers itself (the workers' pauses, heartbeats
//   and a probe due every 5 ms); how late each runs after it is due (the event-loop lag) is how
//   long that thread was busy or off the CPU, which a reply waiting on it waits too.
//
// Thread-safety: RunFanIn is a blocking call; it runs one fan-in at a time per call and may be
// called from any thread. Nothing is shared between calls.
#ifndef APRGRID_BENCH_FANIN_CLIENT_H_
#define APRGRID_BENCH_FANIN_CLIENT_H_

#include <cstdint>
#include <string>
#include <vector>

namespace aprgrid::bench {

struct FanInOptions {
  std::string address;  // The coordinator's gRPC address.
  std::string token;    // The bearer token every call presents.
  int workers = 0;      // Simulated workers, each with one slot.
  // Milliseconds between a worker's Report events: a leased attempt's stream sends one of its
  // `generations` generation events (with `arms` arm statistics each) and then its result, each
  // after this pause, so an attempt lasts (generations + 1) event intervals.
  int event_interval_ms = 1000;
  int generations = 4;
  int arms = 7;
  // Worker i starts (registers) at ramp_ms * i / workers after the start: nodes of an allocation
  // come up over seconds, not at one instant.
  int ramp_ms = 0;
  // Length of the run from the start; then every call under way is cancelled.
  int run_ms = 0;
  int threads = 2;  // Client threads, one completion queue each; workers are dealt round-robin.
  // TCP connections the workers share (worker i uses connection i % connections); 0 or at least
  // `workers`: one per worker, as on a real cluster. One per worker costs both ends a connection
  // set-up, an HTTP/2 session and keepalive pings each, and every message its own system calls.
  int connections = 0;
  bool heartbeats = true;  // Heartbeat at the interval Register answered, as aprgrid-worker does.
};

struct FanInResult {
  int registered = 0;                // Workers whose Register succeeded.
  int failed_registers = 0;          // Register calls that failed (retried after 1 s).
  int max_open_streams = 0;          // Most Report streams open at one moment.
  std::vector<double> lease_ms;      // Every timed Lease, in the order the replies came.
  int64_t leases_granted = 0;        // Timed Leases that carried a task.
  int64_t leases_empty = 0;          // Timed Leases without a task (retried after retry_after_ms).
  int64_t failed_leases = 0;         // Timed Leases that failed (retried after 200 ms).
  int64_t leases_cut = 0;            // Leases under way at the end (not timed).
  int64_t reports_acked = 0;         // Report streams finished with an OK status.
  int64_t failed_reports = 0;        // Report streams that ended otherwise before the end.
  std::vector<double> heartbeat_ms;  // Every Heartbeat answered before the end.
  int64_t failed_heartbeats = 0;
  std::vector<double> lag_ms;     // The lag of every timer of every thread (see above).
  double client_cpu_seconds = 0;  // This process's CPU during the run (every thread, gRPC's own).
  double loop_cpu_seconds = 0;    // The completion-queue threads' CPU only.
  double loop_wait_seconds = 0;   // Their time runnable but waiting for a CPU (schedstat).
  double wall_seconds = 0;        // From the start to the end of the run.
};

// Runs the fan-in against `options.address` and returns what it measured. The coordinator must
// have attempts queued; a worker whose Lease comes back empty asks again after retry_after_ms.
// REQUIRES: options.workers >= 1, options.threads >= 1, options.run_ms > options.ramp_ms.
FanInResult RunFanIn(const FanInOptions& options);

// The q-quantile (0..1) of `sorted` (ascending), by the nearest rank below; 0 when empty.
double Quantile(const std::vector<double>& sorted, double q);

}  // namespace aprgrid::bench

#endif  // APRGRID_BENCH_FANIN_CLIENT_H_
