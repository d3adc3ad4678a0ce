#include "common/subprocess.h"

#include <signal.h>

#include "absl/time/clock.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid {
namespace {

using ::testing::HasSubstr;

TEST(RunProcessTest, CapturesBothStreamsAndExitCode) {
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 3);
  EXPECT_EQ(r->term_signal, 0);
  EXPECT_FALSE(r->timed_out);
  EXPECT_FALSE(r->output_too_large);
  EXPECT_EQ(r->out, "out\n");
  EXPECT_EQ(r->err, "err\n");
}

TEST(RunProcessTest, LargeOutputOnBothStreamsDoesNotDeadlock) {
  // Far more than a pipe buffer on each stream, written interleaved.
  absl::StatusOr<ProcessResult> r =
      RunProcess({"/bin/sh", "-c",
                  "i=0; while [ $i -lt 3000 ]; do echo 0123456789012345678901234567890123456789;"
                  " echo e0123456789012345678901234567890123456789 >&2; i=$((i+1)); done"});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 0);
  EXPECT_EQ(r->out.size(), 3000u * 41);
  EXPECT_EQ(r->err.size(), 3000u * 42);
}

TEST(RunProcessTest, ReportsTheKillingSignal) {
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/sh", "-c", "kill -9 $$"});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, -1);
  EXPECT_EQ(r->term_signal, SIGKILL);
  EXPECT_FALSE(r->timed_out);
}

TEST(RunProcessTest, StdinIsEmptyByDefault) {
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/cat"});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 0);
  EXPECT_EQ(r->out, "");
}

TEST(RunProcessTest, FeedsStdinLargerThanAPipe) {
  ProcessOptions options;
  for (int i = 0; i < 20000; ++i) options.stdin_text += "line " + std::to_string(i) + "\n";
  ASSERT_GT(options.stdin_text.size(), 65536u);
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/cat"}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 0);
  EXPECT_EQ(r->out, options.stdin_text);
}

TEST(RunProcessTest, AChildThatIgnoresStdinStillFinishes) {
  ProcessOptions options;
  options.stdin_text = std::string(1 << 20, 'x');
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/true"}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 0);
}

TEST(RunProcessTest, SetsWorkDirAndEnvironment) {
  ProcessOptions options;
  options.work_dir = "/";
  options.env["APRGRID_SUBPROCESS_TEST"] = "set";
  options.env["HOME"] = std::nullopt;
  absl::StatusOr<ProcessResult> r = RunProcess(
      {"/bin/sh", "-c", "pwd; echo \"$APRGRID_SUBPROCESS_TEST\"; echo \"${HOME-unset}\""}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->out, "/\nset\nunset\n");
}

TEST(RunProcessTest, TimeoutKillsTheWholeGroup) {
  ProcessOptions options;
  options.timeout = absl::Milliseconds(300);
  const absl::Time start = absl::Now();
  // The grandchild keeps stdout open; without the group kill the call would wait for it.
  absl::StatusOr<ProcessResult> r =
      RunProcess({"/bin/sh", "-c", "sleep 30 & echo started; wait"}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->timed_out);
  EXPECT_EQ(r->term_signal, SIGKILL);
  EXPECT_EQ(r->out, "started\n");
  EXPECT_LT(absl::Now() - start, absl::Seconds(10));
}

TEST(RunProcessTest, TimeoutAppliesAfterTheStreamsClose) {
  ProcessOptions options;
  options.timeout = absl::Milliseconds(300);
  absl::StatusOr<ProcessResult> r =
      RunProcess({"/bin/sh", "-c", "exec >&- 2>&-; sleep 30"}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->timed_out);
  EXPECT_EQ(r->term_signal, SIGKILL);
}

TEST(RunProcessTest, OutputCapStopsAFlood) {
  ProcessOptions options;
  options.max_output_bytes = 1000;
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/sh", "-c", "yes flood"}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->output_too_large);
  EXPECT_EQ(r->out.size(), 1000u);
  EXPECT_EQ(r->term_signal, SIGKILL);
}

TEST(RunProcessTest, MissingProgramIsAnErrorNamingIt) {
  absl::StatusOr<ProcessResult> r = RunProcess({"/nonexistent/aprgrid-no-such-binary"});
  ASSERT_FALSE(r.ok());
  EXPECT_THAT(r.status().message(), HasSubstr("aprgrid-no-such-binary"));
  EXPECT_FALSE(RunProcess({}).ok());
}

TEST(RunProcessTest, DescribeCommandJoinsArguments) {
  EXPECT_EQ(DescribeCommand({"java", "-cp", "x"}), "java -cp x");
}

}  // namespace
}  // namespace aprgrid
