// Tests of the oracle itself, on the JVM only (no interpreter needed): the harness Runner prints
// the contract's format for known programs, the hand-written corpus compiles and gives the
// outcomes its comments promise, javac rejects every invalid program, and generated programs
// compile and run.
#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "common/file_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/jdk/java_program.h"
#include "tests/jdk/jdk_oracle.h"
#include "worker/lang/generator/program_generator.h"

namespace aprgrid::jdk {
namespace {

using ::aprgrid::lang::generator::GeneratedProgram;
using ::aprgrid::lang::generator::GeneratePrograms;
using ::aprgrid::lang::generator::GeneratorOptions;

using ::testing::HasSubstr;

const std::filesystem::path kSourceDir = APRGRID_JDK_SOURCE_DIR;
const std::filesystem::path kWorkDir = APRGRID_JDK_WORK_DIR;

JdkOracle MakeOracle(const std::string& test_name) {
  return JdkOracle({APRGRID_JAVA, APRGRID_JDK_HARNESS_DIR}, kWorkDir / "self" / test_name);
}

JavaProgram WriteProgram(const std::string& test_name, const std::string& file_name,
                         const std::string& source) {
  std::filesystem::path path = kWorkDir / "self" / test_name / "src" / file_name;
  EXPECT_TRUE(WriteStringToFile(path, source).ok());
  return {file_name.substr(0, file_name.find('.')), {path}};
}

constexpr char kKnownProgram[] = R"java(
class Known_Counter {
  static int count = 0;
}

class Known_Test {
  int seen = Known_Counter.count;

  @Test
  public void zLast() {
    Known_Counter.count += 5;
    System.out.println("count " + Known_Counter.count + " seen " + seen);
  }

  @Test
  public void aFirst() {
    Known_Counter.count++;
    System.out.println("count " + Known_Counter.count);
    System.out.print("no newline");
  }

  @Test
  public void assertion() {
    System.out.println(1.0E7);
    Assert.assertEquals('a', 98);
  }

  @Test
  public void error() {
    int[] a = new int[1];
    a[1] = 2;
  }

  @Test(expected = ArithmeticException.class)
  public void expectedThrown() {
    int zero = 0;
    System.out.println(1 / zero);
  }

  @Test(expected = RuntimeException.class)
  public void expectedMissing() {
  }

  @Test(expected = NullPointerException.class)
  public void expectedOther() {
    throw new IllegalStateException("x");
  }

  public void notATest() {
    throw new IllegalStateException("never run");
  }
}

class Known_ATest {
  @Test
  public void strings() {
    String s = null;
    Assert.assertNull("x" + s);
  }

