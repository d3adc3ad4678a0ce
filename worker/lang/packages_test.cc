// Programs over several packages (packages.h): parsing and printing `package`, name resolution
// across packages (JLS 6.4.1, 7.5), access control (JLS 6.6), overriding across packages
// (JLS 8.4.8.1) and run-time names. Every rejected snippet was checked against javac 17.
#include "worker/lang/packages.h"

#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string Compile(const std::vector<SourceFile>& files) {
  auto p = CompileSources(files);
  return p.ok() ? std::string("OK") : std::string(p.status().message());
}

const SourceFile kItem{"p/Item.java",
                       "package p;\n"
                       "public class Item {\n"
                       "  int hidden;\n"
                       "  protected int prot;\n"
                       "  public int open;\n"
                       "  protected Item() {}\n"
                       "  public Item(int x) { open = x; }\n"
                       "  String tag() { return \"item\"; }\n"
                       "  protected String g() { return \"g\"; }\n"
                       "  public String show() { return tag(); }\n"
                       "  public static int s() { return 7; }\n"
                       "}\n"
                       "class Hidden {}\n"};

TEST(PackagesTest, ParsesAndPrintsThePackageDeclaration) {
  auto unit = ParseSource("a/B.java",
                          "package a.b;\nimport java.util.List;\nimport c.D;\n"
                          "import c.*;\nclass B {}\n");
  ASSERT_TRUE(unit.ok()) << unit.status();
  ASSERT_EQ((*unit)->size(), 5u);
  EXPECT_EQ((*unit)->child(0)->kind, Kind::kPackage);
  EXPECT_EQ((*unit)->child(0)->value, "a.b");
  EXPECT_EQ((*unit)->child(2)->value, "c.D");
  EXPECT_EQ((*unit)->child(3)->value, "c.*");
  EXPECT_EQ(PrintFile(**unit, 0),
            "package a.b;\nimport java.util.List;\nimport c.D;\nimport c.*;\n\nclass B {\n}\n");
}

TEST(PackagesTest, ParserRejectsWhatJavacRejects) {
  auto message = [](const std::string& text) {
    auto unit = ParseSource("A.java", text);
    return unit.ok() ? std::string("OK") : std::string(unit.status().message());
  };
  EXPECT_EQ(message("import A;\nclass B {}\n"), "A.java:1:9: '.' expected");
  EXPECT_THAT(message("class B {}\npackage a;\n"), HasSubstr("A.java:2:1:"));
  EXPECT_THAT(message("package java.util;\nclass B {}\n"),
              HasSubstr("outside the subject language"));
  EXPECT_THAT(message("import java.io.File;\nclass B {}\n"),
              HasSubstr("imports of java.io.File are outside the subject language"));
}

TEST(PackagesTest, ResolvesNamesAcrossPackages) {
  // The same package without import; other packages by single-type and on-demand imports and
  // by fully qualified names in types and expressions.
  EXPECT_EQ(Compile({kItem,
                     {"p/Box.java",
                      "package p;\nclass Box { Hidden h = new Hidden(); "
                      "int f(Item i) { return i.hidden + i.prot; } }\n"},
                     {"q/Use.java",
                      "package q;\nimport p.Item;\nclass Use { Item i = new Item(1); "
                      "p.Item j = new p.Item(2); int k = p.Item.s() + Item.s() + j.open; }\n"},
                     {"r/Use.java", "package r;\nimport p.*;\nclass Use { Item i; }\n"},
                     {"Main.java", "class Main { p.Item i = new p.Item(3); }\n"}}),
            "OK");
  // A single-type import shadows the file's package's class, which shadows on-demand imports.
  EXPECT_EQ(Compile({{"a/C.java", "package a;\npublic class C { public int a() { return 1; } }\n"},
                     {"b/C.java", "package b;\npublic class C { public int b() { return 2; } }\n"},
                     {"b/U.java",
                      "package b;\nimport a.*;\nclass U { int f() { return new "
                      "C().b(); } }\n"},
                     {"b/V.java",
                      "package b;\nimport a.C;\nclass V { int f() { return new "
                      "C().a(); } }\n"}}),
            "OK");
}

