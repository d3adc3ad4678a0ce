// Hostile callers against a real coordinator on loopback: every RPC (and server reflection)
// without the token or with a wrong one is UNAUTHENTICATED and changes nothing in the database;
// hostile specs (deep nesting, a grid past the hard cap with force) are refused with a clear
// error and the coordinator keeps serving.
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/grpcpp.h>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "aprgrid/v1/coordinator.grpc.pb.h"
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

// A unary call of `method` with `request` bytes through the generic stub; the status.
grpc::Status GenericCall(const std::shared_ptr<grpc::Channel>& channel, const std::string& method,
                         const std::string& request_bytes, const std::string& authorization,
                         std::string* response_bytes) {
  grpc::GenericStub generic(channel);
  grpc::ClientContext context;
  if (!authorization.empty()) context.AddMetadata("authorization", authorization);
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(10));
  grpc::Slice slice(request_bytes.data(), request_bytes.size());
  grpc::ByteBuffer request(&slice, 1);
  grpc::ByteBuffer response;
  std::mutex mu;
  std::condition_variable cv;
  bool done = false;
  grpc::Status status;
  generic.UnaryCall(&context, method, grpc::StubOptions(), &request, &response,
                    [&](grpc::Status s) {
                      std::lock_guard<std::mutex> lock(mu);
                      status = std::move(s);
                      done = true;
                      cv.notify_one();
                    });
  std::unique_lock<std::mutex> lock(mu);
  cv.wait(lock, [&] { return done; });
  if (response_bytes != nullptr) {
    response_bytes->clear();
    std::vector<grpc::Slice> slices;
    if (response.Dump(&slices).ok()) {
      for (const grpc::Slice& s : slices) {
        response_bytes->append(reinterpret_cast<const char*>(s.begin()), s.size());
      }
    }
  }
  return status;
}

// A ServerReflectionRequest asking for the list of services (field 7, list_services: "*").
const std::string kListServices("\x3a\x01*", 3);

class CoordinatorHostileTest : public LoopbackCoordinatorTest {
 protected:
  // As LoopbackCoordinatorTest, but with leases long enough not to expire during a test: an
  // expiry would change the database between two fingerprints.
  void SetUp() override {
    LoopbackCoordinatorTest::SetUp();
    server_.reset();
    coordinator::ServerOptions options;
    options.listen = "127.0.0.1:0";
    options.metrics_listen = "127.0.0.1:0";
    options.db_path = dir_ + "/results.db";
    options.token = kToken;
    options.lease_duration_ms = 600000;
    options.heartbeat_interval_ms = 60000;
    auto server = coordinator::CoordinatorServer::Start(options);
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = std::move(*server);
    channel_ = MakeChannel(server_->grpc_address());
  }

  // What an unauthenticated call could change: campaigns, workers, attempts by state, rows.
  int64_t Fingerprint() {
    return Query(
        "SELECT (SELECT COUNT(*) FROM campaigns) + 10 * (SELECT COUNT(*) FROM workers) + "
        "100 * (SELECT COUNT(*) FROM attempts WHERE state = 'queued') + "
        "10000 * (SELECT COUNT(*) FROM attempts WHERE state = 'running') + "
        "1000000 * (SELECT COUNT(*) FROM attempts WHERE state NOT IN ('queued', 'running')) + "
        "100000000 * (SELECT COUNT(*) FROM generations) + "
        "(SELECT COUNT(*) FROM campaigns WHERE state = 'cancelled') * 7");
  }
};

