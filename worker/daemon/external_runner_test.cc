#include "worker/daemon/external_runner.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

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
      attempt, AttemptInputs(), [&](const v1::GenerationEvent&) { ++run.generations; },
      stop ? *stop : none);
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

// A file name for a grandchild's pid, unique to this test.
std::string PidFile(const std::string& name) {
  const char* tmp = std::getenv("TMPDIR");
  std::string path = std::string(tmp != nullptr ? tmp : "/tmp") + "/aprgrid-grandchild-" +
                     std::to_string(getpid()) + "-" + name;
  std::remove(path.c_str());
  return path;
}

// The pid the engine's grandchild wrote, or 0.
pid_t ReadPid(const std::string& path) {
  std::ifstream in(path);
  long pid = 0;
  in >> pid;
  std::remove(path.c_str());
  return static_cast<pid_t>(pid);
}

bool Exists(pid_t pid) { return kill(pid, 0) == 0 || errno != ESRCH; }

ExternalRunner GrandchildRunner(const std::string& mode, const std::string& pid_file) {
  ExternalRunnerOptions options;
  options.argv_override = {
      "/usr/bin/python3", APRGRID_FAKE_ENGINE, "--mode", mode, "--grandchild-pid-file", pid_file};
  return ExternalRunner(options);
}

// An engine that starts a grandchild in a session of its own (setsid), which keeps the engine's
// stdout and stderr open and sleeps for minutes: when the attempt ends, however it ends, the
// grandchild is gone too (killed by the engine's supervisor, a subreaper).
TEST(ExternalRunnerTest, SetsidGrandchildDiesWhenTheEngineFinishes) {
  const std::string pid_file = PidFile("finish");
  EngineRun run = RunIt(GrandchildRunner("ok", pid_file), MakeAttempt("00000000000000f3"));
  ASSERT_TRUE(run.result.ok()) << run.result.status();  // Not held up by the open pipes.
  EXPECT_LT(run.seconds, 10.0);
  const pid_t grandchild = ReadPid(pid_file);
  ASSERT_GT(grandchild, 0);
  EXPECT_FALSE(Exists(grandchild)) << "grandchild " << grandchild << " outlived the engine";
}

TEST(ExternalRunnerTest, SetsidGrandchildDiesWhenTheAttemptIsStopped) {
  const std::string pid_file = PidFile("stop");
  StopFlag stop;
  ExternalRunner runner = GrandchildRunner("hang", pid_file);
  std::thread stopper([&] {
    // Stop once the grandchild is there (polled, bounded).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!std::ifstream(pid_file).good() && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    stop.Stop(StopReason::kCancelled);
  });
  EngineRun run = RunIt(std::move(runner), MakeAttempt("0000000000000001"), &stop);
  stopper.join();
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("interrupted"), std::string::npos)
      << run.result.status();
  const pid_t grandchild = ReadPid(pid_file);
  ASSERT_GT(grandchild, 0);
  EXPECT_FALSE(Exists(grandchild)) << "grandchild " << grandchild << " outlived the stop";
}

TEST(ExternalRunnerTest, SetsidGrandchildDiesAtTheWallLimit) {
  const std::string pid_file = PidFile("timeout");
  EngineRun run =
      RunIt(GrandchildRunner("hang", pid_file), MakeAttempt("0000000000000001", /*wall=*/2));
  ASSERT_FALSE(run.result.ok());
  EXPECT_NE(run.result.status().message().find("time limit"), std::string::npos)
      << run.result.status();
  const pid_t grandchild = ReadPid(pid_file);
  ASSERT_GT(grandchild, 0);
  EXPECT_FALSE(Exists(grandchild)) << "grandchild " << grandchild << " outlived the time limit";
}

