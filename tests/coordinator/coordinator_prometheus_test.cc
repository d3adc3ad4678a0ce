// A real Prometheus (Debian package, on loopback, with the deployed prometheus.yml and rules.yml)
// scrapes a real aprgrid-coordinator and a real aprgrid-worker after they have run a campaign,
// and every PromQL expression of deploy/prometheus/rules.yml and deploy/grafana/aprgrid.json is
// run against it through the HTTP API: each must parse, and each recording rule and dashboard
// query must return data (so the metric names and labels the rules use are the daemons' own, not
// only the documented ones). Alert conditions are empty while all is well and are only parsed
// here; rules_test.yml unit-tests them.
#include <sys/stat.h>

#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/coordinator/sim_worker.h"
#include "tests/harness/daemon_process.h"
#include "tests/harness/harness_paths.h"
#include "tests/harness/listening_line.h"
#include "tests/harness/prometheus_server.h"
#include "tests/harness/scratch_dir.h"

namespace aprgrid::testing {
namespace {

using ::testing::HasSubstr;

constexpr char kToken[] = "prom-token";
constexpr int kAttempts = 6;

// kAttempts attempts run by the stand-in external engine (tests/e2e/fake_engine.py).
std::string CampaignSpec() {
  return absl::StrCat("name: \"prom\"\nstage {\n  repair {\n    name: \"s\"\n",
                      "    subjects { bugs: [\"fake-1\", \"fake-2\"] }\n",
                      "    search { population: 10 generations: 3 }\n    strategy: [UCB]\n",
                      "    credit: AVERAGE\n    reward: RAW\n    arm_set: [GROUPED_7]\n",
                      "    seeds { first: 1 count: ", kAttempts / 2, " }\n    max_tries: 5\n",
                      "    engine { external { argv: [\"/usr/bin/python3\", \"",
                      APRGRID_FAKE_ENGINE, "\"] } }\n  }\n}\n");
}

// The "listening ..." line of a daemon that prints one.
harness::ListeningAddresses Addresses(harness::DaemonProcess& daemon) {
  auto line = daemon.WaitForLine(std::string(harness::kListeningPrefix), absl::Seconds(20));
  EXPECT_TRUE(line.ok()) << line.status();
  if (!line.ok()) return {};
  auto addresses = harness::ParseListeningLine(*line);
  EXPECT_TRUE(addresses.ok()) << addresses.status();
  return addresses.ok() ? *addresses : harness::ListeningAddresses{};
}

TEST(CoordinatorPrometheusTest, EveryRuleAndDashboardExpressionReturnsDataFromTheRealDaemons) {
  auto dir = harness::ScratchDir::Create("coordprom");
  ASSERT_TRUE(dir.ok()) << dir.status();
  std::ofstream(dir->Path("token")) << kToken << "\n";
  chmod(dir->Path("token").c_str(), 0600);

  auto coordinator = harness::DaemonProcess::Start(
      {.argv = {APRGRID_COORDINATOR_PATH, "--listen", "127.0.0.1:0", "--metrics-listen",
                "127.0.0.1:0", "--db", dir->Path("results.db"), "--token-file", dir->Path("token"),
                "--lease-ms", "1000", "--heartbeat-ms", "200"},
       .log_path = dir->Path("coordinator.log"),
       .env = {}});
  ASSERT_TRUE(coordinator.ok()) << coordinator.status();
  const harness::ListeningAddresses coordinator_at = Addresses(**coordinator);
  ASSERT_FALSE(coordinator_at.metrics.empty());

  // A simulated worker first: one attempt completed with a patch (so the patched-ratio rule has a
  // numerator whatever the engine finds), one report refused (events_rejected_total), and one
  // lease left to expire (lease_expirations_total).
  SimWorker sim(MakeChannel(coordinator_at.grpc), kToken);
  v1::SubmitResponse submitted;
  grpc::Status status = sim.Submit(CampaignSpec(), &submitted);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(submitted.attempts_added(), static_cast<uint64_t>(kAttempts));
  ASSERT_TRUE(sim.Register(2).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(sim.Lease(2, &tasks).ok());
  ASSERT_EQ(tasks.size(), 2u);
  v1::ReportAck ack;
  ASSERT_TRUE(sim.Report(CompletionEvents(tasks[0], 2, 7, /*patched=*/true), &ack).ok());
  v1::Task not_held = tasks[0];
  not_held.set_epoch(tasks[0].epoch() + 5);
  EXPECT_EQ(sim.Report(CompletionEvents(not_held, 0, 0, false), &ack).error_code(),
            grpc::StatusCode::FAILED_PRECONDITION);

  // The real worker runs the rest (the expired lease comes back to it at the next epoch).
  auto worker = harness::DaemonProcess::Start(
      {.argv = {APRGRID_WORKER_PATH, "--coordinator", coordinator_at.grpc, "--token-file",
                dir->Path("token"), "--slots", "2", "--work-dir", dir->Path("work"),
                "--metrics-listen", "127.0.0.1:0", "--drain-grace-seconds", "2", "--allow-engine",
                "/usr/bin/python3"},
       .log_path = dir->Path("worker.log"),
       .env = {}});
  ASSERT_TRUE(worker.ok()) << worker.status();
  const harness::ListeningAddresses worker_at = Addresses(**worker);
  ASSERT_FALSE(worker_at.metrics.empty());

  // The deployed configuration with 1 s intervals, the coordinator target replaced, and the
  // worker in a file_sd target file, as deploy/slurm/worker.sbatch writes it.
  const std::string deploy = harness::SourceDir() + "/deploy";
  auto rewritten = harness::RunCommand(
      {"python3", "-c",
       "import sys, yaml\n"
       "conf = yaml.safe_load(open(sys.argv[1]))\n"
       "conf['global'].update(scrape_interval='1s', evaluation_interval='1s')\n"
       "jobs = {j['job_name']: j for j in conf['scrape_configs']}\n"
       "jobs['aprgrid-coordinator']['static_configs'] = [{'targets': [sys.argv[3]]}]\n"
       "jobs['aprgrid-worker']['file_sd_configs'][0]['refresh_interval'] = '1s'\n"
       "conf['rule_files'] = [sys.argv[4]]\n"
       "yaml.safe_dump(conf, open(sys.argv[2], 'w'))\n",
       deploy + "/prometheus/prometheus.yml", dir->Path("prometheus.yml"), coordinator_at.metrics,
       deploy + "/prometheus/rules.yml"},
      absl::Seconds(30));
  ASSERT_TRUE(rewritten.ok()) << rewritten.status();
  ASSERT_EQ(rewritten->exit.exit_code, 0) << rewritten->output;
  ASSERT_EQ(mkdir(dir->Path("workers").c_str(), 0755), 0);
  std::ofstream(dir->Path("workers/w.json"))
      << "[{\"targets\": [\"" << worker_at.metrics << "\"]}]\n";

  auto prometheus =
      harness::PrometheusServer::Start(dir->Path("prometheus"), dir->Path("prometheus.yml"));
  ASSERT_TRUE(prometheus.ok()) << prometheus.status();

  // The campaign ends: the fake engine's attempts, plus the expired lease re-run.
  const absl::Time deadline = absl::Now() + absl::Seconds(60);
  v1::Campaign campaign;
  while (absl::Now() < deadline) {
    ASSERT_TRUE(sim.Get("prom", &campaign).ok());
    if (campaign.counts().done() == kAttempts) break;
    absl::SleepFor(absl::Milliseconds(200));
  }
  ASSERT_EQ(campaign.counts().done(), static_cast<uint64_t>(kAttempts))
      << (*worker)->LogTail() << (*coordinator)->LogTail();

  auto done =
      (*prometheus)
          ->Await(absl::StrCat("aprgrid_coordinator_attempts{campaign=\"prom\",state=\"done\"}"
                               " == ",
                               kAttempts),
                  absl::Seconds(30));
  ASSERT_TRUE(done.ok()) << done.status();
  EXPECT_THAT(*done, HasSubstr("\"job\":\"aprgrid-coordinator\""));
  auto expired =
      (*prometheus)->Await("aprgrid_coordinator_lease_expirations_total >= 1", absl::Seconds(10));
  EXPECT_TRUE(expired.ok()) << expired.status();
  auto worker_up = (*prometheus)->Await("up{job=\"aprgrid-worker\"} == 1", absl::Seconds(20));
  ASSERT_TRUE(worker_up.ok()) << worker_up.status();

  const std::vector<std::string> files = {deploy + "/prometheus/rules.yml",
                                          deploy + "/grafana/aprgrid.json"};
  auto data = harness::PromqlExpressions(files, "data");
  ASSERT_TRUE(data.ok()) << data.status();
  ASSERT_GE(data->size(), 20u);
  // rate() needs two scrapes in its window and a recording rule one evaluation after that; each
  // expression gets a few seconds, all of them together at most a minute.
  const absl::Time all_by = absl::Now() + absl::Seconds(60);
  for (const std::string& expr : *data) {
    const absl::Duration left = std::max(absl::Seconds(2), all_by - absl::Now());
    auto answer = (*prometheus)->Await(expr, std::min(left, absl::Seconds(20)));
    EXPECT_TRUE(answer.ok()) << "this expression returned no data from the real daemons: " << expr
                             << "\n"
                             << answer.status();
  }
  auto alerts = harness::PromqlExpressions(files, "alerts");
  ASSERT_TRUE(alerts.ok()) << alerts.status();
  ASSERT_GE(alerts->size(), 4u);
  for (const std::string& expr : *alerts) {
    auto answer = (*prometheus)->Query(expr);
    EXPECT_TRUE(answer.ok()) << "this alert condition does not parse: " << expr << "\n"
                             << answer.status();
  }
}

}  // namespace
}  // namespace aprgrid::testing
