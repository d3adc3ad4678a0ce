#include "coordinator/coordinator.h"

#include "coordinator/coordinator_test_fixture.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST_F(CoordinatorTest, ResubmissionAddsOnlyNewAttempts) {
  auto first = coordinator_->Submit(Spec("camp"), "text", Attempts("k", 2, 2));
  ASSERT_TRUE(first.ok());
  EXPECT_TRUE(first->created());
  EXPECT_EQ(first->attempts_added(), 4u);
  auto same = coordinator_->Submit(Spec("camp"), "text", Attempts("k", 2, 2));
  ASSERT_TRUE(same.ok());
  EXPECT_FALSE(same->created());
  EXPECT_EQ(same->campaign_id(), first->campaign_id());
  EXPECT_EQ(same->attempts_added(), 0u);
  auto longer = coordinator_->Submit(Spec("camp"), "text", Attempts("k", 2, 3));
  ASSERT_TRUE(longer.ok());
  EXPECT_EQ(longer->attempts_added(), 2u);
  EXPECT_EQ(longer->attempts_total(), 6u);
  EXPECT_EQ(store_.attempt_count(), 6u);
  EXPECT_EQ(Counts("camp").queued(), 6u);
}

TEST_F(CoordinatorTest, LeasesSeedMajorWithIncreasingEpochs) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 3, 2)).ok());
  std::string w = RegisterWorker();
  std::vector<std::string> keys;
  for (const v1::Task& t : LeaseTasks(w, 4)) {
    keys.push_back(t.attempt_key());
    EXPECT_EQ(t.epoch(), 1u);
    EXPECT_EQ(t.deadline_unix_ms(), now_ + 1000);
    EXPECT_EQ(t.attempt().key(), t.attempt_key());
  }
  EXPECT_THAT(keys, ElementsAre("k0-1", "k1-1", "k2-1", "k0-2"));
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kRunning);
  EXPECT_EQ(store_.attempt("k0-1").status.worker_id, w);
  EXPECT_EQ(Counts("camp").running(), 4u);
}

TEST_F(CoordinatorTest, ExpiryRequeuesAtNextEpochAndFailsAfterMaxTries) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp", /*max_tries=*/2), "", Attempts("k", 1, 1)).ok());
  std::string w = RegisterWorker();
  auto tasks = LeaseTasks(w, 1);
  ASSERT_EQ(tasks.size(), 1u);
  now_ += 1001;
  EXPECT_EQ(coordinator_->ExpireLeases(), 1u);
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kQueued);
  // The old holder's events are now stale.
  auto stale = coordinator_->AcceptEvent(w, Generation(tasks[0], 0));
  EXPECT_EQ(stale.status().code(), absl::StatusCode::kFailedPrecondition);
  auto again = LeaseTasks(w, 1);
  ASSERT_EQ(again.size(), 1u);
  EXPECT_EQ(again[0].epoch(), 2u);
  auto old_epoch = coordinator_->AcceptEvent(w, Generation(tasks[0], 0));
  EXPECT_THAT(old_epoch.status().message(), HasSubstr("stale epoch"));
  now_ += 1001;
  EXPECT_EQ(coordinator_->ExpireLeases(), 1u);
  AttemptRecord record = store_.attempt("k0-1");
  EXPECT_EQ(record.status.state, AttemptState::kFailed);
  EXPECT_EQ(record.status.tries, 2u);
  EXPECT_THAT(record.status.last_error, HasSubstr("lease expired"));
  EXPECT_TRUE(LeaseTasks(w, 1).empty());
}

TEST_F(CoordinatorTest, ReportRulesSeqAndHolder) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 1)).ok());
  std::string w1 = RegisterWorker();
  std::string w2 = RegisterWorker();
  auto t1 = LeaseTasks(w1, 1);
  auto t2 = LeaseTasks(w2, 1);
  ASSERT_EQ(t1.size(), 1u);
  ASSERT_EQ(t2.size(), 1u);
  ASSERT_TRUE(coordinator_->AcceptEvent(w1, Generation(t1[0], 0)).ok());
  auto dup = coordinator_->AcceptEvent(w1, Generation(t1[0], 0));
  ASSERT_TRUE(dup.ok());
  EXPECT_TRUE(dup->duplicate);
  EXPECT_EQ(coordinator_->AcceptEvent(w1, Generation(t1[0], 2)).status().code(),
            absl::StatusCode::kFailedPrecondition);
  // w1 reporting on w2's attempt.
  EXPECT_EQ(coordinator_->AcceptEvent(w1, Generation(t2[0], 0)).status().code(),
            absl::StatusCode::kPermissionDenied);
  v1::ReportEvent empty;
  empty.set_attempt_key("k0-1");
  EXPECT_EQ(coordinator_->AcceptEvent(w1, empty).status().code(),
            absl::StatusCode::kInvalidArgument);
  v1::ReportEvent unknown = Generation(t1[0], 1);
  unknown.set_attempt_key("nope");
  EXPECT_EQ(coordinator_->AcceptEvent(w1, unknown).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(store_.generations(t1[0].attempt_key(), 1), 1u);
}

