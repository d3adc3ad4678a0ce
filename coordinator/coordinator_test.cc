#include "coordinator/coordinator.h"

#include <map>
#include <set>

#include "absl/strings/str_cat.h"
#include "coordinator/fake_coordinator_store.h"
#include "coordinator/ingest.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "prometheus/registry.h"

namespace aprgrid::coordinator {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::UnorderedElementsAre;

v1::CampaignSpec Spec(const std::string& name, uint32_t max_tries = 3, int priority = 0) {
  v1::CampaignSpec spec;
  spec.set_name(name);
  spec.set_priority(priority);
  v1::RepairStage* stage = spec.add_stage()->mutable_repair();
  stage->set_name("s");
  stage->set_max_tries(max_tries);
  return spec;
}

// cells x seeds attempts keyed "<prefix><cell>-<seed>", in cell-major order (as expanded).
std::vector<v1::Attempt> Attempts(const std::string& prefix, int cells, int seeds) {
  std::vector<v1::Attempt> out;
  for (int c = 0; c < cells; ++c) {
    for (int s = 1; s <= seeds; ++s) {
      v1::Attempt a;
      a.set_key(prefix + std::to_string(c) + "-" + std::to_string(s));
      a.set_stage("s");
      a.mutable_repair()->set_bug("bug" + std::to_string(c));
      a.mutable_repair()->set_strategy(v1::UCB);
      a.mutable_repair()->set_arm_set(v1::GENPROG_3);
      a.mutable_repair()->set_seed(s);
      out.push_back(a);
    }
  }
  return out;
}

// A campaign of the given repair stages.
v1::CampaignSpec StagedSpec(const std::string& name, const std::vector<std::string>& stages) {
  v1::CampaignSpec spec;
  spec.set_name(name);
  for (const std::string& stage : stages) spec.add_stage()->mutable_repair()->set_name(stage);
  return spec;
}

// One attempt of `stage` on bug<bug> with `seed`, keyed "k<bug>-<seed>": the key leaves out the
// stage, as real keys do.
v1::Attempt AttemptOf(const std::string& stage, int bug, int seed) {
  v1::Attempt a;
  a.set_key("k" + std::to_string(bug) + "-" + std::to_string(seed));
  a.set_stage(stage);
  a.mutable_repair()->set_bug("bug" + std::to_string(bug));
  a.mutable_repair()->set_strategy(v1::UCB);
  a.mutable_repair()->set_arm_set(v1::GENPROG_3);
  a.mutable_repair()->set_seed(seed);
  return a;
}

// What ExpandGrid gives for `grid` (per stage, its (bug, seed) points): the attempts, each key
// once under the first stage naming it, and every stage's members.
struct Expansion {
  std::vector<v1::Attempt> attempts;
  std::vector<spec::StageMembers> members;
};
Expansion Expand(
    const std::vector<std::pair<std::string, std::vector<std::pair<int, int>>>>& grid) {
  Expansion out;
  std::set<std::string> seen;
  for (const auto& [stage, points] : grid) {
    spec::StageMembers& members = out.members.emplace_back();
    members.stage = stage;
    for (const auto& [bug, seed] : points) {
      v1::Attempt a = AttemptOf(stage, bug, seed);
      members.attempt_keys.push_back(a.key());
      if (seen.insert(a.key()).second) out.attempts.push_back(a);
    }
  }
  return out;
}

// The figures Get reports: the campaign's counts, then each cell's.
std::vector<std::string> Figures(const v1::Campaign& campaign) {
  auto line = [](const v1::StateCounts& c) {
    return absl::StrCat("q", c.queued(), " r", c.running(), " d", c.done(), " f", c.failed(), " c",
                        c.cancelled(), " p", c.patched());
  };
  std::vector<std::string> out = {absl::StrCat(campaign.name(), ": ", line(campaign.counts()))};
  for (const v1::CellProgress& cell : campaign.cells()) {
    out.push_back(absl::StrCat(cell.stage(), " ", cell.cell(), ": ", line(cell.counts())));
  }
  return out;
}

class CoordinatorTest : public ::testing::Test {
 protected:
  CoordinatorTest() { Restart(); }

