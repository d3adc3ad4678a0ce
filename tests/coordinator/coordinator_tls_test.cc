// TLS end to end through the real binaries: aprgrid-coordinator serves with --tls-cert/--tls-key
// (a certificate for 127.0.0.1 signed by a test CA made here with the openssl CLI); clients that
// verify it with the CA file get through (a simulated worker, the real aprgrid-worker with
// --tls-ca running a campaign to the end, the aprgrid CLI with --tls-ca); a plaintext client and
// clients that trust another CA are refused.
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
#include "tests/harness/listening_line.h"
#include "tests/harness/scratch_dir.h"

namespace aprgrid::testing {
namespace {

using ::testing::HasSubstr;

constexpr char kToken[] = "tls-test-token";

// One attempt per seed, run by the stand-in external engine (tests/e2e/fake_engine.py).
std::string FakeEngineSpec(int seeds) {
  return absl::StrCat(
      "name: \"tls\"\nstage {\n  repair {\n    name: \"fake\"\n",
      "    subjects { bugs: [\"fake-1\"] }\n    search { population: 10 generations: 3 }\n",
      "    strategy: [UCB]\n    credit: AVERAGE\n    reward: RAW\n    arm_set: [GROUPED_7]\n",
      "    seeds { first: 1 count: ", seeds, " }\n",
      "    engine { external { argv: [\"/usr/bin/python3\", \"", APRGRID_FAKE_ENGINE,
      "\"] } }\n  }\n}\n");
}

// Runs a command that must succeed (the openssl CLI here).
void MustRun(const std::vector<std::string>& argv) {
  auto result = harness::RunCommand(argv, absl::Seconds(60));
  ASSERT_TRUE(result.ok()) << result.status();
  ASSERT_EQ(result->exit.exit_code, 0) << argv[0] << " " << argv[1] << ":\n" << result->output;
}

class CoordinatorTlsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto dir = harness::ScratchDir::Create("coordtls");
    ASSERT_TRUE(dir.ok()) << dir.status();
    dir_ = std::make_unique<harness::ScratchDir>(std::move(*dir));
    // Two CAs (P-256 keys: quick to make); the server's certificate is signed by the first and
    // names 127.0.0.1, the address clients dial.
    for (const char* ca : {"ca", "other-ca"}) {
      ASSERT_NO_FATAL_FAILURE(
          MustRun({"openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                   "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
                   Path(absl::StrCat(ca, ".key")), "-out", Path(absl::StrCat(ca, ".pem")), "-days",
                   "2", "-subj", absl::StrCat("/CN=aprgrid test ", ca)}));
    }
    ASSERT_NO_FATAL_FAILURE(MustRun(
        {"openssl", "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-keyout", Path("server.key"), "-out", Path("server.csr"), "-subj", "/CN=127.0.0.1"}));
    std::ofstream(Path("server.ext")) << "subjectAltName = IP:127.0.0.1, DNS:localhost\n";
    ASSERT_NO_FATAL_FAILURE(
        MustRun({"openssl", "x509", "-req", "-in", Path("server.csr"), "-CA", Path("ca.pem"),
                 "-CAkey", Path("ca.key"), "-CAcreateserial", "-out", Path("server.pem"), "-days",
                 "2", "-extfile", Path("server.ext")}));
    std::ofstream(Path("token")) << kToken << "\n";
    chmod(Path("token").c_str(), 0600);

    auto coordinator = harness::DaemonProcess::Start(
        {.argv = {APRGRID_COORDINATOR_PATH, "--listen", "127.0.0.1:0", "--metrics-listen",
                  "127.0.0.1:0", "--db", Path("results.db"), "--token-file", Path("token"),
                  "--tls-cert", Path("server.pem"), "--tls-key", Path("server.key"), "--lease-ms",
                  "5000", "--heartbeat-ms", "500"},
         .log_path = Path("coordinator.log"),
         .env = {}});
    ASSERT_TRUE(coordinator.ok()) << coordinator.status();
    coordinator_ = std::move(*coordinator);
    auto line =
        coordinator_->WaitForLine(std::string(harness::kListeningPrefix), absl::Seconds(20));
    ASSERT_TRUE(line.ok()) << line.status();
    auto addresses = harness::ParseListeningLine(*line);
    ASSERT_TRUE(addresses.ok()) << addresses.status();
    address_ = addresses->grpc;
  }

  std::string Path(const std::string& name) const { return dir_->Path(name); }

  // `aprgrid ARGS --coordinator A --token-file F EXTRA...`: exit code and output.
  harness::CommandResult Cli(std::vector<std::string> args) {
    args.insert(args.begin(), APRGRID_CLI_PATH);
    for (const std::string& flag :
         {std::string("--coordinator"), address_, std::string("--token-file"), Path("token")}) {
      args.push_back(flag);
    }
    auto result = harness::RunCommand(args, absl::Seconds(60));
    EXPECT_TRUE(result.ok()) << result.status();
    return result.ok() ? *result : harness::CommandResult{};
  }