TEST_F(CoordinatorTest, SessionCommitsResultOnceAndAcksRetries) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  std::string w = RegisterWorker();
  auto t = LeaseTasks(w, 1);
  ASSERT_EQ(t.size(), 1u);
  for (int round = 0; round < 2; ++round) {  // The second round is a retried stream.
    ReportSession session(coordinator_.get(), w);
    ASSERT_TRUE(session.OnEvent(Generation(t[0], 0)).ok());
    ASSERT_TRUE(session.OnEvent(Generation(t[0], 1)).ok());
    ASSERT_TRUE(session.OnEvent(Result(t[0], 2, true)).ok());
    EXPECT_EQ(session.OnEvent(Generation(t[0], 3)).code(), absl::StatusCode::kInvalidArgument);
    auto ack = session.Finish();
    ASSERT_TRUE(ack.ok()) << ack.status();
    EXPECT_EQ(ack->acked_seq(), 2u);
  }
  // The retried result is written again (idempotently): its acknowledgement, too, waits for a
  // commit that holds the result, in case the first write failed.
  EXPECT_EQ(store_.finals("k0-1"), 2);
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kDone);
  EXPECT_TRUE(store_.attempt("k0-1").patched);
  EXPECT_EQ(Counts("camp").patched(), 1u);
  auto campaign = coordinator_->GetCampaign("camp", true);
  ASSERT_TRUE(campaign.ok());
  EXPECT_EQ(campaign->state(), v1::CAMPAIGN_FINISHED);
  ASSERT_EQ(campaign->cells_size(), 1);
  EXPECT_EQ(campaign->cells(0).counts().done(), 1u);
}

TEST_F(CoordinatorTest, SessionRefusesMixedAttempts) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 1)).ok());
  std::string w = RegisterWorker();
  auto t = LeaseTasks(w, 2);
  ASSERT_EQ(t.size(), 2u);
  ReportSession session(coordinator_.get(), w);
  ASSERT_TRUE(session.OnEvent(Generation(t[0], 0)).ok());
  EXPECT_EQ(session.OnEvent(Generation(t[1], 0)).code(), absl::StatusCode::kInvalidArgument);
  ReportSession empty(coordinator_.get(), w);
  EXPECT_EQ(empty.Finish().status().code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(CoordinatorTest, FailureCountsTriesReleaseDoesNot) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp", 2), "", Attempts("k", 1, 1)).ok());
  std::string w = RegisterWorker();
  for (int i = 0; i < 3; ++i) {  // Releases: never FAILED.
    auto t = LeaseTasks(w, 1);
    ASSERT_EQ(t.size(), 1u);
    v1::ReportEvent release = Generation(t[0], 0);
    release.set_released(true);
    ASSERT_TRUE(coordinator_->AcceptEvent(w, release).ok());
  }
  EXPECT_EQ(store_.attempt("k0-1").status.tries, 0u);
  for (int i = 0; i < 2; ++i) {
    auto t = LeaseTasks(w, 1);
    ASSERT_EQ(t.size(), 1u);
    v1::ReportEvent failure = Generation(t[0], 0);
    failure.set_failure("boom " + std::to_string(i));
    ASSERT_TRUE(coordinator_->AcceptEvent(w, failure).ok());
  }
  AttemptRecord record = store_.attempt("k0-1");
  EXPECT_EQ(record.status.state, AttemptState::kFailed);
  EXPECT_EQ(record.status.last_error, "boom 1");
  EXPECT_EQ(record.status.epoch, 5u);
}