  void Restart() {
    CoordinatorOptions options;
    options.lease_duration_ms = 1000;
    options.now_ms = [this] { return now_; };
    coordinator_ = std::make_unique<Coordinator>(&store_, &metrics_, options);
    ASSERT_TRUE(coordinator_->Load().ok());
  }

  std::string RegisterWorker(uint32_t slots = 4) {
    v1::RegisterRequest request;
    request.set_hostname("h");
    request.set_slots(slots);
    auto response = coordinator_->Register(request);
    EXPECT_TRUE(response.ok());
    return response->worker_id();
  }

  std::vector<v1::Task> LeaseTasks(const std::string& worker, uint32_t n) {
    v1::LeaseRequest request;
    request.set_worker_id(worker);
    request.set_max_tasks(n);
    auto response = coordinator_->Lease(request);
    EXPECT_TRUE(response.ok()) << response.status();
    return {response->tasks().begin(), response->tasks().end()};
  }

  static v1::ReportEvent Generation(const v1::Task& task, uint64_t seq) {
    v1::ReportEvent e;
    e.set_attempt_key(task.attempt_key());
    e.set_epoch(task.epoch());
    e.set_seq(seq);
    e.mutable_generation()->set_generation(static_cast<uint32_t>(seq));
    return e;
  }
  static v1::ReportEvent Result(const v1::Task& task, uint64_t seq, bool patched) {
    v1::ReportEvent e;
    e.set_attempt_key(task.attempt_key());
    e.set_epoch(task.epoch());
    e.set_seq(seq);
    e.mutable_repair_result()->set_patched(patched);
    return e;
  }

  absl::StatusOr<v1::SubmitResponse> SubmitGrid(const v1::CampaignSpec& spec,
                                                const Expansion& expansion) {
    return coordinator_->Submit(spec, "", expansion.attempts, expansion.members);
  }

  // Leases up to n tasks and reports each finished (patched if `patched`).
  std::vector<std::string> RunTasks(const std::string& worker, uint32_t n, bool patched) {
    std::vector<std::string> keys;
    for (const v1::Task& task : LeaseTasks(worker, n)) {
      EXPECT_TRUE(coordinator_->AcceptEvent(worker, Result(task, 0, patched)).ok());
      keys.push_back(task.attempt_key());
    }
    return keys;
  }

  // The value of the metric of `family` whose labels include `labels`; -1 if none.
  double Metric(const std::string& family, const std::map<std::string, std::string>& labels) {
    for (const prometheus::MetricFamily& f : metrics_.registry()->Collect()) {
      if (f.name != family) continue;
      for (const prometheus::ClientMetric& m : f.metric) {
        size_t matched = 0;
        for (const prometheus::ClientMetric::Label& label : m.label) {
          auto it = labels.find(label.name);
          if (it != labels.end() && it->second == label.value) ++matched;
        }
        if (matched == labels.size()) {
          return f.type == prometheus::MetricType::Gauge ? m.gauge.value : m.counter.value;
        }
      }
    }
    return -1;
  }

  v1::CampaignState State(const std::string& name) {
    return coordinator_->GetCampaign(name, false)->state();
  }

  v1::StateCounts Counts(const std::string& name) {
    auto campaign = coordinator_->GetCampaign(name, false);
    EXPECT_TRUE(campaign.ok());
    return campaign->counts();
  }

  int64_t now_ = 1'000'000;
  FakeCoordinatorStore store_;
  CoordinatorMetrics metrics_;
  std::unique_ptr<Coordinator> coordinator_;
};

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
  EXPECT_EQ(store_.finals("k0-1"), 1);
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

// An attempt is one per key, but it belongs to every campaign and stage that names it: each
// counts it (the live figures of aprgrid status/watch/local, like the store's views).
TEST_F(CoordinatorTest, CampaignRepeatingAnotherCampaignsGridCountsTheSharedAttempts) {
  Expansion grid = Expand({{"s", {{0, 1}, {0, 2}, {1, 1}, {1, 2}}}});
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), grid).ok());
  auto again = SubmitGrid(StagedSpec("b", {"s"}), grid);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->attempts_added(), 0u);
  EXPECT_EQ(again->attempts_total(), 4u);
  EXPECT_EQ(Counts("b").queued(), 4u);
  EXPECT_EQ(State("b"), v1::CAMPAIGN_RUNNING);
  std::string w = RegisterWorker();
  EXPECT_EQ(RunTasks(w, 3, /*patched=*/true).size(), 3u);
  EXPECT_EQ(Counts("b").done(), 3u);
  EXPECT_EQ(Counts("b").patched(), 3u);
  EXPECT_EQ(Counts("b").queued(), 1u);
  EXPECT_EQ(RunTasks(w, 3, /*patched=*/false).size(), 1u);
  for (const char* name : {"a", "b"}) {
    EXPECT_EQ(Counts(name).done(), 4u) << name;
    EXPECT_EQ(Counts(name).patched(), 3u) << name;
    EXPECT_EQ(State(name), v1::CAMPAIGN_FINISHED) << name;
  }
  // Each attempt ran once, for both campaigns.
  EXPECT_EQ(store_.attempt_count(), 4u);
}

