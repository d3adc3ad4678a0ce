#include "worker/subjects/java_literals.h"

#include "gtest/gtest.h"

namespace aprgrid::subjects {
namespace {

TEST(JavaLiteralsTest, StringEscapes) {
  EXPECT_EQ(JavaStringLiteral("a\"b\\c\nd\te"), "\"a\\\"b\\\\c\\nd\\te\"");
  EXPECT_EQ(JavaStringLiteral("\x01"), "\"\\u0001\"");
  EXPECT_EQ(JavaStringLiteral("\xc3\xa9"), "\"\\u00e9\"");                 // é
  EXPECT_EQ(JavaStringLiteral("\xf0\x9f\x98\x80"), "\"\\ud83d\\ude00\"");  // U+1F600
}

TEST(JavaLiteralsTest, NumbersAlwaysCompile) {
  EXPECT_EQ(JavaIntLiteral(-5), "-5");
  EXPECT_EQ(JavaIntLiteral(INT32_MIN), "(-2147483647 - 1)");
  EXPECT_EQ(JavaLongLiteral(7), "7L");
  EXPECT_EQ(JavaLongLiteral(INT64_MIN), "(-9223372036854775807L - 1L)");
  EXPECT_EQ(JavaDoubleExpression("NaN"), "(0.0 / 0.0)");
  EXPECT_EQ(JavaDoubleExpression("-Infinity"), "(-1.0 / 0.0)");
  EXPECT_EQ(JavaDoubleExpression("1.0E-5"), "1.0E-5");
}

TEST(JavaLiteralsTest, CollectsLiteralsButNotComments) {
  LiteralPool pool;
  CollectLiterals(
      "// \"no\" 99\nint x = 42 + y2; String s = \"a\\\"b\"; char c = 'q'; "
      "double d = 2.5e3; /* 'z' */ long l = 99999999999L;",
      pool);
  EXPECT_EQ(pool.strings, std::vector<std::string>{"\"a\\\"b\""});
  EXPECT_EQ(pool.chars, std::vector<std::string>{"'q'"});
  EXPECT_EQ(pool.ints, std::vector<int64_t>{42});
  EXPECT_EQ(pool.doubles, std::vector<std::string>{"2.5e3"});
}

}  // namespace
}  // namespace aprgrid::subjects