TEST_F(CoordinatorTest, CancelTellsHolderAtHeartbeat) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 3, 1)).ok());
  std::string w = RegisterWorker();
  auto t = LeaseTasks(w, 1);
  ASSERT_EQ(t.size(), 1u);
  auto cancelled = coordinator_->Cancel("camp");
  ASSERT_TRUE(cancelled.ok());
  EXPECT_EQ(cancelled->attempts_cancelled(), 3u);
  EXPECT_TRUE(LeaseTasks(w, 5).empty());
  v1::HeartbeatRequest heartbeat;
  heartbeat.set_worker_id(w);
  heartbeat.add_held()->set_attempt_key(t[0].attempt_key());
  heartbeat.mutable_held(0)->set_epoch(t[0].epoch());
  heartbeat.add_held()->set_attempt_key("gone");
  auto response = coordinator_->Heartbeat(heartbeat);
  ASSERT_TRUE(response.ok());
  ASSERT_EQ(response->cancelled_size(), 1);
  EXPECT_EQ(response->cancelled(0).attempt_key(), t[0].attempt_key());
  ASSERT_EQ(response->lost_size(), 1);
  EXPECT_EQ(response->lost(0).attempt_key(), "gone");
  EXPECT_EQ(coordinator_->GetCampaign("camp", false)->state(), v1::CAMPAIGN_CANCELLED);
}

TEST_F(CoordinatorTest, ResubmittingMoreSeedsReopensACancelledCampaign) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  ASSERT_TRUE(coordinator_->Cancel("camp").ok());
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  EXPECT_EQ(coordinator_->GetCampaign("camp", false)->state(), v1::CAMPAIGN_CANCELLED);
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 2)).ok());
  EXPECT_EQ(coordinator_->GetCampaign("camp", false)->state(), v1::CAMPAIGN_RUNNING);
  std::string w = RegisterWorker();
  auto tasks = LeaseTasks(w, 5);
  ASSERT_EQ(tasks.size(), 1u);
  EXPECT_EQ(tasks[0].attempt_key(), "k0-2");
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kCancelled);
}

TEST_F(CoordinatorTest, CancelledAttemptIsAckedCancelledOnReport) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  std::string w = RegisterWorker();
  auto t = LeaseTasks(w, 1);
  ASSERT_TRUE(coordinator_->Cancel("camp").ok());
  ReportSession session(coordinator_.get(), w);
  ASSERT_TRUE(session.OnEvent(Generation(t[0], 0)).ok());
  auto ack = session.Finish();
  ASSERT_TRUE(ack.ok());
  EXPECT_TRUE(ack->cancelled());
  EXPECT_EQ(store_.generations(t[0].attempt_key(), t[0].epoch()), 0u);
}

TEST_F(CoordinatorTest, HeartbeatRenewsAndRestartRestoresLeases) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 1)).ok());
  std::string w = RegisterWorker();
  auto t = LeaseTasks(w, 2);
  ASSERT_EQ(t.size(), 2u);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Generation(t[0], 0)).ok());
  now_ += 800;
  v1::HeartbeatRequest heartbeat;
  heartbeat.set_worker_id(w);
  *heartbeat.add_held() = [&] {
    v1::HeldLease held;
    held.set_attempt_key(t[0].attempt_key());
    held.set_epoch(t[0].epoch());
    return held;
  }();
  ASSERT_TRUE(coordinator_->Heartbeat(heartbeat).ok());
  Restart();  // A new coordinator over the same store.
  now_ += 800;
  // t[1] was not renewed: it expires; t[0] was renewed and survives the restart.
  EXPECT_EQ(coordinator_->ExpireLeases(), 1u);
  EXPECT_EQ(store_.attempt(t[1].attempt_key()).status.state, AttemptState::kQueued);
  // The restored lease remembers the stored events: seq 0 is a duplicate, seq 1 is next.
  auto dup = coordinator_->AcceptEvent(w, Generation(t[0], 0));
  ASSERT_TRUE(dup.ok());
  EXPECT_TRUE(dup->duplicate);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Result(t[0], 1, false)).ok());
  EXPECT_EQ(store_.attempt(t[0].attempt_key()).status.state, AttemptState::kDone);
  auto t2 = LeaseTasks(w, 2);
  ASSERT_EQ(t2.size(), 1u);
  EXPECT_EQ(t2[0].epoch(), 3u);  // Epoch 2 is skipped after a restart.
}

// Load keeps every field of an attempt's status (coordinator_load.cc holds them flat until the
// rows are in): a queued attempt that failed once still has its try and its error after a
// restart, and they go with the next write of its state.
TEST_F(CoordinatorTest, RestartKeepsTheTriesAndTheLastError) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp", 3), "", Attempts("k", 1, 1)).ok());
  std::string w = RegisterWorker();
  auto t = LeaseTasks(w, 1);
  ASSERT_EQ(t.size(), 1u);
  v1::ReportEvent failure = Generation(t[0], 0);
  failure.set_failure("boom");
  ASSERT_TRUE(coordinator_->AcceptEvent(w, failure).ok());
  Restart();
  w = RegisterWorker();
  auto again = LeaseTasks(w, 1);
  ASSERT_EQ(again.size(), 1u);
  EXPECT_EQ(again[0].epoch(), 3u);  // Epoch 2 is skipped after a restart.
  AttemptRecord record = store_.attempt("k0-1");
  EXPECT_EQ(record.status.state, AttemptState::kRunning);
  EXPECT_EQ(record.status.tries, 1u);
  EXPECT_EQ(record.status.last_error, "boom");
  EXPECT_EQ(record.status.worker_id, w);
}