TEST_F(CoordinatorTest, GaugesAndCompletionsCountASharedAttemptInEveryCampaign) {
  Expansion grid = Expand({{"s", {{0, 1}, {0, 2}}}});
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), grid).ok());
  ASSERT_TRUE(SubmitGrid(StagedSpec("b", {"s"}), grid).ok());
  std::string w = RegisterWorker();
  ASSERT_EQ(RunTasks(w, 1, /*patched=*/true).size(), 1u);
  coordinator_->RefreshGauges();
  for (const char* name : {"a", "b"}) {
    EXPECT_EQ(Metric("aprgrid_coordinator_attempts", {{"campaign", name}, {"state", "queued"}}), 1)
        << name;
    EXPECT_EQ(Metric("aprgrid_coordinator_attempts", {{"campaign", name}, {"state", "done"}}), 1)
        << name;
    EXPECT_EQ(Metric("aprgrid_coordinator_attempt_completions_total",
                     {{"campaign", name}, {"outcome", "patched"}}),
              1)
        << name;
  }
}

TEST_F(CoordinatorTest, PartlyOverlappingCampaignCountsItsWholeGrid) {
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), Expand({{"s", {{0, 1}, {0, 2}}}})).ok());
  auto b = SubmitGrid(StagedSpec("b", {"s"}), Expand({{"s", {{0, 1}, {0, 2}, {1, 1}, {1, 2}}}}));
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->attempts_added(), 2u);
  EXPECT_EQ(b->attempts_total(), 4u);
  EXPECT_EQ(Counts("b").queued(), 4u);
  EXPECT_EQ(Counts("a").queued(), 2u);
  // Resubmitting changes nothing.
  auto same = SubmitGrid(StagedSpec("b", {"s"}), Expand({{"s", {{0, 1}, {0, 2}, {1, 1}, {1, 2}}}}));
  ASSERT_TRUE(same.ok());
  EXPECT_EQ(same->attempts_total(), 4u);
  EXPECT_EQ(Counts("b").queued(), 4u);
}

TEST_F(CoordinatorTest, SharedAttemptCountsInTheCellOfEveryStageNamingIt) {
  // Stage "rq" repeats bug0 seed 1 of stage "tune" (as paper.textproto's rq1-rq2 repeats 400 of
  // the tuning stage's attempts) and adds bug1.
  Expansion grid = Expand({{"tune", {{0, 1}, {0, 2}}}, {"rq", {{0, 1}, {1, 1}}}});
  ASSERT_EQ(grid.attempts.size(), 3u);
  auto submitted = SubmitGrid(StagedSpec("p", {"tune", "rq"}), grid);
  ASSERT_TRUE(submitted.ok());
  EXPECT_EQ(submitted->attempts_total(), 3u);  // The campaign counts each attempt once.
  auto campaign = coordinator_->GetCampaign("p", true);
  ASSERT_TRUE(campaign.ok());
  EXPECT_THAT(Figures(*campaign),
              ElementsAre("p: q3 r0 d0 f0 c0 p0", "tune bug0 UCB/GENPROG_3: q2 r0 d0 f0 c0 p0",
                          "rq bug0 UCB/GENPROG_3: q1 r0 d0 f0 c0 p0",
                          "rq bug1 UCB/GENPROG_3: q1 r0 d0 f0 c0 p0"));
  std::string w = RegisterWorker();
  v1::Task shared;
  for (const v1::Task& task : LeaseTasks(w, 3)) {
    if (task.attempt_key() == "k0-1") shared = task;
  }
  ASSERT_EQ(shared.attempt_key(), "k0-1");
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Result(shared, 0, true)).ok());
  campaign = coordinator_->GetCampaign("p", true);
  ASSERT_TRUE(campaign.ok());
  EXPECT_THAT(Figures(*campaign),
              ElementsAre("p: q0 r2 d1 f0 c0 p1", "tune bug0 UCB/GENPROG_3: q0 r1 d1 f0 c0 p1",
                          "rq bug0 UCB/GENPROG_3: q0 r0 d1 f0 c0 p1",
                          "rq bug1 UCB/GENPROG_3: q0 r1 d0 f0 c0 p0"));
}

