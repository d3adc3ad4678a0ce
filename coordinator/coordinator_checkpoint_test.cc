// Checkpoints through the coordinator (docs/protocol.md, "Checkpoints"): a release's checkpoint is
// stored and carried by the attempt's next lease; the generation rows before it join the
// finishing epoch's, whichever epochs streamed them; a run that did not resume keeps only its
// own rows; an oversized checkpoint is dropped.
#include <string>
#include <vector>

#include "coordinator/coordinator_test_fixture.h"

namespace aprgrid::coordinator {
namespace {

using CoordinatorCheckpointTest = CoordinatorTest;

v1::ReportEvent Gen(const v1::Task& task, uint64_t seq, uint32_t generation) {
  v1::ReportEvent e;
  e.set_attempt_key(task.attempt_key());
  e.set_epoch(task.epoch());
  e.set_seq(seq);
  e.mutable_generation()->set_generation(generation);
  return e;
}

v1::ReportEvent Release(const v1::Task& task, uint64_t seq, uint32_t generation,
                        const std::string& data) {
  v1::ReportEvent e;
  e.set_attempt_key(task.attempt_key());
  e.set_epoch(task.epoch());
  e.set_seq(seq);
  e.set_released(true);
  if (!data.empty()) {
    e.mutable_checkpoint()->set_generation(generation);
    e.mutable_checkpoint()->set_data(data);
  }
  return e;
}

v1::ReportEvent Done(const v1::Task& task, uint64_t seq, uint32_t generations_run) {
  v1::ReportEvent e;
  e.set_attempt_key(task.attempt_key());
  e.set_epoch(task.epoch());
  e.set_seq(seq);
  e.mutable_repair_result()->set_generations_run(generations_run);
  return e;
}

// Reports generations [from, to) of `task` from seq `seq` on; returns the next seq.
uint64_t Stream(Coordinator& c, const std::string& worker, const v1::Task& task, uint64_t seq,
                uint32_t from, uint32_t to) {
  for (uint32_t g = from; g < to; ++g) {
    EXPECT_TRUE(c.AcceptEvent(worker, Gen(task, seq++, g)).ok());
  }
  return seq;
}

TEST_F(CoordinatorCheckpointTest, NextLeaseCarriesTheCheckpointAndHistoryIsWhole) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  const std::string w = RegisterWorker();
  std::vector<v1::Task> first = LeaseTasks(w, 1);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_FALSE(first[0].has_checkpoint());
  uint64_t seq = Stream(*coordinator_, w, first[0], 0, 0, 3);
  absl::StatusOr<EventOutcome> released =
      coordinator_->AcceptEvent(w, Release(first[0], seq, 3, "state-3"));
  ASSERT_TRUE(released.ok()) << released.status();
  ASSERT_TRUE(Await(released->ticket).ok());
  std::optional<StoredCheckpoint> stored = store_.checkpoint("k0-1");
  ASSERT_TRUE(stored.has_value());
  EXPECT_EQ(stored->epoch, 1u);
  EXPECT_EQ(stored->checkpoint.generation(), 3u);
  EXPECT_EQ(store_.attempt("k0-1").status.tries, 0u);

  // The second holder resumes at 3 and is released again at 4 (after generation 3).
  std::vector<v1::Task> second = LeaseTasks(RegisterWorker(), 1);
  ASSERT_EQ(second.size(), 1u);
  ASSERT_TRUE(second[0].has_checkpoint());
  EXPECT_EQ(second[0].checkpoint().generation(), 3u);
  EXPECT_EQ(second[0].checkpoint().data(), "state-3");
  const std::string w2 = store_.attempt("k0-1").status.worker_id;
  seq = Stream(*coordinator_, w2, second[0], 0, 3, 4);
  ASSERT_TRUE(coordinator_->AcceptEvent(w2, Release(second[0], seq, 4, "state-4")).ok());
  // Epoch 2 now holds the whole history before generation 4.
  EXPECT_EQ(store_.generation_numbers("k0-1", 2), (std::vector<uint64_t>{0, 1, 2, 3}));
  EXPECT_EQ(store_.checkpoint("k0-1")->epoch, 2u);

