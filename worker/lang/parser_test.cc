#include "worker/lang/parser.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/test_util.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string ErrorOf(std::string_view src) {
  auto r = ParseSource("T.java", src);
  return r.ok() ? "OK" : std::string(r.status().message());
}

TEST(ParserTest, ParsesSampleFiles) {
  std::vector<SourceFile> files = SampleFiles();
  auto unit = ParseFiles(files);
  ASSERT_TRUE(unit.ok()) << unit.status();
  EXPECT_EQ((*unit)->size(), 5u);
  EXPECT_EQ((*unit)->child(4)->value, "SampleTest");
  EXPECT_EQ((*unit)->child(4)->file, 1);
}

TEST(ParserTest, PrecedenceAndLabels) {
  auto e = ParseExpression("r = (a - b) + c * d");
  ASSERT_TRUE(e.ok()) << e.status();
  Renumber(**e);
  std::vector<Node*> nodes = PreOrder(**e);
  ASSERT_EQ(nodes.size(), 9u);
  EXPECT_EQ(KindName(nodes[0]->kind), "Assignment");
  EXPECT_EQ(nodes[2]->value, "+");
  EXPECT_EQ(nodes[3]->value, "-");
  EXPECT_EQ(nodes[6]->value, "*");
  EXPECT_EQ(nodes[6]->id, 6);
  EXPECT_EQ(nodes[3]->parent, nodes[2]);
  EXPECT_EQ(nodes[3]->NextSibling(), nodes[6]);
  EXPECT_EQ(nodes[6]->PrevSibling(), nodes[3]);
}

TEST(ParserTest, CastsVersusParentheses) {
  auto cast = ParseExpression("(int) x + 1");
  ASSERT_TRUE(cast.ok());
  EXPECT_EQ((*cast)->child(0)->kind, Kind::kCast);
  auto paren = ParseExpression("(x) + 1");
  ASSERT_TRUE(paren.ok());
  EXPECT_EQ((*paren)->child(0)->kind, Kind::kVariableAccess);
  auto ref = ParseExpression("(Foo) x");
  ASSERT_TRUE(ref.ok());
  EXPECT_EQ((*ref)->kind, Kind::kCast);
}

TEST(ParserTest, JavacStyleErrors) {
  EXPECT_EQ(ErrorOf("class A { void f() { int x = 1 } }"), "T.java:1:31: ';' expected");
  EXPECT_THAT(ErrorOf("class A { void f() { x + 1; } }"), HasSubstr("1:22: not a statement"));
  EXPECT_THAT(ErrorOf("class A { void f() { int x = ; } }"),
              HasSubstr("1:30: illegal start of expression"));
  EXPECT_THAT(ErrorOf("class A { void f() { else { } } }"), HasSubstr("'else' without 'if'"));
  EXPECT_THAT(ErrorOf("void f() {}"), HasSubstr("class, interface, enum, or record expected"));
  EXPECT_THAT(ErrorOf("class A { void f() {"), HasSubstr("reached end of file while parsing"));
}

TEST(ParserTest, InnerClassesAndTheirExpressions) {
  EXPECT_EQ(ErrorOf("class A { int x; class B { int y = A.this.x; } B b() { return this.new B(); } "
                    "}"),
            "OK");
  auto e = ParseExpression("o.p.new B(1, 2)");
  ASSERT_TRUE(e.ok()) << e.status();
  EXPECT_EQ((*e)->kind, Kind::kNew);
  EXPECT_EQ((*e)->flags & kQualified, kQualified);
  EXPECT_EQ((*e)->value, "B");
  ASSERT_EQ((*e)->size(), 3u);
  EXPECT_EQ((*e)->child(0)->kind, Kind::kFieldAccess);
  auto t = ParseExpression("A.B.this.x");
  ASSERT_TRUE(t.ok()) << t.status();
  ASSERT_EQ((*t)->kind, Kind::kFieldAccess);
  EXPECT_EQ((*t)->child(0)->kind, Kind::kThis);
  EXPECT_EQ((*t)->child(0)->value, "A.B");
  EXPECT_THAT(ErrorOf("class A { void f() { Object o = f().this; } }"),
              HasSubstr("<identifier> expected"));
  EXPECT_THAT(ErrorOf("class A { void f() { Object o = a.new int[3]; } }"),
              HasSubstr("<identifier> expected"));
}

