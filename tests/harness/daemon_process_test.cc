#include "tests/harness/daemon_process.h"

#include <signal.h>

#include <fstream>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/harness/scratch_dir.h"

namespace aprgrid::harness {
namespace {

using ::testing::HasSubstr;

// True while `pid` is a live process (a zombie counts as ended).
bool Alive(int pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string pid_field, comm, state;
  if (!(stat >> pid_field >> comm >> state)) return false;
  return state != "Z" && state != "X";
}

class DaemonProcessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto dir = ScratchDir::Create("daemon");
    ASSERT_TRUE(dir.ok()) << dir.status();
    dir_.emplace(std::move(*dir));
  }
  std::unique_ptr<DaemonProcess> StartShell(const std::string& script,
                                            std::vector<std::string> env = {}) {
    auto process = DaemonProcess::Start(
        {.argv = {"sh", "-c", script}, .log_path = dir_->Path("log"), .env = std::move(env)});
    EXPECT_TRUE(process.ok()) << process.status();
    return process.ok() ? std::move(*process) : nullptr;
  }
  std::optional<ScratchDir> dir_;
};

TEST_F(DaemonProcessTest, FindsTheListeningLineAndEndsBySignal) {
  auto process = StartShell(
      "echo starting; echo 'listening grpc=127.0.0.1:5 metrics=127.0.0.1:6'; exec sleep 30");
  ASSERT_NE(process, nullptr);
  auto line = process->WaitForLine("listening ", absl::Seconds(10));
  ASSERT_TRUE(line.ok()) << line.status();
  EXPECT_EQ(*line, "listening grpc=127.0.0.1:5 metrics=127.0.0.1:6");
  ASSERT_TRUE(process->Signal(SIGTERM).ok());
  auto exit = process->Wait(absl::Seconds(10));
  ASSERT_TRUE(exit.ok()) << exit.status();
  EXPECT_EQ(exit->term_signal, SIGTERM);
  EXPECT_EQ(exit->exit_code, -1);
  EXPECT_EQ(process->Signal(SIGTERM).code(), absl::StatusCode::kFailedPrecondition);
}

TEST_F(DaemonProcessTest, WaitForLineTimesOutWithTheLog) {
  auto process = StartShell("echo something else; exec sleep 30");
  ASSERT_NE(process, nullptr);
  absl::Time start = absl::Now();
  auto line = process->WaitForLine("listening ", absl::Milliseconds(300));
  EXPECT_LT(absl::Now() - start, absl::Seconds(5));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_THAT(line.status().message(), HasSubstr("something else"));
}

TEST_F(DaemonProcessTest, WaitForLineReportsAnEarlyExit) {
  auto process = StartShell("echo 'bad flag --x' >&2; exit 3");
  ASSERT_NE(process, nullptr);
  auto line = process->WaitForLine("listening ", absl::Seconds(10));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(line.status().message(), HasSubstr("bad flag --x"));  // stderr is in the log too
  auto exit = process->Wait(absl::Seconds(1));
  ASSERT_TRUE(exit.ok());
  EXPECT_EQ(exit->exit_code, 3);
}

TEST_F(DaemonProcessTest, WaitTimesOutWhileRunning) {
  auto process = StartShell("exec sleep 30");
  ASSERT_NE(process, nullptr);
  EXPECT_EQ(process->Wait(absl::Milliseconds(50)).status().code(),
            absl::StatusCode::kDeadlineExceeded);
}

TEST_F(DaemonProcessTest, DestructorKillsTheWholeProcessGroup) {
  auto process = StartShell("sleep 30 & echo \"child $!\"; wait");
  ASSERT_NE(process, nullptr);
  auto line = process->WaitForLine("child ", absl::Seconds(10));
  ASSERT_TRUE(line.ok()) << line.status();
  int child = std::stoi(line->substr(6));
  ASSERT_TRUE(Alive(child));
  process.reset();
  absl::Time deadline = absl::Now() + absl::Seconds(5);
  while (Alive(child) && absl::Now() < deadline) absl::SleepFor(absl::Milliseconds(10));
  EXPECT_FALSE(Alive(child)) << "grandchild " << child << " survived";
}

TEST_F(DaemonProcessTest, PassesExtraEnvironment) {
  auto process = StartShell("echo \"value=$APRGRID_HARNESS_X\"", {"APRGRID_HARNESS_X=42"});
  ASSERT_NE(process, nullptr);
  auto line = process->WaitForLine("value=", absl::Seconds(10));
  ASSERT_TRUE(line.ok()) << line.status();
  EXPECT_EQ(*line, "value=42");
}

TEST(DaemonProcess, StartFailsForAMissingProgram) {
  auto process = DaemonProcess::Start(
      {.argv = {"/nonexistent/aprgrid-no-such-binary"}, .log_path = "/dev/null", .env = {}});
  EXPECT_FALSE(process.ok());
  EXPECT_FALSE(DaemonProcess::Start({.argv = {}, .log_path = "/dev/null", .env = {}}).ok());
}

TEST(RunCommand, CapturesOutputAndExitCode) {
  auto result = RunCommand({"sh", "-c", "echo out; echo err >&2; exit 7"}, absl::Seconds(10));
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->exit.exit_code, 7);
  EXPECT_THAT(result->output, HasSubstr("out\n"));
  EXPECT_THAT(result->output, HasSubstr("err\n"));
}

TEST(RunCommand, KillsACommandThatRunsTooLong) {
  absl::Time start = absl::Now();
  auto result = RunCommand({"sh", "-c", "echo begun; exec sleep 30"}, absl::Milliseconds(300));
  EXPECT_LT(absl::Now() - start, absl::Seconds(5));
  EXPECT_EQ(result.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_THAT(result.status().message(), HasSubstr("begun"));
}

}  // namespace
}  // namespace aprgrid::harness