  // A coordinator restart keeps it.
  Restart();
  const std::string w3 = RegisterWorker();
  std::vector<v1::Task> third = LeaseTasks(w3, 1);
  ASSERT_EQ(third.size(), 1u);
  ASSERT_TRUE(third[0].has_checkpoint());
  EXPECT_EQ(third[0].checkpoint().data(), "state-4");
  seq = Stream(*coordinator_, w3, third[0], 0, 4, 6);
  ASSERT_TRUE(coordinator_->AcceptEvent(w3, Done(third[0], seq, 6)).ok());
  const uint64_t final_epoch = third[0].epoch();
  EXPECT_EQ(store_.generation_numbers("k0-1", final_epoch),
            (std::vector<uint64_t>{0, 1, 2, 3, 4, 5}));
  for (uint64_t epoch = 0; epoch < final_epoch; ++epoch) {
    EXPECT_EQ(store_.generations("k0-1", epoch), 0u) << epoch;
  }
  EXPECT_FALSE(store_.checkpoint("k0-1").has_value());
  EXPECT_EQ(store_.attempt("k0-1").status.state, AttemptState::kDone);
}

// A holder that refused the checkpoint and ran from scratch keeps only its own rows, also when
// it ran fewer generations than the checkpoint had.
TEST_F(CoordinatorCheckpointTest, RunThatDidNotResumeKeepsOnlyItsOwnRows) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 1, 1)).ok());
  const std::string w = RegisterWorker();
  std::vector<v1::Task> first = LeaseTasks(w, 1);
  uint64_t seq = Stream(*coordinator_, w, first[0], 0, 0, 4);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Release(first[0], seq, 4, "state-4")).ok());
  std::vector<v1::Task> second = LeaseTasks(w, 1);
  ASSERT_TRUE(second[0].has_checkpoint());
  seq = Stream(*coordinator_, w, second[0], 0, 0, 2);  // From scratch; patched at generation 1.
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Done(second[0], seq, 2)).ok());
  EXPECT_EQ(store_.generation_numbers("k0-1", second[0].epoch()), (std::vector<uint64_t>{0, 1}));
  EXPECT_EQ(store_.generations("k0-1", first[0].epoch()), 0u);
}

// A release without a checkpoint keeps the previous one; an oversized one is dropped; a
// checkpoint on any other event is refused.
TEST_F(CoordinatorCheckpointTest, MissingOversizedAndMisplacedCheckpoints) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 2, 1)).ok());
  const std::string w = RegisterWorker();
  std::vector<v1::Task> t = LeaseTasks(w, 2);
  ASSERT_EQ(t.size(), 2u);
  v1::ReportEvent misplaced = Gen(t[0], 0, 0);
  misplaced.mutable_checkpoint()->set_generation(1);
  misplaced.mutable_checkpoint()->set_data("x");
  EXPECT_EQ(coordinator_->AcceptEvent(w, misplaced).status().code(),
            absl::StatusCode::kInvalidArgument);
  uint64_t seq = Stream(*coordinator_, w, t[0], 0, 0, 2);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Release(t[0], seq, 2, "state-2")).ok());
  ASSERT_TRUE(
      coordinator_->AcceptEvent(w, Release(t[1], 0, 1, std::string(kMaxCheckpointBytes + 1, 'x')))
          .ok());
  EXPECT_FALSE(store_.checkpoint(t[1].attempt_key()).has_value());
  std::vector<v1::Task> again = LeaseTasks(w, 2);
  ASSERT_EQ(again.size(), 2u);
  for (const v1::Task& task : again) {
    EXPECT_EQ(task.has_checkpoint(), task.attempt_key() == t[0].attempt_key())
        << task.attempt_key();
    // Released once more, without a checkpoint: the stored one stays.
    ASSERT_TRUE(coordinator_->AcceptEvent(w, Release(task, 0, 0, "")).ok());
  }
  std::optional<StoredCheckpoint> kept = store_.checkpoint(t[0].attempt_key());
  ASSERT_TRUE(kept.has_value());
  EXPECT_EQ(kept->checkpoint.data(), "state-2");
  EXPECT_EQ(kept->epoch, t[0].epoch());
}

// One Lease carries at most kMaxLeaseCheckpointBytes of checkpoints (the first regardless).
TEST_F(CoordinatorCheckpointTest, LeaseBoundsTheCheckpointBytesItCarries) {
  ASSERT_TRUE(coordinator_->Submit(Spec("camp"), "", Attempts("k", 3, 1)).ok());
  const std::string w = RegisterWorker(8);
  std::vector<v1::Task> t = LeaseTasks(w, 3);
  ASSERT_EQ(t.size(), 3u);
  const std::string big(kMaxCheckpointBytes, 'c');
  for (const v1::Task& task : t) {
    ASSERT_TRUE(coordinator_->AcceptEvent(w, Release(task, 0, 1, big)).ok());
  }
  std::vector<v1::Task> first = LeaseTasks(w, 3);
  EXPECT_EQ(first.size(), 2u);  // Two of them fit in 8 MiB, three do not.
  std::vector<v1::Task> rest = LeaseTasks(w, 3);
  ASSERT_EQ(rest.size(), 1u);
  EXPECT_TRUE(rest[0].has_checkpoint());
}

}  // namespace
}  // namespace aprgrid::coordinator
