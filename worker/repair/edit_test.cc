#include "worker/repair/edit.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/repair/patch.h"

namespace aprgrid::repair {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

constexpr char kCode[] = R"(class A {
  static int f(int x) {
    int y = x;
    if (y > 0) y = y - 1;
    y = y * 2;
    return y;
  }
}
)";

class EditTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto unit = lang::ParseSource("A.java", kCode);
    ASSERT_TRUE(unit.ok()) << unit.status();
    unit_ = std::move(*unit);
    for (lang::Node* s : lang::Statements(*unit_)) {
      std::string p = lang::Print(*s);
      if (p.starts_with("int y = x;")) decl_ = s;
      if (p.starts_with("y = y - 1;")) inner_ = s;
      if (p.starts_with("y = y * 2;")) twice_ = s;
      if (p.starts_with("return y;")) ret_ = s;
    }
    ASSERT_TRUE(decl_ && inner_ && twice_ && ret_);
  }

  Edit Make(EditAction action, const lang::Node* target, const lang::Node* payload) {
    Edit e;
    e.action = action;
    e.target = target->id;
    if (payload != nullptr) e.payload = std::shared_ptr<const lang::Node>(lang::Clone(*payload));
    return e;
  }

  std::string Apply(const Genome& g) { return lang::Print(*ApplyEdits(*unit_, g)); }

  lang::NodePtr unit_;
  lang::Node *decl_ = nullptr, *inner_ = nullptr, *twice_ = nullptr, *ret_ = nullptr;
};

TEST_F(EditTest, EmptyGenomeReproducesTheOriginal) { EXPECT_EQ(Apply({}), lang::Print(*unit_)); }

TEST_F(EditTest, DeleteInABlockRemovesAndInABodyLeavesAnEmptyBlock) {
  EXPECT_THAT(Apply({Make(EditAction::kDelete, twice_, nullptr)}), Not(HasSubstr("y * 2")));
  std::string body = Apply({Make(EditAction::kDelete, inner_, nullptr)});
  EXPECT_THAT(body, HasSubstr("if (y > 0) {\n    }"));
}

TEST_F(EditTest, InsertIntoASingleStatementBodyMakesABlock) {
  std::string out = Apply({Make(EditAction::kInsertAfter, inner_, twice_)});
  EXPECT_THAT(out, HasSubstr("if (y > 0) {\n      y = y - 1;\n      y = y * 2;\n    }"));
  out = Apply({Make(EditAction::kInsertBefore, ret_, twice_)});
  EXPECT_THAT(out, HasSubstr("y = y * 2;\n    y = y * 2;\n    return y;"));
}

TEST_F(EditTest, EditsAtADeletedTargetAreSkippedAndReplacementsKeepTheId) {
  Genome g = {Make(EditAction::kDelete, twice_, nullptr),
              Make(EditAction::kInsertAfter, twice_, ret_)};
  EXPECT_EQ(Apply(g), Apply({g[0]}));
  // Replace, then append at the same location: the append follows the replacement.
  Genome r = {Make(EditAction::kReplace, twice_, inner_),
              Make(EditAction::kInsertAfter, twice_, decl_)};
  EXPECT_THAT(Apply(r), HasSubstr("y = y - 1;\n    int y = x;\n    return y;"));
}

TEST_F(EditTest, ReplaceThenDeleteThenAnyEditAtTheSameTarget) {
  Genome g = {Make(EditAction::kReplace, twice_, inner_),
              Make(EditAction::kDelete, twice_, nullptr), Make(EditAction::kReplace, twice_, decl_),
              Make(EditAction::kInsertAfter, twice_, ret_)};
  std::string out = Apply(g);
  EXPECT_THAT(out, Not(HasSubstr("y * 2")));
  EXPECT_THAT(out, HasSubstr("if (y > 0)\n      y = y - 1;\n    return y;"));
}

TEST_F(EditTest, TheOriginalIsNeverModified) {
  std::string before = lang::Print(*unit_);
  Apply({Make(EditAction::kReplace, decl_, ret_), Make(EditAction::kDelete, inner_, nullptr)});
  EXPECT_EQ(lang::Print(*unit_), before);
}

TEST(PatchTest, UnifiedDiffOfOneChangedLine) {
  std::string a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
  std::string b = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
  EXPECT_EQ(UnifiedDiff(a, b, "X.java"),
            "--- a/X.java\n+++ b/X.java\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
  EXPECT_EQ(UnifiedDiff(a, a, "X.java"), "");
}

TEST(PatchTest, InsertionAndDeletionHunks) {
  std::string a = "a\nb\nc\n";
  EXPECT_EQ(UnifiedDiff(a, "a\nb\nx\nc\n", "F"),
            "--- a/F\n+++ b/F\n@@ -1,3 +1,4 @@\n a\n b\n+x\n c\n");
  EXPECT_EQ(UnifiedDiff(a, "a\nc\n", "F"), "--- a/F\n+++ b/F\n@@ -1,3 +1,2 @@\n a\n-b\n c\n");
}

}  // namespace
}  // namespace aprgrid::repair
