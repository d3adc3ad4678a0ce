#include "common/logging.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::logging {
namespace {

using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::MatchesRegex;

std::string Captured(Level level, std::string_view message) {
  ::testing::internal::CaptureStderr();
  Log(level, message);
  return ::testing::internal::GetCapturedStderr();
}

class LoggingTest : public ::testing::Test {
 protected:
  void TearDown() override { ASSERT_TRUE(Configure("aprgrid", "info", "text").ok()); }
};

TEST_F(LoggingTest, TextLinesHaveAnIsoTimestampLevelAndProgram) {
  ASSERT_TRUE(Configure("prog", "info", "text").ok());
  EXPECT_THAT(Captured(Level::kInfo, "hello world"),
              MatchesRegex("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z "
                           "info prog: hello world\n"));
  EXPECT_THAT(Captured(Level::kWarning, "w"), HasSubstr(" warning prog: w\n"));
}

TEST_F(LoggingTest, LevelFiltersAndEnabledAgrees) {
  ASSERT_TRUE(Configure("prog", "warning", "text").ok());
  EXPECT_THAT(Captured(Level::kInfo, "quiet"), IsEmpty());
  EXPECT_FALSE(Enabled(Level::kDebug));
  EXPECT_TRUE(Enabled(Level::kError));
  ASSERT_TRUE(Configure("prog", "debug", "text").ok());
  EXPECT_TRUE(Enabled(Level::kDebug));
  EXPECT_THAT(Captured(Level::kDebug, "loud"), HasSubstr(" debug prog: loud\n"));
}

TEST_F(LoggingTest, JsonLinesEscapeTheMessage) {
  ASSERT_TRUE(Configure("prog", "info", "json").ok());
  EXPECT_THAT(
      Captured(Level::kError, "bad \"input\"\nnext"),
      MatchesRegex("\\{\"time\":\"[0-9-]+T[0-9:.]+Z\",\"level\":\"error\","
                   "\"program\":\"prog\",\"message\":\"bad \\\\\"input\\\\\"\\\\nnext\"\\}\n"));
}

TEST_F(LoggingTest, BadValuesAreRefusedNamingTheFlag) {
  EXPECT_EQ(Configure("prog", "loud", "text").message(),
            "--log-level takes debug, info, warning, error or off, not \"loud\"");
  EXPECT_EQ(Configure("prog", "info", "yaml").message(),
            "--log-format takes text or json, not \"yaml\"");
}

}  // namespace
}  // namespace aprgrid::logging
