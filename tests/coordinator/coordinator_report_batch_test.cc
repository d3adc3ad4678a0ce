// WorkerService.ReportBatch over real gRPC on loopback with a real SQLite file: every entry is
// held to the Report rules on its own (docs/protocol.md), a refused entry leaves the others
// recorded, and what an acknowledgement covers is in the database file when the reply arrives.
// Leases on the reply (docs/protocol.md, "Leases on the ReportBatch reply") are in the file when
// the reply arrives, expire like any lease, and keep the token and Lease's rules; LeaseRequest's
// free_slots is the worker's own count, capped by its slots.

#include <algorithm>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "coordinator/metrics.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "prometheus/registry.h"
#include "tests/coordinator/loopback_coordinator_test.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::testing {
namespace {

using ::testing::HasSubstr;

// 3 bugs x 1 cell x 2 seeds = 6 attempts.
constexpr char kSpec[] = R"(name: "batch"
stage {
  repair {
    name: "s"
    subjects { bugs: ["b-1", "b-2", "b-3"] }
    strategy: [UCB]
    credit: [AVERAGE]
    reward: [RAW]
    arm_set: [GENPROG_3]
    seeds { count: 2 }
  }
}
)";

class ReportBatchTest : public LoopbackCoordinatorTest {
 protected:
  void SetUp() override {
    LoopbackCoordinatorTest::SetUp();
    if (HasFatalFailure()) return;
    SimWorker client(channel_, kToken);
    v1::SubmitResponse submitted;
    grpc::Status status = client.Submit(kSpec, &submitted);
    ASSERT_TRUE(status.ok()) << status.error_message();
    ASSERT_EQ(submitted.attempts_added(), 6u);
  }

  std::unique_ptr<SimWorker> NewWorker() { return LoopbackCoordinatorTest::NewWorker(8); }
};

grpc::StatusCode CodeOf(const v1::ReportEntryAck& ack) {
  return static_cast<grpc::StatusCode>(ack.code());
}

v1::LeaseRequest AskFor(uint32_t max_tasks, uint32_t free_slots) {
  v1::LeaseRequest lease;
  lease.set_max_tasks(max_tasks);
  lease.set_free_slots(free_slots);
  return lease;
}

TEST_F(ReportBatchTest, EachEntryIsAnsweredOnItsOwnAndDurableAtTheReply) {
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(4, &tasks).ok());
  ASSERT_EQ(tasks.size(), 4u);
  const auto a = CompletionEvents(tasks[0], 3, 2, true);
  auto stale = CompletionEvents(tasks[1], 1, 1, true);
  for (v1::ReportEvent& event : stale) event.set_epoch(tasks[1].epoch() - 1);
  const auto gap = CompletionEvents(tasks[2], 2, 1, false);  // Sent as seqs 0 and 2.
  const auto d = CompletionEvents(tasks[3], 2, 2, false);
  v1::ReportBatchResponse response;
  grpc::Status status = worker->ReportBatch({a, stale, a, {gap[0], gap[2]}, d, {}}, &response);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(response.acks_size(), 6);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_EQ(response.acks(0).acked_seq(), 3u);
  EXPECT_EQ(CodeOf(response.acks(1)), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(response.acks(1).message(), HasSubstr("stale epoch"));
  EXPECT_EQ(CodeOf(response.acks(2)), grpc::StatusCode::OK);  // A repeat: acknowledged again.
  EXPECT_EQ(response.acks(2).acked_seq(), 3u);
  EXPECT_EQ(CodeOf(response.acks(3)), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(response.acks(3).message(), HasSubstr("expected 1"));
  EXPECT_EQ(CodeOf(response.acks(4)), grpc::StatusCode::OK);
  EXPECT_EQ(response.acks(4).acked_seq(), 2u);
  EXPECT_FALSE(response.acks(4).cancelled());
  EXPECT_EQ(CodeOf(response.acks(5)), grpc::StatusCode::INVALID_ARGUMENT);
  // Read at once from the file: the acknowledged entries are committed.
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 2);
  EXPECT_EQ(
      Query("SELECT patched FROM attempts WHERE attempt_key = '" + tasks[0].attempt_key() + "'"),
      1);
  // a's 3 and d's 2, each once, and the gap entry's first event (accepted before the gap).
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 6);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE attempt_key = '" + tasks[1].attempt_key() +
                  "' AND state = 'running'"),
            1);

  // The whole batch again (a retry after a lost reply): recorded once, acknowledged again.
  ASSERT_TRUE(worker->ReportBatch({a, d}, &response).ok());
  ASSERT_EQ(response.acks_size(), 2);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_EQ(CodeOf(response.acks(1)), grpc::StatusCode::OK);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 6);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 2);

  // Metrics as for Report: the call's latency. The server records it when gRPC is done with the
  // call (OnDone), which may be a moment after the client has the reply: poll for it.
  bool observed = false;
  for (int i = 0; i < 200 && !observed; ++i) {
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    for (const auto& family : server_->metrics().registry()->Collect()) {
      if (family.name != "aprgrid_coordinator_rpc_duration_seconds") continue;
      for (const auto& metric : family.metric) {
        for (const auto& label : metric.label) {
          if (label.value == "ReportBatch") observed = metric.histogram.sample_count >= 2;
        }
      }
    }
  }
  EXPECT_TRUE(observed);
}

