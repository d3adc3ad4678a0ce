// The JDK differential test over the built-in benchmark: for every bug, the buggy version (src/
// with buggy/ in place) and the fixed version (src/), each with the bug's developer suite and its
// held-out suite, run under javac + java (tests/jdk harness) and under `aprgrid-attempt test`;
// every test must have the same outcome and output on both sides (the fixed versions of a
// project's bugs run as one program, BugPrograms below). APRGRID_SUBJECTS_DIR replaces subjects/
// (e.g. a trimmed copy).
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "gtest/gtest.h"
#include "tests/jdk/differential.h"
#include "tests/jdk/java_program.h"
#include "tests/jdk/jdk_oracle.h"
#include "worker/subjects/catalog.h"

namespace aprgrid::subjects {
namespace {

namespace fs = std::filesystem;

// A buggy program = the project's classes with the bug's buggy/ files in place (written to the
// work folder), plus the bug's developer and held-out test files. The fixed versions of a
// project's bugs share their classes, so they are one program (several if two bugs' test files
// declare the same class name): the classes plus every bug's test files, each file once. That
// runs the same tests on the same code as one program per bug, and the project's shared tests
// once instead of once per bug; every test still gets fresh classes and static state on both
// sides (tests/jdk/harness/Runner.java; `aprgrid-attempt test`).
absl::StatusOr<std::vector<jdk::JavaProgram>> BugPrograms(const fs::path& root,
                                                          const fs::path& work) {
  absl::StatusOr<std::vector<Project>> catalog = LoadCatalog(root);
  if (!catalog.ok()) return catalog.status();
  auto write_sources = [&](const std::vector<lang::SourceFile>& sources,
                           jdk::JavaProgram& program) -> absl::Status {
    for (const lang::SourceFile& f : sources) {
      fs::path path = work / program.name / f.name;
      absl::Status written = WriteStringToFile(path, f.text);
      if (!written.ok()) return written;
      program.files.push_back(path);
    }
    return absl::OkStatus();
  };
  auto test_files = [](const Bug& bug) {
    std::vector<fs::path> files;
    for (const auto* list : {&bug.meta.tests(), &bug.meta.heldout()}) {
      for (const std::string& t : *list) files.push_back((bug.dir / t).lexically_normal());
    }
    return files;
  };
  std::vector<jdk::JavaProgram> programs;
  for (const Project& project : *catalog) {
    struct FixedGroup {
      std::set<fs::path> tests;
      std::map<std::string, fs::path> by_class;  // File stem (the class) -> its file.
    };
    std::vector<FixedGroup> fixed;
    for (const Bug& bug : project.bugs) {
      jdk::JavaProgram program;
      program.name = absl::StrCat(bug.folder, ".buggy");
      absl::Status written = write_sources(ProgramSources(project, bug, true), program);
      if (!written.ok()) return written;
      std::vector<fs::path> tests = test_files(bug);
      program.files.insert(program.files.end(), tests.begin(), tests.end());
      std::sort(program.files.begin(), program.files.end());
      programs.push_back(std::move(program));

      auto fits = [&](const FixedGroup& g) {
        for (const fs::path& t : tests) {
          auto it = g.by_class.find(t.stem().string());
          if (it != g.by_class.end() && it->second != t) return false;
        }
        return true;
      };
      size_t g = 0;
      while (g < fixed.size() && !fits(fixed[g])) ++g;
      if (g == fixed.size()) fixed.emplace_back();
      for (const fs::path& t : tests) {
        fixed[g].tests.insert(t);
        fixed[g].by_class.emplace(t.stem().string(), t);
      }
    }
    if (project.bugs.empty()) continue;
    for (size_t g = 0; g < fixed.size(); ++g) {
      jdk::JavaProgram program;
      program.name = absl::StrCat(project.name, g == 0 ? "" : absl::StrCat("-", g), ".fixed");
      absl::Status written =
          write_sources(ProgramSources(project, project.bugs.front(), false), program);
      if (!written.ok()) return written;
      program.files.insert(program.files.end(), fixed[g].tests.begin(), fixed[g].tests.end());
      std::sort(program.files.begin(), program.files.end());
      programs.push_back(std::move(program));
    }
  }
  return programs;
}

TEST(SubjectsVsJdkTest, BuggyAndFixedVersionsWithDeveloperAndHeldoutSuites) {
  const char* dir = std::getenv("APRGRID_SUBJECTS_DIR");
  fs::path root =
      dir != nullptr ? fs::path(dir) : fs::path(APRGRID_PROJECT_SOURCE_DIR) / "subjects";
  fs::path work = fs::path(APRGRID_SUBJECTS_WORK_DIR);
  fs::remove_all(work / "programs");
  absl::StatusOr<std::vector<jdk::JavaProgram>> programs = BugPrograms(root, work / "programs");
  ASSERT_TRUE(programs.ok()) << programs.status();
  ASSERT_FALSE(programs->empty());

  jdk::JdkOracle oracle({APRGRID_JAVA, APRGRID_JDK_HARNESS_DIR}, work / "jdk");
  absl::StatusOr<std::vector<std::string>> on_jdk = oracle.RunTests(*programs, true);
  ASSERT_TRUE(on_jdk.ok()) << on_jdk.status();
  absl::StatusOr<std::vector<ProcessResult>> ours =
      jdk::RunInterpreter(APRGRID_ATTEMPT, *programs, true, 2);
  ASSERT_TRUE(ours.ok()) << ours.status();

  int differing = 0;
  size_t tests = 0;
  for (size_t i = 0; i < programs->size(); ++i) {
    const ProcessResult& run = (*ours)[i];
    tests += std::count((*on_jdk)[i].begin(), (*on_jdk)[i].end(), '\n');
    std::string problem = run.exit_code != 0 ? absl::StrCat("aprgrid-attempt exit ", run.exit_code,
                                                            ": ", run.err.substr(0, 300))
                                             : jdk::FirstDifference((*on_jdk)[i], run.out);
    if (problem.empty()) continue;
    if (++differing <= 10) ADD_FAILURE() << (*programs)[i].name << ":\n" << problem;
  }
  std::cout << programs->size() << " programs, " << tests << " output lines, " << differing
            << " differing\n";
  EXPECT_EQ(differing, 0);
  // Both sides saw every test: a buggy version fails somewhere, a fixed one nowhere.
  for (size_t i = 0; i < programs->size(); ++i) {
    bool fixed = (*programs)[i].name.ends_with(".fixed");
    bool has_failure = (*on_jdk)[i].find(" FAIL") != std::string::npos ||
                       (*on_jdk)[i].find(" ERROR") != std::string::npos;
    EXPECT_EQ(has_failure, !fixed) << (*programs)[i].name;
  }
}

}  // namespace
}  // namespace aprgrid::subjects
