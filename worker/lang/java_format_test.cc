#include "worker/lang/java_format.h"

#include "gtest/gtest.h"

namespace aprgrid::lang {
namespace {

TEST(JavaFormatTest, FixedRoundsHalfUpOnDoubleToStringDigits) {
  // Expected strings printed by OpenJDK 17's String.format("%.<p>f", d).
  EXPECT_EQ(JavaFormatFixed(0.15, 1), "0.2");  // C's printf: 0.1 (0.1499999...).
  EXPECT_EQ(JavaFormatFixed(0.125, 2), "0.13");
  EXPECT_EQ(JavaFormatFixed(1.005, 2), "1.01");
  EXPECT_EQ(JavaFormatFixed(0.5, 0), "1");
  EXPECT_EQ(JavaFormatFixed(2.5, 0), "3");
  EXPECT_EQ(JavaFormatFixed(0.05, 1), "0.1");
  EXPECT_EQ(JavaFormatFixed(1e20, -1), "100000000000000000000.000000");
  EXPECT_EQ(JavaFormatFixed(1e-10, 3), "0.000");
  EXPECT_EQ(JavaFormatFixed(-0.0, -1), "-0.000000");
  EXPECT_EQ(JavaFormatFixed(1e23, 2), "99999999999999990000000.00");
  EXPECT_EQ(JavaFormatFixed(0.1, 20), "0.10000000000000000000");
  EXPECT_EQ(JavaFormatFixed(123456789.125, -1), "123456789.125000");
  EXPECT_EQ(JavaFormatFixed(9.96, 1), "10.0");
}

TEST(JavaFormatTest, ScientificMatchesJdk17) {
  EXPECT_EQ(JavaFormatScientific(12345.678, -1), "1.234568e+04");
  EXPECT_EQ(JavaFormatScientific(0.0, 2), "0.00e+00");
  EXPECT_EQ(JavaFormatScientific(1e-300, -1), "1.000000e-300");
  EXPECT_EQ(JavaFormatScientific(5.5, 0), "6e+00");
  EXPECT_EQ(JavaFormatScientific(9.9996, 3), "1.000e+01");
}

TEST(JavaFormatTest, ParsesSpecifiers) {
  ParsedFormat f = ParseJavaFormat(u"a%5d|%-5s|%05d%n%%%.2f");
  ASSERT_EQ(f.error, ParsedFormat::Error::kNone);
  ASSERT_EQ(f.pieces.size(), 6u);
  EXPECT_EQ(f.pieces[0].literal, u"a");
  EXPECT_EQ(f.pieces[0].conv, u'd');
  EXPECT_EQ(f.pieces[0].width, 5);
  EXPECT_TRUE(f.pieces[1].left);
  EXPECT_EQ(f.pieces[1].text, u"%-5s");
  EXPECT_TRUE(f.pieces[2].zero);
  EXPECT_EQ(f.pieces[5].precision, 2);
}

TEST(JavaFormatTest, ReportsTheJdksFirstProblem) {
  // UnknownFormatConversionException names the conversion, or the character after '%'.
  EXPECT_EQ(ParseJavaFormat(u"%d %q").error, ParsedFormat::Error::kUnknownConversion);
  EXPECT_EQ(ParseJavaFormat(u"%d %q").bad, u'q');
  EXPECT_EQ(ParseJavaFormat(u"abc%").bad, u'%');
  EXPECT_EQ(ParseJavaFormat(u"%.x").bad, u'.');
  EXPECT_EQ(ParseJavaFormat(u"%-d").error, ParsedFormat::Error::kIllegal);
  EXPECT_EQ(ParseJavaFormat(u"%05s").error, ParsedFormat::Error::kIllegal);
  EXPECT_EQ(ParseJavaFormat(u"%.2d").error, ParsedFormat::Error::kIllegal);
  EXPECT_EQ(ParseJavaFormat(u"%-05d").error, ParsedFormat::Error::kIllegal);
  EXPECT_EQ(ParseJavaFormat(u"%5n").error, ParsedFormat::Error::kIllegal);
  EXPECT_EQ(ParseJavaFormat(u"%,d").error, ParsedFormat::Error::kUnsupported);
  EXPECT_EQ(ParseJavaFormat(u"%1$d").error, ParsedFormat::Error::kUnsupported);
  EXPECT_EQ(ParseJavaFormat(u"%o").error, ParsedFormat::Error::kUnsupported);
  EXPECT_EQ(ParseJavaFormat(u"%tY").error, ParsedFormat::Error::kUnsupported);
}

}  // namespace
}  // namespace aprgrid::lang
