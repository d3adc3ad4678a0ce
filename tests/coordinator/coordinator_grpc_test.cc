// The coordinator over real gRPC on loopback with a real SQLite file: each test drives it with
// simulated workers and checks both the status codes and what the store holds.
#include <grpcpp/generic/generic_stub.h>
#include <stdlib.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <thread>

#include "absl/synchronization/notification.h"
#include "coordinator/server.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/coordinator/loopback_coordinator_test.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::testing {
namespace {

using ::testing::HasSubstr;

// 2 bugs x 1 cell x 2 seeds = 4 attempts.
constexpr char kSpec[] = R"(name: "grpc"
stage {
  repair {
    name: "s"
    subjects { bugs: ["b-1", "b-2"] }
    strategy: [UCB]
    credit: [AVERAGE]
    reward: [RAW]
    arm_set: [GENPROG_3]
    seeds { count: 2 }
    max_tries: 2
  }
}
)";

class CoordinatorGrpcTest : public LoopbackCoordinatorTest {
 protected:
  void SubmitSpec() {
    SimWorker client(channel_, kToken);
    v1::SubmitResponse response;
    grpc::Status status = client.Submit(kSpec, &response);
    ASSERT_TRUE(status.ok()) << status.error_message();
    ASSERT_EQ(response.attempts_added(), 4u);
  }
};

TEST_F(CoordinatorGrpcTest, LeaseReportCompleteStoresOneEpoch) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(4, &tasks).ok());
  ASSERT_EQ(tasks.size(), 4u);
  // Seed-major: both bugs' first seed before either's second.
  EXPECT_EQ(tasks[0].attempt().repair().seed(), 1u);
  EXPECT_EQ(tasks[1].attempt().repair().seed(), 1u);
  EXPECT_EQ(tasks[2].attempt().repair().seed(), 2u);
  for (const v1::Task& task : tasks) {
    v1::ReportAck ack;
    grpc::Status status = worker->Report(CompletionEvents(task, 10, 7, true), &ack);
    ASSERT_TRUE(status.ok()) << status.error_message();
    EXPECT_EQ(ack.acked_seq(), 10u);
    EXPECT_FALSE(ack.cancelled());
  }
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done' AND patched = 1"), 4);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 40);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM operator_stats"), 280);
  v1::Campaign campaign;
  ASSERT_TRUE(worker->Get("grpc", &campaign).ok());
  EXPECT_EQ(campaign.state(), v1::CAMPAIGN_FINISHED);
  EXPECT_EQ(campaign.counts().patched(), 4u);
  EXPECT_EQ(campaign.cells_size(), 2);
}

TEST_F(CoordinatorGrpcTest, ExpiredLeaseIsReleasedAtNextEpochAndOldHolderIsStale) {
  SubmitSpec();
  auto slow = NewWorker();
  std::vector<v1::Task> first;
  ASSERT_TRUE(slow->Lease(1, &first).ok());
  ASSERT_EQ(first.size(), 1u);
  ASSERT_TRUE(AwaitLeaseExpired(first[0].attempt_key()));  // 400 ms lease, 50 ms ticks.
  auto fast = NewWorker();
  std::vector<v1::Task> second;
  ASSERT_TRUE(fast->Lease(1, &second).ok());
  ASSERT_EQ(second.size(), 1u);
  EXPECT_EQ(second[0].attempt_key(), first[0].attempt_key());
  EXPECT_EQ(second[0].epoch(), first[0].epoch() + 1);
  v1::ReportAck ack;
  grpc::Status stale = slow->Report(CompletionEvents(first[0], 2, 1, false), &ack);
  EXPECT_EQ(stale.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(stale.error_message(), HasSubstr("stale epoch"));
  ASSERT_TRUE(fast->Report(CompletionEvents(second[0], 2, 1, false), &ack).ok());
  EXPECT_EQ(Query("SELECT COUNT(DISTINCT epoch) FROM generations"), 1);
  EXPECT_EQ(Query("SELECT tries FROM attempts WHERE state = 'done'"), 1);
  // The heartbeat of the old holder reports the lease as lost.
  v1::HeartbeatResponse heartbeat;
  ASSERT_TRUE(slow->Heartbeat(first, &heartbeat).ok());
  ASSERT_EQ(heartbeat.lost_size(), 1);
}

TEST_F(CoordinatorGrpcTest, HeartbeatsKeepTheLease) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks).ok());
  for (int i = 0; i < 8; ++i) {  // 800 ms, twice the lease duration.
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    v1::HeartbeatResponse response;
    ASSERT_TRUE(worker->Heartbeat(tasks, &response).ok());
    EXPECT_EQ(response.lost_size(), 0);
  }
  v1::ReportAck ack;
  EXPECT_TRUE(worker->Report(CompletionEvents(tasks[0], 1, 1, false), &ack).ok());
}

