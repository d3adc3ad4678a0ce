// The fan-in client of BM_FanIn (bench/fanin_client.h) against a real coordinator process: a
// short run with few workers must register them all, lease, report and heartbeat without a
// failed call, and account for every Lease it timed.
#include "bench/fanin_client.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "bench/coordinator_bench_server.h"

namespace aprgrid::bench {
namespace {

TEST(FanInClientTest, WorkersLeaseReportAndHeartbeatWithoutFailures) {
  BenchServer server({"--heartbeat-ms", "300"});
  server.Submit(10, 100);  // 1,000 attempts, more than the run can lease.
  const BenchServer::RpcHistogram leases_before = server.Rpc("Lease");
  FanInOptions options;
  options.address = server.address();
  options.token = kBenchToken;
  options.workers = 40;
  options.connections = 8;
  options.threads = 2;
  options.event_interval_ms = 100;  // An attempt lasts 5 intervals: 500 ms.
  options.ramp_ms = 200;
  options.run_ms = 2500;
  FanInResult r = RunFanIn(options);

  EXPECT_EQ(r.registered, 40);
  EXPECT_EQ(r.failed_registers, 0);
  EXPECT_EQ(r.failed_leases, 0);
  EXPECT_EQ(r.failed_reports, 0);
  EXPECT_EQ(r.failed_heartbeats, 0);
  EXPECT_GT(r.max_open_streams, 0);
  EXPECT_LE(r.max_open_streams, 40);
  // Every worker leased at least twice (its first attempt was acknowledged, then it asked again).
  EXPECT_GE(r.leases_granted, 80);
  EXPECT_GE(r.reports_acked, 40);
  EXPECT_EQ(static_cast<int64_t>(r.lease_ms.size()),
            r.leases_granted + r.leases_empty + r.failed_leases);
  // The coordinator handled every Lease the client timed, and the ones cut at the end at most.
  const double handled = server.Rpc("Lease").count - leases_before.count;
  EXPECT_GE(handled, static_cast<double>(r.lease_ms.size()));
  EXPECT_LE(handled, static_cast<double>(r.lease_ms.size() + r.leases_cut));
  EXPECT_GE(r.heartbeat_ms.size(), 40u);  // 300 ms apart: each worker beat at least once.
  EXPECT_FALSE(r.lag_ms.empty());
  EXPECT_GT(r.client_cpu_seconds, 0);
  EXPECT_TRUE(std::all_of(r.lease_ms.begin(), r.lease_ms.end(), [](double ms) { return ms > 0; }));
}

}  // namespace
}  // namespace aprgrid::bench