TEST(PackagesTest, RejectsUnknownAndAmbiguousNames) {
  const SourceFile c1{"a/C.java", "package a;\npublic class C {}\n"};
  const SourceFile c2{"b/C.java", "package b;\npublic class C {}\n"};
  EXPECT_EQ(Compile({{"M.java", "import z.*;\nclass M {}\n"}}),
            "M.java:1:1: package z does not exist");
  EXPECT_EQ(Compile({c1, {"M.java", "import a.D;\nclass M {}\n"}}),
            "M.java:1:1: cannot find symbol: class D");
  EXPECT_EQ(Compile({{"M.java", "class M { Object o = new zz.Y(); }\n"}}),
            "M.java:1:22: package zz does not exist");
  EXPECT_EQ(Compile({c1, c2, {"M.java", "import a.*;\nimport b.*;\nclass M { C c; }\n"}}),
            "M.java:3:11: reference to C is ambiguous");
  EXPECT_EQ(Compile({c1, c2, {"M.java", "import a.C;\nimport b.C;\nclass M {}\n"}}),
            "M.java:2:1: a type with the same simple name is already defined by the "
            "single-type-import of C");
  EXPECT_EQ(Compile({c1, {"M.java", "import a.C;\nclass C {}\n"}}),
            "M.java:1:1: C is already defined in this compilation unit");
  // The unnamed package's classes are invisible in a named package.
  EXPECT_THAT(Compile({{"U.java", "class U {}\n"}, {"a/V.java", "package a;\nclass V { U u; }\n"}}),
              HasSubstr("a/V.java:2:11: cannot find symbol"));
  EXPECT_THAT(Compile({{"a/V.java", "package a;\nclass V { void f() { Assert.fail(); } }\n"}}),
              HasSubstr("cannot find symbol"));
  EXPECT_THAT(Compile({{"a/V.java", "package a;\nclass V { @Test public void t() {} }\n"}}),
              HasSubstr("cannot find symbol: class Test"));
  EXPECT_EQ(Compile({c1, {"a/D.java", "package a;\nclass C {}\n"}}),
            "a/D.java:2:1: duplicate class: a.C");
  EXPECT_EQ(Compile({c1, {"a/C/D.java", "package a.C;\nclass D {}\n"}}),
            "a/C/D.java:1:1: package a.C clashes with class of same name");
  EXPECT_EQ(Compile({{"a/D.java", "package a;\npublic class E {}\n"}}),
            "a/D.java:2:8: class E is public, should be declared in a file named E.java");
}

TEST(PackagesTest, AccessAcrossPackages) {
  auto use = [](const std::string& body) {
    return Compile({kItem,
                    {"q/Sub.java",
                     "package q;\nimport p.Item;\nclass Sub extends Item {\n" + body + "\n}\n"}});
  };
  EXPECT_EQ(use("Sub() { super(); }\nint f(Sub o) { return prot + o.prot + this.prot + "
                "super.prot; }\nString h(Sub o) { return g() + o.g() + super.g(); }\n"
                "Object k() { return new Item(1) {}; }"),
            "OK");
  EXPECT_EQ(
      use("int f(Item o) { return o.hidden; }"),
      "q/Sub.java:4:24: hidden is not public in Item; cannot be accessed from outside package");
  EXPECT_EQ(
      use("String f(Item o) { return o.tag(); }"),
      "q/Sub.java:4:27: tag() is not public in Item; cannot be accessed from outside package");
  EXPECT_EQ(use("String f(Item o) { return o.g(); }"),
            "q/Sub.java:4:27: g() has protected access in Item");
  EXPECT_EQ(use("int f(Item o) { return o.prot; }"),
            "q/Sub.java:4:24: prot has protected access in Item");
  EXPECT_EQ(use("Object f() { return new Item(); }"),
            "q/Sub.java:4:21: Item() has protected access in Item");
  EXPECT_EQ(use("Object f() { return new p.Hidden(); }"),
            "q/Sub.java:4:21: Hidden is not public in p; cannot be accessed from outside package");
  EXPECT_EQ(Compile({kItem, {"M.java", "class M { int f(p.Item i) { return i.prot; } }\n"}}),
            "M.java:1:36: prot has protected access in Item");
}

