#include "tests/jdk/subject_programs.h"

#include "common/file_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::jdk {
namespace {

using ::testing::ElementsAre;

TEST(DiscoverSubjectProgramsTest, ProjectsAndBugs) {
  namespace fs = std::filesystem;
  fs::path root = fs::path(testing::TempDir()) / "subject_programs_test";
  fs::remove_all(root);
  fs::path p = root / "text";
  ASSERT_TRUE(WriteStringToFile(p / "src" / "A.java", "class A {}").ok());
  ASSERT_TRUE(WriteStringToFile(p / "src" / "B.java", "class B {}").ok());
  ASSERT_TRUE(WriteStringToFile(p / "tests" / "ATest.java", "class ATest {}").ok());
  ASSERT_TRUE(WriteStringToFile(p / "text-1" / "buggy" / "B.java", "class B { int bug; }").ok());
  ASSERT_TRUE(WriteStringToFile(p / "text-1" / "fixed" / "B.java", "class B { int fix; }").ok());
  ASSERT_TRUE(
      WriteStringToFile(p / "text-1" / "tests" / "Text1Test.java", "class Text1Test {}").ok());
  ASSERT_TRUE(WriteStringToFile(p / "text-1" / "bug.textproto",
                                "id: \"text-1\"\nproject: \"text\"\nsources: \"B.java\"\n"
                                "tests: \"../tests/ATest.java\"\ntests: \"tests/Text1Test.java\"\n")
                  .ok());
  ASSERT_TRUE(WriteStringToFile(root / "notes" / "README", "no src").ok());

  absl::StatusOr<std::vector<JavaProgram>> programs = DiscoverSubjectPrograms(root);
  ASSERT_TRUE(programs.ok()) << programs.status();
  ASSERT_EQ(programs->size(), 3u);
  EXPECT_EQ((*programs)[0].name, "text");
  EXPECT_THAT((*programs)[0].files,
              ElementsAre(p / "src" / "A.java", p / "src" / "B.java", p / "tests" / "ATest.java"));
  EXPECT_EQ((*programs)[1].name, "text-1");
  EXPECT_THAT((*programs)[1].files, ElementsAre(p / "src" / "A.java", p / "tests" / "ATest.java",
                                                p / "text-1" / "buggy" / "B.java",
                                                p / "text-1" / "tests" / "Text1Test.java"));
  EXPECT_EQ((*programs)[2].name, "text-1.fixed");
  EXPECT_THAT((*programs)[2].files, ElementsAre(p / "src" / "A.java", p / "tests" / "ATest.java",
                                                p / "text-1" / "fixed" / "B.java",
                                                p / "text-1" / "tests" / "Text1Test.java"));
}

TEST(DiscoverSubjectProgramsTest, ProjectsOnlyLeavesTheBugsOut) {
  namespace fs = std::filesystem;
  fs::path root = fs::path(testing::TempDir()) / "subject_programs_projects";
  fs::remove_all(root);
  fs::path p = root / "text";
  ASSERT_TRUE(WriteStringToFile(p / "src" / "A.java", "class A {}").ok());
  ASSERT_TRUE(WriteStringToFile(p / "text-1" / "buggy" / "A.java", "class A { int bug; }").ok());
  ASSERT_TRUE(
      WriteStringToFile(p / "text-1" / "bug.textproto", "id: \"text-1\"\nsources: \"A.java\"\n")
          .ok());
  absl::StatusOr<std::vector<JavaProgram>> programs =
      DiscoverSubjectPrograms(root, SubjectPrograms::kProjectsOnly);
  ASSERT_TRUE(programs.ok()) << programs.status();
  ASSERT_EQ(programs->size(), 1u);
  EXPECT_EQ((*programs)[0].name, "text");
  ASSERT_TRUE(WriteStringToFile(p / "text-1" / "bug.textproto", "id: 3 3 3").ok());
  EXPECT_FALSE(DiscoverSubjectPrograms(root, SubjectPrograms::kProjectsOnly).ok());
}

TEST(DiscoverSubjectProgramsTest, BadMetadataIsAnError) {
  namespace fs = std::filesystem;
  fs::path root = fs::path(testing::TempDir()) / "subject_programs_bad";
  fs::remove_all(root);
  ASSERT_TRUE(WriteStringToFile(root / "p" / "src" / "A.java", "class A {}").ok());
  ASSERT_TRUE(WriteStringToFile(root / "p" / "p-1" / "bug.textproto", "id: 3 3 3").ok());
  EXPECT_FALSE(DiscoverSubjectPrograms(root).ok());
  ASSERT_TRUE(
      WriteStringToFile(root / "p" / "p-1" / "bug.textproto", "tests: \"tests/Missing.java\"")
          .ok());
  EXPECT_FALSE(DiscoverSubjectPrograms(root).ok());
  EXPECT_TRUE(DiscoverSubjectPrograms(root / "absent").ok());
}

}  // namespace
}  // namespace aprgrid::jdk