TEST_F(CoordinatorGrpcTest, DuplicateSeqsIgnoredGapsRefused) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(2, &tasks).ok());
  auto events = CompletionEvents(tasks[0], 3, 2, false);  // seqs 0..3
  std::vector<v1::ReportEvent> partial = {events[0], events[1], events[1], events[0]};
  v1::ReportAck ack;
  ASSERT_TRUE(worker->Report(partial, &ack).ok());
  EXPECT_EQ(ack.acked_seq(), 1u);
  // A retried stream from seq 0 is fine: the repeats are ignored.
  ASSERT_TRUE(worker->Report(events, &ack).ok());
  EXPECT_EQ(ack.acked_seq(), 3u);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 3);
  // A gap (0 then 2) is refused.
  auto other = CompletionEvents(tasks[1], 3, 2, false);
  grpc::Status gap = worker->Report({other[0], other[2]}, &ack);
  EXPECT_EQ(gap.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(gap.error_message(), HasSubstr("expected 1"));
  // Mixing attempts on one stream is malformed.
  grpc::Status mixed = worker->Report({other[1], events[0]}, &ack);
  EXPECT_EQ(mixed.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
}

TEST_F(CoordinatorGrpcTest, ReportsOnAttemptsNotHeldAreRefused) {
  SubmitSpec();
  auto holder = NewWorker();
  auto intruder = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(holder->Lease(1, &tasks).ok());
  v1::ReportAck ack;
  grpc::Status denied = intruder->Report(CompletionEvents(tasks[0], 1, 1, true), &ack);
  EXPECT_EQ(denied.error_code(), grpc::StatusCode::PERMISSION_DENIED);
  v1::Task queued = tasks[0];
  queued.set_attempt_key("0000000000000000");
  grpc::Status unknown = intruder->Report(CompletionEvents(queued, 1, 1, true), &ack);
  EXPECT_EQ(unknown.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 0);
}

TEST_F(CoordinatorGrpcTest, CancellationReachesWorkers) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(2, &tasks).ok());
  v1::CancelResponse cancelled;
  ASSERT_TRUE(worker->Cancel("grpc", &cancelled).ok());
  EXPECT_EQ(cancelled.attempts_cancelled(), 4u);
  v1::HeartbeatResponse heartbeat;
  ASSERT_TRUE(worker->Heartbeat({tasks[0]}, &heartbeat).ok());
  ASSERT_EQ(heartbeat.cancelled_size(), 1);
  v1::ReportAck ack;
  ASSERT_TRUE(worker->Report(CompletionEvents(tasks[1], 2, 1, true), &ack).ok());
  EXPECT_TRUE(ack.cancelled());
  std::vector<v1::Task> more;
  ASSERT_TRUE(worker->Lease(4, &more).ok());
  EXPECT_TRUE(more.empty());
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'cancelled'"), 4);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM campaigns WHERE state = 'cancelled'"), 1);
}

