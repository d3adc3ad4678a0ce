#include "tests/jdk/java_program.h"

#include <filesystem>

#include "common/file_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::jdk {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(TopLevelClassNamesTest, FindsClassesOutsideBraces) {
  EXPECT_THAT(TopLevelClassNames("class A { class Inner {} }\nfinal class B extends A {}\n"
                                 "public class C_Test { void f() { Object o = A.class; } }"),
              ElementsAre("A", "B", "C_Test"));
}

TEST(TopLevelClassNamesTest, FindsInterfacesAndEnums) {
  EXPECT_THAT(TopLevelClassNames("interface I { int f(); }\nenum E implements I { A, B; "
                                 "public int f() { return 1; } }\nabstract class K {}"),
              ElementsAre("I", "E", "K"));
}

TEST(TopLevelClassNamesTest, SkipsCommentsStringsAndChars) {
  EXPECT_THAT(TopLevelClassNames("// class Fake1 {\n/* class Fake2 { */\n"
                                 "class Real { String s = \"class Fake3 {\"; char c = '{'; }\n"
                                 "class Also { String t = \"\\\" class Fake4\"; }"),
              ElementsAre("Real", "Also"));
}

TEST(TopLevelClassNamesTest, QualifiesClassesOfAPackage) {
  EXPECT_THAT(TopLevelClassNames("/* package x; */ package a.b . c;\nimport d.E;\n"
                                 "public class C { String p = \"package\"; }\nenum F { G }\n"),
              ElementsAre("a.b.c.C", "a.b.c.F"));
}

TEST(TopLevelClassNamesTest, IgnoresClassLiteralsInAnnotations) {
  EXPECT_THAT(TopLevelClassNames("class T { @Test(expected = X.class) public void t() {} }"),
              ElementsAre("T"));
  EXPECT_THAT(TopLevelClassNames(""), IsEmpty());
}

TEST(DiscoverProgramsTest, FilesAndDirectoriesArePrograms) {
  std::filesystem::path root = std::filesystem::path(testing::TempDir()) / "discover_programs_test";
  std::filesystem::remove_all(root);
  ASSERT_TRUE(WriteStringToFile(root / "Single.java", "class Single {}").ok());
  ASSERT_TRUE(WriteStringToFile(root / "notes.txt", "not java").ok());
  ASSERT_TRUE(WriteStringToFile(root / "bug1" / "src" / "Main.java", "class Main {}").ok());
  ASSERT_TRUE(
      WriteStringToFile(root / "bug1" / "test" / "MainTest.java", "class MainTest {}").ok());
  std::filesystem::create_directories(root / "empty");

  absl::StatusOr<std::vector<JavaProgram>> programs = DiscoverPrograms(root, "x/");
  ASSERT_TRUE(programs.ok()) << programs.status();
  ASSERT_EQ(programs->size(), 2u);
  EXPECT_EQ((*programs)[0].name, "x.Single");
  EXPECT_THAT((*programs)[0].files, ElementsAre(root / "Single.java"));
  EXPECT_EQ((*programs)[1].name, "x.bug1");
  EXPECT_THAT((*programs)[1].files, ElementsAre(root / "bug1" / "src" / "Main.java",
                                                root / "bug1" / "test" / "MainTest.java"));
  EXPECT_FALSE(DiscoverPrograms(root / "missing", "").ok());
}

}  // namespace
}  // namespace aprgrid::jdk