TEST_F(ReportBatchTest, StaleEpochAfterExpiryIsRefusedAndTheNewHolderRecorded) {
  auto slow = NewWorker();
  std::vector<v1::Task> first;
  ASSERT_TRUE(slow->Lease(1, &first).ok());
  ASSERT_EQ(first.size(), 1u);
  ASSERT_TRUE(AwaitLeaseExpired(first[0].attempt_key()));  // 400 ms lease, 50 ms ticks.
  auto fast = NewWorker();
  std::vector<v1::Task> second;
  ASSERT_TRUE(fast->Lease(2, &second).ok());
  ASSERT_EQ(second.size(), 2u);
  ASSERT_EQ(second[0].attempt_key(), first[0].attempt_key());
  v1::ReportBatchResponse response;
  ASSERT_TRUE(slow->ReportBatch({CompletionEvents(first[0], 2, 1, true)}, &response).ok());
  ASSERT_EQ(response.acks_size(), 1);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::FAILED_PRECONDITION);
  // The old holder reports on the new holder's lease: another worker's.
  ASSERT_TRUE(slow->ReportBatch({CompletionEvents(second[0], 2, 1, true)}, &response).ok());
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::PERMISSION_DENIED);
  ASSERT_TRUE(fast->ReportBatch({CompletionEvents(second[0], 2, 1, false),
                                 CompletionEvents(second[1], 2, 1, false)},
                                &response)
                  .ok());
  ASSERT_EQ(response.acks_size(), 2);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_EQ(CodeOf(response.acks(1)), grpc::StatusCode::OK);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 2);
  EXPECT_EQ(Query("SELECT COUNT(DISTINCT epoch) FROM generations WHERE attempt_key = '" +
                  second[0].attempt_key() + "'"),
            1);
  EXPECT_EQ(
      Query("SELECT tries FROM attempts WHERE attempt_key = '" + second[0].attempt_key() + "'"), 1);
}

TEST_F(ReportBatchTest, WithoutTheTokenNothingIsRecorded) {
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks).ok());
  const auto events = CompletionEvents(tasks[0], 1, 1, true);
  v1::ReportBatchResponse response;
  worker->set_token("");
  EXPECT_EQ(worker->ReportBatch({events}, &response).error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
  worker->set_token("not-the-token");
  EXPECT_EQ(worker->ReportBatch({events}, &response).error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
  worker->set_token(kToken);
  EXPECT_EQ(worker->ReportBatch({}, &response).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 0);
  // Without a worker id the epoch alone proves the lease.
  ASSERT_TRUE(worker->ReportBatch({events}, &response, /*send_worker_id=*/false).ok());
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 1);
}

