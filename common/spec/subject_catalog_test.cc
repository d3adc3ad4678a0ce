#include "common/spec/subject_catalog.h"

#include <filesystem>
#include <fstream>

#include "common/spec/spec_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

using ::testing::ElementsAre;

namespace fs = std::filesystem;

class SubjectCatalogTest : public ::testing::Test {
 protected:
  void SetUp() override {
    absl::StatusOr<SubjectCatalog> loaded = SubjectCatalog::Load(FixtureCatalogDir());
    ASSERT_TRUE(loaded.ok()) << loaded.status();
    catalog_ = std::move(*loaded);
  }

  static aprgrid::v1::SubjectSelector Selector(std::vector<std::string> bugs,
                                               std::vector<std::string> exclude = {},
                                               std::vector<std::string> categories = {}) {
    aprgrid::v1::SubjectSelector selector;
    for (auto& b : bugs) selector.add_bugs(b);
    for (auto& e : exclude) selector.add_exclude(e);
    for (auto& c : categories) selector.add_categories(c);
    return selector;
  }

  SubjectCatalog catalog_;
};

TEST_F(SubjectCatalogTest, LoadsEveryBugInNaturalOrder) {
  EXPECT_EQ(catalog_.size(), 14u);
  EXPECT_THAT(catalog_.Match("dates-*"), ElementsAre("dates-1", "dates-2", "dates-10"));
  ASSERT_NE(catalog_.Find("mathx-2"), nullptr);
  EXPECT_EQ(catalog_.Find("mathx-2")->category(), aprgrid::v1::PAR_FIXABLE);
  EXPECT_EQ(catalog_.Find("mathx-9"), nullptr);
  EXPECT_TRUE(SubjectCatalog::LooksLikeCatalog(FixtureCatalogDir()));
  EXPECT_FALSE(SubjectCatalog::LooksLikeCatalog(SourceDir() + "/common/spec"));
}

TEST_F(SubjectCatalogTest, GlobsUseFnmatchSyntax) {
  EXPECT_THAT(catalog_.Match("*-1?"), ElementsAre("dates-10"));
  EXPECT_THAT(catalog_.Match("[eg]*-2"), ElementsAre("expr-2", "geometry-2"));
  EXPECT_TRUE(catalog_.Match("nothing*").empty());
}

TEST_F(SubjectCatalogTest, SelectsByGlobExcludeAndCategory) {
  absl::StatusOr<std::vector<std::string>> genprog =
      catalog_.Select(Selector({"*"}, {"strings-2"}, {"genprog"}));
  ASSERT_TRUE(genprog.ok()) << genprog.status();
  EXPECT_THAT(*genprog, ElementsAre("collections-1", "dates-1", "expr-1", "geometry-1", "mathx-1",
                                    "strings-1"));
  absl::StatusOr<std::vector<std::string>> mixed =
      catalog_.Select(Selector({"mathx-3", "dates-*", "mathx-3"}, {"dates-1?"}));
  ASSERT_TRUE(mixed.ok()) << mixed.status();
  EXPECT_THAT(*mixed, ElementsAre("dates-1", "dates-2", "mathx-3"));
}

TEST_F(SubjectCatalogTest, SelectReportsEveryProblem) {
  const absl::Status status =
      catalog_.Select(Selector({"dates-99", "zzz-*"}, {}, {"easy"})).status();
  EXPECT_EQ(status.message(),
            "unknown bug id \"dates-99\"\n\"zzz-*\" matches no bug\nunknown category \"easy\" "
            "(expected genprog, par or neither)");
}

TEST(SelectBugsTest, WithoutCatalogTakesExplicitIdsInOrder) {
  aprgrid::v1::SubjectSelector selector;
  for (const char* id : {"b-2", "a-1", "b-2", "c-3"}) selector.add_bugs(id);
  selector.add_exclude("c-3");
  absl::StatusOr<std::vector<std::string>> ids = SelectBugs(selector, nullptr);
  ASSERT_TRUE(ids.ok()) << ids.status();
  EXPECT_THAT(*ids, ElementsAre("b-2", "a-1"));
  selector.add_bugs("d-*");
  EXPECT_THAT(std::string(SelectBugs(selector, nullptr).status().message()),
              ::testing::HasSubstr("\"d-*\" is a glob; globs need a subject catalog"));
}

TEST(SubjectCatalogLoadTest, RejectsIdThatIsNotTheFolderName) {
  const fs::path root = fs::path(::testing::TempDir()) / "catalog_mismatch";
  fs::remove_all(root);
  fs::create_directories(root / "dates-1");
  std::ofstream(root / "dates-1" / "bug.textproto") << "id: \"dates-2\" category: NEITHER\n";
  const absl::Status status = SubjectCatalog::Load(root.string()).status();
  EXPECT_THAT(std::string(status.message()),
              ::testing::HasSubstr("id \"dates-2\" differs from the folder name \"dates-1\""));
  fs::remove_all(root);
}