// Ready-ahead attempts are granted while the queue holds enough for every worker's slots, and
// withheld from busy workers at the end, where they would idle another worker's free slot.
TEST_F(CoordinatorTest, LeaseAheadOnlyWithinTheWorkersShareOfTheQueue) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 10)).ok());
  const std::string a = RegisterWorker(1), b = RegisterWorker(1);
  EXPECT_EQ(LeaseTasks(a, 5).size(), 5u);  // Its share: 10 queued x 1 of the 2 slots.
  EXPECT_EQ(LeaseTasks(b, 5).size(), 2u);  // 5 x 1/2, rounded down.
  EXPECT_EQ(LeaseTasks(b, 5).size(), 1u);  // 3 x 1/2: b's slot is taken, the share is not.
  EXPECT_EQ(LeaseTasks(a, 5).size(), 1u);
  EXPECT_EQ(LeaseTasks(b, 5).size(), 0u);  // The last one is left for a free slot.
}

TEST_F(CoordinatorTest, AtTheEndTheLastAttemptWaitsForAFreeSlot) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 3)).ok());
  const std::string a = RegisterWorker(1), b = RegisterWorker(1);
  ASSERT_EQ(LeaseTasks(a, 1).size(), 1u);
  const std::vector<v1::Task> running_on_b = LeaseTasks(b, 1);
  ASSERT_EQ(running_on_b.size(), 1u);
  // One attempt left and both slots busy: a's ask for one ahead gets nothing, and a short wait.
  v1::LeaseRequest ahead;
  ahead.set_worker_id(a);
  ahead.set_max_tasks(1);
  absl::StatusOr<v1::LeaseResponse> withheld = coordinator_->Lease(ahead);
  ASSERT_TRUE(withheld.ok());
  EXPECT_EQ(withheld->tasks_size(), 0);
  EXPECT_EQ(withheld->retry_after_ms(), 20u);
  // b finishes first: its free slot gets the last attempt.
  ASSERT_TRUE(coordinator_->AcceptEvent(b, Result(running_on_b[0], 0, false)).ok());
  EXPECT_THAT(RunTasks(b, 2, false), ElementsAre("k0-3"));
  // Nothing queued any more: the long wait.
  EXPECT_EQ(coordinator_->Lease(ahead)->retry_after_ms(), 1000u);
}

// On a large cluster the withheld workers' asks are spread out: 1 ms per connected slot.
TEST_F(CoordinatorTest, TheWithheldWaitGrowsWithTheConnectedSlots) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 2)).ok());
  const std::string a = RegisterWorker(200), b = RegisterWorker(200);
  ASSERT_EQ(LeaseTasks(a, 1).size(), 1u);
  ASSERT_EQ(LeaseTasks(b, 1).size(), 1u);
  // Fill both workers' 400 slots on paper: a's ask beyond them is withheld (1 queued, share 0).
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 401)).ok());
  EXPECT_EQ(LeaseTasks(a, 199).size(), 199u);
  EXPECT_EQ(LeaseTasks(b, 199).size(), 199u);
  v1::LeaseRequest ahead;
  ahead.set_worker_id(a);
  ahead.set_max_tasks(1);
  absl::StatusOr<v1::LeaseResponse> withheld = coordinator_->Lease(ahead);
  ASSERT_TRUE(withheld.ok());
  EXPECT_EQ(withheld->tasks_size(), 0);
  EXPECT_EQ(withheld->retry_after_ms(), 400u);
}

