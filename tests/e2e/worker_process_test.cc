// The aprgrid-worker binary against a real aprgrid-coordinator process on loopback: its exit codes
// (docs/operations.md, "Worker exit codes") for a refused token, a CA that did not sign the
// coordinator's certificate, a coordinator that is not there, and a clean drain; and the engine
// allow-list (--allow-engine): an attempt naming an engine the worker does not allow fails with a
// message naming the engine and the flag, and the worker stays up.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"
#include "tests/harness/daemon_process.h"
#include "tests/harness/listening_line.h"
#include "tests/harness/scratch_dir.h"
#include "tests/harness/test_certificates.h"

namespace aprgrid::e2e {
namespace {

using ::testing::HasSubstr;

constexpr int kExitDrained = 0;
constexpr int kExitRefused = 3;
constexpr int kExitUnreachable = 4;

void WritePrivate(const std::string& path, const std::string& text) {
  std::ofstream(path) << text << "\n";
  chmod(path.c_str(), 0600);
}

// Runs aprgrid-worker with `args` to its end (at most 120 s).
harness::CommandResult RunWorker(const std::vector<std::string>& args) {
  std::vector<std::string> argv = {APRGRID_WORKER_PATH};
  argv.insert(argv.end(), args.begin(), args.end());
  absl::StatusOr<harness::CommandResult> result = harness::RunCommand(argv, absl::Seconds(120));
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *result : harness::CommandResult{};
}

// A loopback port nothing listens on: bound (so no one else gets it from the kernel meanwhile)
// but never listened on; connections to it are refused.
class IdlePort {
 public:
  IdlePort() {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof(address));
    socklen_t size = sizeof(address);
    getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size);
    port_ = ntohs(address.sin_port);
  }
  ~IdlePort() { close(fd_); }
  int port() const { return port_; }

 private:
  int fd_ = -1;
  int port_ = 0;
};

class WorkerProcessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto cluster = E2eCluster::Create("wproc");
    ASSERT_TRUE(cluster.ok()) << cluster.status();
    cluster_ = std::move(*cluster);
    ASSERT_TRUE(cluster_->StartCoordinator().ok());
  }
  std::string Path(const std::string& name) const { return cluster_->dir().Path(name); }

  std::unique_ptr<E2eCluster> cluster_;
};

TEST_F(WorkerProcessTest, WrongTokenExitsRefused) {
  WritePrivate(Path("wrong-token"), "not-the-token");
  harness::CommandResult run = RunWorker({"--coordinator", cluster_->address(), "--token-file",
                                          Path("wrong-token"), "--work-dir", Path("work")});
  EXPECT_EQ(run.exit.exit_code, kExitRefused) << run.output;
  EXPECT_THAT(run.output, HasSubstr("refused"));
}

TEST_F(WorkerProcessTest, NothingListeningExitsUnreachableAfterTheRetryWindow) {
  IdlePort idle;
  const absl::Time start = absl::Now();
  harness::CommandResult run =
      RunWorker({"--coordinator", absl::StrCat("127.0.0.1:", idle.port()), "--token-file",
                 cluster_->token_path(), "--work-dir", Path("work"), "--unreachable-seconds", "2"});
  EXPECT_EQ(run.exit.exit_code, kExitUnreachable) << run.output;
  EXPECT_THAT(run.output, HasSubstr("cannot reach the coordinator"));
  EXPECT_GE(absl::Now() - start, absl::Seconds(2));  // It kept retrying for the window.
}

TEST_F(WorkerProcessTest, DrainExitsZero) {
  auto worker = harness::DaemonProcess::Start(
      {.argv = {APRGRID_WORKER_PATH, "--coordinator", cluster_->address(), "--token-file",
                cluster_->token_path(), "--work-dir", Path("work")},
       .log_path = Path("worker.log"),
       .env = {}});
  ASSERT_TRUE(worker.ok()) << worker.status();
  ASSERT_TRUE((*worker)->WaitForLine("aprgrid-worker: registered", absl::Seconds(30)).ok())
      << (*worker)->LogTail();
  ASSERT_TRUE((*worker)->Signal(SIGTERM).ok());
  absl::StatusOr<harness::ExitInfo> exit = (*worker)->Wait(absl::Seconds(30));
  ASSERT_TRUE(exit.ok()) << exit.status();
  EXPECT_EQ(exit->exit_code, kExitDrained) << (*worker)->LogTail();
}