TEST(SubjectCatalogLoadTest, RejectsMalformedMetadataAndMissingFolder) {
  const fs::path root = fs::path(::testing::TempDir()) / "catalog_bad";
  fs::remove_all(root);
  fs::create_directories(root / "p" / "p-1");
  std::ofstream(root / "p" / "p-1" / "bug.textproto") << "id: \"p-1\" colour: 3\n";
  EXPECT_THAT(std::string(SubjectCatalog::Load(root.string()).status().message()),
              ::testing::HasSubstr("bug.textproto: not a valid aprgrid.v1.BugMetadata"));
  fs::remove_all(root);
  EXPECT_EQ(SubjectCatalog::Load(root.string()).status().code(), absl::StatusCode::kNotFound);
}

TEST(SubjectCatalogLoadTest, DoesNotSearchDeeperThanThreeLevels) {
  const fs::path root = fs::path(::testing::TempDir()) / "catalog_deep";
  fs::remove_all(root);
  fs::create_directories(root / "a" / "b" / "x-1");
  fs::create_directories(root / "a" / "b" / "c" / "y-1");
  std::ofstream(root / "a" / "b" / "x-1" / "bug.textproto") << "id: \"x-1\"\n";
  std::ofstream(root / "a" / "b" / "c" / "y-1" / "bug.textproto") << "id: \"y-1\"\n";
  absl::StatusOr<SubjectCatalog> catalog = SubjectCatalog::Load(root.string());
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  EXPECT_THAT(catalog->Ids(), ElementsAre("x-1"));
  fs::remove_all(root);
}

TEST(SubjectLayoutTest, FindsAndReadsBugFolders) {
  const fs::path root = fs::path(::testing::TempDir()) / "layout_read";
  fs::remove_all(root);
  fs::create_directories(root / "dates" / "dates-2");
  fs::create_directories(root / "dates" / "dates-10");
  fs::create_directories(root / "dates" / "src");
  std::ofstream(root / "dates" / "dates-2" / "bug.textproto")
      << "id: \"dates-2\" crf_labels: \"Constant-Rep\"\n";
  std::ofstream(root / "dates" / "dates-10" / "bug.textproto") << "id: \"dates-10\"\n";
  EXPECT_TRUE(IsBugFolder(root / "dates" / "dates-2"));
  EXPECT_FALSE(IsBugFolder(root / "dates" / "src"));
  EXPECT_FALSE(IsBugFolder(root / "nowhere"));
  EXPECT_THAT(FindBugFolders(root),
              ElementsAre(root / "dates" / "dates-10", root / "dates" / "dates-2"));
  EXPECT_TRUE(FindBugFolders(root / "nowhere").empty());
  absl::StatusOr<aprgrid::v1::BugMetadata> bug = ReadBugMetadata(root / "dates" / "dates-2");
  ASSERT_TRUE(bug.ok()) << bug.status();
  EXPECT_EQ(bug->id(), "dates-2");
  EXPECT_THAT(bug->crf_labels(), ElementsAre("Constant-Rep"));
  EXPECT_EQ(BugFolderPath(root, "dates-2"), root / "dates" / "dates-2");
  EXPECT_EQ(BugFolderPath("subjects", "text-wrap-3"), fs::path("subjects/text-wrap/text-wrap-3"));
  fs::remove_all(root);
}

TEST(SubjectLayoutTest, MetadataErrorsNameTheFile) {
  const fs::path root = fs::path(::testing::TempDir()) / "layout_errors";
  fs::remove_all(root);
  fs::create_directories(root / "p" / "p-1");
  std::ofstream(root / "p" / "p-1" / "bug.textproto") << "id: 3 3 3\n";
  absl::StatusOr<aprgrid::v1::BugMetadata> bad = ReadBugMetadata(root / "p" / "p-1");
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(bad.status().message()),
              ::testing::HasSubstr("p-1/bug.textproto: not a valid aprgrid.v1.BugMetadata"));
  absl::StatusOr<aprgrid::v1::BugMetadata> missing = ReadBugMetadata(root / "p");
  EXPECT_EQ(missing.status().code(), absl::StatusCode::kNotFound);
  EXPECT_THAT(std::string(missing.status().message()), ::testing::HasSubstr("bug.textproto"));
  fs::remove_all(root);
}

}  // namespace
}  // namespace aprgrid::spec
