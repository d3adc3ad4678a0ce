// Explicit type arguments of method calls (JLS 15.12): parsed onto the call's attached nodes
// (ast.h), printed back, and checked as javac 17 checks them (every snippet was given to javac).
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string CompileError(std::string_view body) {
  auto p = CompileSources({SourceFile{
      "T.java",
      Cat("import java.util.*;\nclass T {\n  static <T> T none() { return null; }\n"
          "  static <K, V> Map<K, V> make() { return new HashMap<>(); }\n"
          "  <T> T id(T x) { return x; }\n  static <T extends Comparable<T>> T num(T x) { "
          "return x; }\n",
          body, "\n}\n")}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

TEST(ExplicitTypeArgumentsTest, AttachedToTheCallAndPrintedBack) {
  auto e = ParseExpression("Util.<String, List<Integer>>make(a).<int[]>get()");
  ASSERT_TRUE(e.ok()) << e.status();
  const Node& outer = **e;
  ASSERT_EQ(outer.kind, Kind::kMethodCall);
  EXPECT_EQ(outer.size(), 1u);  // The target only: the type arguments are no children.
  ASSERT_EQ(ExplicitTypeArguments(outer).size(), 1u);
  EXPECT_EQ(ExplicitTypeArguments(outer)[0]->value, "int[]");
  const Node& inner = *outer.child(0);
  EXPECT_EQ(inner.size(), 2u);  // Target and argument.
  ASSERT_EQ(ExplicitTypeArguments(inner).size(), 2u);
  EXPECT_EQ(ExplicitTypeArguments(inner)[1]->value, "List<Integer>");
  const std::string printed = Print(outer);
  EXPECT_EQ(printed, "Util.<String, List<Integer>>make(a).<int[]>get()");
  auto again = ParseExpression(printed);
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_TRUE(StructurallyEqual(outer, **again));
  auto plain = ParseExpression("Util.make(a).get()");
  ASSERT_TRUE(plain.ok());
  EXPECT_FALSE(StructurallyEqual(outer, **plain));
  EXPECT_NE(StructuralHash(outer), StructuralHash(**plain));
  NodePtr copy = Clone(outer);
  EXPECT_TRUE(StructurallyEqual(outer, *copy));

  for (const char* bad : {"this.<?>id(1)", "this.<>id(1)"}) {
    auto r = ParseExpression(bad);
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_THAT(r.status().message(), HasSubstr("illegal start of type")) << bad;
  }
  auto field = ParseExpression("a.<String>b");
  ASSERT_FALSE(field.ok());
  EXPECT_THAT(field.status().message(), HasSubstr("'(' expected"));
}

TEST(ExplicitTypeArgumentsTest, CheckedAsJavacChecksThem) {
  for (const char* ok :
       {"int f() { return T.<String>none().length() + T.<Integer>num(3); }",
        "Map<String, Integer> f() { return T.<String, Integer>make(); }",
        "int f() { return this.<String>id(\"ab\").length(); }",
        "List<String> f() { return Collections.<String>emptyList(); }",
        "String f() { return this.<int[]>id(new int[1]).length + \"\"; }",
        "int g(String s) { return 1; } int f() { return this.<Integer>g(\"x\"); }"}) {
    EXPECT_EQ(CompileError(ok), "OK") << ok;
  }
  struct Case {
    const char* code;
    const char* message;
  };
  for (const Case& c : std::vector<Case>{
           {"Map<String, Integer> f() { return T.<String>make(); }",
            "method make in class T cannot be applied to given types (wrong number of type "
            "arguments; required 2)"},
           {"Object f() { return T.<Object>num(null); }",
            "explicit type argument Object does not conform to declared bound(s) "
            "Comparable<Object>"},
           {"Object f() { return this.<int>id(1); }",
            "explicit type argument int does not conform to declared bound(s) Object"},
           {"Integer f() { return this.<Integer>id(\"s\"); }",
            "incompatible types: String cannot be converted to Integer"},
           {"Integer f() { return T.<String>none(); }",
            "incompatible types: String cannot be converted to Integer"},
       }) {
    EXPECT_THAT(CompileError(c.code), HasSubstr(c.message)) << c.code;
  }
}

}  // namespace
}  // namespace aprgrid::lang
