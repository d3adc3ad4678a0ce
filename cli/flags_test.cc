#include "cli/flags.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::ElementsAre;

TEST(FlagParserTest, ParsesEveryForm) {
  FlagParser parser;
  bool force = false;
  std::string subjects;
  uint64_t max = 7;
  parser.AddBool("force", &force);
  parser.AddString("subjects", &subjects);
  parser.AddUint64("max-attempts", &max);
  std::vector<std::string> positional;
  ASSERT_TRUE(parser
                  .Parse({"a.textproto", "--subjects", "dir", "--max-attempts=12", "--force", "--",
                          "--not-a-flag"},
                         &positional)
                  .ok());
  EXPECT_TRUE(force);
  EXPECT_EQ(subjects, "dir");
  EXPECT_EQ(max, 12u);
  EXPECT_TRUE(parser.WasSet("subjects"));
  EXPECT_THAT(positional, ElementsAre("a.textproto", "--not-a-flag"));
}

TEST(FlagParserTest, RejectsBadInput) {
  FlagParser parser;
  bool force = false;
  uint64_t max = 0;
  std::string text;
  parser.AddBool("force", &force);
  parser.AddUint64("max", &max);
  parser.AddString("text", &text);
  std::vector<std::string> positional;
  EXPECT_EQ(parser.Parse({"--nope"}, &positional).message(), "unknown flag --nope");
  EXPECT_EQ(parser.Parse({"--max=-1"}, &positional).message(),
            "--max takes a non-negative integer, not \"-1\"");
  EXPECT_EQ(parser.Parse({"--max", "x"}, &positional).message(),
            "--max takes a non-negative integer, not \"x\"");
  EXPECT_EQ(parser.Parse({"--text"}, &positional).message(), "--text needs a value");
  EXPECT_EQ(parser.Parse({"--force=maybe"}, &positional).message(),
            "--force takes true or false, not \"maybe\"");
  EXPECT_TRUE(parser.Parse({"--force=false"}, &positional).ok());
  EXPECT_FALSE(force);
}

}  // namespace
}  // namespace aprgrid::cli