TEST_F(CoordinatorGrpcTest, WrongOrMissingTokenIsUnauthenticated) {
  SimWorker none(channel_, "");
  EXPECT_EQ(none.Register(1).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  SimWorker wrong(channel_, "not-the-token");
  EXPECT_EQ(wrong.Register(1).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  // The worker-side calls are callback handlers with their own token check: each refuses too.
  auto registered = NewWorker();
  registered->set_token("not-the-token");
  std::vector<v1::Task> leased;
  EXPECT_EQ(registered->Lease(1, &leased).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  v1::HeartbeatResponse beat;
  EXPECT_EQ(registered->Heartbeat({}, &beat).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  v1::SubmitResponse submitted;
  EXPECT_EQ(wrong.Submit(kSpec, &submitted).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  v1::ReportAck ack;
  v1::Task task;
  task.set_attempt_key("k");
  EXPECT_EQ(wrong.Report(CompletionEvents(task, 1, 1, true), &ack).error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM campaigns"), 0);
}

TEST_F(CoordinatorGrpcTest, OversizedMalformedAndInvalidRequests) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks).ok());
  auto events = CompletionEvents(tasks[0], 0, 0, true);
  events[0].mutable_repair_result()->set_patch_diff(std::string(5 << 20, 'x'));
  v1::ReportAck ack;
  EXPECT_EQ(worker->Report(events, &ack).error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 0);

  // Bytes that are not a LeaseRequest.
  grpc::GenericStub generic(channel_);
  grpc::ClientContext context;
  context.AddMetadata("authorization", std::string("Bearer ") + kToken);
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(5));
  const char garbage[] = "\xff\xff\xff\xff\x0f";
  grpc::Slice slice(garbage, sizeof(garbage) - 1);
  grpc::ByteBuffer request(&slice, 1);
  grpc::ByteBuffer response;
  absl::Notification done;  // Notify() publishes `status` to the waiting thread.
  grpc::Status status;
  generic.UnaryCall(&context, "/aprgrid.v1.WorkerService/Lease", grpc::StubOptions(), &request,
                    &response, [&](grpc::Status s) {
                      status = s;
                      done.Notify();
                    });
  done.WaitForNotification();
  EXPECT_NE(status.error_code(), grpc::StatusCode::OK);

  // Field validation.
  SimWorker client(channel_, kToken);
  v1::SubmitResponse submitted;
  grpc::Status bad_spec = client.Submit("name: \"x\"\nstage { repair { nme: 1 } }\n", &submitted);
  EXPECT_EQ(bad_spec.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_THAT(bad_spec.error_message(), HasSubstr("test.textproto:2:"));
  std::vector<v1::Task> none;
  EXPECT_EQ(worker->Lease(0, &none).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(client.Register(0).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
}

TEST_F(CoordinatorGrpcTest, ResubmissionIsIdempotentAndExtends) {
  SubmitSpec();
  SimWorker client(channel_, kToken);
  v1::SubmitResponse again;
  ASSERT_TRUE(client.Submit(kSpec, &again).ok());
  EXPECT_FALSE(again.created());
  EXPECT_EQ(again.attempts_added(), 0u);
  std::string longer = kSpec;
  longer.replace(longer.find("count: 2"), 8, "count: 3");
  ASSERT_TRUE(client.Submit(longer, &again).ok());
  EXPECT_EQ(again.attempts_added(), 2u);
  EXPECT_EQ(again.attempts_total(), 6u);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts"), 6);
  EXPECT_EQ(Query("SELECT MAX(seed) FROM attempts"), 3);
}

// grpc.health.v1.Health/Check by hand: an empty request, and a response whose field 1 (status)
// is SERVING = 1, encoded as the bytes 08 01. (Debian ships no health.proto.)
TEST_F(CoordinatorGrpcTest, HealthServiceServes) {
  grpc::GenericStub generic(channel_);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(5));
  grpc::ByteBuffer request;
  grpc::Slice empty("");
  request = grpc::ByteBuffer(&empty, 1);
  grpc::ByteBuffer response;
  absl::Notification done;  // Notify() publishes `status` to the waiting thread.
  grpc::Status status;
  generic.UnaryCall(&context, "/grpc.health.v1.Health/Check", grpc::StubOptions(), &request,
                    &response, [&](grpc::Status s) {
                      status = s;
                      done.Notify();
                    });
  done.WaitForNotification();
  ASSERT_TRUE(status.ok()) << status.error_message();
  std::vector<grpc::Slice> slices;
  ASSERT_TRUE(response.Dump(&slices).ok());
  std::string bytes;
  for (const auto& s : slices) bytes.append(reinterpret_cast<const char*>(s.begin()), s.size());
  EXPECT_EQ(bytes, std::string("\x08\x01", 2));
}

TEST_F(CoordinatorGrpcTest, MetricsPassPromtool) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks).ok());
  v1::ReportAck ack;
  ASSERT_TRUE(worker->Report(CompletionEvents(tasks[0], 2, 2, true), &ack).ok());
  std::this_thread::sleep_for(std::chrono::milliseconds(120));  // A tick refreshes the gauges.
  const std::string file = dir_ + "/metrics.txt";
  const std::string fetch = "curl -sf http://" + server_->metrics_address() + "/metrics > " + file;
  ASSERT_EQ(std::system(fetch.c_str()), 0);
  EXPECT_EQ(std::system(("promtool check metrics < " + file).c_str()), 0);
  std::string text;
  {
    FILE* f = std::fopen(file.c_str(), "r");
    ASSERT_NE(f, nullptr);
    char buffer[4096];
    size_t n;
    while ((n = std::fread(buffer, 1, sizeof(buffer), f)) > 0) text.append(buffer, n);
    std::fclose(f);
  }
  EXPECT_THAT(text, HasSubstr("aprgrid_coordinator_attempts{campaign=\"grpc\",state=\"done\"} 1"));
  EXPECT_THAT(text, HasSubstr("aprgrid_coordinator_attempt_completions_total{arm_set=\"GENPROG_3\","
                              "campaign=\"grpc\",outcome=\"patched\",strategy=\"UCB\"} 1"));
  EXPECT_THAT(text, HasSubstr("aprgrid_coordinator_events_ingested_total 3"));
  EXPECT_THAT(text, HasSubstr("aprgrid_coordinator_rpc_duration_seconds_count{method=\"Lease\"}"));
  EXPECT_THAT(text, HasSubstr("aprgrid_coordinator_workers_connected 1"));
}

TEST_F(CoordinatorGrpcTest, WatchStreamsUntilFinishedAndListShowsCampaigns) {
  SubmitSpec();
  auto worker = NewWorker();
  std::vector<v1::Campaign> updates;
  grpc::Status watch_status;
  std::thread watcher([&] {
    auto stub = v1::CampaignService::NewStub(channel_);
    grpc::ClientContext context;
    context.AddMetadata("authorization", std::string("Bearer ") + kToken);
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(20));
    v1::WatchRequest request;
    request.set_campaign_id("grpc");
    request.set_interval_ms(100);
    auto reader = stub->Watch(&context, request);
    v1::Campaign campaign;
    while (reader->Read(&campaign)) updates.push_back(campaign);
    watch_status = reader->Finish();
  });
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(4, &tasks).ok());
  for (const v1::Task& task : tasks) {
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    v1::ReportAck ack;
    ASSERT_TRUE(worker->Report(CompletionEvents(task, 1, 1, false), &ack).ok());
  }
  watcher.join();
  EXPECT_TRUE(watch_status.ok()) << watch_status.error_message();
  ASSERT_GE(updates.size(), 2u);
  EXPECT_EQ(updates.front().state(), v1::CAMPAIGN_RUNNING);
  EXPECT_EQ(updates.back().state(), v1::CAMPAIGN_FINISHED);
  EXPECT_EQ(updates.back().counts().done(), 4u);

  auto stub = v1::CampaignService::NewStub(channel_);
  grpc::ClientContext context;
  context.AddMetadata("authorization", std::string("Bearer ") + kToken);
  v1::ListCampaignsResponse list;
  ASSERT_TRUE(stub->List(&context, v1::ListCampaignsRequest(), &list).ok());
  ASSERT_EQ(list.campaigns_size(), 1);
  EXPECT_EQ(list.campaigns(0).name(), "grpc");
  EXPECT_EQ(list.campaigns(0).cells_size(), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM campaigns WHERE state = 'finished'"), 1);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM workers WHERE hostname = 'sim' AND slots = 4"), 1);
}

