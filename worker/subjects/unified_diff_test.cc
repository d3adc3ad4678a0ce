#include "worker/subjects/unified_diff.h"

#include "gtest/gtest.h"

namespace aprgrid::subjects {
namespace {

constexpr char kDiff[] =
    "--- a/A.java\n"
    "+++ b/A.java\n"
    "@@ -1,3 +1,4 @@\n"
    " one\n"
    "-two\n"
    "+TWO\n"
    "+two and a half\n"
    " three\n"
    "@@ -6,2 +7,2 @@\n"
    " six\n"
    "-seven\n"
    "+SEVEN\n";

constexpr char kOld[] = "one\ntwo\nthree\nfour\nfive\nsix\nseven\n";
constexpr char kNew[] = "one\nTWO\ntwo and a half\nthree\nfour\nfive\nsix\nSEVEN\n";

TEST(UnifiedDiffTest, AppliesHunksExactly) {
  absl::StatusOr<std::vector<FilePatch>> patches = ParseUnifiedDiff(kDiff);
  ASSERT_TRUE(patches.ok()) << patches.status();
  ASSERT_EQ(patches->size(), 1u);
  EXPECT_EQ((*patches)[0].old_name, "A.java");
  EXPECT_EQ((*patches)[0].new_name, "A.java");
  ASSERT_EQ((*patches)[0].hunks.size(), 2u);
  absl::StatusOr<std::string> result = ApplyPatch(kOld, (*patches)[0]);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, kNew);
  EXPECT_EQ(CountChangedLines((*patches)[0]), 5);
  EXPECT_EQ(ChangedNewLines((*patches)[0]), (std::vector<int>{1, 2, 2, 3, 7, 8, 8}));
}

TEST(UnifiedDiffTest, ContextMismatchIsAnError) {
  absl::StatusOr<std::vector<FilePatch>> patches = ParseUnifiedDiff(kDiff);
  ASSERT_TRUE(patches.ok());
  absl::StatusOr<std::string> result =
      ApplyPatch("one\n2\nthree\nfour\nfive\nsix\nseven\n", (*patches)[0]);
  EXPECT_FALSE(result.ok());
  EXPECT_NE(result.status().message().find("line 2"), std::string::npos) << result.status();
}

TEST(UnifiedDiffTest, MissingFinalNewline) {
  absl::StatusOr<std::vector<FilePatch>> patches = ParseUnifiedDiff(
      "--- a/B.java\n+++ b/B.java\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+y\n");
  ASSERT_TRUE(patches.ok()) << patches.status();
  absl::StatusOr<std::string> result = ApplyPatch("x", (*patches)[0]);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, "y\n");
}

TEST(UnifiedDiffTest, TruncatedHunkIsAnError) {
  EXPECT_FALSE(ParseUnifiedDiff("--- a/A.java\n+++ b/A.java\n@@ -1,3 +1,3 @@\n one\n").ok());
  EXPECT_FALSE(ParseUnifiedDiff("--- a/A.java\n+++ b/A.java\n@@ -x +1 @@\n").ok());
}

}  // namespace
}  // namespace aprgrid::subjects
