// Annotations besides @Test: where the parser takes them, how the AST holds them (off the
// children), that the printer reproduces them, javac's checks (annotations.h) and that only
// @Test makes a test. Every snippet was given to javac 17: those expected OK and those rejected
// with javac's wording are its verdicts; those "outside" the language javac accepts, or rejects
// in other words (`@Nullable`, `@Override(1)`, a type annotation).
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string ParseError(std::string_view src) {
  auto r = ParseSource("T.java", src);
  return r.ok() ? "OK" : std::string(r.status().message());
}

std::string CompileError(std::string_view src) {
  auto p = CompileSources({SourceFile{"T.java", std::string(src)}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

constexpr char kAnnotated[] = R"(@SuppressWarnings({"rawtypes", "unchecked"})
class A {
  @Deprecated int x = 1, y;

  @SuppressWarnings(value = "unused")
  A(final @Deprecated int a) {}

  public @Override String toString() {
    @SuppressWarnings("unused") final int z = 2;
    return "a";
  }

  @Test
  @Deprecated
  public void t() {}
}
)";

TEST(AnnotationsTest, HeldOffTheChildrenAndCarriedByCloneEqualityAndHash) {
  auto unit = ParseSource("A.java", kAnnotated);
  ASSERT_TRUE(unit.ok()) << unit.status();
  const Node& cls = *(*unit)->child(0);
  ASSERT_NE(cls.attached, nullptr);
  ASSERT_EQ(cls.attached->size(), 1u);
  const Node& sw = *(*cls.attached)[0];
  EXPECT_EQ(sw.value, "SuppressWarnings");
  ASSERT_EQ(sw.size(), 2u);
  EXPECT_EQ(sw.child(1)->value, "\"unchecked\"");
  // Both declarators of `@Deprecated int x = 1, y;` carry it.
  EXPECT_NE(FindAnnotation(*cls.child(1), "Deprecated"), nullptr);
  EXPECT_NE(FindAnnotation(*cls.child(2), "Deprecated"), nullptr);
  const Node& ctor = *cls.child(3);
  EXPECT_NE(FindAnnotation(ctor, "SuppressWarnings"), nullptr);
  EXPECT_NE(FindAnnotation(*ctor.child(0)->child(0), "Deprecated"), nullptr);
  EXPECT_EQ(ctor.child(0)->child(0)->flags, kFinal);
  const Node& to_string = *cls.child(4);
  EXPECT_EQ(to_string.size(), 3u);  // Type, Params, Block: @Override is no child.
  EXPECT_NE(FindAnnotation(to_string, "Override"), nullptr);
  const Node& local = *to_string.child(2)->child(0);
  EXPECT_EQ(local.kind, Kind::kLocalVarDecl);
  EXPECT_NE(FindAnnotation(local, "SuppressWarnings"), nullptr);
  // @Test stays the test method's child after its body; @Deprecated does not join it.
  const Node& test = *cls.child(5);
  ASSERT_EQ(test.size(), 4u);
  EXPECT_EQ(test.child(3)->value, "Test");
  EXPECT_NE(FindAnnotation(test, "Deprecated"), nullptr);
  for (Node* n : PreOrder(**unit)) {
    EXPECT_TRUE(n->kind != Kind::kAnnotation || n->value == "Test") << n->value;
  }

  NodePtr copy = Clone(**unit);
  EXPECT_TRUE(StructurallyEqual(**unit, *copy));
  EXPECT_EQ(StructuralHash(**unit), StructuralHash(*copy));
  (*copy->child(0)->child(4)->attached)[0]->value = "Deprecated";
  EXPECT_FALSE(StructurallyEqual(**unit, *copy));
  EXPECT_NE(StructuralHash(**unit), StructuralHash(*copy));
  copy = Clone(**unit);
  copy->child(0)->child(4)->attached.reset();
  EXPECT_FALSE(StructurallyEqual(**unit, *copy));
}

TEST(AnnotationsTest, PrinterReproducesThem) {
  auto unit = ParseSource("A.java", kAnnotated);
  ASSERT_TRUE(unit.ok()) << unit.status();
  std::string printed = Print(**unit);
  for (const char* line : {"@SuppressWarnings({\"rawtypes\", \"unchecked\"})\nclass A {",
                           "  @Deprecated\n  int x = 1;\n  @Deprecated\n  int y;",
                           "  @SuppressWarnings(\"unused\")\n  A(@Deprecated final int a) {",
                           "  @Override\n  public String toString() {",
                           "    @SuppressWarnings(\"unused\") final int z = 2;",
                           "  @Deprecated\n  @Test\n  public void t() {"}) {
    EXPECT_THAT(printed, HasSubstr(line));
  }
  auto again = ParseSource("A.java", printed);
  ASSERT_TRUE(again.ok()) << again.status() << "\n" << printed;
  EXPECT_TRUE(StructurallyEqual(**unit, **again)) << printed;
  EXPECT_EQ(Print(**again), printed);
}

TEST(AnnotationsTest, OthersAreOutsideOrRejectedWithJavacsWording) {
  struct Case {
    const char* code;
    const char* message;
  };
  for (const Case& c : std::vector<Case>{
           {"@interface Marker {}", "1:1: annotation type declarations (@interface) are outside"},
           {"class A { @Nullable String s; }",
            "1:11: annotations other than @Test, @Override, @Deprecated, @SuppressWarnings, "
            "@FunctionalInterface and @SafeVarargs (@Nullable) are outside"},
           {"class A { @java.lang.Override public String toString() { return \"\"; } }",
            "qualified annotation names are outside"},
           {"@Deprecated(since = \"9\") class A {}", "@Deprecated elements (since, forRemoval)"},
           {"class A { @SuppressWarnings(\"a\" + \"b\") void f() {} }",
            "@SuppressWarnings values other than string literals are outside"},
           {"class A { void f() { for (@Deprecated int i = 0; i < 1; i++) {} } }",
            "1:27: annotations on for-loop variables are outside"},
           {"class A { void f() { try { } catch (final @Deprecated RuntimeException e) {} } }",
            "annotations on exception parameters are outside"},
           {"class A { void f() { Object o = (@Deprecated Object) null; } }",
            "annotations in expressions are outside"},
           {"class A { @Override int x; }",
            "1:11: annotation type not applicable to this kind of declaration"},
           {"@Override class A {}", "annotation type not applicable to this kind of declaration"},
           {"class A { void f(@SafeVarargs int x) {} }",
            "annotation type not applicable to this kind of declaration"},
           {"class A { @FunctionalInterface void f() {} }",
            "annotation type not applicable to this kind of declaration"},
           {"class A { @Deprecated @Deprecated void f() {} }",
            "1:23: Deprecated is not a repeatable annotation type"},
           {"class A { @Override(1) public String toString() { return \"\"; } }",
            "cannot find symbol: method value() in @interface Override"},
           {"class A { void f() { @Deprecated static int x = 0; } }",
            "1:22: modifier static not allowed here"},
       }) {
    EXPECT_THAT(ParseError(c.code), HasSubstr(c.message)) << c.code;
  }
  // Where javac takes them.
  for (const char* ok :
       {"class A { @Override() public String toString() { return \"\"; } }",
        "enum E { @Deprecated A, B }", "class A { @SuppressWarnings({}) void f() {} }",
        "class A { void f() { @SuppressWarnings(\"x\") abstract class L {} } }",
        "class A { void f(int k) { switch (k) { case 1: @Deprecated int x = 1; "
        "} } }"}) {
    EXPECT_EQ(ParseError(ok), "OK") << ok;
  }
}

TEST(AnnotationsTest, OverrideMustOverrideOrImplement) {
  constexpr const char* kNothing =
      "method does not override or implement a method from a supertype";
  struct Case {
    const char* code;
    const char* message;  // "OK" when javac accepts it.
  };
  for (const Case& c : std::vector<Case>{
           {"class A { @Override public String toString() { return \"\"; } @Override public "
            "boolean equals(Object o) { return false; } @Override public int hashCode() { return "
            "0; } }",
            "OK"},
           {"class A { @Override public boolean equals(A o) { return false; } }", kNothing},
           {"class A { int f() { return 0; } }\nclass B extends A {\n  @Override int f() { return "
            "1; } @Override int g() { return 2; } }",
            "T.java:3:35: method does not override"},
           {"class A { private void f() {} }\nclass B extends A { @Override void f() {} }",
            kNothing},
           {"class A { static void f() {} }\nclass B extends A { @Override static void f() {} }",
            "2:21: static methods cannot be annotated with @Override"},
           {"interface I { @Override String toString(); @Override boolean equals(Object o); }",
            "OK"},
           {"interface I { void f(); }\ninterface J extends I { @Override void f(); }", "OK"},
           {"interface I { @Override void f(); }", kNothing},
           {"interface I<T> { void put(T t); }\nclass C implements I<String> { @Override public "
            "void put(String s) {} }",
            "OK"},
           {"interface I<T> { void put(T t); }\nclass C implements I<String> { public void "
            "put(String s) {} @Override public void put(Integer s) {} }",
            kNothing},
           {"class C implements Comparable<C> { @Override public int compareTo(C o) { return 0; } "
            "}",
            "OK"},
           {"enum E { A; @Override public String toString() { return \"e\"; } }", "OK"},
           {"enum E { A; @Override public String label() { return \"e\"; } }", kNothing},
           {"interface R { void run(); }\nclass A { R r = new R() { @Override public void run() "
            "{} @Override public void stop() {} }; }",
            "2:58: method does not override"},
           {"class A { void f() { class L { @Override public String toString() { return \"\"; } } "
            "} }",
            "OK"},
       }) {
    if (std::string_view(c.message) == "OK") {
      EXPECT_EQ(CompileError(c.code), "OK") << c.code;
    } else {
      EXPECT_THAT(CompileError(c.code), HasSubstr(c.message)) << c.code;
    }
  }
}

TEST(AnnotationsTest, FunctionalInterfaceAndSafeVarargs) {
  EXPECT_EQ(CompileError("@FunctionalInterface interface F { int f(int x); boolean equals(Object "
                         "o); default int g() { return f(1); } static int h() { return 0; } }\n"
                         "@FunctionalInterface interface G extends F { }"),
            "OK");
  EXPECT_THAT(CompileError("@FunctionalInterface interface F { int f(); int g(); }"),
              HasSubstr("1:1: Unexpected @FunctionalInterface annotation (F is not a functional "
                        "interface: multiple non-overriding abstract methods found in interface "
                        "F)"));
  EXPECT_THAT(CompileError("interface F { int f(); }\n@FunctionalInterface interface G extends F "
                           "{ default int f() { return 0; } }"),
              HasSubstr("2:1: Unexpected @FunctionalInterface annotation (G is not a functional "
                        "interface: no abstract method found in interface G)"));
  EXPECT_THAT(CompileError("@FunctionalInterface enum E { A }"),
              HasSubstr("(E is not a functional interface)"));

  EXPECT_EQ(CompileError("class A { @SafeVarargs static <T> int n(T... a) { return a.length; } "
                         "@SafeVarargs final <T> int m(T... a) { return 0; } @SafeVarargs private "
                         "<T> int p(T... a) { return 0; } @SafeVarargs A(Object... a) {} }"),
            "OK");
  EXPECT_THAT(CompileError("class A { @SafeVarargs <T> int m(T... a) { return 0; } }"),
              HasSubstr("Invalid SafeVarargs annotation. Instance method m(T...) is neither final "
                        "nor private."));
  EXPECT_THAT(CompileError("class A { @SafeVarargs A(int a, String b) {} }"),
              HasSubstr("Invalid SafeVarargs annotation. Method A(int,String) is not a "
                        "varargs method."));
  EXPECT_THAT(CompileError("class Deprecated {}"),
              HasSubstr("a class named Deprecated hides java.lang.Deprecated, which is outside"));
}

// Only @Test makes a test (compiler.cc, CollectTests): an @Override or @Deprecated method is
// none, and a test method may carry other annotations.
TEST(AnnotationsTest, OnlyTestMakesATest) {
  auto p = CompileSources({SourceFile{
      "T.java",
      "class T {\n  @Override public String toString() { return \"t\"; }\n  @Deprecated public "
      "void old() {}\n  @Deprecated @Test public void one() {}\n  @Test @SuppressWarnings(\"x\") "
      "public void two() {}\n}\nclass U { @Override public int hashCode() { return 1; } }\n"}});
  ASSERT_TRUE(p.ok()) << p.status();
  ASSERT_EQ((*p)->tests.size(), 2u);
  EXPECT_EQ((*p)->tests[0].method_name, "one");
  EXPECT_EQ((*p)->tests[1].method_name, "two");
}

}  // namespace
}  // namespace aprgrid::lang
