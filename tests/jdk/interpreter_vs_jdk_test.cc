// The differential tests of docs/subject-language.md (the JDK is the oracle): the subject-language
// interpreter (`aprgrid-attempt test`) against javac + java on
//   (a) every hand-written corpus program (tests/jdk/corpus),
//   (b) at least 2,000 generated programs (worker/lang/generator/program_generator), and a few
//       dozen over several packages (1,000 more in the `long` InterpreterVsJdkLongTest),
//   (c) every invalid program (tests/jdk/invalid): javac rejects it AND aprgrid-attempt exits 1
//       with "file:line:col: message" on stderr,
//   (d) subjects/: every project (src + tests) and every bug (src with buggy/ files + its tests),
//   (e) extra roots listed in APRGRID_JDK_EXTRA_ROOTS (':'-separated; each .java file or
//       sub-folder of a root is a program).
// Environment knobs: APRGRID_JDK_SEED (default 1), APRGRID_JDK_COUNT (default 2000) and
// APRGRID_JDK_PACKAGED_COUNT (default 30; 1000 in the long test) choose the generated corpus;
// APRGRID_JDK_SUBJECTS_DIR replaces subjects/ (e.g. a trimmed copy). Differences are reported
// with each program's first differing line; the two full outputs of every differing program are
// written under the work folder for inspection.
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <regex>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "common/file_util.h"
#include "gtest/gtest.h"
#include "tests/jdk/differential.h"
#include "tests/jdk/generator_option_sets.h"
#include "tests/jdk/java_program.h"
#include "tests/jdk/jdk_oracle.h"
#include "tests/jdk/subject_programs.h"
#include "worker/lang/generator/program_generator.h"

