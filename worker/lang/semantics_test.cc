// JLS rules the interpreter follows, checked against outputs recorded from OpenJDK 17
// (testdata/JlsSemantics.expected, made by tests/jdk/run_jdk.sh --output on the same files):
// class initialisation on first active use (JLS 12.4), interned constant strings (JLS 15.29,
// 3.10.5), conditional expression types (JLS 15.25), enhanced-for conversions (JLS 14.14.2) and
// recursion depth. The same files are in the differential corpus (tests/jdk/corpus).
#include <fstream>
#include <sstream>

#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

TEST(SemanticsTest, MatchesJdk17) {
  std::string corpus = SourceDir() + "/tests/jdk/corpus/";
  std::vector<SourceFile> files;
  for (const char* name : {"ClassInit", "ClassInitFailure", "Constants", "ConditionalTypes",
                           "ForEachConversions", "DeepRecursion"}) {
    files.push_back(ReadSource(corpus + name + ".java"));
  }
  auto prog = CompileSources(files);
  ASSERT_TRUE(prog.ok()) << prog.status();
  std::ifstream in(SourceDir() + "/worker/lang/testdata/JlsSemantics.expected");
  std::stringstream expected;
  expected << in.rdbuf();
  ASSERT_FALSE(expected.str().empty());
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**prog);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  EXPECT_EQ(out, expected.str());
}

TEST(SemanticsTest, StringConstantsNeedNoRunTimeWork) {
  // A static final String built from constants is a constant variable: reading it initialises
  // nothing and yields the interned literal.
  auto prog = CompileSources({SourceFile{"T.java", R"(
class K {
  static final String AB = "a" + 'b' + 1;
  static int side = T.note();
}
class T {
  static int note() { System.out.print("init K;"); return 1; }
  @Test public void t() { System.out.print(K.AB == "ab1"); }
})"}});
  ASSERT_TRUE(prog.ok()) << prog.status();
  std::string out;
  RunWithLargeStack([&]() { out = TestRunner(**prog).Run((*prog)->tests.at(0)).output; });
  EXPECT_EQ(out, "true");
}

}  // namespace
}  // namespace aprgrid::lang