  @Test
  public void messages() {
    Assert.fail("custom");
  }
}
)java";

TEST(JdkSelfTest, RunnerPrintsTheContractFormat) {
  JdkOracle oracle = MakeOracle("known");
  JavaProgram program = WriteProgram("known", "Known.java", kKnownProgram);
  absl::StatusOr<std::vector<std::string>> with = oracle.RunTests({program}, true);
  ASSERT_TRUE(with.ok()) << with.status();
  ASSERT_EQ(with->size(), 1u);
  EXPECT_EQ((*with)[0],
            "Known_ATest.messages FAIL custom\n"
            "Known_ATest.strings FAIL expected null but was:<xnull>\n"
            "Known_Test.aFirst PASS\n"
            "  | count 1\n"
            "  | no newline\n"
            "Known_Test.assertion FAIL expected:<97> but was:<98>\n"
            "  | 1.0E7\n"
            "Known_Test.error ERROR ArrayIndexOutOfBoundsException\n"
            "Known_Test.expectedMissing FAIL expected exception: RuntimeException\n"
            "Known_Test.expectedOther ERROR IllegalStateException\n"
            "Known_Test.expectedThrown PASS\n"
            "Known_Test.zLast PASS\n"
            "  | count 5 seen 0\n");
  absl::StatusOr<std::vector<std::string>> without = oracle.RunTests({program}, false);
  ASSERT_TRUE(without.ok()) << without.status();
  EXPECT_EQ((*without)[0],
            "Known_ATest.messages FAIL custom\n"
            "Known_ATest.strings FAIL expected null but was:<xnull>\n"
            "Known_Test.aFirst PASS\n"
            "Known_Test.assertion FAIL expected:<97> but was:<98>\n"
            "Known_Test.error ERROR ArrayIndexOutOfBoundsException\n"
            "Known_Test.expectedMissing FAIL expected exception: RuntimeException\n"
            "Known_Test.expectedOther ERROR IllegalStateException\n"
            "Known_Test.expectedThrown PASS\n"
            "Known_Test.zLast PASS\n");
}

TEST(JdkSelfTest, ClashingClassNamesGoToSeparateBatches) {
  JdkOracle oracle = MakeOracle("clash");
  std::string source =
      "class Dup_Test {\n  @Test\n  public void t() {\n    System.out.println(%);\n  }\n}\n";
  JavaProgram one = WriteProgram("clash", "One.java", absl::StrReplaceAll(source, {{"%", "1"}}));
  JavaProgram two = WriteProgram("clash", "Two.java", absl::StrReplaceAll(source, {{"%", "2"}}));
  absl::StatusOr<std::vector<std::string>> out = oracle.RunTests({one, two}, true);
  ASSERT_TRUE(out.ok()) << out.status();
  EXPECT_EQ(oracle.last_batch_count(), 2);
  EXPECT_EQ((*out)[0], "Dup_Test.t PASS\n  | 1\n");
  EXPECT_EQ((*out)[1], "Dup_Test.t PASS\n  | 2\n");
}

TEST(JdkSelfTest, JavacRejectionIsReported) {
  JdkOracle oracle = MakeOracle("rejected");
  JavaProgram bad = WriteProgram("rejected", "Bad.java", "class Bad { int f() { } }\n");
  absl::StatusOr<std::vector<std::string>> out = oracle.RunTests({bad}, false);
  ASSERT_FALSE(out.ok());
  EXPECT_THAT(out.status().message(), HasSubstr("missing return statement"));
}

// Golden lines from the corpus: outcomes and printed values that the corpus files' comments
// promise, so a broken harness (or a JDK that behaves differently) is caught here.
TEST(JdkSelfTest, HandWrittenCorpusGivesTheDocumentedOutcomes) {
  absl::StatusOr<std::vector<JavaProgram>> programs = DiscoverPrograms(kSourceDir / "corpus", "");
  ASSERT_TRUE(programs.ok()) << programs.status();
  ASSERT_GE(programs->size(), 15u);
  JdkOracle oracle = MakeOracle("corpus");
  absl::StatusOr<std::vector<std::string>> out = oracle.RunTests(*programs, true);
  ASSERT_TRUE(out.ok()) << out.status();
  EXPECT_EQ(oracle.last_batch_count(), 1) << "corpus class names must be unique";
  std::string all;
  const std::regex line_format(
      R"(  \| .*|[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]* (PASS|FAIL .*|ERROR [A-Za-z_$][\w$]*))");
  for (size_t i = 0; i < programs->size(); ++i) {
    EXPECT_FALSE((*out)[i].empty()) << (*programs)[i].name;
    for (absl::string_view line : absl::StrSplit((*out)[i], '\n', absl::SkipEmpty())) {
      EXPECT_TRUE(std::regex_match(line.begin(), line.end(), line_format)) << line;
    }
    all += (*out)[i];
  }
  for (const char* golden : {
           "Arith_Test.intOverflowWraps PASS\n  | -2147483648\n  | 2147483647\n  | -2\n",
           "Am_Test.charsCompareAsNumbers FAIL expected:<97> but was:<99>\n",
           "Am_Test.doublesWithoutDeltaAreBoxed FAIL expected:<1.0> but was:<3.0>\n",
           "Am_Test.nanEqualsNanWithDelta PASS\n",
           "Am_Test.assertNotNullFails FAIL expected not null\n",
           "Am_Test.outputBeforeFailureIsKept FAIL expected true\n  | line one\n  | partial\n",
           "Rte_Test.stackOverflow ERROR StackOverflowError\n",
           "Rte_Test.outOfMemory ERROR OutOfMemoryError\n",
           "Rte_Test.expectedButNotThrown FAIL expected exception: NullPointerException\n",
           "Rte_Test.expectedSuperclassOfThrown PASS\n",
           "Rte_Test.expectedButDifferentThrown ERROR IllegalStateException\n",
           "Exc_Test.userExceptionEscapes ERROR Exc_Invalid\n  | about to fail\n",
           "St_Test.secondTestAlsoSeesInitialState PASS\n  | constructed 11\n  | 0 start 0\n",
           "Dbl_Test.java17ToStringQuirks PASS\n  | 9.999999999999999E22\n",
           "Chr_Test.conditionalMixesTypes PASS\n  | x\n  | 1.0\n  | x\n  | 120\n",
           "Out_Test.printWithoutNewline PASS\n  | 1 2 0.5false\n  | tail without newline\n",
           "Pkg_Test.uncaughtExceptionOfAPackagedClass ERROR OutOfStock\n",
       }) {
    EXPECT_THAT(all, HasSubstr(golden));
  }
}

TEST(JdkSelfTest, JavacRejectsEveryInvalidProgramAndAcceptsEveryCorpusFile) {
  // One compilation per program: a folder's files (several packages) joined by ':'.
  auto compilations = [](const std::filesystem::path& root) {
    std::vector<std::filesystem::path> out;
    absl::StatusOr<std::vector<JavaProgram>> programs = DiscoverPrograms(root, "");
    EXPECT_TRUE(programs.ok()) << programs.status();
    if (!programs.ok()) return out;
    for (const JavaProgram& p : *programs) {
      std::string joined;
      for (const auto& f : p.files) absl::StrAppend(&joined, joined.empty() ? "" : ":", f.string());
      out.emplace_back(joined);
    }
    return out;
  };
  std::vector<std::filesystem::path> invalid = compilations(kSourceDir / "invalid");
  ASSERT_GE(invalid.size(), 30u);
  std::vector<std::filesystem::path> valid = compilations(kSourceDir / "corpus");
  std::vector<std::filesystem::path> all = invalid;
  all.insert(all.end(), valid.begin(), valid.end());
  absl::StatusOr<std::vector<CompileVerdict>> verdicts = MakeOracle("verdicts").CheckCompiles(all);
  ASSERT_TRUE(verdicts.ok()) << verdicts.status();
  ASSERT_EQ(verdicts->size(), all.size());
  for (size_t i = 0; i < all.size(); ++i) {
    bool should_reject = i < invalid.size();
    EXPECT_EQ((*verdicts)[i].rejected, should_reject)
        << all[i] << (should_reject ? " was accepted" : ": " + (*verdicts)[i].diagnostic);
  }
}

TEST(JdkSelfTest, GeneratedProgramsCompileAndRun) {
  constexpr int kCount = 150;
  std::vector<JavaProgram> programs;
  aprgrid::lang::generator::GeneratorOptions options;
  options.enums = true;
  options.nested = true;
  options.inner = true;
  options.boxing = true;
  options.local = true;
  options.generics = true;
  for (const GeneratedProgram& g : GeneratePrograms(/*seed=*/99, kCount, options)) {
    std::filesystem::path file = kWorkDir / "self" / "generated" / "src" / g.file_name;
    ASSERT_TRUE(WriteStringToFile(file, g.source).ok());
    programs.push_back({g.name, {file}});
  }
  JdkOracle oracle = MakeOracle("generated");
  absl::StatusOr<std::vector<std::string>> out = oracle.RunTests(programs, true);
  ASSERT_TRUE(out.ok()) << out.status();
  std::set<std::string> outcomes;
  for (size_t i = 0; i < programs.size(); ++i) {
    int tests = 0;
    for (absl::string_view line : absl::StrSplit((*out)[i], '\n', absl::SkipEmpty())) {
      if (absl::StartsWith(line, "  | ")) continue;
      ++tests;
      std::vector<absl::string_view> words = absl::StrSplit(line, ' ');
      outcomes.insert(std::string(words[1]));
      EXPECT_NE(line, "") << programs[i].name;
      EXPECT_FALSE(absl::StrContains(line, "ExceptionInInitializerError")) << line;
    }
    EXPECT_EQ(tests, GeneratorOptions().tests_per_program) << programs[i].name;
  }
  // The corpus exercises all three outcomes the JVM can produce.
  EXPECT_EQ(outcomes, (std::set<std::string>{"ERROR", "FAIL", "PASS"}));
}

}  // namespace
}  // namespace aprgrid::jdk
