#include "worker/repair/lang/double_format.h"

#include <cmath>
#include <limits>

#include "gtest/gtest.h"

namespace aprgrid::lang {
namespace {

TEST(DoubleFormatTest, MatchesJava17) {
  // Expected strings printed by OpenJDK 17's Double.toString.
  EXPECT_EQ(JavaDoubleToString(0.0), "0.0");
  EXPECT_EQ(JavaDoubleToString(-0.0), "-0.0");
  EXPECT_EQ(JavaDoubleToString(1.0), "1.0");
  EXPECT_EQ(JavaDoubleToString(1e7), "1.0E7");
  EXPECT_EQ(JavaDoubleToString(9999999.0), "9999999.0");
  EXPECT_EQ(JavaDoubleToString(1e-3), "0.001");
  EXPECT_EQ(JavaDoubleToString(1e-4), "1.0E-4");
  EXPECT_EQ(JavaDoubleToString(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(JavaDoubleToString(12345678.9), "1.23456789E7");
  EXPECT_EQ(JavaDoubleToString(-1.5e300), "-1.5E300");
  EXPECT_EQ(JavaDoubleToString(1.0E10), "1.0E10");
  EXPECT_EQ(JavaDoubleToString(std::nan("")), "NaN");
  EXPECT_EQ(JavaDoubleToString(-std::numeric_limits<double>::infinity()), "-Infinity");
  EXPECT_EQ(JavaDoubleToString(std::numeric_limits<double>::max()), "1.7976931348623157E308");
}

TEST(DoubleFormatTest, IntegerValuedDoublesUseFloatingDecimalsLongPath) {
  // JDK 17 prints these with more digits than the shortest repr (5.958838436080787E18).
  EXPECT_EQ(JavaDoubleToString(5958838436080787456.0), "5.9588384360807875E18");
  EXPECT_EQ(JavaDoubleToString(-111232.0), "-111232.0");
  EXPECT_EQ(JavaDoubleToString(1e18), "1.0E18");
}

TEST(DoubleFormatTest, KnownGapsAreShortest) {
  // Documented gaps: JDK 17 prints 9.999999999999999E22 and 4.9E-324 here.
  EXPECT_EQ(JavaDoubleToString(1e23), "1.0E23");
  EXPECT_EQ(JavaDoubleToString(4.9e-324), "5.0E-324");
}

TEST(DoubleFormatTest, Longs) {
  EXPECT_EQ(JavaLongToString(INT64_MIN), "-9223372036854775808");
  EXPECT_EQ(JavaLongToString(0), "0");
}

}  // namespace
}  // namespace aprgrid::lang
