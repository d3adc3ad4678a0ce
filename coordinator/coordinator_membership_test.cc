// Shared attempts: one attempt per key, a member of every campaign and stage that names it.
#include <tuple>

#include "coordinator/coordinator.h"
#include "coordinator/coordinator_test_fixture.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::coordinator {
namespace {

using ::testing::ElementsAre;

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

// A coordinator started on an existing database counts its completed attempts from the start,
// so per-campaign ratios do not restart with the process; results observe the duration histogram.
TEST_F(CoordinatorTest, CompletionCountersSurviveARestartAndDurationsAreObserved) {
  ASSERT_TRUE(SubmitGrid(StagedSpec("a", {"s"}), Expand({{"s", {{0, 1}, {0, 2}, {1, 1}}}})).ok());
  std::string w = RegisterWorker();
  ASSERT_EQ(RunTasks(w, 2, /*patched=*/true).size(), 2u);
  ASSERT_EQ(RunTasks(w, 1, /*patched=*/false).size(), 1u);
  uint64_t durations = 0;
  for (const prometheus::MetricFamily& f : metrics_.registry()->Collect()) {
    if (f.name != "aprgrid_attempt_duration_seconds") continue;
    for (const prometheus::ClientMetric& m : f.metric) durations += m.histogram.sample_count;
  }
  EXPECT_EQ(durations, 3u);

  CoordinatorMetrics fresh;  // A new process: its counters start empty...
  CoordinatorOptions options;
  options.now_ms = [this] { return now_; };
  Coordinator restarted(&store_, &fresh, options);
  ASSERT_TRUE(restarted.Load().ok());
  auto completions = [&](const std::string& outcome) {  // ...and Load fills them.
    for (const prometheus::MetricFamily& f : fresh.registry()->Collect()) {
      if (f.name != "aprgrid_coordinator_attempt_completions_total") continue;
      for (const prometheus::ClientMetric& m : f.metric) {
        for (const prometheus::ClientMetric::Label& label : m.label) {
          if (label.name == "outcome" && label.value == outcome) return m.counter.value;
        }
      }
    }
    return -1.0;
  };
  EXPECT_EQ(completions("patched"), 2);
  EXPECT_EQ(completions("unpatched"), 1);
}

// The two Submits (a list of attempts with every stage's members; the expansion per cell) give
// the same campaigns, cells, stored links and lease order, with repeats within a submission and
// across campaigns.
TEST_F(CoordinatorTest, ListAndPerCellSubmissionsAgree) {
  const Expansion first = Expand({{"tune", {{0, 1}, {0, 2}, {0, 3}}}, {"rq", {{0, 2}, {1, 1}}}});
  const Expansion second =
      Expand({{"s", {{0, 3}, {0, 4}, {1, 1}, {2, 1}, {2, 2}}}, {"t", {{2, 2}, {0, 1}}}});
  ASSERT_EQ(Cells(first).runs.size(), 2u);  // bug0 seeds 1-3; bug1 seed 1.
  ASSERT_EQ(Cells(first).stages[1].repeats.size(), 1u);
  FakeCoordinatorStore list_store;
  CoordinatorMetrics list_metrics;
  CoordinatorOptions options;
  options.now_ms = [this] { return now_; };
  Coordinator by_list(&list_store, &list_metrics, options);
  ASSERT_TRUE(by_list.Load().ok());
  for (const auto& [name, stages, expansion] :
       {std::tuple("p", std::vector<std::string>{"tune", "rq"}, first),
        std::tuple("q", std::vector<std::string>{"s", "t"}, second)}) {
    auto cells = SubmitGrid(StagedSpec(name, stages), expansion);
    auto list = by_list.Submit(StagedSpec(name, stages), "", expansion.attempts, expansion.members);
    ASSERT_TRUE(cells.ok() && list.ok());
    EXPECT_EQ(cells->SerializeAsString(), list->SerializeAsString()) << name;
  }
  for (const char* name : {"p", "q"}) {
    auto cells = coordinator_->GetCampaign(name, true);
    auto list = by_list.GetCampaign(name, true);
    ASSERT_TRUE(cells.ok() && list.ok());
    EXPECT_EQ(Figures(*cells), Figures(*list)) << name;
  }
  EXPECT_EQ(store_.links(), list_store.links());
  EXPECT_EQ(store_.attempt_count(), list_store.attempt_count());
  v1::RegisterRequest register_request;
  register_request.set_hostname("h");
  register_request.set_slots(16);
  auto list_worker = by_list.Register(register_request);
  ASSERT_TRUE(list_worker.ok());
  v1::LeaseRequest lease;
  lease.set_worker_id(list_worker->worker_id());
  lease.set_max_tasks(16);
  auto list_tasks = by_list.Lease(lease);
  ASSERT_TRUE(list_tasks.ok());
  std::vector<std::string> list_keys;
  for (const v1::Task& task : list_tasks->tasks()) list_keys.push_back(task.attempt_key());
  std::vector<std::string> cell_keys;
  for (const v1::Task& task : LeaseTasks(RegisterWorker(16), 16)) {
    cell_keys.push_back(task.attempt_key());
  }
  EXPECT_EQ(cell_keys.size(), 7u);
  EXPECT_EQ(cell_keys, list_keys);
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

}  // namespace
}  // namespace aprgrid::coordinator
