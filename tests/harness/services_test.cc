// The C++ owners of the harness services against the real thing: a Prometheus scraping the stand-in
// exporter, and a single-node SLURM. (Label integration; the SLURM part needs root.)
#include <unistd.h>

#include <fstream>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/harness/ci_skip.h"
#include "tests/harness/daemon_process.h"
#include "tests/harness/harness_paths.h"
#include "tests/harness/listening_line.h"
#include "tests/harness/prometheus_server.h"
#include "tests/harness/scratch_dir.h"
#include "tests/harness/slurm_cluster.h"

namespace aprgrid::harness {
namespace {

using ::testing::HasSubstr;
using ::testing::SizeIs;

TEST(PrometheusServer, ScrapesTheStandInExporterAndAnswersQueries) {
  auto dir = ScratchDir::Create("promcc");
  ASSERT_TRUE(dir.ok()) << dir.status();
  auto exporter = DaemonProcess::Start(
      {.argv = {"python3", HarnessDir() + "/fake_exporter.py", "--role", "coordinator",
                "--metrics-doc", SourceDir() + "/docs/metrics.md", "--port-file",
                dir->Path("port")},
       .log_path = dir->Path("exporter.log"),
       .env = {}});
  ASSERT_TRUE(exporter.ok()) << exporter.status();
  auto line = (*exporter)->WaitForLine(std::string(kListeningPrefix), absl::Seconds(20));
  ASSERT_TRUE(line.ok()) << line.status();
  auto addresses = ParseListeningLine(*line);
  ASSERT_TRUE(addresses.ok()) << addresses.status();

  std::ofstream(dir->Path("prometheus.yml"))
      << "global: {scrape_interval: 1s, evaluation_interval: 1s}\n"
      << "scrape_configs: [{job_name: c, static_configs: [{targets: ['" << addresses->metrics
      << "']}]}]\n";
  auto server = PrometheusServer::Start(dir->Path("server"), dir->Path("prometheus.yml"));
  ASSERT_TRUE(server.ok()) << server.status();
  EXPECT_THAT((*server)->url(), HasSubstr("http://127.0.0.1:"));

  auto answer = (*server)->Await("aprgrid_coordinator_workers_connected", absl::Seconds(30));
  ASSERT_TRUE(answer.ok()) << answer.status();
  EXPECT_THAT(*answer, HasSubstr("\"job\":\"c\""));
  EXPECT_EQ((*server)->Query("sum(").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ((*server)->Await("aprgrid_no_such_metric", absl::Seconds(1)).status().code(),
            absl::StatusCode::kDeadlineExceeded);
}

TEST(PromqlExpressions, ExtractsTheDeployedRulesAndDashboard) {
  std::vector<std::string> files = {SourceDir() + "/deploy/prometheus/rules.yml",
                                    SourceDir() + "/deploy/grafana/aprgrid.json"};
  auto data = PromqlExpressions(files, "data");
  ASSERT_TRUE(data.ok()) << data.status();
  EXPECT_GE(data->size(), 20u);
  auto alerts = PromqlExpressions(files, "alerts");
  ASSERT_TRUE(alerts.ok()) << alerts.status();
  EXPECT_THAT(*alerts, SizeIs(6));  // rules.yml's alerts.
  EXPECT_FALSE(PromqlExpressions({"/nonexistent.yml"}, "all").ok());
}

TEST(SlurmCluster, RunsAStepAndStops) {
  if (geteuid() != 0) APRGRID_SKIP_UNLESS_CI() << "SLURM's slurmd must run as root";
  auto dir = ScratchDir::Create("slurmcc");
  ASSERT_TRUE(dir.ok()) << dir.status();
  std::string pid_file = dir->Path("c/run/slurmctld.pid");
  {
    auto cluster = SlurmCluster::Start(dir->Path("c"), /*tuned=*/true);
    ASSERT_TRUE(cluster.ok()) << cluster.status();
    auto step = (*cluster)->Run({"srun", "-N1", "echo", "step-ran"});
    ASSERT_TRUE(step.ok()) << step.status();
    EXPECT_EQ(step->exit.exit_code, 0) << step->output;
    EXPECT_THAT(step->output, HasSubstr("step-ran"));
    EXPECT_TRUE(std::ifstream(pid_file).good());
  }
  EXPECT_FALSE(std::ifstream(pid_file).good()) << "slurm.sh stop did not run";
}

}  // namespace
}  // namespace aprgrid::harness