TEST_F(CoordinatorTest, CampaignWaitsForItsAttemptsRunningUnderAnotherCampaign) {
  Expansion grid = Expand({{"s", {{0, 1}, {0, 2}}}});
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), grid).ok());
  std::string w = RegisterWorker();
  std::vector<v1::Task> tasks = LeaseTasks(w, 2);
  ASSERT_EQ(tasks.size(), 2u);
  ASSERT_TRUE(SubmitGrid(StagedSpec("b", {"s"}), grid).ok());
  EXPECT_EQ(Counts("b").running(), 2u);
  EXPECT_EQ(State("b"), v1::CAMPAIGN_RUNNING);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Result(tasks[0], 0, false)).ok());
  EXPECT_EQ(State("b"), v1::CAMPAIGN_RUNNING);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Result(tasks[1], 0, false)).ok());
  EXPECT_EQ(State("b"), v1::CAMPAIGN_FINISHED);
  EXPECT_EQ(Counts("b").done(), 2u);
  EXPECT_TRUE(store_.campaign(Coordinator::CampaignIdFor("b")).finished);
}

TEST_F(CoordinatorTest, CampaignOfAttemptsAlreadyDoneIsFinishedAtOnce) {
  Expansion grid = Expand({{"s", {{0, 1}, {0, 2}}}});
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), grid).ok());
  std::string w = RegisterWorker();
  ASSERT_EQ(RunTasks(w, 2, /*patched=*/true).size(), 2u);
  // b repeats a's grid and adds one point.
  auto b = SubmitGrid(StagedSpec("b", {"s"}), Expand({{"s", {{0, 1}, {0, 2}, {0, 3}}}}));
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(Counts("b").done(), 2u);
  EXPECT_EQ(Counts("b").patched(), 2u);
  EXPECT_EQ(Counts("b").queued(), 1u);
  ASSERT_EQ(RunTasks(w, 2, /*patched=*/false).size(), 1u);
  EXPECT_EQ(State("b"), v1::CAMPAIGN_FINISHED);
  EXPECT_EQ(Counts("b").done(), 3u);
  EXPECT_EQ(Counts("a").done(), 2u);
  auto c = SubmitGrid(StagedSpec("c", {"s"}), grid);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(State("c"), v1::CAMPAIGN_FINISHED);
  EXPECT_TRUE(store_.campaign(Coordinator::CampaignIdFor("c")).finished);
}

