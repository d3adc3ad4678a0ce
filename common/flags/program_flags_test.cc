#include "common/flags/program_flags.h"

#include <sstream>

#include "common/flags/build_info.h"
#include "common/logging.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::flags {
namespace {

using ::testing::HasSubstr;
using ::testing::Optional;
using ::testing::StartsWith;

struct Parsed {
  std::optional<int> exit;
  std::string out;
  std::string err;
};

Parsed Parse(const std::vector<std::string>& args) {
  FlagParser parser;
  std::string listen;
  parser.AddString("listen", &listen, "address");
  std::ostringstream out, err;
  Parsed run;
  run.exit = ParseProgramFlags("prog", "usage: prog [flags]", parser, args, nullptr, out, err);
  run.out = out.str();
  run.err = err.str();
  return run;
}

TEST(ProgramFlagsTest, HelpPrintsUsageAndFlags) {
  for (const char* flag : {"--help", "-h"}) {
    const Parsed run = Parse({flag});
    EXPECT_THAT(run.exit, Optional(0));
    EXPECT_THAT(run.out, StartsWith("usage: prog [flags]\n"));
    EXPECT_THAT(run.out, HasSubstr("--listen VALUE"));
    EXPECT_THAT(run.out, HasSubstr("--log-level"));
  }
}

TEST(ProgramFlagsTest, VersionNamesCommitAndBuildType) {
  const Parsed run = Parse({"--version"});
  EXPECT_THAT(run.exit, Optional(0));
  EXPECT_EQ(run.out, build_info::VersionLine("prog") + "\n");
  EXPECT_THAT(run.out, HasSubstr(build_info::kGitCommit));
  EXPECT_THAT(run.out, HasSubstr(build_info::kBuildType));
  EXPECT_NE(std::string(build_info::kVersion), "");
}

TEST(ProgramFlagsTest, UsageErrorsAreOneLineAndExitTwo) {
  const Parsed unknown = Parse({"--colour"});
  EXPECT_THAT(unknown.exit, Optional(kExitUsage));
  EXPECT_EQ(unknown.err, "prog: unknown flag --colour\n");
  const Parsed missing = Parse({"--listen"});
  EXPECT_EQ(missing.err, "prog: --listen needs a value\n");
  const Parsed level = Parse({"--log-level", "loud"});
  EXPECT_THAT(level.exit, Optional(kExitUsage));
  EXPECT_THAT(level.err, StartsWith("prog: --log-level takes"));
}

TEST(ProgramFlagsTest, GoodFlagsGoOn) {
  const Parsed run = Parse({"--listen", "127.0.0.1:0", "--log-level=warning"});
  EXPECT_EQ(run.exit, std::nullopt);
  EXPECT_EQ(run.err, "");
  ASSERT_TRUE(logging::Configure("prog", "info", "text").ok());
}

}  // namespace
}  // namespace aprgrid::flags
