#include "worker/crf/data/ast_to_tree.h"

#include <algorithm>
#include <string>

#include "gtest/gtest.h"
#include "worker/crf/data/ast_diff.h"
#include "worker/crf/data/characteristics.h"
#include "worker/crf/model/graph.h"
#include "worker/lang/parser.h"

namespace aprgrid::crf {
namespace {

constexpr char kSource[] =
    "class C {\n"
    "  int count; C next;\n"
    "  int getCount() { return count; }\n"
    "  int f(int a, int b, int c) {\n"
    "    int r = 0;\n"
    "    r = (a - b) + c;\n"
    "    if (next != null && a > 0) { r = getCount(); }\n"
    "    return r;\n"
    "  }\n"
    "}\n";

bool Has(const TreeNode& n, const std::string& c) {
  return std::find(n.characteristics.begin(), n.characteristics.end(), c) !=
         n.characteristics.end();
}

// A statement inside a static member class (docs/subject-language.md, "Programs") labels like the
// same statement in a top-level class: the innermost class is its context.
TEST(AstToTreeTest, StatementsInsideMemberClasses) {
  auto top = lang::ParseSource("C.java", kSource);
  std::string nested_source = kSource;
  nested_source.replace(0, 9, "class O {\n static class C {\n");
  nested_source += "}\n";
  auto nested = lang::ParseSource("O.java", nested_source);
  ASSERT_TRUE(top.ok() && nested.ok()) << top.status() << nested.status();
  auto shape = [](const lang::Node& cls, const lang::Node& unit) {
    auto context = AnalyseClass(cls, unit);
    const lang::Node& body = *cls.child(4)->child(2);
    std::string out;
    for (size_t i = 0; i < body.size(); ++i) {
      StatementTree t = StatementToTree(*body.child(i), *context);
      for (int v = 0; v < t.tree.size(); ++v) {
        out += t.tree.node(v).label + ":" + t.tree.node(v).value + " ";
        for (const std::string& c : t.tree.node(v).characteristics) out += c + ",";
      }
      out += "\n";
    }
    return out;
  };
  const lang::Node& inner = *(*nested)->child(0)->child(1);
  ASSERT_EQ(inner.kind, lang::Kind::kClassDecl);
  EXPECT_EQ(shape(inner, **nested), shape(*(*top)->child(0), **top));
}

TEST(AstToTreeTest, SpecExampleShapeUnderAVirtualRoot) {
  auto unit = lang::ParseSource("C.java", kSource);
  ASSERT_TRUE(unit.ok()) << unit.status();
  const lang::Node& cls = *(*unit)->child(0);
  const lang::Node& body = *cls.child(4)->child(2);  // f's Block.
  auto context = AnalyseClass(cls, **unit);
  StatementTree t = StatementToTree(*body.child(1), *context);  // r = (a - b) + c;
  ASSERT_EQ(t.tree.size(), 9);
  std::string shape;
  for (int v = 0; v < t.tree.size(); ++v) {
    shape += t.tree.node(v).label + ":" + t.tree.node(v).value + " ";
  }
  EXPECT_EQ(shape,
            "virtual: ExprStmt: Assignment:= VariableAccess:r BinaryOperator:+ "
            "BinaryOperator:- VariableAccess:a VariableAccess:b VariableAccess:c ");
  // The 3 triangles of docs/crf-transform-prediction.md, section 2, plus nothing from the virtual
  // root and the ExprStmt chain.
  CliqueGraph g = BuildCliqueGraph(t.tree);
  EXPECT_EQ(g.triangles.size(), 3u);
  EXPECT_EQ(t.tree.node(0).allowed_transforms, kVirtualRootTransforms);
  EXPECT_TRUE(Has(t.tree.node(0), "S1_ExprStmt"));
  EXPECT_TRUE(Has(t.tree.node(0), "S2_LocalVarDecl"));
  EXPECT_TRUE(Has(t.tree.node(0), "S3_If"));
  EXPECT_TRUE(Has(t.tree.node(3), "V1"));  // r is an int.
  EXPECT_TRUE(Has(t.tree.node(5), "BO1_arithmetic"));
  // a, b, c are parameters: assigned before, so not V8; never read before: V7.
  EXPECT_TRUE(Has(t.tree.node(6), "V7"));
  EXPECT_FALSE(Has(t.tree.node(6), "V8"));
  EXPECT_TRUE(Has(t.tree.node(0), "sub_V7"));
  // No LogExp on a node that is not a logical-expression root.
  EXPECT_EQ(t.tree.node(4).allowed_transforms & (1u << kLogExpExp), 0u);
}

TEST(AstToTreeTest, LogicalRootAndCallCharacteristics) {
  auto unit = lang::ParseSource("C.java", kSource);
  ASSERT_TRUE(unit.ok());
  const lang::Node& cls = *(*unit)->child(0);
  const lang::Node& body = *cls.child(4)->child(2);
  auto context = AnalyseClass(cls, **unit);
  StatementTree t = StatementToTree(*body.child(2), *context);  // The if.
  const TreeNode& cond = t.tree.node(2);
  EXPECT_EQ(cond.value, "&&");
  EXPECT_TRUE(Has(cond, "LE3"));  // A null check and a normal check.
  EXPECT_TRUE(Has(cond, "BO3"));
  EXPECT_NE(cond.allowed_transforms & (1u << kLogExpExp), 0u);
  int call = -1;
  for (int v = 0; v < t.tree.size(); ++v) {
    if (t.tree.node(v).label == "MethodCall") call = v;
  }
  ASSERT_GE(call, 0);
  EXPECT_TRUE(Has(t.tree.node(call), "M1"));
  EXPECT_TRUE(Has(t.tree.node(call), "M11"));
  EXPECT_TRUE(Has(t.tree.node(call), "M6"));  // Called under the null guard.
}

// Enums, `throws` clauses and varargs (docs/subject-language.md, Programs): every statement of
// every class maps to a tree whose nodes mirror the statement's AST.
TEST(AstToTreeTest, EnumsThrowsAndVarargs) {
  constexpr char kNew[] =
      "enum Shade { DARK(1), LIGHT(2); final int level;\n"
      "  Shade(int level) { this.level = level; }\n"
      "  int scaled(int... fs) { int s = level; for (int f : fs) { s = s * f; } return s; } }\n"
      "class Bad extends Exception { Bad(String m) { super(m); } }\n"
      "class C {\n"
      "  static int pick(Shade s, String n) throws Bad {\n"
      "    if (n == null) { throw new Bad(\"none\"); }\n"
      "    switch (s) { case DARK: return s.scaled(2, 3); default: return s.ordinal(); }\n"
      "  }\n"
      "}\n";
  auto unit = lang::ParseSource("C.java", kNew);
  ASSERT_TRUE(unit.ok()) << unit.status();
  int statements = 0;
  for (const auto& cls : (*unit)->children) {
    auto context = AnalyseClass(*cls, **unit);
    for (lang::Node* s : lang::Statements(*cls)) {
      StatementTree t = StatementToTree(*s, *context);
      ASSERT_GE(t.tree.size(), 2) << lang::KindName(s->kind);
      EXPECT_EQ(t.tree.node(1).label, lang::KindName(s->kind));
      ++statements;
    }
  }
  EXPECT_GE(statements, 10);
}

}  // namespace
}  // namespace aprgrid::crf
