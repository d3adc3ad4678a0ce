#include "common/flags/flag_parser.h"

#include <cstdlib>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::flags {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

TEST(FlagParserTest, ParsesEveryForm) {
  FlagParser parser;
  bool force = false;
  std::string subjects;
  uint64_t max = 7;
  int64_t delta = 0;
  absl::Duration idle = absl::ZeroDuration();
  std::vector<std::string> labels;
  parser.AddBool("force", &force);
  parser.AddString("subjects", &subjects);
  parser.AddUint64("max-attempts", &max);
  parser.AddInt64("delta", &delta);
  parser.AddDuration("idle", &idle);
  parser.AddStrings("label", &labels);
  std::vector<std::string> positional;
  ASSERT_TRUE(
      parser
          .Parse({"a.textproto", "--subjects", "dir", "--max-attempts=12", "--force", "--delta=-3",
                  "--idle", "1m30s", "--label", "a=1", "--label=b=2", "b", "--", "--not-a-flag"},
                 &positional)
          .ok());
  EXPECT_TRUE(force);
  EXPECT_EQ(subjects, "dir");
  EXPECT_EQ(max, 12u);
  EXPECT_EQ(delta, -3);
  EXPECT_EQ(idle, absl::Seconds(90));
  EXPECT_THAT(labels, ElementsAre("a=1", "b=2"));
  EXPECT_TRUE(parser.WasSet("subjects"));
  EXPECT_THAT(positional, ElementsAre("a.textproto", "b", "--not-a-flag"));
}

TEST(FlagParserTest, AbsentFlagsKeepTheirDefaults) {
  FlagParser parser;
  std::string db = "aprgrid-results.db";
  parser.AddString("db", &db);
  std::vector<std::string> positional;
  ASSERT_TRUE(parser.Parse({"x"}, &positional).ok());
  EXPECT_EQ(db, "aprgrid-results.db");
  EXPECT_FALSE(parser.WasSet("db"));
}

TEST(FlagParserTest, RejectsBadInputWithOneLineNamingTheFlag) {
  FlagParser parser;
  bool force = false;
  uint64_t max = 0;
  std::string text;
  absl::Duration idle;
  parser.AddBool("force", &force);
  parser.AddUint64("max", &max);
  parser.AddString("text", &text);
  parser.AddDuration("idle", &idle);
  std::vector<std::string> positional;
  EXPECT_EQ(parser.Parse({"--nope"}, &positional).message(), "unknown flag --nope");
  EXPECT_EQ(parser.Parse({"x", "--nope=3"}, &positional).message(), "unknown flag --nope");
  EXPECT_EQ(parser.Parse({"--max=-1"}, &positional).message(),
            "--max takes a non-negative integer, not \"-1\"");
  EXPECT_EQ(parser.Parse({"--max", "x"}, &positional).message(),
            "--max takes a non-negative integer, not \"x\"");
  EXPECT_EQ(parser.Parse({"--text"}, &positional).message(), "--text needs a value");
  EXPECT_EQ(parser.Parse({"--force=maybe"}, &positional).message(),
            "--force takes true or false, not \"maybe\"");
  EXPECT_EQ(parser.Parse({"--idle", "10"}, &positional).message(),
            "--idle takes a duration such as 30s, 5m or 1h30m, not \"10\"");
  EXPECT_EQ(parser.Parse({"--idle=-5s"}, &positional).message(),
            "--idle takes a duration such as 30s, 5m or 1h30m, not \"-5s\"");
  EXPECT_TRUE(parser.Parse({"--force=false"}, &positional).ok());
  EXPECT_FALSE(force);
}

TEST(FlagParserTest, PositionalsRefusedWhenNoneAccepted) {
  FlagParser parser;
  std::string text;
  parser.AddString("text", &text);
  EXPECT_EQ(parser.Parse({"stray"}, nullptr).message(), "unexpected argument \"stray\"");
  EXPECT_TRUE(parser.Parse({"--text", "x"}, nullptr).ok());
}

TEST(FlagParserTest, EnvironmentFillsAnAbsentFlag) {
  FlagParser parser;
  std::string coordinator;
  parser.AddString("coordinator", &coordinator);
  parser.SetEnv("coordinator", "APRGRID_FLAG_PARSER_TEST_COORDINATOR");
  ::setenv("APRGRID_FLAG_PARSER_TEST_COORDINATOR", "h:1", 1);
  ASSERT_TRUE(parser.Parse({}, nullptr).ok());
  EXPECT_EQ(coordinator, "h:1");
  ASSERT_TRUE(parser.Parse({"--coordinator=h:2"}, nullptr).ok());
  EXPECT_EQ(coordinator, "h:2");  // The command line wins.
  ::unsetenv("APRGRID_FLAG_PARSER_TEST_COORDINATOR");
}

TEST(FlagParserTest, StopsAtTheFirstPositionalWhenAsked) {
  FlagParser parser;
  std::string coordinator;
  parser.AddString("coordinator", &coordinator);
  parser.StopAtFirstPositional();
  std::vector<std::string> positional;
  ASSERT_TRUE(
      parser
          .Parse({"--coordinator", "h:1", "status", "--json", "--coordinator=x", "c"}, &positional)
          .ok());
  EXPECT_EQ(coordinator, "h:1");
  EXPECT_THAT(positional, ElementsAre("status", "--json", "--coordinator=x", "c"));
  positional.clear();
  EXPECT_EQ(parser.Parse({"--bogus", "status"}, &positional).message(), "unknown flag --bogus");
  positional.clear();
  ASSERT_TRUE(parser.Parse({}, &positional).ok());
  EXPECT_THAT(positional, IsEmpty());
}

TEST(FlagParserTest, HelpListsEveryFlag) {
  FlagParser parser;
  std::string db;
  absl::Duration idle;
  parser.AddString("db", &db, "results database");
  parser.AddDuration("idle", &idle, "exit when idle");
  parser.SetEnv("db", "APRGRID_DB");
  const std::string help = parser.Help();
  EXPECT_THAT(help, HasSubstr("--db VALUE"));
  EXPECT_THAT(help, HasSubstr("results database [env: APRGRID_DB]"));
  EXPECT_THAT(help, HasSubstr("--idle DURATION"));
}

}  // namespace
}  // namespace aprgrid::flags