TEST_F(CoordinatorHostileTest, EveryRpcAndReflectionNeedTheToken) {
  auto owner = NewWorker(2);
  v1::SubmitResponse submitted;
  ASSERT_TRUE(owner->Submit(kSpec, &submitted).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(owner->Lease(1, &tasks).ok());
  ASSERT_EQ(tasks.size(), 1u);
  ASSERT_TRUE(owner->Lease(1, &tasks).ok());
  // Leases are written without waiting (within the store's 200 ms batch): poll until both are in
  // the file, so that the fingerprint below is taken of a settled database.
  for (int i = 0; i < 500 && Query("SELECT COUNT(*) FROM attempts WHERE state = 'running'") < 2;
       ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'running'"), 2);
  const std::vector<v1::ReportEvent> completion = CompletionEvents(tasks[0], 2, 3, true);

  // The reflection service answers with the token...
  std::string listed;
  ASSERT_TRUE(GenericCall(channel_,
                          "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
                          kListServices, std::string("Bearer ") + kToken, &listed)
                  .ok());
  EXPECT_NE(listed.find("aprgrid.v1.CampaignService"), std::string::npos);

  // Each door is called as `owner` (registered, holding a lease: with the token, most of these
  // calls would change the database) with the token the test sets.
  auto campaigns = v1::CampaignService::NewStub(channel_);
  auto workers = v1::WorkerService::NewStub(channel_);
  std::string authorization;  // What the hostile caller sends; "" sends nothing.
  auto context = [&](grpc::ClientContext* c) {
    if (!authorization.empty()) c->AddMetadata("authorization", authorization);
    c->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(10));
  };
  struct Door {
    std::string name;
    std::function<grpc::Status()> call;
  };
  const std::vector<Door> doors = {
      {"CampaignService/Submit",
       [&] {
         v1::SubmitResponse r;
         return owner->Submit(absl::StrCat(kSpec, "description: \"changed\"\n"), &r);
       }},
      {"CampaignService/Get",
       [&] {
         v1::Campaign c;
         return owner->Get("camp", &c);
       }},
      {"CampaignService/List",
       [&] {
         grpc::ClientContext c;
         context(&c);
         v1::ListCampaignsResponse r;
         return campaigns->List(&c, v1::ListCampaignsRequest(), &r);
       }},
      {"CampaignService/Watch",
       [&] {
         grpc::ClientContext c;
         context(&c);
         v1::WatchRequest request;
         request.set_campaign_id("camp");
         auto reader = campaigns->Watch(&c, request);
         v1::Campaign update;
         int updates = 0;
         while (reader->Read(&update)) ++updates;
         EXPECT_EQ(updates, 0);
         return reader->Finish();
       }},
      {"CampaignService/Cancel",
       [&] {
         v1::CancelResponse r;
         return owner->Cancel("camp", &r);
       }},
      {"WorkerService/Register", [&] { return owner->Register(4, owner->id()); }},
      {"WorkerService/Lease",
       [&] {
         std::vector<v1::Task> t;
         return owner->Lease(4, &t);
       }},
      {"WorkerService/Heartbeat",
       [&] {
         v1::HeartbeatResponse r;
         return owner->Heartbeat(tasks, &r, /*draining=*/true);
       }},
      {"WorkerService/Report",
       [&] {
         v1::ReportAck ack;
         return owner->Report(completion, &ack);
       }},
      {"WorkerService/ReportBatch",
       [&] {
         v1::ReportBatchResponse r;
         return owner->ReportBatch({completion}, &r);
       }},
      {"WorkerService/FetchArtefact",
       [&] {
         grpc::ClientContext c;
         context(&c);
         v1::FetchArtefactRequest request;
         request.set_sha256(std::string(64, '0'));
         v1::FetchArtefactResponse r;
         return workers->FetchArtefact(&c, request, &r);
       }},
      {"ServerReflection/ServerReflectionInfo",
       [&] {
         std::string answer;
         grpc::Status status =
             GenericCall(channel_, "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
                         kListServices, authorization, &answer);
         EXPECT_EQ(answer.find("aprgrid"), std::string::npos) << "reflection leaked: " << answer;
         return status;
       }},
  };
  const int64_t before = Fingerprint();
  ASSERT_GT(before, 0);
  for (const std::string& presented : {std::string(""), std::string("Bearer wrong-token"),
                                       std::string("Bearer ") + kToken + "x"}) {
    authorization = presented;
    // SimWorker sends "Bearer <token>" for a non-empty token, nothing for an empty one.
    owner->set_token(presented.empty() ? "" : presented.substr(7));
    for (const Door& door : doors) {
      const grpc::Status status = door.call();
      EXPECT_EQ(status.error_code(), grpc::StatusCode::UNAUTHENTICATED)
          << door.name << " with authorization \"" << presented << "\": " << status.error_message();
      EXPECT_EQ(Fingerprint(), before) << door.name << " changed the database";
    }
  }
  // With the token the same calls work again (the doors were closed, not broken).
  owner->set_token(kToken);
  v1::Campaign after;
  ASSERT_TRUE(owner->Get("camp", &after).ok());
  EXPECT_EQ(after.description(), "");
  EXPECT_EQ(after.state(), v1::CAMPAIGN_RUNNING);
  EXPECT_EQ(after.counts().running(), 2u);
  // Health answers without a token.
  std::string health;
  EXPECT_TRUE(GenericCall(channel_, "/grpc.health.v1.Health/Check", "", "", &health).ok());
}

// The server's in-process channel (for clients in the coordinator's own process) bypasses the
// network but not the token: no token or a wrong one is UNAUTHENTICATED there too, for the worker
// service (checked by its handlers), the campaign service and reflection (the interceptor).
TEST_F(CoordinatorHostileTest, InProcessChannelNeedsTheTokenToo) {
  std::shared_ptr<grpc::Channel> in_process = server_->InProcessChannel();
  SimWorker worker(in_process, kToken);
  v1::SubmitResponse submitted;
  ASSERT_TRUE(worker.Submit(kSpec, &submitted).ok());
  const int64_t before = Fingerprint();
  for (const std::string& token : {std::string(""), std::string("wrong-token")}) {
    worker.set_token(token);
    EXPECT_EQ(worker.Register(2).error_code(), grpc::StatusCode::UNAUTHENTICATED) << token;
    std::vector<v1::Task> tasks;
    EXPECT_EQ(worker.Lease(1, &tasks).error_code(), grpc::StatusCode::UNAUTHENTICATED) << token;
    v1::Campaign campaign;
    EXPECT_EQ(worker.Get("camp", &campaign).error_code(), grpc::StatusCode::UNAUTHENTICATED)
        << token;
    std::string answer;
    EXPECT_EQ(
        GenericCall(in_process, "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
                    kListServices, token.empty() ? "" : "Bearer " + token, &answer)
            .error_code(),
        grpc::StatusCode::UNAUTHENTICATED)
        << token;
    EXPECT_EQ(answer.find("aprgrid"), std::string::npos) << "reflection leaked: " << answer;
    EXPECT_EQ(Fingerprint(), before) << token;
  }
  worker.set_token(kToken);
  ASSERT_TRUE(worker.Register(2).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker.Lease(1, &tasks).ok());
  EXPECT_EQ(tasks.size(), 1u);
}

TEST_F(CoordinatorHostileTest, WarnsWhenListeningBeyondLoopbackWithoutTls) {
  server_.reset();
  for (const std::string& listen : {std::string("0.0.0.0:0"), std::string("127.0.0.1:0")}) {
    coordinator::ServerOptions options;
    options.listen = listen;
    options.metrics_listen = "127.0.0.1:0";
    options.db_path = dir_ + "/results.db";
    options.token = kToken;
    ::testing::internal::CaptureStderr();
    auto server = coordinator::CoordinatorServer::Start(options);
    const std::string err = ::testing::internal::GetCapturedStderr();
    ASSERT_TRUE(server.ok()) << server.status();
    const bool warned =
        err.find("warning: listening on " + listen + " without TLS") != std::string::npos;
    EXPECT_EQ(warned, listen == "0.0.0.0:0") << listen << ": " << err;
  }
}

// A spec of 20,000 nested unknown fields (80 KB) used to overflow the coordinator's stack in
// protobuf's parser (SIGSEGV); it is refused with its location and the coordinator goes on.
TEST_F(CoordinatorHostileTest, DeeplyNestedSpecIsRefusedAndTheCoordinatorServesOn) {
  auto worker = NewWorker();
  std::string spec = "name: \"deep\"\n";
  for (int i = 0; i < 20000; ++i) spec += "x { ";
  for (int i = 0; i < 20000; ++i) spec += "} ";
  v1::SubmitResponse response;
  const grpc::Status status = worker->Submit(spec, &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_NE(status.error_message().find(":2:403: messages nest deeper than 100 levels"),
            std::string::npos)
      << status.error_message();
  ASSERT_TRUE(worker->Submit(kSpec, &response).ok());
  EXPECT_EQ(response.attempts_added(), 4u);
}

// With force, a small spec of 50,000,000 seeds made the coordinator allocate until the kernel
// killed it; the hard cap refuses it from the factors' sizes, before anything is expanded.
TEST_F(CoordinatorHostileTest, ForceDoesNotLiftTheHardCap) {
  auto worker = NewWorker();
  std::string spec = kSpec;
  spec.replace(spec.find("seeds { count: 2 }"), 18, "seeds { count: 50000000 }");
  auto stub = v1::CampaignService::NewStub(channel_);
  grpc::ClientContext context;
  context.AddMetadata("authorization", std::string("Bearer ") + kToken);
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(20));
  v1::SubmitRequest request;
  request.set_spec_text(spec);
  request.set_source_name("huge.textproto");
  request.set_force(true);
  v1::SubmitResponse response;
  const grpc::Status status = stub->Submit(&context, request, &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_NE(status.error_message().find("the campaign expands to 100000000 attempts, more than the "
                                        "hard cap of 10000000 that --force does not lift"),
            std::string::npos)
      << status.error_message();
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts"), 0);
}

}  // namespace
}  // namespace aprgrid::testing
