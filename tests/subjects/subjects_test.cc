// The benchmark tooling end to end on real data: the held-out generator reproduces a committed
// suite byte for byte from its seed, and the catalog check accepts a trimmed copy of a real project
// and names the bug and file of each invariant that is then broken.
#include <unistd.h>

#include <filesystem>
#include <string>

#include "absl/strings/str_cat.h"
#include "common/file_util.h"
#include "gtest/gtest.h"
#include "worker/subjects/catalog.h"
#include "worker/subjects/heldout_generator.h"
#include "worker/subjects/subject_check.h"

namespace aprgrid::subjects {
namespace {

namespace fs = std::filesystem;

const fs::path kSubjects = fs::path(APRGRID_SOURCE_DIR_FOR_TESTS) / "subjects";

const Bug* FindBug(const std::vector<Project>& projects, const std::string& id) {
  for (const Project& p : projects) {
    for (const Bug& b : p.bugs) {
      if (b.folder == id) return &b;
    }
  }
  return nullptr;
}

const Project* FindProject(const std::vector<Project>& projects, const std::string& name) {
  for (const Project& p : projects) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

TEST(HeldoutGeneratorTest, CommittedSuiteIsReproducibleFromItsSeed) {
  absl::StatusOr<std::vector<Project>> catalog = LoadCatalog(kSubjects);
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  for (const std::string id : {"collections-14", "expr-1"}) {
    const Bug* bug = FindBug(*catalog, id);
    ASSERT_NE(bug, nullptr) << id;
    ASSERT_EQ(bug->meta.heldout_size(), 1) << id;
    ASSERT_NE(bug->meta.heldout_seed(), 0u) << id;
    const Project* project = FindProject(*catalog, bug->meta.project());
    ASSERT_NE(project, nullptr);
    absl::StatusOr<HeldoutSuite> suite = GenerateHeldout(*project, *bug, bug->meta.heldout_seed());
    ASSERT_TRUE(suite.ok()) << suite.status();
    EXPECT_GE(suite->tests, 100);
    EXPECT_GE(suite->failing_on_buggy, 1);
    EXPECT_EQ(suite->file_name, bug->meta.heldout(0));
    absl::StatusOr<std::string> committed = ReadFileToString(bug->dir / bug->meta.heldout(0));
    ASSERT_TRUE(committed.ok()) << committed.status();
    EXPECT_TRUE(*committed == suite->source) << id << ": regenerated suite differs from the file";
  }
}

TEST(HeldoutGeneratorTest, OtherSeedGivesOtherTests) {
  absl::StatusOr<std::vector<Project>> catalog = LoadCatalog(kSubjects);
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const Bug* bug = FindBug(*catalog, "geometry-1");
  ASSERT_NE(bug, nullptr);
  const Project* project = FindProject(*catalog, "geometry");
  absl::StatusOr<HeldoutSuite> a = GenerateHeldout(*project, *bug, 1);
  absl::StatusOr<HeldoutSuite> b = GenerateHeldout(*project, *bug, 2);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_NE(a->source, b->source);
}

TEST(HeldoutGeneratorTest, WithHeldoutFieldsKeepsOtherLines) {
  std::string text = "id: \"x-1\"\nheldout: \"old\"\ntests: \"a\"\nheldout_seed: 3\n";
  EXPECT_EQ(WithHeldoutFields(text, "heldout/X1Heldout.java", 42),
            "id: \"x-1\"\ntests: \"a\"\nheldout: \"heldout/X1Heldout.java\"\nheldout_seed: 42\n");
}

class CatalogCheckTest : public ::testing::Test {
 protected:
  // A copy of subjects/expr with its first two bugs only.
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            absl::StrCat("aprgrid-subjects-test-",
                         ::testing::UnitTest::GetInstance()->random_seed(), "-", getpid());
    fs::remove_all(root_);
    fs::path expr = root_ / "expr";
    fs::create_directories(expr);
    for (const char* part : {"src", "tests", "expr-1", "expr-2"}) {
      fs::copy(kSubjects / "expr" / part, expr / part, fs::copy_options::recursive);
    }
  }
  void TearDown() override { fs::remove_all(root_); }

  std::vector<std::string> BugViolations() {
    absl::StatusOr<std::vector<Project>> catalog = LoadCatalog(root_);
    EXPECT_TRUE(catalog.ok()) << catalog.status();
    if (!catalog.ok()) return {};
    CatalogReport report = CheckCatalog(*catalog);
    std::vector<std::string> lines;
    for (const Violation& v : report.violations) {
      if (v.where != "benchmark") lines.push_back(v.where + ": " + v.message);
    }
    return lines;
  }

  bool Mentions(const std::vector<std::string>& lines, const std::string& a, const std::string& b) {
    for (const std::string& l : lines) {
      if (l.find(a) != std::string::npos && l.find(b) != std::string::npos) return true;
    }
    return false;
  }

  fs::path root_;
};

TEST_F(CatalogCheckTest, RealBugsPassAndTheMixIsReported) {
  absl::StatusOr<std::vector<Project>> catalog = LoadCatalog(root_);
  ASSERT_TRUE(catalog.ok());
  CatalogReport report = CheckCatalog(*catalog);
  ASSERT_EQ(report.bugs.size(), 2u);
  for (const BugReport& b : report.bugs) {
    EXPECT_TRUE(b.violations.empty()) << b.bug->folder << ": " << b.violations[0].message;
    EXPECT_GE(b.dev_tests, 8);
    EXPECT_GE(b.dev_failing_on_buggy, 1);
    EXPECT_EQ(b.dev_failing_on_fixed, 0);
    EXPECT_GE(b.heldout_tests, 100);
    EXPECT_GE(b.heldout_failing_on_buggy, 1);
  }
  bool too_few = false;
  for (const Violation& v : report.violations) {
    too_few |= v.where == "benchmark" && v.message == "2 bugs (< 80)";
  }
  EXPECT_TRUE(too_few);
}

TEST_F(CatalogCheckTest, BrokenInvariantsNameTheBugAndFile) {
  fs::path bug1 = root_ / "expr" / "expr-1";
  // The buggy file no longer matches the diff's context.
  {
    std::string text = *ReadFileToString(bug1 / "buggy" / "Tokenizer.java");
    ASSERT_TRUE(WriteStringToFile(bug1 / "buggy" / "Tokenizer.java", "// edited\n" + text).ok());
  }
  // A held-out test that the fixed version fails.
  {
    std::string path = (bug1 / "heldout" / "Expr1Heldout.java").string();
    std::string text = *ReadFileToString(path);
    size_t at = text.find("  @Test\n");
    ASSERT_NE(at, std::string::npos);
    text.insert(at, "  @Test\n  public void broken() {\n    Assert.fail(\"broken\");\n  }\n\n");
    ASSERT_TRUE(WriteStringToFile(path, text).ok());
  }
  // Ids no longer dense.
  fs::rename(root_ / "expr" / "expr-2", root_ / "expr" / "expr-3");
  std::vector<std::string> lines = BugViolations();
  EXPECT_TRUE(Mentions(lines, "expr-1: fix.diff", "does not apply to buggy/Tokenizer.java"));
  EXPECT_TRUE(Mentions(lines, "expr-1: heldout/Expr1Heldout.java",
                       "fails on the fixed version: Expr1Heldout.broken FAIL broken"));
  EXPECT_TRUE(Mentions(lines, "expr", "not dense"));
  EXPECT_TRUE(Mentions(lines, "expr-3", "id \"expr-2\" differs from the folder"));
}

}  // namespace
}  // namespace aprgrid::subjects
