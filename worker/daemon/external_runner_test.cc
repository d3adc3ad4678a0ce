#include "worker/daemon/external_runner.h"

#include <chrono>

#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

v1::Attempt MakeAttempt(const std::string& key, uint32_t wall_seconds = 30) {
  v1::Attempt attempt;
  attempt.set_key(key);
  attempt.set_stage("s");
  attempt.mutable_repair()->set_bug("strings-1");
  attempt.mutable_repair()->mutable_search()->set_generations(3);
  attempt.mutable_repair()->set_wall_seconds(wall_seconds);
  attempt.mutable_repair()->set_memory_mb(1024);
  return attempt;
}

ExternalRunner Runner(const std::string& mode, ExternalRunnerOptions options = {}) {
  options.argv_override = {"/usr/bin/python3", APRGRID_FAKE_ENGINE, "--mode", mode};
  return ExternalRunner(options);
}

struct EngineRun {
  absl::StatusOr<v1::ReportEvent> result;
  int generations = 0;
  double seconds = 0;
};

EngineRun RunIt(ExternalRunner runner, const v1::Attempt& attempt, const StopFlag* stop = nullptr) {
  StopFlag none;
  EngineRun run;
  auto start = std::chrono::steady_clock::now();
  run.result = runner.Run(
      attempt, [&](const v1::GenerationEvent&) { ++run.generations; }, stop ? *stop : none);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

TEST(ExternalRunnerTest, StreamsGenerationsAndReturnsTheResult) {
  EngineRun run = RunIt(Runner("ok"), MakeAttempt("00000000000000f3"));
  ASSERT_TRUE(run.result.ok()) << run.result.status();
  EXPECT_EQ(run.generations, 3);
  EXPECT_TRUE(run.result->repair_result().patched());  // 0xf3 % 3 == 0
  EXPECT_EQ(run.result->repair_result().variants_to_patch(), 100u + 0xf3 % 50);
}

TEST(ExternalRunnerTest, GarbageFailsWithTheLineAndKillsTheEngine) {
  EngineRun run = RunIt(Runner("garbage"), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("line 2"), std::string::npos) << run.result.status();
  EXPECT_NE(run.result.status().message().find("this is not json"), std::string::npos);
  EXPECT_LT(run.seconds, 4.0);  // The engine sleeps 5 s after the garbage: it was killed.
}

TEST(ExternalRunnerTest, CrashReportsTheSignalAndStderrTail) {
  EngineRun run = RunIt(Runner("crash"), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("signal 11"), std::string::npos)
      << run.result.status();
  EXPECT_NE(run.result.status().message().find("about to crash"), std::string::npos);
}

TEST(ExternalRunnerTest, OutsideSigtermIsCancelledNotAFailure) {
  EngineRun run = RunIt(Runner("sigterm"), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(run.result.ok());
  EXPECT_TRUE(absl::IsCancelled(run.result.status())) << run.result.status();
}

TEST(ExternalRunnerTest, ExitCodeOneCarriesStderr) {
  EngineRun run = RunIt(Runner("stderr-fail"), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("exit code 1"), std::string::npos);
  EXPECT_NE(run.result.status().message().find("unknown bug nope-1"), std::string::npos);
}

TEST(ExternalRunnerTest, HangHitsTheWallLimit) {
  EngineRun run = RunIt(Runner("hang"), MakeAttempt("0000000000000001", /*wall_seconds=*/1));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("time limit"), std::string::npos)
      << run.result.status();
  EXPECT_LT(run.seconds, 3.0);
}

TEST(ExternalRunnerTest, FloodsAreCut) {
  ExternalRunnerOptions options;
  options.max_stdout_bytes = 1 << 20;
  EngineRun flood = RunIt(Runner("flood", options), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(flood.result.ok());
  EXPECT_NE(flood.result.status().message().find("flood"), std::string::npos)
      << flood.result.status();
  EngineRun big = RunIt(Runner("bigline"), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(big.result.ok());
  EXPECT_NE(big.result.status().message().find("longer than"), std::string::npos)
      << big.result.status();
}

TEST(ExternalRunnerTest, NoResultLineIsAnError) {
  EngineRun run = RunIt(Runner("noresult"), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("without a result"), std::string::npos);
}

TEST(ExternalRunnerTest, StopKillsAtOnce) {
  StopFlag stop;
  stop.Stop(StopReason::kCancelled);
  EngineRun run = RunIt(Runner("hang"), MakeAttempt("0000000000000001"), &stop);
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("interrupted"), std::string::npos);
  EXPECT_LT(run.seconds, 2.0);
}

TEST(ExternalRunnerTest, MissingProgramFails) {
  ExternalRunnerOptions options;
  options.argv_override = {"/nonexistent/engine"};
  EngineRun run = RunIt(ExternalRunner(options), MakeAttempt("0000000000000001"));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("exit code 127"), std::string::npos)
      << run.result.status();
}

}  // namespace
}  // namespace aprgrid::worker
