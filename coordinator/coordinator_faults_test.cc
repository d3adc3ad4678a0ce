// What the Coordinator does when a store write fails (FakeCoordinatorStore::FailWrites): a failed
// Submit or Cancel changes nothing, in memory or in the store; a report whose write failed is not
// acknowledged, and its retry is written again before it is.
#include <string>
#include <vector>

#include "coordinator/coordinator_test_fixture.h"

namespace aprgrid::coordinator {
namespace {

using Write = FakeCoordinatorStore::Write;

const absl::Status kDiskFull = absl::ResourceExhaustedError("database or disk is full");

TEST_F(CoordinatorTest, SubmitWhoseWriteFailsLeavesNothingBehind) {
  const std::string w = RegisterWorker();
  store_.FailWrites(Write::kSaveSubmission, kDiskFull);
  const absl::StatusOr<v1::SubmitResponse> failed =
      coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 3));
  EXPECT_EQ(failed.status(), kDiskFull);
  EXPECT_EQ(coordinator_->GetCampaign("camp", false).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(coordinator_->ListCampaigns().campaigns_size(), 0);
  EXPECT_TRUE(LeaseTasks(w, 10).empty());
  EXPECT_EQ(store_.attempt_count(), 0u);

  // The fault cleared: the same submission goes through whole.
  const absl::StatusOr<v1::SubmitResponse> retried =
      coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 3));
  ASSERT_TRUE(retried.ok()) << retried.status();
  EXPECT_TRUE(retried->created());
  EXPECT_EQ(retried->attempts_added(), 6u);
  EXPECT_EQ(Counts("camp").queued(), 6u);
  EXPECT_EQ(LeaseTasks(w, 10).size(), 6u);
}

TEST_F(CoordinatorTest, ResubmissionWhoseWriteFailsKeepsTheCampaignAsItWas) {
  const std::string w = RegisterWorker();
  ASSERT_TRUE(
      coordinator_->Submit(Spec("camp", 3, /*priority=*/1), "v1", Attempts("k", 1, 2)).ok());
  store_.FailWrites(Write::kSaveSubmission, kDiskFull);
  EXPECT_FALSE(
      coordinator_->Submit(Spec("camp", 3, /*priority=*/7), "v2", Attempts("k", 1, 5)).ok());
  const absl::StatusOr<v1::Campaign> campaign = coordinator_->GetCampaign("camp", true);
  ASSERT_TRUE(campaign.ok());
  EXPECT_EQ(campaign->priority(), 1);
  EXPECT_EQ(campaign->counts().queued(), 2u);
  EXPECT_EQ(store_.campaign(campaign->campaign_id()).spec_text, "v1");
  EXPECT_EQ(LeaseTasks(w, 10).size(), 2u);  // Not the three the failed resubmission named.
  EXPECT_EQ(store_.attempt_count(), 2u);
}

TEST_F(CoordinatorTest, SharedAttemptsJoinOnlyWhenTheSubmissionCommits) {
  ASSERT_TRUE(coordinator_->Submit(Spec("first"), "", Attempts("k", 1, 2)).ok());
  store_.FailWrites(Write::kSaveSubmission, kDiskFull);
  // "second" names the same two attempts.
  EXPECT_FALSE(coordinator_->Submit(Spec("second"), "", Attempts("k", 1, 2)).ok());
  EXPECT_EQ(coordinator_->GetCampaign("second", false).status().code(),
            absl::StatusCode::kNotFound);
  // Cancelling "first" cancels them: no other campaign names them.
  const absl::StatusOr<v1::CancelResponse> cancelled = coordinator_->Cancel("first");
  ASSERT_TRUE(cancelled.ok());
  EXPECT_EQ(cancelled->attempts_cancelled(), 2u);
}