// The shipped smoke spec against the shipped subject catalog, through a second coordinator that
// loads subjects/ (tests run from the source folder).
TEST(CoordinatorCatalogTest, SmokeSpecExpandsAgainstTheSubjectCatalog) {
  const char* tmp = std::getenv("TMPDIR");
  std::string dir = std::string(tmp ? tmp : "/tmp") + "/coord_catalog_XXXXXX";
  ASSERT_NE(mkdtemp(dir.data()), nullptr);
  coordinator::ServerOptions options;
  options.listen = "127.0.0.1:0";
  options.metrics_listen = "127.0.0.1:0";
  options.db_path = dir + "/results.db";
  options.token = kToken;
  options.subjects_dir = "subjects";
  options.max_attempts = 100;  // Below the smoke grid's 124: it needs `force`.
  auto server = coordinator::CoordinatorServer::Start(options);
  ASSERT_TRUE(server.ok()) << server.status();
  std::ifstream in("configs/smoke.textproto");
  std::string spec((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_FALSE(spec.empty());
  SimWorker client(MakeChannel((*server)->grpc_address()), kToken);
  v1::SubmitResponse response;
  grpc::Status capped = client.Submit(spec, &response);
  EXPECT_EQ(capped.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  auto stub = v1::CampaignService::NewStub(MakeChannel((*server)->grpc_address()));
  grpc::ClientContext context;
  context.AddMetadata("authorization", std::string("Bearer ") + kToken);
  v1::SubmitRequest forced;
  forced.set_spec_text(spec);
  forced.set_force(true);
  grpc::Status status = stub->Submit(&context, forced, &response);
  ASSERT_TRUE(status.ok()) << status.error_message();
  EXPECT_EQ(response.attempts_added(), 124u);
  std::string unknown = spec;
  unknown.replace(unknown.find("strings-1"), 9, "nosuchbug-1");
  EXPECT_EQ(client.Submit(unknown, &response).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  server->reset();
  std::system(("rm -rf " + dir).c_str());
}

}  // namespace
}  // namespace aprgrid::testing
