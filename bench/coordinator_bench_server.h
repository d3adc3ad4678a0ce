// The pieces the coordinator benchmarks share (coordinator_bench.cc, coordinator_fanin_bench.cc):
// an aprgrid-coordinator process on a scratch database, and the process's own CPU and the
// machine's load for the figures they print.
#ifndef APRGRID_BENCH_COORDINATOR_BENCH_SERVER_H_
#define APRGRID_BENCH_COORDINATOR_BENCH_SERVER_H_

#include <sys/types.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tests/coordinator/coordinator_process.h"

namespace aprgrid::bench {

// The token every simulated worker presents; BenchServer writes it to the daemon's token file.
inline constexpr char kBenchToken[] = "bench-token";

// The aprgrid-coordinator binary on a fresh database in a scratch folder (a separate process, so
// its CPU time is measured apart from the simulated workers'); stopped and removed on
// destruction. Aborts the benchmark when the daemon cannot start or a Submit fails.
class BenchServer {
 public:
  // `extra_args` go to the daemon after the bench's own (e.g. {"--heartbeat-ms", "500"}).
  explicit BenchServer(const std::vector<std::string>& extra_args = {});
  ~BenchServer();
  BenchServer(const BenchServer&) = delete;
  BenchServer& operator=(const BenchServer&) = delete;

  // Submits a campaign of bugs x seeds attempts (one cell per bug).
  void Submit(int bugs, int seeds);

  std::string address() const { return process_->grpc_address(); }
  double CpuSeconds() const { return process_->CpuSeconds(); }

  // What the store writer has done so far, from /metrics: seconds with a batch open
  // (aprgrid_coordinator_store_batch_duration_seconds_sum), batches, and rows. Zeros when the
  // metrics endpoint cannot be read.
  struct StoreFigures {
    double busy_seconds = 0;
    double batches = 0;
    double rows = 0;
  };
  StoreFigures Store() const;

  // The daemon's histogram of `method`'s handler time (aprgrid_coordinator_rpc_duration_seconds,
  // from the call's arrival in the service to its reply; without the transport and the wait for a
  // gRPC thread), from /metrics: cumulative counts by upper bound in seconds, the count and the
  // sum. Empty when the endpoint cannot be read.
  struct RpcHistogram {
    std::vector<std::pair<double, double>> buckets;  // (le, cumulative count), ascending le.
    double count = 0;
    double sum = 0;
    // The upper bound of the bucket that holds the q-quantile (0..1) of `this` less `before`;
    // infinity when it is above the last bound, 0 when nothing was counted.
    double QuantileBound(const RpcHistogram& before, double q) const;
  };
  RpcHistogram Rpc(const std::string& method) const;

  pid_t pid() const { return process_->pid(); }

 private:
  std::string dir_;
  std::optional<testing::CoordinatorProcess> process_;
};

// CPU seconds used so far by this process (all threads: the simulated workers, not the daemon).
// On a shared machine this is the robust figure; wall time depends on the neighbours.
double ProcessCpuSeconds();

// Seconds the threads of process `pid` (0: this process) now alive have spent runnable but
// waiting for a CPU (the run_delay of /proc/PID/task/*/schedstat, summed); -1 when the kernel
// does not keep it. On a shared machine it says how much of a latency is the wait for a core.
double RunQueueWaitSeconds(pid_t pid);

// The 1-minute load average, or -1 when it cannot be read.
double LoadAverage();

}  // namespace aprgrid::bench

#endif  // APRGRID_BENCH_COORDINATOR_BENCH_SERVER_H_