TEST(ParserTest, LocalAndAnonymousClasses) {
  auto unit = ParseSource("A.java", R"(
class A {
  Object f(int x) {
    final class L extends A implements Runnable { public void run() {} }
    return new Object() { int g() { return x; } };
  }
})");
  ASSERT_TRUE(unit.ok()) << unit.status();
  const Node& body = *(*unit)->child(0)->child(1)->child(2);
  const Node& local = *body.child(0);
  ASSERT_EQ(local.kind, Kind::kClassDecl);
  EXPECT_EQ(local.value, "L");
  EXPECT_EQ(local.flags, kFinal);
  EXPECT_EQ(local.child(0)->value, "A");
  EXPECT_TRUE(IsLocalClassDecl(local));
  const Node& create = *body.child(1)->child(0);
  ASSERT_EQ(create.kind, Kind::kNew);
  const Node* anonymous = AnonymousBody(create);
  ASSERT_NE(anonymous, nullptr);
  EXPECT_EQ(anonymous->value, "");
  EXPECT_EQ(anonymous->child(0)->value, "");
  EXPECT_EQ(anonymous->child(1)->kind, Kind::kMethodDecl);
  EXPECT_TRUE(IsLocalClassDecl(*anonymous));
  EXPECT_FALSE(IsStatement(Kind::kClassDecl));  // Statements inside are edit targets, not it.
  // javac's errors for declarations where only statements may stand, and for modifiers.
  EXPECT_THAT(ErrorOf("class A { void f(boolean b) { if (b) class L {} } }"),
              HasSubstr("1:38: class, interface or enum declaration not allowed here"));
  EXPECT_THAT(ErrorOf("class A { void f() { static class L {} } }"),
              HasSubstr("1:22: illegal start of expression"));
  EXPECT_THAT(ErrorOf("class A { void f() { Object o = new Object() { A() {} }; } }"),
              HasSubstr("invalid method declaration; return type required"));
}

TEST(ParserTest, OutsideTheSubsetIsNamed) {
  EXPECT_THAT(ErrorOf("enum E { A { } }"),
              HasSubstr("1:12: enum constants with class bodies are outside"));
  EXPECT_THAT(ErrorOf("enum E<T> { A }"), HasSubstr("1:7: '{' expected"));
  EXPECT_THAT(ErrorOf("class A { class B {} void f() { Object o = this.new B() { }; } }"),
              HasSubstr("1:49: anonymous classes of a qualified `new` are outside"));
  EXPECT_THAT(ErrorOf("class A { void f() { interface L { } } }"),
              HasSubstr("1:22: local interfaces are outside"));
  EXPECT_THAT(ErrorOf("class A { void f() { enum L { X } } }"),
              HasSubstr("1:22: local enums are outside"));
  EXPECT_THAT(ErrorOf("class A { void f() { record R(int x) { } } }"),
              HasSubstr("1:22: local records are outside"));
  EXPECT_THAT(ErrorOf("class A { <T> A(T x) {} }"),
              HasSubstr("1:15: generic constructors are outside"));
  EXPECT_THAT(ErrorOf("import java.util.Scanner;"),
              HasSubstr("1:8: imports of java.util.Scanner are outside"));
  EXPECT_THAT(ErrorOf("import java.io.*;"), HasSubstr("imports of java.io.* are outside"));
  EXPECT_THAT(ErrorOf("import static java.lang.Math.max;"),
              HasSubstr("static imports are outside"));
  EXPECT_THAT(ErrorOf("package java.util; class A {}"),
              HasSubstr("1:1: packages named java.* are outside"));
  EXPECT_THAT(ErrorOf("class A { java.util.List<String> x; }"),
              HasSubstr("qualified type names of packages are outside"));
  EXPECT_THAT(ErrorOf("class A { void f() { Runnable r = () -> {}; } }"),
              HasSubstr("lambda expressions are outside"));
  EXPECT_THAT(ErrorOf("class A { void f() { assert 1 > 0; } }"),
              HasSubstr("1:22: assert statements are outside"));
  EXPECT_THAT(ErrorOf("class A { void f() { int a[] = null; } }"),
              HasSubstr("C-style array declarations"));
}