TEST_F(CoordinatorTest, CancelWhoseWriteFailsChangesNothing) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 4)).ok());
  const std::string w = RegisterWorker(1);
  const std::vector<v1::Task> running = LeaseTasks(w, 1);
  ASSERT_EQ(running.size(), 1u);

  store_.FailWrites(Write::kUpdateAttempts, kDiskFull);
  EXPECT_EQ(coordinator_->Cancel("camp").status(), kDiskFull);
  EXPECT_EQ(State("camp"), v1::CAMPAIGN_RUNNING);
  EXPECT_EQ(Counts("camp").queued(), 3u);
  EXPECT_EQ(Counts("camp").running(), 1u);
  EXPECT_EQ(Counts("camp").cancelled(), 0u);
  const std::string id = Coordinator::CampaignIdFor("camp");
  // The campaign row's write went through; Cancel stored the row as it was again.
  EXPECT_FALSE(store_.campaign(id).cancelled);
  EXPECT_EQ(store_.attempt("k0-2").status.state, AttemptState::kQueued);
  // The queued attempts are leasable again, and the running one's result is taken.
  const std::string other = RegisterWorker(8);
  EXPECT_EQ(LeaseTasks(other, 8).size(), 3u);
  EXPECT_TRUE(coordinator_->AcceptEvent(w, Result(running[0], 0, true)).ok());
  EXPECT_EQ(Counts("camp").done(), 1u);

  // The fault cleared: Cancel works.
  const absl::StatusOr<v1::CancelResponse> cancelled = coordinator_->Cancel("camp");
  ASSERT_TRUE(cancelled.ok()) << cancelled.status();
  EXPECT_EQ(cancelled->attempts_cancelled(), 3u);
  EXPECT_EQ(State("camp"), v1::CAMPAIGN_CANCELLED);
}

TEST_F(CoordinatorTest, CancelWhoseCampaignWriteFailsChangesNothing) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 2)).ok());
  store_.FailWrites(Write::kSaveCampaign, kDiskFull);
  EXPECT_EQ(coordinator_->Cancel("camp").status(), kDiskFull);
  EXPECT_EQ(State("camp"), v1::CAMPAIGN_RUNNING);
  EXPECT_EQ(Counts("camp").queued(), 2u);
  // The attempts' write went through; Cancel stored them as they were again.
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kQueued);
  EXPECT_EQ(LeaseTasks(RegisterWorker(), 4).size(), 2u);
}

TEST_F(CoordinatorTest, AResultWhoseWriteFailedIsNotAcknowledgedAndItsRetryIsWritten) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  const std::string w = RegisterWorker();
  const std::vector<v1::Task> t = LeaseTasks(w, 1);
  ASSERT_EQ(t.size(), 1u);

  store_.FailWrites(Write::kCommitFinal, kDiskFull);
  {
    ReportSession session(coordinator_.get(), w);
    ASSERT_TRUE(session.OnEvent(Generation(t[0], 0)).ok());
    ASSERT_TRUE(session.OnEvent(Result(t[0], 1, true)).ok());
    EXPECT_EQ(session.Finish().status(), kDiskFull);
  }
  EXPECT_EQ(store_.finals("k0-1"), 0);
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kRunning);

  // The worker sends the stream again once the fault cleared: acknowledged only now, and the
  // store holds the result.
  ReportSession retry(coordinator_.get(), w);
  ASSERT_TRUE(retry.OnEvent(Generation(t[0], 0)).ok());
  ASSERT_TRUE(retry.OnEvent(Result(t[0], 1, true)).ok());
  const absl::StatusOr<v1::ReportAck> ack = retry.Finish();
  ASSERT_TRUE(ack.ok()) << ack.status();
  EXPECT_EQ(ack->acked_seq(), 1u);
  EXPECT_EQ(store_.finals("k0-1"), 1);
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kDone);
  EXPECT_TRUE(store_.attempt("k0-1").patched);
}

TEST_F(CoordinatorTest, AGenerationWhoseWriteFailedIsWrittenByItsRetry) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  const std::string w = RegisterWorker();
  const std::vector<v1::Task> t = LeaseTasks(w, 1);
  ASSERT_EQ(t.size(), 1u);
  store_.FailWrites(Write::kAppendGeneration, kDiskFull);
  {
    ReportSession session(coordinator_.get(), w);
    ASSERT_TRUE(session.OnEvent(Generation(t[0], 0)).ok());
    EXPECT_EQ(session.Finish().status(), kDiskFull);
  }
  EXPECT_EQ(store_.generations("k0-1", t[0].epoch()), 0u);
  ReportSession retry(coordinator_.get(), w);
  ASSERT_TRUE(retry.OnEvent(Generation(t[0], 0)).ok());
  ASSERT_TRUE(retry.Finish().ok());
  EXPECT_EQ(store_.generations("k0-1", t[0].epoch()), 1u);
}

}  // namespace
}  // namespace aprgrid::coordinator
