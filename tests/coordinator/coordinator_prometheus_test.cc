// A real Prometheus (Debian package, on loopback) scrapes a coordinator that has completed an
// attempt; a query through its HTTP API returns the attempts metric with the right value.
#include <fstream>

#include "coordinator/server.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/coordinator/sim_worker.h"
#include "tests/harness/prometheus_server.h"
#include "tests/harness/scratch_dir.h"

namespace aprgrid::testing {
namespace {

using ::testing::HasSubstr;

TEST(CoordinatorPrometheusTest, PrometheusScrapesTheAttemptsMetric) {
  auto dir = harness::ScratchDir::Create("coordprom");
  ASSERT_TRUE(dir.ok()) << dir.status();
  coordinator::ServerOptions options;
  options.listen = "127.0.0.1:0";
  options.metrics_listen = "127.0.0.1:0";
  options.db_path = dir->Path("results.db");
  options.token = "prom-token";
  options.tick_ms = 100;
  auto server = coordinator::CoordinatorServer::Start(options);
  ASSERT_TRUE(server.ok()) << server.status();

  SimWorker worker(MakeChannel((*server)->grpc_address()), "prom-token");
  v1::SubmitResponse submitted;
  ASSERT_TRUE(worker
                  .Submit("name: \"prom\"\nstage { repair { name: \"s\" subjects { bugs: "
                          "[\"b-1\"] } strategy: [UNIFORM] arm_set: [PAR_18] seeds { count: 3 } "
                          "} }\n",
                          &submitted)
                  .ok());
  ASSERT_TRUE(worker.Register(1).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker.Lease(1, &tasks).ok());
  ASSERT_EQ(tasks.size(), 1u);
  v1::ReportAck ack;
  ASSERT_TRUE(worker.Report(CompletionEvents(tasks[0], 2, 3, true), &ack).ok());

  std::ofstream(dir->Path("prometheus.yml"))
      << "global: {scrape_interval: 1s, evaluation_interval: 1s}\n"
      << "scrape_configs: [{job_name: coordinator, static_configs: [{targets: ['"
      << (*server)->metrics_address() << "']}]}]\n";
  auto prometheus =
      harness::PrometheusServer::Start(dir->Path("prometheus"), dir->Path("prometheus.yml"));
  ASSERT_TRUE(prometheus.ok()) << prometheus.status();
  auto done = (*prometheus)
                  ->Await("aprgrid_coordinator_attempts{campaign=\"prom\",state=\"done\"} == 1",
                          absl::Seconds(40));
  ASSERT_TRUE(done.ok()) << done.status();
  EXPECT_THAT(*done, HasSubstr("\"job\":\"coordinator\""));
  auto queued = (*prometheus)->Query("aprgrid_coordinator_attempts{state=\"queued\"}");
  ASSERT_TRUE(queued.ok()) << queued.status();
  EXPECT_THAT(*queued, HasSubstr("\"2\""));
  auto completions = (*prometheus)
                         ->Query(
                             "sum by (outcome) "
                             "(aprgrid_coordinator_attempt_completions_total)");
  ASSERT_TRUE(completions.ok());
  EXPECT_THAT(*completions, HasSubstr("\"outcome\":\"patched\""));
}

}  // namespace
}  // namespace aprgrid::testing