TEST_F(ReportBatchTest, ACancelledAttemptSaysSoAndFailuresCountTries) {
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(2, &tasks).ok());
  ASSERT_EQ(tasks.size(), 2u);
  v1::ReportEvent failure;
  failure.set_attempt_key(tasks[1].attempt_key());
  failure.set_epoch(tasks[1].epoch());
  failure.set_failure("engine broke");
  v1::ReportBatchResponse response;
  ASSERT_TRUE(worker->ReportBatch({{failure}}, &response).ok());
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_EQ(Query("SELECT tries FROM attempts WHERE attempt_key = '" + tasks[1].attempt_key() +
                  "' AND state = 'queued'"),
            1);
  v1::CancelResponse cancelled;
  ASSERT_TRUE(worker->Cancel("batch", &cancelled).ok());
  ASSERT_TRUE(worker->ReportBatch({CompletionEvents(tasks[0], 2, 1, true)}, &response).ok());
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_TRUE(response.acks(0).cancelled());
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'cancelled'"), 6);
}

TEST_F(ReportBatchTest, LeasesOnTheReplyAreInTheFileAtTheReplyAndExpireLikeAnyLease) {
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks, 1).ok());
  ASSERT_EQ(tasks.size(), 1u);
  v1::ReportBatchResponse response;
  grpc::Status status = worker->ReportBatchAndLease({CompletionEvents(tasks[0], 2, 1, true)},
                                                    AskFor(3, 3), &response);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(response.acks_size(), 1);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  ASSERT_TRUE(response.has_lease());
  ASSERT_EQ(response.lease().tasks_size(), 3);
  // Read at once from the file: each lease of the reply is committed, holder, epoch and deadline.
  for (const v1::Task& task : response.lease().tasks()) {
    EXPECT_EQ(task.epoch(), 1u);
    EXPECT_NE(task.attempt_key(), tasks[0].attempt_key());
    EXPECT_TRUE(task.attempt().has_repair());
    EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE attempt_key = '" + task.attempt_key() +
                    "' AND state = 'running' AND epoch = 1 AND worker_id = '" + worker->id() +
                    "' AND lease_deadline_unix_ms = " + std::to_string(task.deadline_unix_ms())),
              1);
  }
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 1);

  // Never renewed: they expire as any lease does, the expiry counts a try, and the attempt goes
  // to the next holder at the next epoch.
  const v1::Task first = response.lease().tasks(0);
  ASSERT_TRUE(AwaitLeaseExpired(first.attempt_key()));
  EXPECT_EQ(Query("SELECT tries FROM attempts WHERE attempt_key = '" + first.attempt_key() +
                  "' AND state = 'queued'"),
            1);
  auto other = NewWorker();
  std::vector<v1::Task> again;
  ASSERT_TRUE(other->Lease(8, &again, 8).ok());
  auto found = std::find_if(again.begin(), again.end(), [&](const v1::Task& task) {
    return task.attempt_key() == first.attempt_key();
  });
  ASSERT_NE(found, again.end());
  EXPECT_EQ(found->epoch(), 2u);
  // The first holder's report at its epoch is stale; a batch that asks for no lease gets none.
  ASSERT_TRUE(worker->ReportBatch({CompletionEvents(first, 1, 1, true)}, &response).ok());
  ASSERT_EQ(response.acks_size(), 1);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_FALSE(response.has_lease());
  ASSERT_TRUE(other->ReportBatch({CompletionEvents(*found, 1, 1, false)}, &response).ok());
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 2);
}