TEST(ParserTest, ImportsOfJavaUtil) {
  absl::StatusOr<NodePtr> unit =
      ParseSource("A.java", "import java.util.Arrays;\nimport java.util.*;\nclass A {}");
  ASSERT_TRUE(unit.ok()) << unit.status();
  ASSERT_EQ((*unit)->size(), 3u);
  EXPECT_EQ((*unit)->child(0)->kind, Kind::kImport);
  EXPECT_EQ((*unit)->child(0)->value, "java.util.Arrays");
  EXPECT_EQ((*unit)->child(1)->value, "java.util.*");
  EXPECT_EQ((*unit)->child(2)->kind, Kind::kClassDecl);
  EXPECT_THAT(ErrorOf("class A {} import java.util.*;"),
              HasSubstr("class, interface, enum, or record expected"));
}

TEST(ParserTest, LabeledStatements) {
  auto unit = ParseSource("T.java",
                          "class A { void f() { out: for (;;) { in: while (true) { continue out; "
                          "} } b: { break b; } } }");
  ASSERT_TRUE(unit.ok()) << unit.status();
  std::vector<Node*> stmts = Statements(**unit);
  std::vector<std::string> labeled, jumps;
  for (Node* s : stmts) {
    if (s->kind == Kind::kLabeled) labeled.push_back(s->value);
    if (s->kind == Kind::kBreak || s->kind == Kind::kContinue) {
      jumps.push_back(Cat(KindName(s->kind), " ", s->value));
    }
  }
  EXPECT_EQ(labeled, (std::vector<std::string>{"out", "in", "b"}));
  EXPECT_EQ(jumps, (std::vector<std::string>{"Continue out", "Break b"}));
  EXPECT_EQ(ErrorOf("class A { void f() { l: int x; } }"),
            "T.java:1:25: variable declaration not allowed here");
}

TEST(ParserTest, AbstractMethodsHaveNoBody) {
  auto unit = ParseSource("T.java", "abstract class A { protected abstract int f(int x); }");
  ASSERT_TRUE(unit.ok()) << unit.status();
  const Node& m = *(*unit)->child(0)->child(1);
  EXPECT_EQ(m.kind, Kind::kMethodDecl);
  EXPECT_EQ(m.flags, kProtected | kAbstract);
  EXPECT_EQ(m.child(2)->kind, Kind::kNone);
  EXPECT_EQ((*unit)->child(0)->flags, kAbstract);
  EXPECT_EQ(ErrorOf("class A { void f(); }"),
            "T.java:1:16: missing method body, or declare abstract");
}

TEST(ParserTest, InterfacesAndImplementsLists) {
  auto unit = ParseSource("T.java",
                          "interface I extends J, K { int X = 1; void f(); default int g() { "
                          "return 1; } static void h() { } }\n"
                          "class C extends B implements I, J { }");
  ASSERT_TRUE(unit.ok()) << unit.status();
  const Node& i = *(*unit)->child(0);
  EXPECT_EQ(i.flags, kInterface | kAbstract);
  ASSERT_EQ(i.child(0)->size(), 2u);
  EXPECT_EQ(i.child(0)->child(1)->value, "K");
  // Implicit modifiers (JLS 9.3, 9.4).
  EXPECT_EQ(i.child(1)->flags, kPublic | kStatic | kFinal);
  EXPECT_EQ(i.child(2)->flags, kPublic | kAbstract);
  EXPECT_EQ(i.child(3)->flags, kPublic | kDefault);
  EXPECT_EQ(i.child(4)->flags, kPublic | kStatic);
  const Node& c = *(*unit)->child(1);
  EXPECT_EQ(c.child(0)->value, "B");
  ASSERT_EQ(c.child(0)->size(), 2u);
  EXPECT_EQ(c.child(0)->child(0)->value, "I");
}

