#include "worker/daemon/builtin_runner.h"

#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "gtest/gtest.h"
#include "worker/repair/shared_outcomes.h"

namespace aprgrid::worker {
namespace {

using Clock = std::chrono::steady_clock;

// The one attempt of a spec on `bug` with the given search size, fully resolved by the expander.
v1::Attempt OneAttempt(const std::string& bug, int population, int generations) {
  const std::string text =
      "name: \"t\"\nstage { repair { name: \"s\" subjects { bugs: \"" + bug +
      "\" } search { population: " + std::to_string(population) +
      " generations: " + std::to_string(generations) +
      " } strategy: UNIFORM arm_set: GENPROG_3 seeds { first: 1 count: 1 } } }";
  auto spec = spec::ParseCampaignSpec(text, "test");
  EXPECT_TRUE(spec.ok()) << spec.status();
  auto catalog = spec::SubjectCatalog::Load(APRGRID_SUBJECTS_DIR);
  EXPECT_TRUE(catalog.ok()) << catalog.status();
  auto attempts = spec::ExpandGrid(*spec, &*catalog, {});
  EXPECT_TRUE(attempts.ok()) << attempts.status();
  return attempts->at(0);
}

TEST(BuiltinRunnerTest, RunsAnAttemptAndReportsEachGeneration) {
  std::unique_ptr<TaskRunner> runner = MakeBuiltinRunner(APRGRID_SUBJECTS_DIR);
  int generations = 0;
  StopFlag stop;
  absl::StatusOr<v1::ReportEvent> outcome = runner->Run(
      OneAttempt("collections-11", 6, 2), AttemptInputs(),
      [&](const v1::GenerationEvent&) { ++generations; }, stop);
  ASSERT_TRUE(outcome.ok()) << outcome.status();
  ASSERT_TRUE(outcome->has_repair_result());
  EXPECT_EQ(outcome->repair_result().generations_run(), static_cast<uint32_t>(generations));
  EXPECT_GT(generations, 0);
}

// A long search (a bug no GP operator fixes, 300 x 100 variants) stops within a second of the
// stop flag, mid-generation, and reports nothing after it.
TEST(BuiltinRunnerTest, AStopEndsALongSearchWithinASecond) {
  std::unique_ptr<TaskRunner> runner = MakeBuiltinRunner(APRGRID_SUBJECTS_DIR);
  StopFlag stop;
  std::atomic<int> events_after_stop{0};
  Clock::time_point stopped_at;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    stopped_at = Clock::now();
    stop.Stop(StopReason::kCancelled);
  });
  const Clock::time_point start = Clock::now();
  absl::StatusOr<v1::ReportEvent> outcome = runner->Run(
      OneAttempt("collections-11", 300, 100), AttemptInputs(),
      [&](const v1::GenerationEvent&) {
        if (stop.stopped()) ++events_after_stop;
      },
      stop);
  const Clock::time_point end = Clock::now();
  stopper.join();
  ASSERT_FALSE(outcome.ok()) << "the search ended before the stop; make it longer";
  EXPECT_NE(outcome.status().message().find("interrupted"), std::string::npos) << outcome.status();
  EXPECT_GE(end - start, std::chrono::milliseconds(500));
  EXPECT_LT(end - stopped_at, std::chrono::seconds(1));
  EXPECT_EQ(events_after_stop.load(), 0);
}

// docs/protocol.md, "Checkpoints": the runner hands out a checkpoint at every boundary; resumed
// from one it first offers the lease's checkpoint back, then reports exactly the uninterrupted
// run's remaining events and its result. A corrupted or foreign checkpoint is refused and the
// attempt runs from scratch.
struct Resumed {
  absl::StatusOr<v1::ReportEvent> outcome;
  std::vector<std::string> events;                        // Serialised generation events.
  std::vector<std::pair<uint32_t, std::string>> offered;  // (generation, bytes).
};

Resumed RunWithHooks(TaskRunner& runner, const v1::Attempt& attempt,
                     const v1::AttemptCheckpoint* resume) {
  Resumed run;
  CheckpointHooks hooks;
  hooks.resume = resume;
  hooks.on_checkpoint = [&run](uint32_t generation, CheckpointEncoder encode) {
    run.offered.emplace_back(generation, encode ? encode() : std::string("<withdrawn>"));
  };
  StopFlag stop;
  run.outcome = runner.RunResumable(
      attempt, AttemptInputs{},
      [&](const v1::GenerationEvent& event) { run.events.push_back(event.SerializeAsString()); },
      stop, hooks);
  if (run.outcome.ok()) run.outcome->mutable_repair_result()->set_wall_ms(0);
  return run;
}

