#include "common/json_text.h"

#include "gtest/gtest.h"

namespace aprgrid {
namespace {

TEST(JsonTextTest, EscapesQuotesBackslashesAndControlCharacters) {
  EXPECT_EQ(JsonString("plain"), "\"plain\"");
  EXPECT_EQ(JsonString("a\"b\\c"), "\"a\\\"b\\\\c\"");
  EXPECT_EQ(JsonString("l1\nl2\r\tx"), "\"l1\\nl2\\r\\tx\"");
  EXPECT_EQ(JsonString(std::string_view("\x01\x1f", 2)), "\"\\u0001\\u001f\"");
  EXPECT_EQ(JsonString(std::string_view("\0", 1)), "\"\\u0000\"");
}

TEST(JsonTextTest, PassesUtf8Through) { EXPECT_EQ(JsonString("ε-greedy"), "\"ε-greedy\""); }

TEST(JsonTextTest, AppendsAfterWhatIsThere) {
  std::string out = "{\"k\":";
  AppendJsonString(out, "v");
  EXPECT_EQ(out, "{\"k\":\"v\"");
}

}  // namespace
}  // namespace aprgrid