TEST(ParserTest, MemberTypesAndQualifiedNames) {
  auto unit = ParseSource("T.java",
                          "class O extends P.Q implements I.J {\n"
                          "  private static class N extends O.M { }\n"
                          "  interface I { class K { } }\n"
                          "  enum E { A }\n"
                          "  O.N f(O.N[] a) throws O.X { O.N n = (O.N) a[0]; return new O.N(); }\n"
                          "}\n");
  ASSERT_TRUE(unit.ok()) << unit.status();
  const Node& o = *(*unit)->child(0);
  EXPECT_EQ(o.child(0)->value, "P.Q");
  EXPECT_EQ(o.child(0)->child(0)->value, "I.J");
  const Node& n = *o.child(1);
  EXPECT_EQ(n.kind, Kind::kClassDecl);
  EXPECT_EQ(n.flags, kPrivate | kStatic);
  EXPECT_EQ(n.child(0)->value, "O.M");
  // Member types of interfaces are implicitly public static; nested interfaces and enums static
  // (JLS 9.5, 8.5.1, 8.9).
  const Node& i = *o.child(2);
  EXPECT_EQ(i.flags, kInterface | kAbstract | kStatic);
  EXPECT_EQ(i.child(1)->flags, kPublic | kStatic);
  EXPECT_EQ(o.child(3)->flags, kEnum | kStatic);
  const Node& f = *o.child(4);
  EXPECT_EQ(f.child(0)->value, "O.N");
  EXPECT_EQ(f.child(0)->child(0)->value, "O.X");
  EXPECT_EQ(f.child(1)->child(0)->child(0)->value, "O.N[]");
  const Node& decl = *f.child(2)->child(0);
  EXPECT_EQ(decl.kind, Kind::kLocalVarDecl);
  EXPECT_EQ(decl.child(0)->value, "O.N");
  EXPECT_EQ(decl.child(1)->kind, Kind::kCast);
  EXPECT_EQ(f.child(2)->child(1)->child(0)->value, "O.N");
}

TEST(ParserTest, StatementsAreAddressable) {
  auto unit =
      ParseSource("T.java", "class A { void f() { int x = 1; if (x > 0) x++; else { x--; } } }");
  ASSERT_TRUE(unit.ok());
  std::vector<Node*> stmts = Statements(**unit);
  // Block, LocalVarDecl, If, ExprStmt, Block, ExprStmt.
  ASSERT_EQ(stmts.size(), 6u);
  EXPECT_EQ(stmts[2]->kind, Kind::kIf);
  // Delete the if statement and renumber: ids stay a pre-order numbering.
  Node* block = stmts[0];
  block->RemoveChild(1);
  int n = Renumber(**unit);
  EXPECT_EQ(static_cast<int>(PreOrder(**unit).size()), n);
  EXPECT_EQ(Statements(**unit).size(), 2u);
}

TEST(AstTest, CloneEqualityAndHash) {
  auto unit = ParseFiles(SampleFiles());
  ASSERT_TRUE(unit.ok());
  NodePtr copy = Clone(**unit);
  EXPECT_TRUE(StructurallyEqual(**unit, *copy));
  EXPECT_EQ(StructuralHash(**unit), StructuralHash(*copy));
  // Change one operator deep inside: no longer equal, hash differs.
  for (Node* n : PreOrder(*copy)) {
    if (n->kind == Kind::kBinaryOperator && n->value == "<") {
      n->value = "<=";
      break;
    }
  }
  EXPECT_FALSE(StructurallyEqual(**unit, *copy));
  EXPECT_NE(StructuralHash(**unit), StructuralHash(*copy));
}

}  // namespace
}  // namespace aprgrid::lang