TEST_F(ReportBatchTest, TheReplysLeaseNeedsTheTokenAndKeepsLeasesRules) {
  auto worker = NewWorker();
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker->Lease(1, &tasks, 1).ok());
  ASSERT_EQ(tasks.size(), 1u);
  const auto events = CompletionEvents(tasks[0], 1, 1, true);
  v1::ReportBatchResponse response;
  worker->set_token("not-the-token");
  EXPECT_EQ(worker->ReportBatchAndLease({events}, AskFor(4, 4), &response).error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
  worker->set_token(kToken);
  // A malformed lease fails the whole call before any entry is handled.
  v1::LeaseRequest foreign = AskFor(4, 4);
  foreign.set_worker_id("w-1-1");
  for (const v1::LeaseRequest& bad : {AskFor(0, 0), AskFor(4, 2000), foreign}) {
    EXPECT_EQ(worker->ReportBatchAndLease({events}, bad, &response).error_code(),
              grpc::StatusCode::INVALID_ARGUMENT)
        << bad.ShortDebugString();
  }
  {  // Without the batch's worker_id there is nobody to lease to.
    grpc::ClientContext context;
    context.AddMetadata("authorization", std::string("Bearer ") + kToken);
    v1::ReportBatchRequest request;
    request.add_entries()->mutable_events()->Assign(events.begin(), events.end());
    *request.mutable_lease() = AskFor(4, 4);
    EXPECT_EQ(worker->worker_stub().ReportBatch(&context, request, &response).error_code(),
              grpc::StatusCode::INVALID_ARGUMENT);
  }
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 0);
  // A draining worker gets no lease on the reply either, as from Lease: told when to ask again.
  v1::HeartbeatResponse beat;
  ASSERT_TRUE(worker->Heartbeat(tasks, &beat, /*draining=*/true).ok());
  ASSERT_TRUE(worker->ReportBatchAndLease({events}, AskFor(4, 4), &response).ok());
  ASSERT_EQ(response.acks_size(), 1);
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  ASSERT_TRUE(response.has_lease());
  EXPECT_EQ(response.lease().tasks_size(), 0);
  EXPECT_GT(response.lease().retry_after_ms(), 0u);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 1);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'running'"), 0);
}

TEST_F(ReportBatchTest, FreeSlotsAreTheWorkersOwnCountCappedByItsSlots) {
  // A large worker takes the fair share of the queue (6 x 1 / 1001 = 0 for the small one), so
  // the small one gets its free slots and nothing more.
  auto large = LoopbackCoordinatorTest::NewWorker(1000);
  auto small = LoopbackCoordinatorTest::NewWorker(1);
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(small->Lease(3, &tasks, 1).ok());
  EXPECT_EQ(tasks.size(), 1u);
  // An older worker sends no count: its held lease says its one slot is busy.
  ASSERT_TRUE(small->Lease(3, &tasks).ok());
  EXPECT_EQ(tasks.size(), 0u);
  // The worker knows better (its attempt computed, the result on its way): its slot is free.
  ASSERT_TRUE(small->Lease(3, &tasks, 1).ok());
  ASSERT_EQ(tasks.size(), 1u);
  // More free slots than it registered count as its slots.
  std::vector<v1::Task> more;
  ASSERT_TRUE(small->Lease(3, &more, 5).ok());
  EXPECT_EQ(more.size(), 1u);
  // On a ReportBatch reply the same rule: no free slot, no lease.
  v1::ReportBatchResponse response;
  ASSERT_TRUE(
      small->ReportBatchAndLease({CompletionEvents(tasks[0], 1, 1, false)}, AskFor(3, 0), &response)
          .ok());
  EXPECT_EQ(CodeOf(response.acks(0)), grpc::StatusCode::OK);
  ASSERT_TRUE(response.has_lease());
  EXPECT_EQ(response.lease().tasks_size(), 0);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'queued'"), 3);
}

// SimWorker::RunShortAttempts, which bench/coordinator_bench.cc drives the coordinator with,
// reports as aprgrid-worker reports short attempts: in batches, leasing on their replies, every
// attempt once.
TEST_F(ReportBatchTest, ShortAttemptsRunReportsInBatchesAndLeasesOnTheReplies) {
  auto worker = LoopbackCoordinatorTest::NewWorker(1);
  ShortAttemptsStats stats;
  grpc::Status status = worker->RunShortAttempts(2, 3, &stats);
  ASSERT_TRUE(status.ok()) << status.error_message();
  EXPECT_EQ(stats.completed, 6);
  EXPECT_EQ(stats.refused, 0);
  // Lease 1; its result in a batch asking for 33 (the other 5 come); at once the refill point (4
  // held), so the next result goes in a batch asking for 29 (none left); the last 4 in one batch
  // without a lease; then a Lease with the slot free finds nothing and the run ends.
  EXPECT_EQ(stats.lease_calls, 2);
  EXPECT_EQ(stats.batch_calls, 3);
  EXPECT_EQ(stats.leases_on_reply, 2);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 6);
  EXPECT_EQ(Query("SELECT COUNT(*) FROM generations"), 12);
}

}  // namespace
}  // namespace aprgrid::testing