// With an allow-list, an engine not on it fails the attempt with a message naming the engine and
// the flag, and nothing is started; an engine on it runs.
TEST(ExternalRunnerTest, EngineNotAllowedFailsTheAttemptNamingTheFlag) {
  ExternalRunnerOptions options;
  options.restrict_engines = true;
  options.allowed_engines = {"/usr/bin/python3"};
  v1::Attempt attempt = MakeAttempt("00000000000000f3");
  const std::string marker = PidFile("not-allowed");
  attempt.mutable_repair()->mutable_engine()->mutable_external()->add_argv("/bin/sh");
  attempt.mutable_repair()->mutable_engine()->mutable_external()->add_argv("-c");
  attempt.mutable_repair()->mutable_engine()->mutable_external()->add_argv("touch " + marker);
  EngineRun refused = RunIt(ExternalRunner(options), attempt);
  ASSERT_FALSE(refused.result.ok());
  EXPECT_TRUE(absl::IsPermissionDenied(refused.result.status())) << refused.result.status();
  EXPECT_NE(refused.result.status().message().find("\"/bin/sh\""), std::string::npos)
      << refused.result.status();
  EXPECT_NE(refused.result.status().message().find("--allow-engine /bin/sh"), std::string::npos)
      << refused.result.status();
  EXPECT_FALSE(std::ifstream(marker).good()) << "the refused engine ran";

  v1::Attempt allowed = MakeAttempt("00000000000000f3");
  for (const char* arg : {"/usr/bin/python3", APRGRID_FAKE_ENGINE, "--mode", "ok"}) {
    allowed.mutable_repair()->mutable_engine()->mutable_external()->add_argv(arg);
  }
  EngineRun ran = RunIt(ExternalRunner(options), allowed);
  ASSERT_TRUE(ran.result.ok()) << ran.result.status();
  EXPECT_TRUE(ran.result->repair_result().patched());

  options.allowed_engines.clear();  // The worker's default: built-in engine only.
  EngineRun none = RunIt(ExternalRunner(options), allowed);
  EXPECT_TRUE(absl::IsPermissionDenied(none.result.status())) << none.result.status();
}

// docs/external-engine.md, "Checkpoints": the engine's checkpoint lines reach the hooks, and a
// lease's checkpoint goes to the engine, which continues where it stopped; one it refuses leaves
// it starting from generation 0.
struct CheckpointRun {
  absl::StatusOr<v1::ReportEvent> result;
  std::vector<uint32_t> generations;                      // Of the generation events.
  std::vector<std::pair<uint32_t, std::string>> offered;  // (generation, bytes) per checkpoint.
};

CheckpointRun RunWithCheckpoints(const v1::Attempt& attempt,
                                 const v1::AttemptCheckpoint* resume = nullptr) {
  CheckpointRun run;
  CheckpointHooks hooks;
  hooks.resume = resume;
  hooks.on_checkpoint = [&run](uint32_t generation, CheckpointEncoder encode) {
    run.offered.emplace_back(generation, encode ? encode() : std::string("<withdrawn>"));
  };
  StopFlag none;
  run.result = Runner("ok").RunResumable(
      attempt, AttemptInputs{},
      [&](const v1::GenerationEvent& event) { run.generations.push_back(event.generation()); },
      none, hooks);
  return run;
}

TEST(ExternalRunnerTest, CheckpointLinesReachTheHooksAndResumeContinues) {
  const v1::Attempt attempt = MakeAttempt("00000000000000f3");  // 3 generations.
  CheckpointRun calm = RunWithCheckpoints(attempt);
  ASSERT_TRUE(calm.result.ok()) << calm.result.status();
  EXPECT_EQ(calm.generations, (std::vector<uint32_t>{0, 1, 2}));
  ASSERT_EQ(calm.offered.size(), 2u);
  EXPECT_EQ(calm.offered[0], std::make_pair(1u, std::string("fake:00000000000000f3:1")));
  EXPECT_EQ(calm.offered[1], std::make_pair(2u, std::string("fake:00000000000000f3:2")));

  v1::AttemptCheckpoint checkpoint;
  checkpoint.set_generation(calm.offered[1].first);
  checkpoint.set_data(calm.offered[1].second);
  CheckpointRun resumed = RunWithCheckpoints(attempt, &checkpoint);
  ASSERT_TRUE(resumed.result.ok()) << resumed.result.status();
  EXPECT_EQ(resumed.generations, (std::vector<uint32_t>{2}));
  // The lease's checkpoint is offered first, so that a release before the next boundary hands
  // it back; the engine reaches no further boundary.
  ASSERT_EQ(resumed.offered.size(), 1u);
  EXPECT_EQ(resumed.offered[0], calm.offered[1]);
  EXPECT_EQ(resumed.result->repair_result().SerializeAsString(),
            calm.result->repair_result().SerializeAsString());

  v1::AttemptCheckpoint foreign;
  foreign.set_generation(2);
  foreign.set_data("fake:0000000000000001:2");
  CheckpointRun refused = RunWithCheckpoints(attempt, &foreign);
  ASSERT_TRUE(refused.result.ok()) << refused.result.status();
  EXPECT_EQ(refused.generations, (std::vector<uint32_t>{0, 1, 2}));
  ASSERT_EQ(refused.offered.size(), 3u);
  EXPECT_EQ(refused.offered[1], calm.offered[0]);
}

}  // namespace
}  // namespace aprgrid::worker
