#include "worker/lang/lexer.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

TEST(LexerTest, TokenKindsAndPositions) {
  auto toks = Lex("a.java", "int x = 0x1F + 10L;\n  y = 1.5e3 + 'c' + \"s\\n\";");
  ASSERT_TRUE(toks.ok()) << toks.status();
  std::vector<TokenKind> kinds;
  for (const Token& t : *toks) kinds.push_back(t.kind);
  EXPECT_EQ((*toks)[0].kind, TokenKind::kKeyword);
  EXPECT_EQ((*toks)[3].kind, TokenKind::kInt);
  EXPECT_EQ((*toks)[3].text, "0x1F");
  EXPECT_EQ((*toks)[5].kind, TokenKind::kLong);
  EXPECT_EQ((*toks)[7].line, 2);
  EXPECT_EQ((*toks)[7].col, 3);
  EXPECT_EQ((*toks)[9].kind, TokenKind::kDouble);
  EXPECT_EQ((*toks)[11].kind, TokenKind::kChar);
  EXPECT_EQ((*toks)[13].kind, TokenKind::kString);
  EXPECT_EQ(toks->back().kind, TokenKind::kEof);
}

TEST(LexerTest, LongestOperatorMatch) {
  auto toks = Lex("a.java", "a >>>= b >> c");
  ASSERT_TRUE(toks.ok());
  EXPECT_EQ((*toks)[1].text, ">>>=");
  EXPECT_EQ((*toks)[3].text, ">>");
}

TEST(LexerTest, CommentsSkipped) {
  auto toks = Lex("a.java", "// x\n/* y\n z */ q");
  ASSERT_TRUE(toks.ok());
  EXPECT_EQ((*toks)[0].text, "q");
  EXPECT_EQ((*toks)[0].line, 3);
}

TEST(LexerTest, FloatLiteralsKeepTheirSuffix) {
  auto toks = Lex("f.java", "1.5f 2F 1e3f 1.f");
  ASSERT_TRUE(toks.ok());
  EXPECT_EQ((*toks)[0].kind, TokenKind::kDouble);
  EXPECT_EQ((*toks)[0].text, "1.5f");
  EXPECT_EQ((*toks)[1].text, "2F");
  EXPECT_EQ((*toks)[2].text, "1e3f");
  EXPECT_EQ((*toks)[3].text, "1.f");
}

TEST(LexerTest, HexadecimalFloatingPointLiterals) {
  auto toks = Lex("f.java", "0x1.8p3 0X.8P-2f 0x1p+4d 0xAp0 0x1f");
  ASSERT_TRUE(toks.ok());
  ASSERT_EQ(toks->size(), 6u);  // And the end token.
  for (int i = 0; i < 4; ++i) EXPECT_EQ((*toks)[i].kind, TokenKind::kDouble) << i;
  EXPECT_EQ((*toks)[0].text, "0x1.8p3");
  EXPECT_EQ((*toks)[1].text, "0X.8P-2f");
  EXPECT_EQ((*toks)[2].text, "0x1p+4d");
  EXPECT_EQ((*toks)[3].text, "0xAp0");
  EXPECT_EQ((*toks)[4].kind, TokenKind::kInt);  // 0x1f is an int: f is a hex digit.
  EXPECT_THAT(std::string(Lex("f.java", "x = 0x1.8;").status().message()),
              HasSubstr("f.java:1:5: malformed floating-point literal"));
  EXPECT_THAT(std::string(Lex("f.java", "x = 0x1p;").status().message()),
              HasSubstr("f.java:1:5: malformed floating-point literal"));
  EXPECT_THAT(std::string(Lex("f.java", "x = 0x.p1;").status().message()),
              HasSubstr("hexadecimal numbers must contain at least one hexadecimal digit"));
}

TEST(LexerTest, ErrorsHavePositions) {
  EXPECT_THAT(std::string(Lex("f.java", "\"abc").status().message()),
              HasSubstr("f.java:1:1: unclosed string literal"));
  EXPECT_THAT(std::string(Lex("f.java", "x = #;").status().message()),
              HasSubstr("1:5: illegal character"));
  EXPECT_THAT(std::string(Lex("f.java", "''").status().message()),
              HasSubstr("empty character literal"));
}

TEST(LexerTest, DecodesEscapes) {
  EXPECT_EQ(DecodeLiteral("\"a\\tb\\u0041\\101\""), u"a\tbAA");
  EXPECT_EQ(DecodeLiteral("'\\n'"), u"\n");
  EXPECT_EQ(DecodeLiteral("\"\xc3\xa9\""), u"\u00e9");
}

}  // namespace
}  // namespace aprgrid::lang