  // The campaign's counts through a verified TLS channel.
  v1::StateCounts Counts() {
    SimWorker client(MakeTlsChannel(address_, Path("ca.pem")), kToken);
    v1::Campaign campaign;
    grpc::Status status = client.Get("tls", &campaign);
    EXPECT_TRUE(status.ok()) << status.error_message();
    return campaign.counts();
  }

  std::unique_ptr<harness::ScratchDir> dir_;
  std::unique_ptr<harness::DaemonProcess> coordinator_;
  std::string address_;
};

TEST_F(CoordinatorTlsTest, SimulatedWorkerVerifyingTheCaCompletesAnAttempt) {
  auto channel = MakeTlsChannel(address_, Path("ca.pem"));
  ASSERT_NE(channel, nullptr);
  SimWorker worker(channel, kToken);
  v1::SubmitResponse submitted;
  grpc::Status status = worker.Submit(FakeEngineSpec(2), &submitted);
  ASSERT_TRUE(status.ok()) << status.error_message() << "\n" << coordinator_->LogTail();
  EXPECT_EQ(submitted.attempts_added(), 2u);
  ASSERT_TRUE(worker.Register(1).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker.Lease(1, &tasks).ok());
  ASSERT_EQ(tasks.size(), 1u);
  v1::ReportAck ack;
  status = worker.Report(CompletionEvents(tasks[0], 3, 7, true), &ack);
  ASSERT_TRUE(status.ok()) << status.error_message();
  EXPECT_EQ(ack.acked_seq(), 3u);
  EXPECT_EQ(Counts().done(), 1u);
}

TEST_F(CoordinatorTlsTest, PlaintextAndWrongCaClientsAreRefused) {
  SimWorker plaintext(MakeChannel(address_), kToken);
  grpc::Status status = plaintext.Register(1);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::UNAVAILABLE) << status.error_message();

  auto other = MakeTlsChannel(address_, Path("other-ca.pem"));
  ASSERT_NE(other, nullptr);
  SimWorker wrong_ca(other, kToken);
  status = wrong_ca.Register(1);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::UNAVAILABLE) << status.error_message();

  // The same server is fine for a client with the right CA (so the refusals above are TLS's).
  SimWorker good(MakeTlsChannel(address_, Path("ca.pem")), kToken);
  status = good.Register(1);
  EXPECT_TRUE(status.ok()) << status.error_message();
}

TEST_F(CoordinatorTlsTest, RealWorkerAndCliConnectWithTheCaOnly) {
  // The CLI: refused without TLS and with the wrong CA (exit 3: unreachable), accepted with
  // --tls-ca.
  harness::CommandResult plain = Cli({"status"});
  EXPECT_EQ(plain.exit.exit_code, 3) << plain.output;
  harness::CommandResult wrong = Cli({"status", "--tls-ca", Path("other-ca.pem")});
  EXPECT_EQ(wrong.exit.exit_code, 3) << wrong.output;
  std::ofstream(Path("spec.textproto")) << FakeEngineSpec(4);
  harness::CommandResult submit =
      Cli({"submit", Path("spec.textproto"), "--tls-ca", Path("ca.pem")});
  ASSERT_EQ(submit.exit.exit_code, 0) << submit.output;

  // A real worker trusting another CA gets nothing done.
  auto start_worker = [&](const std::string& ca, const std::string& log) {
    return harness::DaemonProcess::Start(
        {.argv = {APRGRID_WORKER_PATH, "--coordinator", address_, "--token-file", Path("token"),
                  "--tls-ca", ca, "--slots", "2", "--work-dir", Path("work"),
                  "--drain-grace-seconds", "2", "--allow-engine", "/usr/bin/python3"},
         .log_path = Path(log),
         .env = {}});
  };
  {
    auto refused = start_worker(Path("other-ca.pem"), "worker-wrong-ca.log");
    ASSERT_TRUE(refused.ok()) << refused.status();
    absl::SleepFor(absl::Seconds(2));
    v1::StateCounts counts = Counts();
    EXPECT_EQ(counts.running() + counts.done(), 0u) << (*refused)->LogTail();
  }

  // With the right CA it runs the campaign to the end.
  auto worker = start_worker(Path("ca.pem"), "worker.log");
  ASSERT_TRUE(worker.ok()) << worker.status();
  const absl::Time deadline = absl::Now() + absl::Seconds(60);
  while (Counts().done() < 4 && absl::Now() < deadline) absl::SleepFor(absl::Milliseconds(100));
  ASSERT_EQ(Counts().done(), 4u) << (*worker)->LogTail() << coordinator_->LogTail();

  harness::CommandResult status = Cli({"status", "tls", "--tls-ca", Path("ca.pem")});
  EXPECT_EQ(status.exit.exit_code, 0) << status.output;
  EXPECT_THAT(status.output, HasSubstr("tls"));
}

}  // namespace
}  // namespace aprgrid::testing
