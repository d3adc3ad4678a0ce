#include "tests/jdk/subprocess.h"

#include "gtest/gtest.h"

namespace aprgrid::jdk {
namespace {

TEST(RunProcessTest, CapturesBothStreamsAndExitCode) {
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 3);
  EXPECT_EQ(r->term_signal, 0);
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
  EXPECT_EQ(r->term_signal, 9);
}

TEST(RunProcessTest, StdinIsEmpty) {
  absl::StatusOr<ProcessResult> r = RunProcess({"/bin/cat"});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->exit_code, 0);
  EXPECT_EQ(r->out, "");
}

TEST(RunProcessTest, MissingProgramIsAnError) {
  EXPECT_FALSE(RunProcess({"/nonexistent/aprgrid-no-such-binary"}).ok());
  EXPECT_FALSE(RunProcess({}).ok());
}

}  // namespace
}  // namespace aprgrid::jdk
