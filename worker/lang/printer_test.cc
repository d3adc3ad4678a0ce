#include "worker/lang/printer.h"

#include "gtest/gtest.h"
#include "worker/lang/parser.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

// parse(print(ast)) == ast for one set of files that parses.
void ExpectRoundTrip(const std::vector<SourceFile>& files) {
  auto unit = ParseFiles(files);
  if (!unit.ok()) return;  // Invalid corpus programs are not the printer's business.
  std::string printed = Print(**unit);
  auto again = ParseSource("printed.java", printed);
  ASSERT_TRUE(again.ok()) << again.status() << "\n" << printed;
  EXPECT_TRUE(StructurallyEqual(**unit, **again)) << printed;
  EXPECT_EQ(Print(**again), printed);
}

TEST(PrinterTest, RoundTripsSamples) { ExpectRoundTrip(SampleFiles()); }

TEST(PrinterTest, RoundTripsEveryJavaFileInTheRepo) {
  int count = 0;
  for (const char* dir : {"/worker/lang/testdata", "/tests/jdk", "/subjects"}) {
    for (const auto& path : JavaFilesUnder(SourceDir() + dir)) {
      SCOPED_TRACE(path.string());
      ExpectRoundTrip({ReadSource(path)});
      ++count;
    }
  }
  EXPECT_GT(count, 0);
}

TEST(PrinterTest, ParenthesesWhereNeeded) {
  for (const char* src : {"a - (b - c)",
                          "(a + b) * c",
                          "a + b + c",
                          "-(-x)",
                          "(a = b) + 1",
                          "x ? y : (z ? u : v)",
                          "(x ? y : z) ? u : v",
                          "(String) (a + b)",
                          "(int) -x",
                          "(new int[5])[0]",
                          "!(a instanceof B)",
                          "\"s\" + (1 + 2)",
                          "a << (b + c)",
                          "(a & b) == c",
                          "-(x++)",
                          "~(-x)",
                          "o.new C(1).deep()",
                          "A.B.this.x",
                          "(a ? b : c).new D()",
                          "new A().new B()"}) {
    auto e = ParseExpression(src);
    ASSERT_TRUE(e.ok()) << src << ": " << e.status();
    std::string printed = Print(**e);
    auto again = ParseExpression(printed);
    ASSERT_TRUE(again.ok()) << printed;
    EXPECT_TRUE(StructurallyEqual(**e, **again)) << src << " -> " << printed;
  }
  auto e = ParseExpression("a - (b - c) * 2");
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(Print(**e), "a - (b - c) * 2");
}

TEST(PrinterTest, ReadableStatements) {
  auto s = ParseStatement("if (x) y = 1; else if (z) { y = 2; } else y = 3;");
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(Print(**s), "if (x)\n  y = 1;\nelse if (z) {\n  y = 2;\n} else\n  y = 3;\n");
}

TEST(PrinterTest, LocalAndAnonymousClasses) {
  auto s = ParseStatement(
      "{ class L { int g() { return 1; } } Object o = new L() { int g() { return 2; } }; }");
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_EQ(Print(**s),
            "{\n"
            "  class L {\n"
            "    int g() {\n"
            "      return 1;\n"
            "    }\n"
            "  }\n"
            "  Object o = new L() {\n"
            "    int g() {\n"
            "      return 2;\n"
            "    }\n"
            "  };\n"
            "}\n");
}

}  // namespace
}  // namespace aprgrid::lang