namespace aprgrid::jdk {
namespace {

using ::aprgrid::lang::generator::GenerateProgram;

const std::filesystem::path kSourceDir = APRGRID_JDK_SOURCE_DIR;
const std::filesystem::path kProjectDir = APRGRID_PROJECT_SOURCE_DIR;
const std::filesystem::path kWorkDir = APRGRID_JDK_WORK_DIR;
constexpr int kParallelism = 2;
constexpr int kMaxReported = 10;

JdkOracle MakeOracle(const std::string& name) {
  return JdkOracle({APRGRID_JAVA, APRGRID_JDK_HARNESS_DIR}, kWorkDir / "differential" / name);
}

uint64_t EnvNumber(const char* name, uint64_t fallback) {
  const char* text = std::getenv(name);
  uint64_t value = 0;
  return text != nullptr && absl::SimpleAtoi(text, &value) ? value : fallback;
}

// Runs both sides on `programs` and fails the test with a report of every difference.
void ExpectSameOutputs(const std::string& name, const std::vector<JavaProgram>& programs) {
  ASSERT_FALSE(programs.empty());
  JdkOracle oracle = MakeOracle(name);
  absl::Time start = absl::Now();
  absl::StatusOr<std::vector<std::string>> jdk = oracle.RunTests(programs, true);
  ASSERT_TRUE(jdk.ok()) << jdk.status();
  absl::Time jdk_done = absl::Now();
  absl::StatusOr<std::vector<ProcessResult>> ours =
      RunInterpreter(APRGRID_ATTEMPT, programs, true, kParallelism);
  ASSERT_TRUE(ours.ok()) << ours.status();
  std::cout << programs.size() << " programs: JDK (compile + run) "
            << absl::FormatDuration(jdk_done - start) << ", aprgrid-attempt "
            << absl::FormatDuration(absl::Now() - jdk_done) << "\n";

  std::filesystem::path report_dir = kWorkDir / "differential" / name / "mismatches";
  std::filesystem::remove_all(report_dir);
  int differing = 0;
  std::string report;
  for (size_t i = 0; i < programs.size(); ++i) {
    const ProcessResult& run = (*ours)[i];
    std::string problem;
    if (run.exit_code != 0) {
      problem = absl::StrCat("aprgrid-attempt exit ", run.exit_code, " signal ", run.term_signal,
                             ": ", run.err.substr(0, 500));
    } else {
      problem = FirstDifference((*jdk)[i], run.out);
    }
    if (problem.empty()) continue;
    ++differing;
    ASSERT_TRUE(WriteStringToFile(report_dir / (programs[i].name + ".jdk.txt"), (*jdk)[i]).ok());
    ASSERT_TRUE(
        WriteStringToFile(report_dir / (programs[i].name + ".interpreter.txt"), run.out + run.err)
            .ok());
    if (differing <= kMaxReported) {
      absl::StrAppend(&report, "\n", programs[i].name, " (", programs[i].files[0].string(),
                      "):\n  ", problem);
    }
  }
  EXPECT_EQ(differing, 0) << differing << " of " << programs.size()
                          << " programs differ; full outputs in " << report_dir.string()
                          << "; first ones:" << report;
}

TEST(InterpreterVsJdkTest, HandWrittenCorpus) {
  absl::StatusOr<std::vector<JavaProgram>> programs = DiscoverPrograms(kSourceDir / "corpus", "");
  ASSERT_TRUE(programs.ok()) << programs.status();
  ExpectSameOutputs("corpus", *programs);
}

// Programs `first`..`first + count - 1` of `seed`, written under `dir` (emptied first).
std::vector<JavaProgram> WriteGenerated(const std::filesystem::path& dir, uint64_t seed, int first,
                                        int count,
                                        const aprgrid::lang::generator::GeneratorOptions& options) {
  std::vector<JavaProgram> programs;
  for (int i = first; i < first + count; ++i) {
    absl::StatusOr<JavaProgram> p = WriteGeneratedProgram(GenerateProgram(seed, i, options), dir);
    EXPECT_TRUE(p.ok()) << p.status();
    if (p.ok()) programs.push_back(*std::move(p));
  }
  return programs;
}

// APRGRID_JDK_COUNT programs (default 2,000) and, after them, APRGRID_JDK_PACKAGED_COUNT
// programs over several packages (default 30): their indices follow the others', so every class
// and package name differs and one javac run compiles them all.
TEST(InterpreterVsJdkTest, GeneratedPrograms) {
  uint64_t seed = EnvNumber("APRGRID_JDK_SEED", 1);
  int count = static_cast<int>(EnvNumber("APRGRID_JDK_COUNT", 2000));
  int packaged = static_cast<int>(EnvNumber("APRGRID_JDK_PACKAGED_COUNT", 30));
  std::filesystem::path dir = kWorkDir / "differential" / "generated" / "src";
  std::filesystem::remove_all(dir);
  aprgrid::lang::generator::GeneratorOptions options = DifferentialOptions();
  std::vector<JavaProgram> programs = WriteGenerated(dir, seed, 0, count, options);
  options.packages = true;
  std::vector<JavaProgram> more = WriteGenerated(dir, seed, count, packaged, options);
  programs.insert(programs.end(), more.begin(), more.end());
  ExpectSameOutputs("generated", programs);
}

// The long form (label `long`): APRGRID_JDK_PACKAGED_COUNT programs over several packages
// (default 1,000), with another seed than GeneratedPrograms' packaged ones by default.
TEST(InterpreterVsJdkLongTest, GeneratedPackagedPrograms) {
  uint64_t seed = EnvNumber("APRGRID_JDK_SEED", 2);
  int packaged = static_cast<int>(EnvNumber("APRGRID_JDK_PACKAGED_COUNT", 1000));
  std::filesystem::path dir = kWorkDir / "differential" / "generated-packaged" / "src";
  std::filesystem::remove_all(dir);
  aprgrid::lang::generator::GeneratorOptions options = DifferentialOptions();
  options.packages = true;
  ExpectSameOutputs("generated-packaged", WriteGenerated(dir, seed, 0, packaged, options));
}

TEST(InterpreterVsJdkTest, InvalidProgramsAreRejectedByBoth) {
  absl::StatusOr<std::vector<JavaProgram>> programs = DiscoverPrograms(kSourceDir / "invalid", "");
  ASSERT_TRUE(programs.ok()) << programs.status();
  // A folder is one program (its files over several packages), compiled together.
  std::vector<std::filesystem::path> files;
  for (const JavaProgram& p : *programs) {
    std::string joined;
    for (const auto& f : p.files) absl::StrAppend(&joined, joined.empty() ? "" : ":", f.string());
    files.emplace_back(joined);
  }
  absl::StatusOr<std::vector<CompileVerdict>> verdicts = MakeOracle("invalid").CheckCompiles(files);
  ASSERT_TRUE(verdicts.ok()) << verdicts.status();
  absl::StatusOr<std::vector<ProcessResult>> ours =
      RunInterpreter(APRGRID_ATTEMPT, *programs, false, kParallelism);
  ASSERT_TRUE(ours.ok()) << ours.status();
  // "file:line:col: message", naming the file it was given.
  const std::regex located(R"((^|\n)[^\n:]+\.java:\d+:\d+: [^\n]+)");
  for (size_t i = 0; i < files.size(); ++i) {
    EXPECT_TRUE((*verdicts)[i].rejected) << files[i] << " is accepted by javac";
    const ProcessResult& run = (*ours)[i];
    EXPECT_EQ(run.exit_code, 1) << files[i] << " (javac: " << (*verdicts)[i].diagnostic
                                << ")\nstdout: " << run.out << "\nstderr: " << run.err;
    EXPECT_TRUE(std::regex_search(run.err, located))
        << files[i] << ": no file:line:col message on stderr: " << run.err;
  }
}

// The repository's subject projects, plus the programs under APRGRID_JDK_EXTRA_ROOTS (a
// colon-separated list of folders) when it is set: a way to check more programs against the JDK
// by hand. The repository's bugs are left to SubjectsVsJdkTest (tests/subjects), which runs every
// buggy and fixed version with its suites; a subjects folder named by APRGRID_JDK_SUBJECTS_DIR is
// checked with its bugs.
TEST(InterpreterVsJdkTest, Subjects) {
  const char* dir = std::getenv("APRGRID_JDK_SUBJECTS_DIR");
  absl::StatusOr<std::vector<JavaProgram>> programs =
      dir != nullptr
          ? DiscoverSubjectPrograms(dir, SubjectPrograms::kProjectsAndBugs)
          : DiscoverSubjectPrograms(kProjectDir / "subjects", SubjectPrograms::kProjectsOnly);
  ASSERT_TRUE(programs.ok()) << programs.status();
  ASSERT_FALSE(programs->empty()) << "no subjects with .java sources";
  ExpectSameOutputs("subjects", *programs);

  std::vector<JavaProgram> extra_programs;
  if (const char* extra = std::getenv("APRGRID_JDK_EXTRA_ROOTS")) {
    for (absl::string_view text : absl::StrSplit(extra, ':', absl::SkipEmpty())) {
      std::filesystem::path root{std::string(text)};
      absl::StatusOr<std::vector<JavaProgram>> found =
          DiscoverPrograms(root, root.filename().string() + "/");
      ASSERT_TRUE(found.ok()) << found.status();
      ASSERT_FALSE(found->empty()) << "APRGRID_JDK_EXTRA_ROOTS: no programs under " << text;
      extra_programs.insert(extra_programs.end(), found->begin(), found->end());
    }
  }
  if (!extra_programs.empty()) ExpectSameOutputs("extra", extra_programs);
}

}  // namespace
}  // namespace aprgrid::jdk
