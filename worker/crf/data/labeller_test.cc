#include "worker/crf/data/labeller.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "worker/crf/data/ast_diff.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/parser.h"

namespace aprgrid::crf {
namespace {

// Wraps statements into a class with fields, helper methods and locals so the bodies parse.
std::string Program(const std::string& body) {
  return absl::StrCat(
      "class C {\n"
      "  int count; int size; int n; int len; String s; C o; int[] a; boolean ok;\n"
      "  int length() { return 0; }\n  int getMin() { return 0; }\n  int getMax() { return 1; }\n"
      "  int get() { return 0; }\n  String trim(String x) { return x; }\n"
      "  int abs(int x) { return x; }\n  void print() {}\n  void run() {}\n"
      "  void put(int k, int v) {}\n  void put(int k, int v, boolean b) {}\n"
      "  int parse(String x) { return 0; }\n"
      "  int m(int x, int y, int t, int r, int i, int b, int c, boolean f) {\n",
      body, "\n    return 0;\n  }\n}\n");
}

struct Labelled {
  DropReason reason;
  std::string text;  // "vr=Wrap-IF-N; VariableAccess count=Var-RW-Var", sorted.
};

Labelled Label(const std::string& before, const std::string& after) {
  auto b = lang::ParseSource("B.java", Program(before));
  auto a = lang::ParseSource("A.java", Program(after));
  EXPECT_TRUE(b.ok()) << b.status();
  EXPECT_TRUE(a.ok()) << a.status();
  AstDiff diff = AstDiff::Compute(**b, **a);
  LabelledStatement s = LabelDiff(diff);
  std::vector<std::string> parts;
  if (s.virtual_root_label != kEmpty) {
    parts.push_back(absl::StrCat("vr=", std::string(TransformName(s.virtual_root_label))));
  }
  for (const auto& [node, t] : s.labels) {
    parts.push_back(absl::StrCat(std::string(lang::KindName(node->kind)), " ", node->value, "=",
                                 std::string(TransformName(t))));
  }
  std::sort(parts.begin(), parts.end());
  return {s.reason, absl::StrJoin(parts, "; ")};
}

struct Case {
  const char* name;
  const char* before;
  const char* after;
  const char* expected;
};

class LabellerTest : public testing::TestWithParam<Case> {};

TEST_P(LabellerTest, LabelsExactlyTheExpectedNodes) {
  const Case& c = GetParam();
  Labelled got = Label(c.before, c.after);
  EXPECT_EQ(got.reason, DropReason::kKept) << DropReasonName(got.reason);
  EXPECT_EQ(got.text, c.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, LabellerTest,
    testing::Values(
        Case{"WrapMeth", "s = s;", "s = trim(s);", "VariableAccess s=Wrap-Meth"},
        Case{"WrapMethOnExpression", "r = (x - y) * c;", "r = abs(x - y) * c;",
             "BinaryOperator -=Wrap-Meth"},
        Case{"UnwrapMeth", "s = trim(s);", "s = s;", "VariableAccess s=Unwrap-Meth"},
        Case{"VarRwVar", "t = count + 1;", "t = size + 1;", "VariableAccess count=Var-RW-Var"},
        Case{"VarRwMeth", "n = len;", "n = length();", "VariableAccess len=Var-RW-Meth"},
        Case{"MethRwMethName", "x = getMin();", "x = getMax();", "MethodCall getMin=Meth-RW-Meth"},
        Case{"MethRwMethOverload", "put(x, y, true);", "put(x, y);", "MethodCall put=Meth-RW-Meth"},
        Case{"MethRwVar", "y = length();", "y = n;", "MethodCall length=Meth-RW-Var"},
        Case{"BinOperRep", "if (i <= n) { run(); }", "if (i < n) { run(); }",
             "BinaryOperator <==BinOper-Rep"},
        Case{"ConstantRep", "x = 0;", "x = 1;", "Literal 0=Constant-Rep"},
        Case{"LogExpExp", "if (x > 0) { run(); }", "if (x > 0 && o != null) { run(); }",
             "BinaryOperator >=LogExp-Exp"},
        Case{"LogExpRed", "if (x > 0 && ok) { run(); }", "if (x > 0) { run(); }",
             "BinaryOperator &&=LogExp-Red"},
        Case{"WrapIfN", "o.print();", "if (o != null) { o.print(); }", "vr=Wrap-IF-N"},
        Case{"WrapIfO", "a[i] = x;", "if (i < n) { a[i] = x; }", "vr=Wrap-IF-O"},
        Case{"WrapIfElseNThen", "x = o.get();", "if (o != null) { x = o.get(); } else { x = 0; }",
             "vr=Wrap-IFELSE-N"},
        Case{"WrapIfElseOElse", "r = x / y;", "if (y == 0) { r = 0; } else { r = x / y; }",
             "vr=Wrap-IFELSE-O"},
        Case{"WrapIfElseNTernary", "x = o.get();", "x = (o == null) ? 0 : o.get();",
             "MethodCall get=Wrap-IFELSE-N"},
        Case{"WrapIfElseOTernary", "r = x / y;", "r = y != 0 ? x / y : 0;",
             "BinaryOperator /=Wrap-IFELSE-O"},
        Case{"UnwrapIfStatement", "if (f) { run(); }", "run();", "If =Unwrap-IF"},
        Case{"UnwrapIfTernary", "x = f ? y : t;", "x = y;", "Conditional =Unwrap-IF"},
        Case{"WrapTry", "r = parse(s);",
             "try { r = parse(s); } catch (RuntimeException e) { r = 0; }", "vr=Wrap-TRY"},
        Case{"Multiple", "r = (x - y) + c;", "r = abs(x - y) * c;",
             "BinaryOperator +=BinOper-Rep; BinaryOperator -=Wrap-Meth"},
        // Fixes inside the methods of anonymous and local classes are labelled like any other.
        Case{"InsideAnonymousClass", "Object q = new Object() { int g() { return count + 1; } };",
             "Object q = new Object() { int g() { return size + 1; } };",
             "VariableAccess count=Var-RW-Var"},
        Case{"InsideLocalClass", "class L { int h() { int y = getMin(); return y; } }",
             "class L { int h() { int y = getMax(); return y; } }",
             "MethodCall getMin=Meth-RW-Meth"},
        Case{"WrapIfAndMethRwMeth", "x = getMin() + len * 2;",
             "if (o != null) { x = getMax() + len * 2; }",
             "MethodCall getMin=Meth-RW-Meth; vr=Wrap-IF-N"}),
    [](const testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });

TEST(LabellerDropTest, NoTransformExplainsAStatementDeletion) {
  Labelled got = Label("run();\n x = 1;", "x = 1;");
  EXPECT_EQ(got.reason, DropReason::kUnexplained);
}

TEST(LabellerDropTest, TooManyRootOperations) {
  Labelled got = Label("x = 1; y = 2; t = 3; r = 4; i = 5; b = 6;",
                       "x = 2; y = 3; t = 4; r = 5; i = 6; b = 7; run(); run(); run(); run(); "
                       "run();");
  EXPECT_EQ(got.reason, DropReason::kTooManyRootOps);
}

TEST(LabellerDropTest, TransformsInTwoStatements) {
  Labelled got = Label("x = 0;\n y = 0;", "x = 1;\n y = 1;");
  EXPECT_EQ(got.reason, DropReason::kSeveralStatements);
}

// Per statement (the benchmark fixes' scoring): the printed labels of each changed statement.
struct PerStatement {
  DropReason reason;
  std::vector<std::string> statements;  // "<kind>: <labels>" per statement, in source order.
};

PerStatement LabelEach(const std::string& before, const std::string& after) {
  auto b = lang::ParseSource("B.java", Program(before));
  auto a = lang::ParseSource("A.java", Program(after));
  EXPECT_TRUE(b.ok()) << b.status();
  EXPECT_TRUE(a.ok()) << a.status();
  AstDiff diff = AstDiff::Compute(**b, **a);
  LabelledStatements all = LabelDiffPerStatement(diff);
  PerStatement out{all.reason, {}};
  for (const LabelledStatement& s : all.statements) {
    EXPECT_EQ(s.reason, DropReason::kKept);
    std::vector<std::string> parts;
    if (s.virtual_root_label != kEmpty) {
      parts.push_back(absl::StrCat("vr=", std::string(TransformName(s.virtual_root_label))));
    }
    for (const auto& [node, t] : s.labels) {
      parts.push_back(absl::StrCat(std::string(lang::KindName(node->kind)), " ", node->value, "=",
                                   std::string(TransformName(t))));
    }
    std::sort(parts.begin(), parts.end());
    out.statements.push_back(absl::StrCat(std::string(lang::KindName(s.statement->kind)), ": ",
                                          absl::StrJoin(parts, "; ")));
  }
  return out;
}

// A fix in two statements is two samples, each with its own label, where LabelDiff drops it.
TEST(LabellerPerStatementTest, TwoStatementFixIsTwoSamples) {
  PerStatement got = LabelEach("x = 0;\n count = size;", "x = 1;\n count = len;");
  EXPECT_EQ(got.reason, DropReason::kKept);
  EXPECT_EQ(got.statements, (std::vector<std::string>{"ExprStmt: Literal 0=Constant-Rep",
                                                      "ExprStmt: VariableAccess size=Var-RW-Var"}));
  EXPECT_EQ(Label("x = 0;\n count = size;", "x = 1;\n count = len;").reason,
            DropReason::kSeveralStatements);
}

// Two disjoint statements inside one `if` are two samples too (LabelDiff takes the `if`).
TEST(LabellerPerStatementTest, SiblingStatementsInsideAnIfAreScoredApart) {
  const std::string before = "if (ok) { x = 0;\n y = getMin(); }";
  const std::string after = "if (ok) { x = 1;\n y = getMax(); }";
  EXPECT_EQ(Label(before, after).reason, DropReason::kKept);
  PerStatement got = LabelEach(before, after);
  EXPECT_EQ(got.reason, DropReason::kKept);
  EXPECT_EQ(got.statements, (std::vector<std::string>{"ExprStmt: Literal 0=Constant-Rep",
                                                      "ExprStmt: MethodCall getMin=Meth-RW-Meth"}));
}

// A change in a loop's condition and one in its body: the loop's tree holds both, so they are
// one sample (as LabelDiff has it); a one-statement fix is the same sample as LabelDiff's.
TEST(LabellerPerStatementTest, NestedChangesShareTheOuterStatement) {
  PerStatement nested = LabelEach("while (x < n) { x = x + 1; }", "while (x < len) { x = x + 2; }");
  EXPECT_EQ(nested.reason, DropReason::kKept);
  EXPECT_EQ(
      nested.statements,
      (std::vector<std::string>{"While: Literal 1=Constant-Rep; VariableAccess n=Var-RW-Var"}));
  PerStatement single = LabelEach("x = getMin() + len * 2;", "x = getMax() + len * 2;");
  EXPECT_EQ(single.statements,
            (std::vector<std::string>{"ExprStmt: MethodCall getMin=Meth-RW-Meth"}));
}

TEST(LabellerPerStatementTest, DropsWhatNoTransformExplains) {
  EXPECT_EQ(LabelEach("run();\n x = 1;", "x = 1;").reason, DropReason::kUnexplained);
}

TEST(AstDiffTest, IdenticalTreesHaveNoEdits) {
  auto b = lang::ParseSource("B.java", Program("x = y + 1;"));
  ASSERT_TRUE(b.ok());
  AstDiff diff = AstDiff::Compute(**b, **b);
  EXPECT_TRUE(diff.ops().empty());
}

}  // namespace
}  // namespace aprgrid::crf
