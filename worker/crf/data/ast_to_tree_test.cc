#include "worker/crf/data/ast_to_tree.h"

#include <algorithm>
#include <string>
#include <vector>

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

// Type comparisons are per package (docs/crf-dataset.md, "Packages"): `Box` written in package p
// and in q are two types, `q.Box` and q's own `Box` one. The program with packages has the
// characteristics of the same program without them, where q.Box is named QBox.
TEST(AstToTreeTest, PackagedProgramHasTheUnpackagedCharacteristics) {
  const std::string use =
      "package p;\n"
      "public class Use {\n"
      "  Box box; q.Box other;\n"
      "  int f(Box b, q.Box c) {\n"
      "    Box d = b;\n"
      "    q.Box e = c;\n"
      "    if (box != null) { d = box; }\n"
      "    e = other;\n"
      "    return d.v;\n"
      "  }\n"
      "}\n";
  const std::string box = "package p;\npublic class Box { public int v; }\n";
  const std::string qbox =
      "package q;\npublic class Box { public Box make(Box x) { return x; } }\n";
  auto unplain = [](std::string text) {
    for (std::string from : {"package p;\n", "package q;\n"}) {
      if (size_t at = text.find(from); at != std::string::npos) text.erase(at, from.size());
    }
    for (size_t at = text.find("q.Box"); at != std::string::npos; at = text.find("q.Box", at)) {
      text.replace(at, 5, "QBox");
    }
    return text;
  };
  std::string qbox_plain = unplain(qbox);
  for (size_t at = qbox_plain.find("Box"); at != std::string::npos;
       at = qbox_plain.find("Box", at + 4)) {
    qbox_plain.replace(at, 3, "QBox");
  }
  const std::vector<lang::SourceFile> packaged_files = {
      {"p/Use.java", use}, {"p/Box.java", box}, {"q/Box.java", qbox}};
  const std::vector<lang::SourceFile> plain_files = {
      {"Use.java", unplain(use)}, {"Box.java", box.substr(11)}, {"QBox.java", qbox_plain}};
  auto packaged = lang::ParseFiles(packaged_files);
  auto plain = lang::ParseFiles(plain_files);
  ASSERT_TRUE(packaged.ok()) << packaged.status();
  ASSERT_TRUE(plain.ok()) << plain.status();
  auto characteristics = [](const lang::Node& unit) {
    const lang::Node* cls = nullptr;
    for (const auto& c : unit.children) {
      if (c->kind == lang::Kind::kClassDecl && c->value == "Use") cls = c.get();
    }
    std::string out;
    if (cls == nullptr) return out;
    auto context = AnalyseClass(*cls, unit);
    for (const auto& m : cls->children) {
      if (m->kind != lang::Kind::kMethodDecl) continue;
      const lang::Node& body = *m->child(2);
      for (size_t i = 0; i < body.size(); ++i) {
        StatementTree t = StatementToTree(*body.child(i), *context);
        for (int v = 0; v < t.tree.size(); ++v) {
          out += t.tree.node(v).label + ":";
          for (const std::string& c : t.tree.node(v).characteristics) out += c + ",";
          out += " ";
        }
        out += "\n";
      }
    }
    return out;
  };
  const std::string expected = characteristics(**plain);
  EXPECT_NE(expected.find("V6"), std::string::npos) << expected;  // `e`: q.Box's make returns one.
  EXPECT_EQ(characteristics(**packaged), expected);
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