// Attempts ahead of the free slots stop at 200 ms of estimated work per slot (the cell's
// reported wall_ms), so a worker used to short attempts does not take a block of long ones.
TEST_F(CoordinatorTest, LeaseAheadStopsAtTheEstimatedWorkBudget) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 3)).ok());
  const std::string w = RegisterWorker(1);
  auto finish = [&](const v1::Task& task, int64_t wall_ms) {
    v1::ReportEvent result = Result(task, 0, false);
    result.mutable_repair_result()->set_wall_ms(wall_ms);
    ASSERT_TRUE(coordinator_->AcceptEvent(w, result).ok());
  };
  for (int64_t wall_ms : {500, 10}) {  // Seed 1 of bug0 is long, of bug1 short.
    std::vector<v1::Task> tasks = LeaseTasks(w, 1);
    ASSERT_EQ(tasks.size(), 1u);
    finish(tasks[0], wall_ms);
  }
  // The free slot gets k0-2 (500 ms expected); one ahead regardless (k1-2, 10 ms); k0-3 would
  // bring the work ahead to 510 ms.
  std::vector<v1::Task> tasks = LeaseTasks(w, 4);
  std::vector<std::string> keys;
  for (const v1::Task& t : tasks) keys.push_back(t.attempt_key());
  EXPECT_THAT(keys, ElementsAre("k0-2", "k1-2"));
  // Asked again: one ahead (k0-3, 500 ms), not two.
  ASSERT_EQ(LeaseTasks(w, 4).size(), 1u);
  for (const v1::Task& t : tasks) finish(t, 10);
  keys.clear();
  for (const v1::Task& t : LeaseTasks(w, 4)) keys.push_back(t.attempt_key());
  EXPECT_THAT(keys, ElementsAre("k1-3"));
}

TEST_F(CoordinatorTest, QueueIsSharedAmongConnectedWorkersThatAreNotDraining) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 4)).ok());
  const std::string a = RegisterWorker(1), b = RegisterWorker(3);
  ASSERT_EQ(LeaseTasks(a, 1).size(), 1u);
  EXPECT_EQ(LeaseTasks(a, 4).size(), 0u);  // Share of 3 queued: 3 x 1/4 slots.
  v1::HeartbeatRequest drain;
  drain.set_worker_id(b);
  drain.set_draining(true);
  ASSERT_TRUE(coordinator_->Heartbeat(drain).ok());
  EXPECT_EQ(LeaseTasks(a, 2).size(), 2u);  // b drains: a's share is the whole queue.
  // A worker not seen for a lease duration stops counting at the next RefreshGauges.
  const std::string c = RegisterWorker(1);
  EXPECT_EQ(LeaseTasks(a, 1).size(), 0u);  // 1 queued among a and c.
  now_ += 1500;
  v1::HeartbeatRequest alive;
  alive.set_worker_id(a);
  ASSERT_TRUE(coordinator_->Heartbeat(alive).ok());
  coordinator_->RefreshGauges();
  EXPECT_EQ(LeaseTasks(a, 1).size(), 1u);
  EXPECT_EQ(LeaseTasks(c, 1).size(), 0u);
}

TEST_F(CoordinatorTest, PrioritiesAndFairShareAcrossCampaigns) {
  ASSERT_TRUE(coordinator_->Submit(Spec("low", 3, 0), "", Attempts("l", 2, 1)).ok());
  ASSERT_TRUE(coordinator_->Submit(Spec("high", 3, 5), "", Attempts("h", 2, 1)).ok());
  std::string w = RegisterWorker();
  std::vector<std::string> keys;
  for (const v1::Task& t : LeaseTasks(w, 4)) keys.push_back(t.attempt_key());
  EXPECT_THAT(keys, ElementsAre("h0-1", "h1-1", "l0-1", "l1-1"));
}

TEST_F(CoordinatorTest, ValidatesWorkerRequests) {
  v1::RegisterRequest bad;
  bad.set_slots(0);
  EXPECT_EQ(coordinator_->Register(bad).status().code(), absl::StatusCode::kInvalidArgument);
  v1::LeaseRequest lease;
  lease.set_worker_id("x; drop table");
  lease.set_max_tasks(1);
  EXPECT_EQ(coordinator_->Lease(lease).status().code(), absl::StatusCode::kInvalidArgument);
  lease.set_worker_id(RegisterWorker());
  lease.set_max_tasks(5000);
  EXPECT_EQ(coordinator_->Lease(lease).status().code(), absl::StatusCode::kInvalidArgument);
  v1::HeartbeatRequest heartbeat;
  heartbeat.set_worker_id(lease.worker_id());
  heartbeat.add_held()->set_attempt_key(std::string(65, 'k'));
  EXPECT_EQ(coordinator_->Heartbeat(heartbeat).status().code(), absl::StatusCode::kInvalidArgument);
  v1::ReportEvent unnamed_arm;
  unnamed_arm.set_attempt_key("k");
  unnamed_arm.mutable_generation()->add_arms();
  EXPECT_EQ(coordinator_->AcceptEvent("", unnamed_arm).status().code(),
            absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace aprgrid::coordinator
