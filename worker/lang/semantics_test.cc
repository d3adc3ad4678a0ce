// JLS rules the interpreter follows, checked against outputs recorded from OpenJDK 17
// (testdata/JlsSemantics.expected, made by tests/jdk/run_jdk.sh --output on the same files):
// class initialisation on first active use (JLS 12.4), interned constant strings (JLS 15.29,
// 3.10.5), conditional expression types (JLS 15.25), enhanced-for conversions (JLS 14.14.2) and
// recursion depth; initializer blocks, multi-catch and switch on String
// (testdata/LanguageGrowth.expected); enums, `throws`, varargs, static member types, boxing and
// java.util's Objects and Arrays. The same
// files are in the differential corpus (tests/jdk/corpus).
#include <fstream>
#include <sstream>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

TEST(SemanticsTest, MatchesJdk17) {
  std::string corpus = SourceDir() + "/tests/jdk/corpus/";
  std::vector<SourceFile> files;
  for (const char* name : {"ClassInit", "ClassInitFailure", "Constants", "ConditionalTypes",
                           "ForEachConversions", "DeepRecursion"}) {
    files.push_back(ReadSource(corpus + name + ".java"));
  }
  auto prog = CompileSources(files);
  ASSERT_TRUE(prog.ok()) << prog.status();
  std::ifstream in(SourceDir() + "/worker/lang/testdata/JlsSemantics.expected");
  std::stringstream expected;
  expected << in.rdbuf();
  ASSERT_FALSE(expected.str().empty());
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**prog);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  EXPECT_EQ(out, expected.str());
}

// Runs `names` (files of tests/jdk/corpus) as one program; the formatted results.
std::string RunCorpusFiles(std::initializer_list<const char*> names) {
  std::string corpus = SourceDir() + "/tests/jdk/corpus/";
  std::vector<SourceFile> files;
  for (const char* name : names) files.push_back(ReadSource(corpus + name + ".java"));
  auto prog = CompileSources(files);
  EXPECT_TRUE(prog.ok()) << prog.status();
  if (!prog.ok()) return "";
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**prog);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  return out;
}

std::string ReadExpected(const std::string& name) {
  std::ifstream in(SourceDir() + "/worker/lang/testdata/" + name);
  std::stringstream expected;
  expected << in.rdbuf();
  return expected.str();
}

// Initializer blocks (JLS 8.6, 8.7), multi-catch (JLS 14.20), switch on String (JLS 14.11).
TEST(SemanticsTest, NewConstructsMatchJdk17) {
  std::string expected = ReadExpected("LanguageGrowth.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Initializers", "MultiCatch", "StringSwitch"}), expected);
}

// Labeled break and continue (JLS 14.7, 14.15, 14.16).
TEST(SemanticsTest, LabeledJumpsMatchJdk17) {
  std::string expected = ReadExpected("Labels.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Labels"}), expected);
}

// Abstract classes and methods (JLS 8.1.1.1, 8.4.3.1): dispatch to the overrides.
TEST(SemanticsTest, AbstractClassesMatchJdk17) {
  std::string expected = ReadExpected("AbstractClasses.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"AbstractClasses"}), expected);
}

// Interfaces (JLS 9): abstract, default and static methods, constants, dispatch.
TEST(SemanticsTest, InterfacesMatchJdk17) {
  std::string expected = ReadExpected("Interfaces.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Interfaces"}), expected);
}

// Enums (JLS 8.9), checked exceptions with `throws` (JLS 11.2) and variable arity calls
// (JLS 15.12.4.2).
TEST(SemanticsTest, EnumsMatchJdk17) {
  std::string expected = ReadExpected("Enums.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Enums"}), expected);
}

TEST(SemanticsTest, ThrowsAndVarargsMatchJdk17) {
  std::string expected = ReadExpected("ThrowsVarargs.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"CheckedExceptions", "Varargs"}), expected);
}

// Static member types (JLS 8.5): qualified names, private access across one top-level class,
// binary names at run time, initialisation on a member type's own first use (JLS 12.4.1).
TEST(SemanticsTest, MemberTypesMatchJdk17) {
  std::string expected = ReadExpected("Nested.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Nested"}), expected);
}

// Boxing and unboxing (JLS 5.1.7, 5.1.8) in every context, valueOf's cache seen through ==,
// NullPointerException on unboxing null, the boxes' methods.
TEST(SemanticsTest, BoxingMatchesJdk17) {
  std::string expected = ReadExpected("Boxing.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Boxing"}), expected);
}

// java.util imports (JLS 7.5) and the Objects and Arrays helpers.
TEST(SemanticsTest, JavaUtilStaticsMatchJdk17) {
  std::string expected = ReadExpected("JavaUtilStatics.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"UtilStatics", "UtilOnDemand"}), expected);
}

// A variant (CompileVariant, the GP engine's per-variant path) resolves java.util names through
// the imports of its method's file, as the whole program does.
// ArrayList, HashMap, HashSet, their iterators and for-each over Iterables
// (testdata/Collections.expected: the JDK's output, including its HashMap iteration order and
// where it throws ConcurrentModificationException).
TEST(SemanticsTest, CollectionsMatchJdk17) {
  std::string expected = ReadExpected("Collections.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Collections"}), expected);
}