// An external engine the worker does not allow: the attempt fails (max_tries 1) with a message
// naming the engine and --allow-engine, and the worker stays up and drains cleanly afterwards.
TEST_F(WorkerProcessTest, EngineNotAllowedFailsTheAttemptAndTheWorkerStaysUp) {
  const std::string spec = absl::StrCat(
      "name: \"refused-engine\"\nstage {\n  repair {\n    name: \"fake\"\n",
      "    subjects { bugs: [\"fake-1\"] }\n    search { population: 10 generations: 3 }\n",
      "    strategy: [UNIFORM]\n    credit: AVERAGE\n    reward: RAW\n    arm_set: [GENPROG_3]\n",
      "    seeds { first: 1 count: 2 }\n    max_tries: 1\n",
      "    engine { external { argv: [\"/usr/bin/python3\", \"", APRGRID_FAKE_ENGINE,
      "\"] } }\n  }\n}\n");
  ASSERT_TRUE(cluster_->Submit(spec).ok());
  auto worker = harness::DaemonProcess::Start(
      {.argv = {APRGRID_WORKER_PATH, "--coordinator", cluster_->address(), "--token-file",
                cluster_->token_path(), "--work-dir", Path("work"), "--allow-engine",
                "/opt/some/other/engine"},
       .log_path = Path("worker.log"),
       .env = {}});
  ASSERT_TRUE(worker.ok()) << worker.status();
  ASSERT_TRUE(cluster_->WaitFinished(absl::Seconds(60)).ok()) << (*worker)->LogTail();
  absl::StatusOr<int64_t> failed = cluster_->QueryInt(
      "SELECT COUNT(*) FROM attempts WHERE state = 'failed' AND error LIKE "
      "'%external engine \"/usr/bin/python3\" is not allowed%--allow-engine /usr/bin/python3%'");
  ASSERT_TRUE(failed.ok()) << failed.status();
  EXPECT_EQ(*failed, 2) << (*worker)->LogTail();
  // Still running: a refused engine fails its attempt, not the worker.
  EXPECT_TRUE(absl::IsDeadlineExceeded((*worker)->Wait(absl::Milliseconds(1)).status()));
  ASSERT_TRUE((*worker)->Signal(SIGTERM).ok());
  absl::StatusOr<harness::ExitInfo> exit = (*worker)->Wait(absl::Seconds(30));
  ASSERT_TRUE(exit.ok()) << exit.status();
  EXPECT_EQ(exit->exit_code, kExitDrained) << (*worker)->LogTail();
}

// A worker that trusts another CA than the one that signed the coordinator's certificate is
// refused (TLS handshake failures), not left retrying for ever.
TEST(WorkerTlsProcessTest, WrongCaExitsRefused) {
  auto dir = harness::ScratchDir::Create("wtls");
  ASSERT_TRUE(dir.ok()) << dir.status();
  absl::StatusOr<harness::TestCertificates> certificates =
      harness::MakeTestCertificates(dir->Path(""));
  ASSERT_TRUE(certificates.ok()) << certificates.status();
  WritePrivate(dir->Path("token"), "tls-worker-token");
  auto coordinator = harness::DaemonProcess::Start(
      {.argv = {APRGRID_COORDINATOR_PATH, "--listen", "127.0.0.1:0", "--metrics-listen",
                "127.0.0.1:0", "--db", dir->Path("results.db"), "--token-file", dir->Path("token"),
                "--tls-cert", certificates->server_cert, "--tls-key", certificates->server_key},
       .log_path = dir->Path("coordinator.log"),
       .env = {}});
  ASSERT_TRUE(coordinator.ok()) << coordinator.status();
  auto line =
      (*coordinator)->WaitForLine(std::string(harness::kListeningPrefix), absl::Seconds(30));
  ASSERT_TRUE(line.ok()) << line.status();
  auto addresses = harness::ParseListeningLine(*line);
  ASSERT_TRUE(addresses.ok()) << addresses.status();

  harness::CommandResult wrong_ca =
      RunWorker({"--coordinator", addresses->grpc, "--token-file", dir->Path("token"), "--tls-ca",
                 certificates->other_ca, "--work-dir", dir->Path("work")});
  EXPECT_EQ(wrong_ca.exit.exit_code, kExitRefused) << wrong_ca.output;
  EXPECT_THAT(wrong_ca.output, HasSubstr("TLS"));
}

}  // namespace
}  // namespace aprgrid::e2e