TEST_F(CoordinatorTest, CancelLeavesAttemptsThatALiveCampaignStillNames) {
  v1::CampaignSpec first = StagedSpec("a", {"s"});
  first.set_priority(1);
  ASSERT_TRUE(SubmitGrid(first, Expand({{"s", {{0, 1}, {1, 1}, {2, 1}}}})).ok());
  ASSERT_TRUE(SubmitGrid(StagedSpec("b", {"s"}), Expand({{"s", {{0, 1}, {1, 1}, {3, 1}}}})).ok());
  std::string w = RegisterWorker();
  // a's queue goes first (priority), so k0-1 runs and k1-1 stays queued.
  std::vector<v1::Task> running = LeaseTasks(w, 1);
  ASSERT_EQ(running.size(), 1u);
  const std::string running_key = running[0].attempt_key();
  ASSERT_EQ(running_key, "k0-1");
  auto cancelled = coordinator_->Cancel("a");
  ASSERT_TRUE(cancelled.ok());
  EXPECT_EQ(cancelled->attempts_cancelled(), 1u);  // Only k2-1: b names the others.
  EXPECT_EQ(State("a"), v1::CAMPAIGN_CANCELLED);
  v1::StateCounts a = Counts("a");
  EXPECT_EQ(a.cancelled(), 1u);
  EXPECT_EQ(a.queued() + a.running(), 2u);  // Still counted, as what they are.
  EXPECT_EQ(Counts("b").cancelled(), 0u);
  EXPECT_EQ(Counts("b").queued() + Counts("b").running(), 3u);
  // The shared running attempt is not cancelled: the heartbeat keeps it, its result counts.
  v1::HeartbeatRequest heartbeat;
  heartbeat.set_worker_id(w);
  heartbeat.add_held()->set_attempt_key(running_key);
  heartbeat.mutable_held(0)->set_epoch(running[0].epoch());
  auto beat = coordinator_->Heartbeat(heartbeat);
  ASSERT_TRUE(beat.ok());
  EXPECT_EQ(beat->cancelled_size(), 0);
  ASSERT_TRUE(coordinator_->AcceptEvent(w, Result(running[0], 0, false)).ok());
  EXPECT_EQ(Counts("a").done(), 1u);
  EXPECT_EQ(Counts("b").done(), 1u);
  // The rest of b's grid still runs, the shared queued one included.
  std::vector<std::string> rest = RunTasks(w, 5, false);
  EXPECT_EQ(rest.size(), 2u);
  EXPECT_EQ(State("b"), v1::CAMPAIGN_FINISHED);
  EXPECT_EQ(Counts("b").done(), 3u);
  EXPECT_EQ(Counts("a").done(), 2u);
  EXPECT_EQ(Counts("a").cancelled(), 1u);
  EXPECT_EQ(State("a"), v1::CAMPAIGN_CANCELLED);
}

TEST_F(CoordinatorTest, CancellingTheLastLiveCampaignCancelsSharedAttempts) {
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), Expand({{"s", {{0, 1}, {1, 1}}}})).ok());
  ASSERT_TRUE(SubmitGrid(StagedSpec("b", {"s"}), Expand({{"s", {{0, 1}, {1, 1}}}})).ok());
  std::string w = RegisterWorker();
  std::vector<v1::Task> running = LeaseTasks(w, 1);
  ASSERT_EQ(running.size(), 1u);
  EXPECT_EQ(coordinator_->Cancel("b")->attempts_cancelled(), 0u);
  EXPECT_EQ(coordinator_->Cancel("a")->attempts_cancelled(), 2u);
  EXPECT_TRUE(LeaseTasks(w, 5).empty());
  for (const char* name : {"a", "b"}) {
    EXPECT_EQ(Counts(name).cancelled(), 2u) << name;
    EXPECT_EQ(State(name), v1::CAMPAIGN_CANCELLED) << name;
  }
  EXPECT_EQ(store_.attempt(running[0].attempt_key()).status.state, AttemptState::kCancelled);
}

TEST_F(CoordinatorTest, RestartRestoresEveryMembership) {
  Expansion p = Expand({{"tune", {{0, 1}, {0, 2}, {1, 1}}}, {"rq", {{0, 1}, {1, 1}, {2, 1}}}});
  ASSERT_TRUE(SubmitGrid(StagedSpec("p", {"tune", "rq"}), p).ok());
  std::string w = RegisterWorker();
  ASSERT_EQ(RunTasks(w, 2, /*patched=*/true).size(), 2u);
  ASSERT_EQ(LeaseTasks(w, 1).size(), 1u);
  Expansion q = Expand({{"s", {{0, 1}, {0, 2}, {1, 1}, {2, 1}, {3, 1}}}});
  ASSERT_TRUE(SubmitGrid(StagedSpec("q", {"s"}), q).ok());
  std::vector<std::string> before;
  for (const char* name : {"p", "q"}) {
    auto campaign = coordinator_->GetCampaign(name, true);
    ASSERT_TRUE(campaign.ok());
    for (std::string& line : Figures(*campaign)) before.push_back(std::move(line));
  }
  EXPECT_THAT(before, ::testing::Contains("q: q2 r1 d2 f0 c0 p2"));
  Restart();
  std::vector<std::string> after;
  for (const char* name : {"p", "q"}) {
    auto campaign = coordinator_->GetCampaign(name, true);
    ASSERT_TRUE(campaign.ok());
    for (std::string& line : Figures(*campaign)) after.push_back(std::move(line));
  }
  EXPECT_EQ(after, before);
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