TEST(SemanticsTest, VariantsSeeTheImportsOfTheirFile) {
  auto base = CompileSources(
      {SourceFile{"A.java",
                  "import java.util.Arrays;\nclass A {\n  static String f() { return \"x\"; }\n"
                  "  @Test public void t() { System.out.println(f()); }\n}\n"},
       SourceFile{"B.java", "class B {\n  static String g() { return \"y\"; }\n}\n"}});
  ASSERT_TRUE(base.ok()) << base.status();
  std::shared_ptr<const Program> shared = std::move(*base);
  auto replace = [&](const std::string& cls, const std::string& method,
                     const std::string& body) -> absl::StatusOr<std::unique_ptr<Program>> {
    const ClassTable& t = shared->table();
    const MethodInfo* m = t.FindMethods(t.Find(cls), method)[0];
    NodePtr decl = Clone(*m->decl);
    absl::StatusOr<NodePtr> block = ParseStatement(body);
    if (!block.ok()) return block.status();
    for (NodePtr& c : (*block)->children) c->file = m->decl->file;
    decl->ReplaceChild(2, std::move(*block));
    std::vector<MethodReplacement> reps;
    reps.push_back({m->id, std::move(decl)});
    return CompileVariant(shared, std::move(reps));
  };
  auto in_a = replace("A", "f", "{ return Arrays.toString(new int[] {4, 2}); }");
  ASSERT_TRUE(in_a.ok()) << in_a.status();
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**in_a);
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  EXPECT_EQ(out, "A.t PASS\n  | [4, 2]\n");
  auto in_b = replace("B", "g", "{ return Arrays.toString(new int[] {4, 2}); }");
  ASSERT_FALSE(in_b.ok());
  EXPECT_THAT(std::string(in_b.status().message()), ::testing::HasSubstr("cannot find symbol"));
}

// A variant's edited method names the type variables of its class and of itself through a copy
// of the declaration (CompileVariant), and two programs of the same sources may be compiled at
// once: each finds its own variables.
TEST(SemanticsTest, VariantsOfGenericCodeSeeTheirTypeVariables) {
  const std::string source =
      "class Box<T> {\n  T v;\n  Box(T v) { this.v = v; }\n  T get() { return v; }\n"
      "  static <U> U id(U u) { return u; }\n}\n"
      "class BoxTest {\n"
      "  @Test public void t() { System.out.println(new Box<String>(\"x\").get() + Box.id(1)); }\n"
      "}\n";
  auto base = CompileSources({SourceFile{"Box.java", source}});
  ASSERT_TRUE(base.ok()) << base.status();
  std::shared_ptr<const Program> shared = std::move(*base);
  // A second program of the same sources, alive beside the first.
  auto twin = CompileSources({SourceFile{"Box.java", source}});
  ASSERT_TRUE(twin.ok()) << twin.status();
  auto replace = [&](const std::string& method, const std::string& body) {
    const ClassTable& t = shared->table();
    const MethodInfo* m = t.FindMethods(t.Find("Box"), method)[0];
    NodePtr decl = Clone(*m->decl);
    absl::StatusOr<NodePtr> block = ParseStatement(body);
    EXPECT_TRUE(block.ok()) << block.status();
    for (NodePtr& c : (*block)->children) c->file = m->decl->file;
    decl->ReplaceChild(decl->children.size() - 1, std::move(*block));
    std::vector<MethodReplacement> reps;
    reps.push_back({m->id, std::move(decl)});
    return CompileVariant(shared, std::move(reps));
  };
  auto run = [](const Program& p) {
    std::string out;
    RunWithLargeStack([&]() {
      TestRunner runner(p);
      for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
    });
    return out;
  };
  auto in_get = replace("get", "{ T w = v; return w; }");
  ASSERT_TRUE(in_get.ok()) << in_get.status();
  EXPECT_EQ(run(**in_get), "BoxTest.t PASS\n  | x1\n");
  auto in_id = replace("id", "{ U w = u; return w; }");
  ASSERT_TRUE(in_id.ok()) << in_id.status();
  EXPECT_EQ(run(**in_id), "BoxTest.t PASS\n  | x1\n");
  EXPECT_EQ(run(**twin), "BoxTest.t PASS\n  | x1\n");
}

// Inner classes (JLS 8.1.3, 15.9.4): enclosing instances, `Outer.this`, `outer.new`, binary
// names at run time.
TEST(SemanticsTest, InnerClassesMatchJdk17) {
  std::string expected = ReadExpected("Inner.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"Inner"}), expected);
}

// Local and anonymous classes (JLS 14.3, 15.9.5): captured locals, enclosing instances,
// initialisation order, binary names (Outer$1, Outer$1Local) and getSimpleName() at run time.
TEST(SemanticsTest, LocalAndAnonymousClassesMatchJdk17) {
  std::string expected = ReadExpected("LocalClasses.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"LocalClasses"}), expected);
}

// JLS 12.4.2 step 7: a class initialises its superinterfaces that declare default methods.
TEST(SemanticsTest, InterfaceInitialisationMatchesJdk17) {
  std::string expected = ReadExpected("InterfaceInit.expected");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(RunCorpusFiles({"InterfaceInit"}), expected);
}

TEST(SemanticsTest, StringConstantsNeedNoRunTimeWork) {
  // A static final String built from constants is a constant variable: reading it initialises
  // nothing and yields the interned literal.
  auto prog = CompileSources({SourceFile{"T.java", R"(
class K {
  static final String AB = "a" + 'b' + 1;
  static int side = T.note();
}
class T {
  static int note() { System.out.print("init K;"); return 1; }
  @Test public void t() { System.out.print(K.AB == "ab1"); }
})"}});
  ASSERT_TRUE(prog.ok()) << prog.status();
  std::string out;
  RunWithLargeStack([&]() { out = TestRunner(**prog).Run((*prog)->tests.at(0)).output; });
  EXPECT_EQ(out, "true");
}

}  // namespace
}  // namespace aprgrid::lang
