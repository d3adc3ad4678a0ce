// What javac rejects must be rejected (with a recognisable message), and what it accepts must be
// accepted: statements, expressions, imports and class-level rules. Class declarations (interfaces,
// enums, nested classes, ...) are in checker_classes_test.cc. Every snippet was checked against
// javac 17.
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string Check(const std::string& body) {
  auto p = CompileSources({SourceFile{"A.java", "class A {\n" + body + "\n}\n"}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

struct Rejection {
  const char* code;
  const char* message;
};

// JLS 7.5, 6.4.1 as javac 17 applies them to java.util's types.
TEST(CheckerTest, ImportsFollowJavacsScopes) {
  auto compile = [](std::vector<SourceFile> files) {
    auto p = CompileSources(files);
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  // Visible only in the file that imports it.
  EXPECT_THAT(compile({{"A.java",
                        "import java.util.Arrays;\nclass A { String f(int[] a) { "
                        "return Arrays.toString(a); } }"},
                       {"B.java", "class B { String g(int[] a) { return Arrays.toString(a); } }"}}),
              HasSubstr("B.java:1:38: cannot find symbol"));
  // A program class shadows an on-demand import, and may take a java.util name.
  EXPECT_EQ(compile({{"A.java",
                      "import java.util.*;\nclass Arrays { static String toString(int[] a) { "
                      "return \"mine\"; } }\nclass A { String f() { return "
                      "Arrays.toString(new int[0]); } }"}}),
            "OK");
  EXPECT_EQ(compile({{"A.java", "class Objects { }\nclass A { Objects o; }"}}), "OK");
  // A single-type import shadows a program class of another file; repeating it is allowed.
  EXPECT_EQ(compile({{"A.java",
                      "import java.util.Arrays;\nimport java.util.Arrays;\nclass A { String f() "
                      "{ return Arrays.toString(new int[] {1}); } }"},
                     {"B.java", "class Arrays { }"}}),
            "OK");
  EXPECT_THAT(compile({{"A.java", "import java.util.Arrays;\nclass Arrays { }"}}),
              HasSubstr("A.java:1:1: Arrays is already defined in this compilation unit"));
}

// java.util.Random is in with a seed; what is not deterministic (or would change every draw) is
// rejected by name, though javac accepts it.
TEST(CheckerTest, RandomOutsideTheLanguageByName) {
  auto compile = [](const std::string& body) {
    auto p = CompileSources(
        {SourceFile{"A.java", "import java.util.*;\nclass A {\n" + body + "\n}\nclass M {}\n"}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  EXPECT_EQ(compile("int f() { Random r = new Random(5L); r.setSeed(3); return r.nextInt(9); }"),
            "OK");
  EXPECT_EQ(compile("void f(List<Integer> l) { Collections.shuffle(l, new Random(1)); }"), "OK");
  EXPECT_THAT(compile("int f() { return new Random().nextInt(); }"),
              HasSubstr("A.java:3:18: this constructor of Random is outside the subject language "
                        "(it is seeded from the clock"));
  EXPECT_THAT(compile("void f(List<Integer> l) { Collections.shuffle(l); }"),
              HasSubstr("A.java:3:27: Collections.shuffle is outside the subject language "
                        "(without a Random its results are not deterministic"));
  EXPECT_THAT(compile("double f(Random r) { return r.nextGaussian(); }"),
              HasSubstr("Random.nextGaussian is outside the subject language"));
  EXPECT_THAT(compile("static class R extends Random { }"),
              HasSubstr("subclasses of Random are outside the subject language"));
  EXPECT_THAT(compile("Object o = new Random(1) { };"),
              HasSubstr("subclasses of Random are outside the subject language"));
  // CharSequence: String and StringBuilder are its only implementations.
  EXPECT_EQ(compile("int f(CharSequence c) { return c.subSequence(0, 1).length(); }"), "OK");
  EXPECT_THAT(compile("static abstract class S implements CharSequence { }"),
              HasSubstr("A.java:3:36: implementations of CharSequence are outside the subject "
                        "language (the library methods that take a CharSequence accept only a "
                        "String or a StringBuilder)"));
  EXPECT_THAT(compile("interface S extends CharSequence { }"),
              HasSubstr("implementations of CharSequence are outside the subject language"));
  EXPECT_THAT(compile("Object o = new CharSequence() { };"),
              HasSubstr("implementations of CharSequence are outside the subject language"));
  // String.join's varargs form is in, its Iterable form not.
  EXPECT_EQ(
      compile("boolean f(StringBuilder b) { return String.join(b, \"x\", b).contentEquals(b); }"),
      "OK");
  EXPECT_THAT(compile("String f(List<String> l) { return String.join(\",\", l); }"),
              HasSubstr("A.java:3:35: String.join(CharSequence, Iterable) is outside the subject "
                        "language (the CharSequence... form is provided)"));
  EXPECT_THAT(compile("double f() { return Math.random(); }"),
              HasSubstr("Math.random is outside the subject language (its results are not "
                        "deterministic; new Random(seed).nextDouble() is provided)"));
}

TEST(CheckerTest, RejectsWhatJavacRejects) {
  const Rejection cases[] = {
      {"int f() { return y; }", "cannot find symbol: variable y"},
      {"int f() { int x = \"s\"; return x; }",
       "incompatible types: String cannot be converted to int"},
      {"int f() { int x = 1.5; return x; }", "possible lossy conversion from double to int"},
      {"int f(int x) { if (x > 0) return 1; }", "missing return statement"},
      {"int f() { return 1; int y = 2; }", "unreachable statement"},
      {"void f() { while (true) { } int y = 0; }", "unreachable statement"},
      {"void f() { while (false) { int y = 0; } }", "unreachable statement"},
      {"void f() { for (;;) { break; } return; }", "OK"},
      {"int f(boolean c) { int x; if (c) x = 1; return x; }",
       "variable x might not have been initialized"},
      {"int f(boolean c) { int x; if (c) x = 1; else x = 2; return x; }", "OK"},
      {"int f(boolean c) { int x; while (c) { x = 1; } return x; }",
       "might not have been initialized"},
      {"int f() { int x; while (true) { x = 1; break; } return x; }", "OK"},
      {"int f(int a) { int x; if (a > 0 && (x = a) > 1) return x; return 0; }", "OK"},
      {"int f(int a) { int x; if (a > 0 || (x = a) > 1) return x; return 0; }",
       "might not have been initialized"},
      {"int f() { int x; x++; return x; }", "might not have been initialized"},
      {"int f() { int x = x + 1; return x; }", "might not have been initialized"},
      {"void f() { break; }", "break outside switch or loop"},
      {"void f() { continue; }", "continue outside of loop"},
      {"void f() { switch (1) { case 1: continue; } }", "continue outside of loop"},
      {"void f(int a) { g(a, a); } void g(int a) { }", "cannot be applied to given types"},
      {"void f() { h(); }", "cannot find symbol: method h()"},
      {"double f() { return Math.sin(1.0); }", "Math.sin is outside the subject language"},
      {"double f() { return Math.random(); }", "Math.random is outside the subject language"},
      {"double f() { return Math.sine(1.0); }", "cannot find symbol: method sine(double)"},
      {"int f; void g() { int f = 1; int f = 2; }", "variable f is already defined"},
      {"void f(int a) { int a = 1; }", "variable a is already defined"},
      {"void f() { String s = \"a\"; s.foo(); }", "cannot find symbol: method foo()"},
      {"void f() { int x = 1; x.y = 2; }", "int cannot be dereferenced"},
      {"int x; static void f() { x = 1; }",
       "non-static variable x cannot be referenced from a static context"},
      {"void g() {} static void f() { g(); }", "non-static method g() cannot be referenced"},
      {"void f() { final int x = 1; x = 2; }", "cannot assign a value to final variable x"},
      {"void f() { boolean b = 1; }", "incompatible types: int cannot be converted to boolean"},
      {"void f() { if (1) { } }", "incompatible types: int cannot be converted to boolean"},
      {"void f() { int x = true + 1; }", "bad operand types for binary operator '+'"},
      {"void f() { String s = -\"a\"; }", "bad operand type String for unary operator '-'"},
      {"void f() { Object o = \"a\"; int n = o.length(); }", "cannot find symbol: method length()"},
      {"void f() { char c = 'a'; c = c + 1; }", "possible lossy conversion from int to char"},
      {"void f() { char c = 'a' + 1; c += 1; c++; }", "OK"},
      {"void f() { long l = 1; int i = l; }", "possible lossy conversion from long to int"},
      {"void f() { int[] a = new int[2L]; }", "possible lossy conversion from long to int"},
      {"void f() { throw new Exception(); }", "unreported exception Exception"},
      {"void f() { try { throw new Exception(); } catch (Exception e) { } }", "OK"},
      {"void f() { try { } catch (RuntimeException e) { } catch (ArithmeticException e) { } }",
       "has already been caught"},
      {"void f() { int x = 2147483648; }", "integer number too large"},
      {"void f() { int x = -2147483648; long y = -9223372036854775808L; }", "OK"},
      {"void f() { String s = null; if (s == 1) { } }",
       "bad operand types for binary operator '=='"},
      {"void f() { switch (1) { case 1: case 1: } }", "duplicate case label"},
      {"void f(int k) { switch (2) { case k: } }", "constant expression required"},
      {"void f() { Object o = new A(); String s = (String) 1; }", "cannot be converted to String"},
      {"void f() { return 1; }", "incompatible types: unexpected return value"},
      {"int f() { return; }", "incompatible types: missing return value"},
      {"void f() { int x = g(); } void g() { }", "cannot be converted to int"},
      {"void f() { new B(); }", "cannot find symbol: class B"},
      {"void f() { Foo x = null; }", "cannot find symbol: class Foo"},
      {"int f(int x) { switch (x) { default: return 1; } }", "OK"},
      {"int f(int x) { switch (x) { case 1: return 1; } }", "missing return statement"},
      {"int f(boolean b) { do { if (b) break; } while (true); return 1; }", "OK"},
      {"int f() { try { return 1; } finally { } }", "OK"},
      {"int f() { for (int i = 0; i < 3; i++) { } return i; }", "cannot find symbol: variable i"},
      {"void f() { int[] a = {1, 2}; for (int v : a) { v++; } for (String s : a) { } }",
       "int cannot be converted to String"},
      {"void f() { int[] a = {1}; for (long v : a) { } for (Object o : a) { } }", "OK"},
      {"void f() { long[] a = {1}; for (int v : a) { } }",
       "possible lossy conversion from long to int"},
      {"void f() { A x = true ? new A() : null; Object o = false ? \"s\" : new A(); }", "OK"},
      {"void f() { final String s = \"a\"; switch (\"x\") { case s + \"b\": case \"c\": } }", "OK"},
      {"void f(String t) { switch (\"x\") { case t: } }", "constant string expression required"},
      {"void f() { switch (\"x\") { case \"a\": case \"a\": } }", "duplicate case label"},
      {"void f() { try { } catch (ArithmeticException | NullPointerException e) { } }", "OK"},
      {"void f() { try { } catch (ArithmeticException | RuntimeException e) { } }",
       "cannot be related by subclassing"},
      {"void f() { try { } catch (ArithmeticException | NullPointerException e) { e = null; } }",
       "cannot assign a value to final variable e"},
      // Labeled statements (JLS 14.7, 14.15, 14.16).
      {"void f() { a: for (;;) { b: while (true) { continue a; } } }", "OK"},
      {"void f() { a: { break a; } b: if (true) break b; }", "OK"},
      {"void f() { a: { continue a; } }", "not a loop label: a"},
      {"void f() { while (true) { break b; } }", "undefined label: b"},
      {"void f() { a: for (;;) { a: while (true) { } } }", "label a already in use"},
      {"void f() { a: for (;;) { break a; } int y = 0; }", "OK"},
      {"void f() { a: for (;;) { break; } int y = 0; }", "OK"},
      {"void f() { a: for (;;) { for (;;) { break; } } int y = 0; }", "unreachable statement"},
      {"void f() { a: while (true) { break a; int z = 1; } }", "unreachable statement"},
      {"int f(boolean c) { int x; a: { if (c) { x = 1; break a; } x = 2; } return x; }", "OK"},
      {"int f(boolean c) { int x; a: { if (c) break a; x = 2; } return x; }",
       "variable x might not have been initialized"},
      {"void f() { a: { } a: { } }", "OK"},
      {"void f() { a: int x = 1; }", "variable declaration not allowed here"},
  };
  for (const Rejection& c : cases) {
    SCOPED_TRACE(c.code);
    std::string got = Check(c.code);
    if (std::string(c.message) == "OK") {
      EXPECT_EQ(got, "OK");
    } else {
      EXPECT_THAT(got, HasSubstr(c.message));
      EXPECT_THAT(got, HasSubstr("A.java:"));
    }
  }
}

TEST(CheckerTest, ClassLevelErrors) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"B.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  EXPECT_THAT(err("class A extends Z {}"), HasSubstr("cannot find symbol: class Z"));
  EXPECT_THAT(err("class A extends B {} class B extends A {}"), HasSubstr("cyclic inheritance"));
  EXPECT_THAT(err("class A extends String {}"), HasSubstr("cannot inherit from final String"));
  EXPECT_THAT(err("class A {} class A {}"), HasSubstr("duplicate class: A"));
  EXPECT_THAT(err("class A { void f() {} void f() {} }"),
              HasSubstr("method f() is already defined"));
  EXPECT_THAT(err("class A { int f() { return 1; } } class C extends A { void f() {} }"),
              HasSubstr("return type void is not compatible with int"));
  EXPECT_THAT(err("class A { String toString() { return \"\"; } }"),
              HasSubstr("attempting to assign weaker access privileges; was public"));
  EXPECT_THAT(err("class A { A(int x) {} } class C extends A { }"),
              HasSubstr("cannot be applied to given types"));
  EXPECT_THAT(err("public class A {}"),
              HasSubstr("class A is public, should be declared in a file named A.java"));
  EXPECT_THAT(err("class A { private int x; } class C { int f(A a) { return a.x; } }"),
              HasSubstr("x has private access in A"));
  EXPECT_EQ(err("class E extends RuntimeException { E(String m) { super(m); } }"), "OK");
  EXPECT_EQ(err("class A { static final int N; static { N = 2; } int x; { x = N; } }"), "OK");
  EXPECT_THAT(err("class A { static { return; } }"), HasSubstr("return outside method"));
  EXPECT_THAT(err("class A { { throw new IllegalStateException(); } }"),
              HasSubstr("initializer must be able to complete normally"));
  EXPECT_THAT(err("class A { A(int p) { } { int q = p; } }"),
              HasSubstr("cannot find symbol: variable p"));
  EXPECT_THAT(err("class A { private { } }"), HasSubstr("modifier not allowed here"));
}

}  // namespace
}  // namespace aprgrid::lang