TEST(BuiltinRunnerTest, ResumesFromItsCheckpointsExactly) {
  std::unique_ptr<TaskRunner> runner = MakeBuiltinRunner(APRGRID_SUBJECTS_DIR);
  const v1::Attempt attempt = OneAttempt("collections-11", 8, 5);
  Resumed whole = RunWithHooks(*runner, attempt, nullptr);
  ASSERT_TRUE(whole.outcome.ok()) << whole.outcome.status();
  ASSERT_EQ(whole.events.size(), 5u);
  ASSERT_EQ(whole.offered.size(), 4u);  // After generations 0..3.
  for (uint32_t i = 0; i < 4; ++i) EXPECT_EQ(whole.offered[i].first, i + 1);
  for (uint32_t at : {1u, 3u}) {
    v1::AttemptCheckpoint checkpoint;
    checkpoint.set_generation(at);
    checkpoint.set_data(whole.offered[at - 1].second);
    Resumed resumed = RunWithHooks(*runner, attempt, &checkpoint);
    ASSERT_TRUE(resumed.outcome.ok()) << resumed.outcome.status();
    EXPECT_EQ(resumed.events,
              std::vector<std::string>(whole.events.begin() + at, whole.events.end()));
    EXPECT_EQ(resumed.outcome->SerializeAsString(), whole.outcome->SerializeAsString());
    ASSERT_FALSE(resumed.offered.empty());
    EXPECT_EQ(resumed.offered[0], std::make_pair(at, checkpoint.data()));
  }
  // One byte flipped; the checkpoint of another attempt; a lease that names another generation.
  v1::AttemptCheckpoint corrupted;
  corrupted.set_generation(2);
  corrupted.set_data(whole.offered[1].second);
  corrupted.mutable_data()->back() ^= 1;
  const v1::Attempt other = OneAttempt("collections-11", 8, 4);
  Resumed foreign_run = RunWithHooks(*runner, other, nullptr);
  ASSERT_GE(foreign_run.offered.size(), 2u);
  v1::AttemptCheckpoint foreign;
  foreign.set_generation(2);
  foreign.set_data(foreign_run.offered[1].second);
  v1::AttemptCheckpoint mislabelled;
  mislabelled.set_generation(3);
  mislabelled.set_data(whole.offered[1].second);
  for (const v1::AttemptCheckpoint* bad : {&corrupted, &foreign, &mislabelled}) {
    Resumed fresh = RunWithHooks(*runner, attempt, bad);
    ASSERT_TRUE(fresh.outcome.ok()) << fresh.outcome.status();
    EXPECT_EQ(fresh.events, whole.events);
    EXPECT_EQ(fresh.outcome->SerializeAsString(), whole.outcome->SerializeAsString());
    EXPECT_EQ(fresh.offered, whole.offered);
  }
}

// docs/repair-engine.md, "Shared test outcomes": runners sharing one table report the same
// results as a runner without one, after each other, after an attempt stopped mid-search (an
// interrupted evaluation publishes nothing) and from two slots at once; the table served
// outcomes, so the paths differ.
TEST(BuiltinRunnerTest, ASharedOutcomeTableChangesNoResult) {
  auto table = std::make_shared<repair::SharedOutcomes>(size_t{64} << 20);
  std::unique_ptr<TaskRunner> plain = MakeBuiltinRunner(APRGRID_SUBJECTS_DIR);
  std::unique_ptr<TaskRunner> shared = MakeBuiltinRunner(APRGRID_SUBJECTS_DIR, table);
  auto run = [](TaskRunner& runner, const v1::Attempt& attempt) {
    StopFlag stop;
    absl::StatusOr<v1::ReportEvent> outcome = runner.Run(
        attempt, AttemptInputs(), [](const v1::GenerationEvent&) {}, stop);
    EXPECT_TRUE(outcome.ok()) << outcome.status();
    if (!outcome.ok()) return std::string();
    outcome->mutable_repair_result()->set_wall_ms(0);
    return outcome->SerializeAsString();
  };
  // A stopped search first: what it learnt before the stop stays, its last evaluation does not.
  {
    StopFlag stop;
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(300));
      stop.Stop(StopReason::kCancelled);
    });
    absl::StatusOr<v1::ReportEvent> stopped = shared->Run(
        OneAttempt("collections-11", 300, 100), AttemptInputs(), [](const v1::GenerationEvent&) {},
        stop);
    stopper.join();
    EXPECT_FALSE(stopped.ok());
  }
  const v1::Attempt small = OneAttempt("collections-11", 20, 4);
  const v1::Attempt larger = OneAttempt("collections-11", 40, 6);
  const std::string want_small = run(*plain, small);
  const std::string want_larger = run(*plain, larger);
  EXPECT_EQ(run(*shared, small), want_small);
  EXPECT_EQ(run(*shared, larger), want_larger);
  const int64_t hits_before = table->stats().hits;
  std::string got[2];
  std::thread slot1([&] { got[0] = run(*shared, larger); });
  std::thread slot2([&] { got[1] = run(*shared, small); });
  slot1.join();
  slot2.join();
  EXPECT_EQ(got[0], want_larger);
  EXPECT_EQ(got[1], want_small);
  EXPECT_GT(table->stats().hits, hits_before);
  EXPECT_GT(table->stats().entries, 0);
}

}  // namespace
}  // namespace aprgrid::worker
