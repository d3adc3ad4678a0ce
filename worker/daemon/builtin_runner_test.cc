#include "worker/daemon/builtin_runner.h"

#include <chrono>
#include <thread>

#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "gtest/gtest.h"

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

}  // namespace
}  // namespace aprgrid::worker
