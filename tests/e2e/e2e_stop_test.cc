// Cancel and drain stop a running built-in attempt promptly: a coordinator and a worker daemon
// with the real built-in engine in this process, talking gRPC over loopback. The attempts are
// long (a bug no GP operator fixes, 300 x 100 variants), so only the stop can end them early.
#include <memory>
#include <string>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "cli/campaign_client.h"
#include "coordinator/server.h"
#include "gtest/gtest.h"
#include "tests/harness/scratch_dir.h"
#include "worker/daemon/builtin_runner.h"
#include "worker/daemon/coordinator_link.h"
#include "worker/daemon/worker_daemon.h"

namespace aprgrid::e2e {
namespace {

constexpr char kToken[] = "e2e-stop-test-token";

std::string LongSpec(const std::string& name) {
  return absl::StrCat("name: \"", name, "\"\n",
                      "stage { repair { name: \"long\" subjects { bugs: \"collections-11\" }\n",
                      "  search { population: 300 generations: 100 }\n",
                      "  strategy: UNIFORM arm_set: GENPROG_3 seeds { first: 1 count: 2 } } }\n");
}

// Polls `done` until it holds or `timeout` has passed.
bool WaitFor(const std::function<bool()>& done, absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  while (!done() && absl::Now() < deadline) absl::SleepFor(absl::Milliseconds(5));
  return done();
}

// One coordinator and one single-slot worker daemon with the built-in engine.
class StopTest : public testing::Test {
 protected:
  void SetUp() override {
    auto dir = harness::ScratchDir::Create("e2e-stop");
    ASSERT_TRUE(dir.ok()) << dir.status();
    dir_ = std::make_unique<harness::ScratchDir>(std::move(*dir));
    coordinator::ServerOptions server;
    server.listen = "127.0.0.1:0";
    server.metrics_listen = "127.0.0.1:0";
    server.db_path = dir_->Path("results.db");
    server.token = kToken;
    server.subjects_dir = APRGRID_SUBJECTS_DIR;
    server.heartbeat_interval_ms = 100;  // Cancellations travel on heartbeat answers.
    server.lease_duration_ms = 10000;
    auto started = coordinator::CoordinatorServer::Start(server);
    ASSERT_TRUE(started.ok()) << started.status();
    server_ = std::move(*started);
    auto client = cli::CampaignClient::Connect(server_->grpc_address(), kToken, "");
    ASSERT_TRUE(client.ok()) << client.status();
    client_ = std::move(*client);
    worker::LinkOptions link_options;
    link_options.address = server_->grpc_address();
    link_options.token = kToken;
    auto link = worker::MakeGrpcCoordinatorLink(link_options);
    ASSERT_TRUE(link.ok()) << link.status();
    link_ = std::move(*link);
    builtin_ = worker::MakeBuiltinRunner(APRGRID_SUBJECTS_DIR);
    metrics_ = std::make_unique<worker::WorkerMetrics>(1);
    worker::WorkerDaemonOptions options;
    options.quiet = true;
    options.drain_grace = absl::Seconds(5);
    daemon_ = std::make_unique<worker::WorkerDaemon>(
        options, link_.get(), worker::TaskRunners{builtin_.get(), nullptr, nullptr},
        metrics_.get());
    loop_ = std::thread([this] {
      worker::RunResult result = daemon_->Run();
      drained_all_ = result.all_threads_ended;
      run_status_ = result.status;
    });
  }

  void TearDown() override {
    if (daemon_ != nullptr) daemon_->Drain();
    if (loop_.joinable()) loop_.join();
    if (server_ != nullptr) server_->Shutdown();
  }

  // Submits LongSpec and waits until its first attempt is inside its search (its first
  // generations have been evaluated).
  std::string SubmitAndWaitRunning(const std::string& name) {
    v1::SubmitRequest request;
    request.set_spec_text(LongSpec(name));
    request.set_source_name("long.textproto");
    absl::StatusOr<v1::SubmitResponse> submitted = client_->Submit(request);
    EXPECT_TRUE(submitted.ok()) << submitted.status();
    if (!submitted.ok()) return "";
    EXPECT_TRUE(WaitFor([&] { return metrics_->busy_slots() == 1; }, absl::Seconds(20)));
    // Not a fixed sleep: the search has evaluated variants (it runs for seconds in all).
    EXPECT_TRUE(WaitFor([&] { return metrics_->variants_evaluated() >= 300; }, absl::Seconds(20)));
    return submitted->campaign_id();
  }

  std::unique_ptr<harness::ScratchDir> dir_;
  std::unique_ptr<coordinator::CoordinatorServer> server_;
  std::unique_ptr<cli::CampaignClient> client_;
  std::unique_ptr<worker::CoordinatorLink> link_;
  std::unique_ptr<worker::TaskRunner> builtin_;
  std::unique_ptr<worker::WorkerMetrics> metrics_;
  std::unique_ptr<worker::WorkerDaemon> daemon_;
  std::thread loop_;
  bool drained_all_ = false;
  absl::Status run_status_;
};

TEST_F(StopTest, CancelEndsTheRunningBuiltinAttemptWithinASecond) {
  const std::string campaign = SubmitAndWaitRunning("cancel-long");
  ASSERT_FALSE(campaign.empty());
  ASSERT_EQ(metrics_->attempts("unpatched") + metrics_->attempts("patched"), 0)
      << "an attempt finished before the cancel; make the search longer";
  const absl::Time cancelled_at = absl::Now();
  absl::StatusOr<v1::CancelResponse> cancelled = client_->Cancel(campaign);
  ASSERT_TRUE(cancelled.ok()) << cancelled.status();
  EXPECT_EQ(cancelled->attempts_cancelled(), 2u);
  ASSERT_TRUE(WaitFor([&] { return metrics_->attempts("cancelled") == 1; }, absl::Seconds(10)));
  EXPECT_LT(absl::Now() - cancelled_at, absl::Seconds(1));
  EXPECT_EQ(metrics_->busy_slots(), 0);
  absl::StatusOr<v1::Campaign> state = client_->Get(campaign, false);
  ASSERT_TRUE(state.ok()) << state.status();
  EXPECT_EQ(state->counts().done(), 0u);
  EXPECT_EQ(state->state(), v1::CAMPAIGN_CANCELLED);
}

TEST_F(StopTest, DrainHandsTheRunningBuiltinAttemptBackWithinASecond) {
  const std::string campaign = SubmitAndWaitRunning("drain-long");
  ASSERT_FALSE(campaign.empty());
  const absl::Time drain_at = absl::Now();
  daemon_->Drain();
  loop_.join();
  EXPECT_LT(absl::Now() - drain_at, absl::Seconds(1));
  EXPECT_TRUE(drained_all_);  // Every slot thread ended: nothing still computing.
  EXPECT_TRUE(run_status_.ok()) << run_status_;  // A drain, not a refusal.
  EXPECT_EQ(metrics_->attempts("released"), 1);
  absl::StatusOr<v1::Campaign> state = client_->Get(campaign, false);
  ASSERT_TRUE(state.ok()) << state.status();
  EXPECT_EQ(state->counts().queued(), 2u);  // Handed back at once, not left to expire.
  EXPECT_EQ(state->counts().running(), 0u);
  EXPECT_EQ(state->counts().failed(), 0u);
}

}  // namespace
}  // namespace aprgrid::e2e
