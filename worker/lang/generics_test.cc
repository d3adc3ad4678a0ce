// Generics by erasure (generics.h, type_table.h): syntax, the type table, declarations, and the
// checks javac applies (each rejected snippet below was checked against javac 17). Programs that
// run are compared with the JDK in tests/jdk/corpus/Generics.java and GenericMethods.java.
#include "worker/lang/generics.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/checker.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

constexpr char kProgram[] = R"(class Box<T> {
  T value;

  <R extends Base & Tag> Box<R> map(R r) {
    return new Box<>();
  }
}

class Base {
}

interface Tag {
}

class IntBox extends Box<Integer> implements Tag {
  Box<Box<Integer>> nested;
  Box<? extends Base> ext;
  Box<?> any;
  Box<? super IntBox> sup;
}
)";

std::string Check(const std::string& source) {
  auto p = CompileSources({SourceFile{"A.java", source}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

TEST(GenericsTest, ParsesAndPrintsTypeParametersAndArguments) {
  auto unit = ParseSource("A.java", kProgram);
  ASSERT_TRUE(unit.ok()) << unit.status();
  std::string printed = Print(**unit);
  auto again = ParseSource("B.java", printed);
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(Print(**again), printed);
  EXPECT_TRUE(StructurallyEqual(**unit, **again));
  for (const char* text : {"class Box<T> {", "<R extends Base & Tag> Box<R> map(R r) {",
                           "class IntBox extends Box<Integer> implements Tag {",
                           "Box<Box<Integer>> nested;", "Box<? super IntBox> sup;"}) {
    EXPECT_THAT(printed, HasSubstr(text));
  }
  // `>>` closes two argument lists; elsewhere it stays a shift.
  auto e = ParseExpression("a >> 2 < b");
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(Print(**e), "a >> 2 < b");
  auto s = ParseStatement("{ Box<Box<String>>[] x = null; }");
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_EQ((*s)->child(0)->child(0)->value, "Box<Box<String>>[]");
}

TEST(GenericsTest, TypeTableInternsAndSubstitutes) {
  TypeTable tt;
  TypeVar* t = tt.NewVar("T", kFirstUserClass, -1, 0);
  const GType* integer = tt.Plain(Type::Class(kIntegerClass));
  const GType* box_t = tt.Class(kFirstUserClass, {tt.Var(t, 0)}, 0, Type::Class(kFirstUserClass));
  const GType* box_int = tt.Class(kFirstUserClass, {integer}, 0, Type::Class(kFirstUserClass));
  EXPECT_EQ(tt.Subst(box_t, {t}, {integer}), box_int);
  EXPECT_EQ(tt.Subst(tt.Var(t, 1), {t}, {integer}), tt.WithDims(integer, 1));
  EXPECT_TRUE(TypeTable::HasVars(box_t));
  EXPECT_FALSE(TypeTable::HasVars(box_int));
  // A wildcard argument reads as its upper bound.
  const GType* ext = tt.Wildcard(GType::Bound::kExtends, integer);
  EXPECT_EQ(tt.Subst(tt.Var(t, 0), {t}, {ext}), integer);
}

TEST(GenericsTest, DeclaresParametersSupertypesAndMembers) {
  auto unit = ParseSource("A.java", kProgram);
  ASSERT_TRUE(unit.ok());
  std::vector<std::string> files = {"A.java"};
  ClassTable t;
  ASSERT_TRUE(DeclareClasses(**unit, files, t).ok());
  const int box = t.Find("Box");
  const int int_box = t.Find("IntBox");
  ASSERT_EQ(t.cls(box).type_params.size(), 1u);
  EXPECT_EQ(GTypeName(t, t.cls(box).fields[0].gtype), "T");
  EXPECT_EQ(t.cls(box).fields[0].type, kObjectType);  // Erased (JLS 4.6).
  const GType* view = AsSuper(t, SelfType(t, int_box), box);
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(GTypeName(t, view), "Box<Integer>");
  const MethodInfo& map = *t.FindMethods(box, "map")[0];
  ASSERT_EQ(map.type_params.size(), 1u);
  EXPECT_EQ(map.type_params[0]->erasure, Type::Class(static_cast<int16_t>(t.Find("Base"))));
  EXPECT_EQ(map.params[0], Type::Class(static_cast<int16_t>(t.Find("Base"))));
  const ClassInfo& ib = t.cls(int_box);
  EXPECT_EQ(GTypeName(t, ib.fields[0].gtype), "Box<Box<Integer>>");
  EXPECT_EQ(GTypeName(t, ib.fields[1].gtype), "Box<? extends Base>");
  // Box<Integer> is no Base, but IntBox is a Box<Integer> (JLS 4.5.1 containment).
  EXPECT_FALSE(GenericAssignable(t, ib.fields[0].gtype, ib.fields[1].gtype));
  EXPECT_TRUE(GenericAssignable(t, ib.fields[0].gtype, ib.fields[3].gtype));
}

TEST(GenericsTest, RejectsWhatJavacRejects) {
  const std::string box = "class Box<T> { T v; T get() { return v; } void set(T x) { v = x; } }\n";
  EXPECT_THAT(Check(box + "class A { void f() { Box<String> b = new Box<Integer>(); } }"),
              HasSubstr("incompatible types: Box<Integer> cannot be converted to Box<String>"));
  EXPECT_THAT(Check(box + "class A { void f(Box<Integer> b) { b.set(\"x\"); } }"),
              HasSubstr("String cannot be converted to Integer"));
  EXPECT_THAT(Check(box + "class A { void f(Box<? extends Object> b) { b.set(1); } }"),
              HasSubstr("cannot be converted to CAP#1"));
  EXPECT_THAT(Check(box + "class A { Box<int> b; }"), HasSubstr("unexpected type"));
  EXPECT_THAT(Check(box + "class A { Box<String, String> b; }"),
              HasSubstr("wrong number of type arguments; required 1"));
  EXPECT_THAT(Check("class A<T> { static T f() { return null; } }"),
              HasSubstr("non-static type variable T cannot be referenced from a static context"));
  EXPECT_THAT(Check("class A<T> { T[] f() { return new T[1]; } }"),
              HasSubstr("generic array creation"));
  EXPECT_THAT(Check("class A<T> { T v; void f() { v = \"s\"; } }"),
              HasSubstr("String cannot be converted to T"));
  EXPECT_THAT(Check(box + "class A { int f(Box<String> b) { return b.get(); } }"),
              HasSubstr("String cannot be converted to int"));
  EXPECT_THAT(Check("class A { <T> A(T x) {} }"), HasSubstr("generic constructors are outside"));
  EXPECT_THAT(
      Check(box + "abstract class A extends Box<Integer> { abstract void set(Integer x); }"),
      HasSubstr("(a bridge method) is outside the subject language"));
}

TEST(GenericsTest, AcceptsWhatJavacAccepts) {
  const std::string box = "class Box<T> { T v; T get() { return v; } void set(T x) { v = x; } }\n";
  // Raw types convert both ways with an unchecked warning (JLS 4.8, 5.1.9).
  EXPECT_EQ(Check(box + "class A { void f() { Box r = new Box<String>(); Box<Integer> b = r; } }"),
            "OK");
  EXPECT_EQ(Check(box + "class A { int f() { Box<Integer> b = new Box<>(); b.set(3); "
                        "return b.get() + 1; } }"),
            "OK");
  EXPECT_EQ(Check(box + "class A { static <T> T id(T x) { return x; } "
                        "int f() { return id(2) + id(\"s\").length(); } }"),
            "OK");
  EXPECT_EQ(Check(box + "class A { Object f(Box<?> b) { return b.get(); } }"), "OK");
  EXPECT_EQ(Check(box + "class A { void f(Box<? super Integer> b) { b.set(1); } }"), "OK");
  // An override with other erased parameters gets javac's bridge method (JLS 15.12.4.5).
  EXPECT_EQ(Check(box + "class A extends Box<Integer> { void set(Integer x) {} }"), "OK");
}

}  // namespace
}  // namespace aprgrid::lang
