// The coordinator over a real SQLite file whose writes fail (common/store/fault_vfs.h): a full
// disk or an I/O error at commit acknowledges nothing (Submit, Cancel, a result), leaves memory
// and the file consistent, and everything works again once the fault clears; a database the
// coordinator cannot write is refused at start, naming the file.
#include <sqlite3.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "common/store/fault_vfs.h"
#include "common/store/sqlite_db.h"
#include "coordinator/server.h"
#include "gtest/gtest.h"
#include "tests/coordinator/loopback_coordinator_test.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::testing {
namespace {

constexpr char kSpec[] = R"(name: "camp"
stage {
  repair {
    name: "s"
    subjects { bugs: ["b-1", "b-2"] }
    strategy: [UCB]
    credit: [AVERAGE]
    reward: [RAW]
    arm_set: [GENPROG_3]
    seeds { count: 2 }
  }
}
)";

class CoordinatorStoreFaultsTest : public LoopbackCoordinatorTest {
 protected:
  void SetUp() override {
    faults_ = &store::FaultVfs::Install(/*make_default=*/true);
    faults_->Clear();
    LoopbackCoordinatorTest::SetUp();
  }
  void TearDown() override {
    faults_->Clear();
    LoopbackCoordinatorTest::TearDown();
  }

  coordinator::ServerOptions Options() const {
    coordinator::ServerOptions options;
    options.listen = "127.0.0.1:0";
    options.metrics_listen = "127.0.0.1:0";
    options.db_path = dir_ + "/results.db";
    options.token = kToken;
    options.lease_duration_ms = 400;
    options.heartbeat_interval_ms = 100;
    options.tick_ms = 50;
    return options;
  }

  // Stops the coordinator and starts a new one on the same file.
  void Restart() {
    server_.reset();
    auto server = coordinator::CoordinatorServer::Start(Options());
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = std::move(*server);
    channel_ = MakeChannel(server_->grpc_address());
  }

  // PRAGMA integrity_check says "ok".
  bool IntegrityOk() {
    return Query("SELECT COUNT(*) FROM pragma_integrity_check WHERE integrity_check <> 'ok'") == 0;
  }

  store::FaultVfs* faults_ = nullptr;
};

TEST_F(CoordinatorStoreFaultsTest, SubmitOnAFullDiskLeavesNothingAndWorksOnceItClears) {
  auto worker = NewWorker();
  faults_->FailWrites(SQLITE_FULL);
  v1::SubmitResponse response;
  const grpc::Status full = worker->Submit(kSpec, &response);
  EXPECT_FALSE(full.ok());
  EXPECT_TRUE(absl::StrContains(full.error_message(), "full")) << full.error_message();
  EXPECT_GT(faults_->failed_writes(), 0);
  v1::Campaign campaign;
  EXPECT_EQ(worker->Get("camp", &campaign).error_code(), grpc::StatusCode::NOT_FOUND);
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(4, &tasks).ok());
  EXPECT_TRUE(tasks.empty());

  faults_->Clear();
  EXPECT_EQ(Query("SELECT COUNT(*) FROM campaigns"), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts"), 0);
  ASSERT_TRUE(worker->Submit(kSpec, &response).ok());
  EXPECT_EQ(response.attempts_added(), 4u);
  ASSERT_TRUE(worker->Lease(4, &tasks).ok());
  EXPECT_EQ(tasks.size(), 4u);
  EXPECT_TRUE(IntegrityOk());
}

TEST_F(CoordinatorStoreFaultsTest, AResultWhoseCommitFailsIsAcknowledgedOnlyByItsRetry) {
  auto worker = NewWorker();
  v1::SubmitResponse submitted;
  ASSERT_TRUE(worker->Submit(kSpec, &submitted).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks).ok());
  ASSERT_EQ(tasks.size(), 1u);
  const std::vector<v1::ReportEvent> events = CompletionEvents(tasks[0], 3, 2, true);

  faults_->FailWrites(SQLITE_IOERR_WRITE);
  v1::ReportAck ack;
  EXPECT_FALSE(worker->Report(events, &ack).ok());
  faults_->Clear();
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 0);

  const grpc::Status retried = worker->Report(events, &ack);
  ASSERT_TRUE(retried.ok()) << retried.error_message();
  EXPECT_EQ(ack.acked_seq(), 3u);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done' AND patched = 1"), 1);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 3);
  EXPECT_TRUE(IntegrityOk());
}

TEST_F(CoordinatorStoreFaultsTest, CancelOnAFullDiskChangesNothing) {
  auto worker = NewWorker();
  v1::SubmitResponse submitted;
  ASSERT_TRUE(worker->Submit(kSpec, &submitted).ok());
  faults_->FailWrites(SQLITE_FULL);
  v1::CancelResponse cancelled;
  EXPECT_FALSE(worker->Cancel("camp", &cancelled).ok());
  faults_->Clear();
  v1::Campaign campaign;
  ASSERT_TRUE(worker->Get("camp", &campaign).ok());
  EXPECT_EQ(campaign.state(), v1::CAMPAIGN_RUNNING);
  EXPECT_EQ(campaign.counts().queued(), 4u);
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(4, &tasks).ok());
  EXPECT_EQ(tasks.size(), 4u);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'cancelled'"), 0);
  EXPECT_TRUE(IntegrityOk());
}

TEST_F(CoordinatorStoreFaultsTest, ARestartKeepsWhatWasAcknowledgedAndNothingElse) {
  auto worker = NewWorker();
  v1::SubmitResponse submitted;
  ASSERT_TRUE(worker->Submit(kSpec, &submitted).ok());
  std::string other = kSpec;
  other.replace(other.find("\"camp\""), 6, "\"lost\"");
  faults_->FailWrites(SQLITE_IOERR_WRITE);
  EXPECT_FALSE(worker->Submit(other, &submitted).ok());
  faults_->Clear();
  Restart();
  SimWorker client(channel_, kToken);
  v1::Campaign campaign;
  ASSERT_TRUE(client.Get("camp", &campaign).ok());
  EXPECT_EQ(campaign.counts().queued(), 4u);
  EXPECT_EQ(client.Get("lost", &campaign).error_code(), grpc::StatusCode::NOT_FOUND);
  EXPECT_TRUE(IntegrityOk());
}

TEST_F(CoordinatorStoreFaultsTest, StartRefusesADatabaseItCannotWrite) {
  server_.reset();
  faults_->OpenDatabasesReadOnly(true);
  auto refused = coordinator::CoordinatorServer::Start(Options());
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(absl::StrContains(refused.status().message(), dir_ + "/results.db"))
      << refused.status();
  faults_->FailWrites(SQLITE_FULL);
  faults_->OpenDatabasesReadOnly(false);
  refused = coordinator::CoordinatorServer::Start(Options());
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(absl::StrContains(refused.status().message(),
                                "cannot write the database " + dir_ + "/results.db"))
      << refused.status();
  faults_->Clear();
  Restart();
  EXPECT_TRUE(IntegrityOk());
}

}  // namespace
}  // namespace aprgrid::testing