TEST(PackagesTest, PackagePrivateMethodsAreNotOverriddenFromAnotherPackage) {
  auto p =
      CompileSources({kItem,
                      {"q/Sub.java",
                       "package q;\npublic class Sub extends p.Item {\n"
                       "  public Sub() { super(0); }\n"
                       "  String tag() { return \"sub\"; }\n"
                       "  protected String g() { return \"sub-g\"; }\n"
                       "  public String both() { return show() + \" \" + tag() + \" \" + g(); }\n"
                       "}\n"},
                      {"MainTest.java",
                       "class MainTest {\n"
                       "  @Test public void t() {\n"
                       "    q.Sub s = new q.Sub();\n"
                       "    System.out.println(s.both());\n"
                       "    p.Item i = s;\n"
                       "    System.out.println(i.show());\n"
                       "    System.out.println(s.toString().startsWith(\"q.Sub@\"));\n"
                       "  }\n"
                       "}\n"}});
  ASSERT_TRUE(p.ok()) << p.status();
  std::vector<TestResult> results = TestRunner(**p).RunAll();
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].name, "MainTest.t");
  EXPECT_EQ(results[0].outcome, Outcome::kPass) << results[0].message;
  EXPECT_EQ(results[0].output, "item sub sub-g\nitem\ntrue\n");
}

// Files 0-3: a class of p importing q.* and r.* on demand, q's public Tool, r's package-private
// Tool, and a class of r using its own Tool.
SourcePackages ThreePackages() {
  const std::vector<SourceFile> files = {
      {"p/Use.java", "package p;\nimport q.*;\nimport r.*;\npublic class Use { Tool t; }\n"},
      {"q/Tool.java", "package q;\npublic class Tool { public static class In {} }\n"},
      {"r/Tool.java", "package r;\nclass Tool {}\n"},
      {"r/Near.java", "package r;\npublic class Near { Tool t; }\n"},
  };
  absl::StatusOr<NodePtr> unit = ParseFiles(files);
  EXPECT_TRUE(unit.ok()) << unit.status();
  return SourcePackages(**unit);
}

TEST(SourcePackagesTest, OnDemandImportsBringInOnlyAnotherPackagesPublicClasses) {
  SourcePackages packages = ThreePackages();
  ASSERT_TRUE(packages.has_packages());
  // JLS 7.5.2: r's package-private Tool is not imported, so Tool in p is q's, not ambiguous.
  EXPECT_EQ(packages.QualifiedTypeText(0, "Tool"), "q.Tool");
  EXPECT_EQ(packages.QualifiedTypeText(0, "Tool[]"), "q.Tool[]");
  EXPECT_EQ(packages.QualifiedTypeText(0, "Tool.In"), "q.Tool.In");
  // In r its own Tool comes first (JLS 6.4.1), public or not.
  EXPECT_EQ(packages.QualifiedTypeText(3, "Tool"), "r.Tool");
  // Qualified names and names of no class of the program stay as written.
  EXPECT_EQ(packages.QualifiedTypeText(0, "q.Tool"), "q.Tool");
  EXPECT_EQ(packages.QualifiedTypeText(0, "String"), "String");
}

TEST(SourcePackagesTest, AProgramWithoutPackagesKeepsEveryText) {
  const std::vector<SourceFile> files = {{"Use.java", "public class Use { Box b; }\n"},
                                         {"Box.java", "class Box {}\n"}};
  absl::StatusOr<NodePtr> unit = ParseFiles(files);
  ASSERT_TRUE(unit.ok()) << unit.status();
  SourcePackages packages(**unit);
  EXPECT_FALSE(packages.has_packages());
  EXPECT_EQ(packages.QualifiedTypeText(0, "Box"), "Box");
}

}  // namespace
}  // namespace aprgrid::lang
