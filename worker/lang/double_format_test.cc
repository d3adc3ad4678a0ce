#include "worker/lang/double_format.h"

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>

#include "gtest/gtest.h"
#include "worker/lang/test_util.h"

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

TEST(DoubleFormatTest, NonShortestCasesOfJdk17) {
  // JDK-4511638: before JDK 19, Double.toString is not always the shortest repr.
  EXPECT_EQ(JavaDoubleToString(1e23), "9.999999999999999E22");
  EXPECT_EQ(JavaDoubleToString(2e23), "1.9999999999999998E23");
  EXPECT_EQ(JavaDoubleToString(8.41e21), "8.409999999999999E21");
  EXPECT_EQ(JavaDoubleToString(4.9e-324), "4.9E-324");
}

TEST(DoubleFormatTest, AgreesWithRecordedJdkOutput) {
  // testdata/jdk17_doubles.txt: "<raw bits in hex> <Double.toString>" printed by OpenJDK 17 for
  // random bit patterns, subnormals, decimal literals and integer-valued doubles.
  std::ifstream in(SourceDir() + "/worker/lang/testdata/jdk17_doubles.txt");
  std::string hex, want;
  int n = 0;
  while (in >> hex >> want) {
    uint64_t bits = std::stoull(hex, nullptr, 16);
    double d;
    std::memcpy(&d, &bits, sizeof d);
    EXPECT_EQ(JavaDoubleToString(d), want) << hex;
    ++n;
  }
  EXPECT_GT(n, 1000);
}

TEST(FloatFormatTest, MatchesJava17) {
  // Expected strings printed by OpenJDK 17's Float.toString.
  EXPECT_EQ(JavaFloatToString(0.0f), "0.0");
  EXPECT_EQ(JavaFloatToString(-0.0f), "-0.0");
  EXPECT_EQ(JavaFloatToString(0.1f), "0.1");
  EXPECT_EQ(JavaFloatToString(1.1f), "1.1");
  EXPECT_EQ(JavaFloatToString(1.0f / 3), "0.33333334");
  EXPECT_EQ(JavaFloatToString(1e7f), "1.0E7");
  EXPECT_EQ(JavaFloatToString(9999999.0f), "9999999.0");
  EXPECT_EQ(JavaFloatToString(1e10f), "1.0E10");
  EXPECT_EQ(JavaFloatToString(16777217.0f), "1.6777216E7");
  EXPECT_EQ(JavaFloatToString(std::numeric_limits<float>::max()), "3.4028235E38");
  EXPECT_EQ(JavaFloatToString(std::numeric_limits<float>::min()), "1.17549435E-38");
  EXPECT_EQ(JavaFloatToString(std::numeric_limits<float>::denorm_min()), "1.4E-45");
  EXPECT_EQ(JavaFloatToString(std::nanf("")), "NaN");
  EXPECT_EQ(JavaFloatToString(-std::numeric_limits<float>::infinity()), "-Infinity");
}

TEST(FloatFormatTest, AgreesWithRecordedJdkOutput) {
  // testdata/jdk17_floats.txt: "<raw bits in hex> <Float.toString>" printed by OpenJDK 17 for
  // random bit patterns, patterns with moderate exponents, subnormals and multiples of 1/8.
  std::ifstream in(SourceDir() + "/worker/lang/testdata/jdk17_floats.txt");
  std::string hex, want;
  int n = 0;
  while (in >> hex >> want) {
    uint32_t bits = static_cast<uint32_t>(std::stoul(hex, nullptr, 16));
    float f;
    std::memcpy(&f, &bits, sizeof f);
    EXPECT_EQ(JavaFloatToString(f), want) << hex;
    ++n;
  }
  EXPECT_GT(n, 3000);
}

TEST(DoubleFormatTest, Longs) {
  EXPECT_EQ(JavaLongToString(INT64_MIN), "-9223372036854775808");
  EXPECT_EQ(JavaLongToString(0), "0");
}

}  // namespace
}  // namespace aprgrid::lang
