// What javac rejects must be rejected (with a recognisable message), and what it accepts must be
// accepted. Every snippet below was checked against javac 17.
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

// Interfaces (JLS 9); the messages are javac 17's.
TEST(CheckerTest, Interfaces) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"B.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  const Rejection cases[] = {
      {"interface I { void f(); } class C implements I { }",
       "C is not abstract and does not override abstract method f() in I"},
      {"interface I { void f(); } class C implements I { void f() { } }",
       "f() in C cannot implement f() in I; attempting to assign weaker access privileges; was "
       "public"},
      {"interface I { void f(); } class C { void g() { Object o = new I(); } }",
       "I is abstract; cannot be instantiated"},
      {"interface I { default void f() {} } interface J { default void f() {} } "
       "class C implements I, J { }",
       "types I and J are incompatible"},
      {"interface I { void f() { } }", "interface abstract methods cannot have body"},
      {"interface I { default void f(); }", "missing method body, or declare abstract"},
      {"interface I { int X; }", "= expected"},
      {"interface I { { } }", "initializers not allowed in interfaces"},
      {"class A {} class C implements A { }", "interface expected here"},
      {"interface I {} class C extends I { }", "no interface expected here"},
      {"interface I extends J {} interface J extends I {}", "cyclic inheritance involving"},
      {"interface I { static void s() {} } class C implements I { void g() { s(); } }",
       "cannot find symbol: method s()"},
      {"final class F {} interface I {} class C { void g(F f) { I i = (I) f; } }",
       "incompatible types: F cannot be converted to I"},
      {"class F {} interface I {} class C { void g(F f) { I i = (I) f; } }", "OK"},
      {"interface I { protected void f(); }", "modifier protected not allowed here"},
      {"class C { default void f() {} }", "modifier default not allowed here"},
      {"interface I { void f(); } abstract class A implements I {} "
       "class C extends A { public void f() {} }",
       "OK"},
      {"interface I { int X = 1; } class C implements I { int g() { return X + I.X; } }", "OK"},
      {"interface I { int f(); default int g() { return f() + 1; } static int h(I i) { "
       "return i.g(); } } class C implements I { public int f() { return 2; } }",
       "OK"},
      {"interface I { void f(); } class C { void g(I i) { i.f(); String s = i.toString(); "
       "boolean b = i.equals(i); } }",
       "OK"},
  };
  for (const Rejection& c : cases) {
    SCOPED_TRACE(c.code);
    std::string got = err(c.code);
    if (std::string(c.message) == "OK") {
      EXPECT_EQ(got, "OK");
    } else {
      EXPECT_THAT(got, HasSubstr(c.message));
    }
  }
}

// Enums (JLS 8.9); the messages are javac 17's.
TEST(CheckerTest, Enums) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"B.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  const Rejection cases[] = {
      {"enum E { A, B(2), C; int v; E() { } E(int v) { this.v = v; } "
       "static E first() { return values()[0]; } int twice() { return v * 2; } }",
       "OK"},
      {"enum E { A, B, } class C { int f(E e) { switch (e) { case A: return 1; default: "
       "return e.ordinal() + e.name().length() + e.compareTo(E.B); } } }",
       "OK"},
      {"enum E { ; static int n() { return values().length; } }", "OK"},
      {"interface I { int f(); } enum E implements I { A; public int f() { return 1; } }", "OK"},
      {"interface I { int f(); } enum E implements I { A }",
       "E is not abstract and does not override abstract method f() in I"},
      {"enum E { A; } class C { Object o = new E(); }", "enum types may not be instantiated"},
      {"enum E { A; } class C extends E { }", "cannot inherit from final E"},
      {"class C extends Enum { }", "classes cannot directly extend java.lang.Enum"},
      {"enum E { A; public E() { } }", "modifier public not allowed here"},
      {"enum E { A; E() { super(); } }", "call to super not allowed in enum constructor"},
      {"enum E { A; static int n; E() { n++; } }",
       "illegal reference to static field from initializer"},
      {"enum E { A; static final int N = 2; int v; E() { v = N; } }", "OK"},
      {"enum E { A; public String name() { return \"\"; } }", "overridden method is final"},
      {"enum E { A; public String toString() { return \"a\"; } }", "OK"},
      {"enum E { A; static E[] values() { return null; } }",
       "method values() is already defined in enum E"},
      {"enum E { A; static E valueOf(String s) { return A; } }",
       "method valueOf(String) is already defined in enum E"},
      {"enum E { A; } enum F { B; int f() { return E.A.compareTo(B); } }",
       "incompatible types: F cannot be converted to E"},
      {"enum E { A, B; int f() { switch (this) { case E.A: return 1; } return 0; } }",
       "an enum switch case label must be the unqualified name of an enumeration constant"},
      {"enum E { A, B; int f() { switch (this) { case A: case A: return 1; } return 0; } }",
       "duplicate case label"},
      {"enum E { A; int f() { return this.name; } }", "name has private access in Enum"},
      {"final enum E { A }", "modifier final not allowed here"},
      {"class A { final int f() { return 1; } } class C extends A { int f() { return 2; } }",
       "f() in C cannot override f() in A; overridden method is final"},
  };
  for (const Rejection& c : cases) {
    SCOPED_TRACE(c.code);
    std::string got = err(c.code);
    if (std::string(c.message) == "OK") {
      EXPECT_EQ(got, "OK");
    } else {
      EXPECT_THAT(got, HasSubstr(c.message));
    }
  }
}

// Checked exceptions and `throws` (JLS 8.4.6, 8.4.8.3, 11.2); the messages are javac 17's.
TEST(CheckerTest, ThrowsClauses) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"B.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  const std::string ex = "class X extends Exception { } class Y extends X { } ";
  const Rejection cases[] = {
      {"class C { void f() throws X { throw new Y(); } void g() throws Exception { f(); } }", "OK"},
      {"class C { void f() throws X { } void g() { f(); } }",
       "unreported exception X; must be caught or declared to be thrown"},
      {"class C { void f() throws Y { } void g() { try { f(); } catch (X e) { } } }", "OK"},
      {"class C { void f() throws X { } void g() { try { f(); } catch (Y e) { } } }",
       "unreported exception X"},
      {"class C { void f() throws X { } void g() throws X { try { f(); } catch (Y e) { } } }",
       "OK"},
      {"class C { void g() { try { } catch (X e) { } } }",
       "exception X is never thrown in body of corresponding try statement"},
      {"class C { C() throws X { } } class D { void g() { new C(); } }", "unreported exception X"},
      {"class C { C() throws X { } } class D extends C { }",
       "unreported exception X in default constructor"},
      {"class C { C() throws X { } } class D extends C { D() throws Exception { } }", "OK"},
      {"class C { void f() { } } class D extends C { void f() throws X { } }",
       "f() in D cannot override f() in C; overridden method does not throw X"},
      {"class C { void f() throws X { } } class D extends C { void f() throws Y { } }", "OK"},
      {"class C { void f() throws X { } } class D extends C { void f() throws "
       "IllegalStateException { } }",
       "OK"},
      {"interface I { void f(); } class C implements I { public void f() throws X { } }",
       "overridden method does not throw X"},
      {"class C { void f() throws String { } }",
       "incompatible types: String cannot be converted to Throwable"},
      {"class C { static int v = f(); static int f() throws X { return 1; } }",
       "unreported exception X"},
      {"class C { void f() throws RuntimeException { } void g() { f(); } }", "OK"},
      // Precise rethrow (JLS 11.2.2): an unassigned catch parameter rethrows what the try can.
      {"class C { void g() { try { int x = 1; } catch (Exception e) { throw e; } } }", "OK"},
      {"class C { void f() throws Y { } void g() throws Y { try { f(); } catch (Exception e) { "
       "throw e; } } }",
       "OK"},
      {"class C { void f() throws Y { } void g() { try { f(); } catch (Exception e) { "
       "throw e; } } }",
       "unreported exception Y"},
      {"class C { void g() { try { int x = 1; } catch (Exception e) { e = new Exception(); "
       "throw e; } } }",
       "unreported exception Exception"},
  };
  for (const Rejection& c : cases) {
    SCOPED_TRACE(c.code);
    std::string got = err(ex + c.code);
    if (std::string(c.message) == "OK") {
      EXPECT_EQ(got, "OK");
    } else {
      EXPECT_THAT(got, HasSubstr(c.message));
    }
  }
}

// Variable arity methods (JLS 8.4.1, 15.12.2.4).
TEST(CheckerTest, Varargs) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"B.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  const Rejection cases[] = {
      {"class C { static int f(int... xs) { return xs.length; } static int g() { "
       "return f() + f(1) + f(1, 2, 'c') + f(new int[] {3}) + f((int[]) null); } }",
       "OK"},
      {"class C { static int f(String s, Object... xs) { return xs.length; } static int g() { "
       "return f(\"a\", 1, \"b\", null, 2.5); } }",
       "OK"},
      {"class C { C(int... xs) { } static C make() { return new C(1, 2); } }", "OK"},
      {"class C { static int f(int... xs) { return 0; } static int g() { return f(1, \"x\"); } }",
       "method f in class C cannot be applied to given types"},
      {"class C { static int f(String s, int... xs) { return 0; } static int g() { return f(); } }",
       "method f in class C cannot be applied to given types"},
      {"class C { static int f(long... xs) { return 0; } static int f(int... xs) { return 1; } "
       "static int g() { return f(1, 2); } }",
       "OK"},
      {"class C { static int f(int a, int... xs) { return 0; } static int f(int... xs) { "
       "return 1; } static int g() { return f(1, 2); } }",
       "reference to f is ambiguous"},
      {"class C { void f(int... xs, int y) { } }",
       "1:25: varargs parameter must be the last parameter"},
  };
  for (const Rejection& c : cases) {
    SCOPED_TRACE(c.code);
    std::string got = err(c.code);
    if (std::string(c.message) == "OK") {
      EXPECT_EQ(got, "OK");
    } else {
      EXPECT_THAT(got, HasSubstr(c.message));
    }
  }
}

// Abstract classes and methods (JLS 8.1.1.1, 8.4.3.1); the messages are javac 17's.
TEST(CheckerTest, AbstractClasses) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"B.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  EXPECT_EQ(err("abstract class A { abstract int f(int x); int g() { return f(1) + 1; } }"
                "class C extends A { int f(int x) { return x; } }"),
            "OK");
  EXPECT_THAT(err("abstract class A { abstract void f(); } class C extends A { }"),
              HasSubstr("C is not abstract and does not override abstract method f() in A"));
  EXPECT_THAT(err("abstract class A { abstract int f(int x, String s); }"
                  "abstract class B extends A { } class C extends B { }"),
              HasSubstr("does not override abstract method f(int,String) in A"));
  EXPECT_THAT(err("class A { abstract void f(); }"),
              HasSubstr("A is not abstract and does not override abstract method f() in A"));
  EXPECT_THAT(err("abstract class A { void g() { Object o = new A(); } }"),
              HasSubstr("A is abstract; cannot be instantiated"));
  EXPECT_THAT(err("abstract class A { abstract void f(); }"
                  "class C extends A { void f() { super.f(); } }"),
              HasSubstr("abstract method f() in A cannot be accessed directly"));
  EXPECT_THAT(err("abstract class A { abstract void f() { } }"),
              HasSubstr("abstract methods cannot have a body"));
  EXPECT_THAT(err("class A { void f(); }"), HasSubstr("missing method body, or declare abstract"));
  EXPECT_THAT(err("abstract class A { private abstract void f(); }"),
              HasSubstr("illegal combination of modifiers: abstract and private"));
  EXPECT_THAT(err("abstract class A { static abstract int f(int x); }"),
              HasSubstr("illegal combination of modifiers: abstract and static"));
  EXPECT_THAT(err("final abstract class A { }"),
              HasSubstr("illegal combination of modifiers: abstract and final"));
  EXPECT_THAT(err("abstract class A { abstract A(); }"),
              HasSubstr("modifier abstract not allowed here"));
  EXPECT_THAT(err("abstract class A { abstract int x; }"),
              HasSubstr("modifier abstract not allowed here"));
  // A concrete method may be made abstract again; concrete subclasses then implement it.
  EXPECT_EQ(err("class A { int f() { return 1; } } abstract class B extends A { abstract int f(); }"
                "class C extends B { int f() { return 2; } }"),
            "OK");
  EXPECT_THAT(
      err("class A { int f() { return 1; } } abstract class B extends A { abstract int f(); }"
          "class C extends B { }"),
      HasSubstr("does not override abstract method f() in B"));
}

// Static member types (JLS 8.1.3, 8.5): scope, access and static context, as javac 17 reports.
TEST(CheckerTest, MemberTypes) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"X.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  EXPECT_EQ(err("class O { private static int s = 1; private int own; static class N {"
                "  private int p; int f() { return s + twice(p); } int g(O o) { return o.own; } }"
                "  private static int twice(int x) { return 2 * x; }"
                "  int h(N n) { return n.p + own; } }"
                "class U { int f() { return new O.N().f(); } O.N[] a = new O.N[2]; }"),
            "OK");
  EXPECT_THAT(err("class O { int c; static class N { int f() { return c; } } }"),
              HasSubstr("non-static variable c cannot be referenced from a static context"));
  EXPECT_THAT(err("class O { int c; static class N { void f() { c = 1; } } }"),
              HasSubstr("non-static variable c cannot be referenced from a static context"));
  EXPECT_THAT(
      err("class O { int g(int k) { return k; } static class N { int f() { return g(1); } } }"),
      HasSubstr("non-static method g(int) cannot be referenced from a static context"));
  EXPECT_THAT(
      err("class O { private static class S {} } class U { Object f() { return new O.S(); } }"),
      HasSubstr("O.S has private access in O"));
  EXPECT_THAT(
      err("class O { static class B { private int v; } } class U { int f(O.B b) { return b.v; } }"),
      HasSubstr("v has private access in O.B"));
  EXPECT_THAT(err("class O { static class B {} } class U { B f() { return null; } }"),
              HasSubstr("cannot find symbol: class B"));
  EXPECT_THAT(err("class O { static class O {} }"),
              HasSubstr("class O is already defined in package unnamed package"));
  EXPECT_THAT(err("class O { static class B {} interface B {} }"),
              HasSubstr("class O.B is already defined in class O"));
  EXPECT_THAT(err("class O { static class N { @Test public void t() {} } }"),
              HasSubstr("@Test methods in nested classes are outside the subject language"));
  // A member type inherited from a superclass is in scope by its simple name (JLS 8.5).
  EXPECT_EQ(err("class O { static class N {} } class P extends O { N make() { return new N(); } }"),
            "OK");
  // Simple names of enclosing classes' member types, and qualified ones through them.
  EXPECT_EQ(err("class O { static class M { static class D { int f() { return M.k + k; } } "
                "static int k; } M.D d = new M.D(); }"),
            "OK");
}

// Inner classes (JLS 8.1.3, 15.8.4, 15.9.2): the enclosing instance and javac 17's errors for the
// forms without one.
TEST(CheckerTest, InnerClasses) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"X.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  EXPECT_EQ(err("class O { private int c; int g() { return c; } class I { int k = c + g();"
                "  class D { int f() { c++; k--; return O.this.c + I.this.k + g(); } }"
                "  D d() { return new D(); } static int s() { return 1; } }"
                "  class J extends I { } I make() { return new I(); } J j() { return new J(); } }"
                "class U { int f(O o) { O.I i = o.new I(); return i.new D().f() + O.I.s(); } }"),
            "OK");
  EXPECT_EQ(err("class O { class I {} static void f() { new O().new I(); } }"), "OK");
  // An explicit constructor call's arguments may use the enclosing instance (JLS 8.8.7.1).
  EXPECT_EQ(err("class O { String n; class M extends B { M() { super(n + O.this.n); } } }"
                "class B { B(String s) {} }"),
            "OK");
  EXPECT_EQ(err("class O {\n  class I {}\n  static Object f() { return new I(); }\n}"),
            "X.java:3:30: non-static variable this cannot be referenced from a static context");
  EXPECT_EQ(err("class O {\n  static class N {\n    Object f() { return O.this; }\n  }\n}"),
            "X.java:3:26: non-static variable this cannot be referenced from a static context");
  EXPECT_EQ(err("class O {\n  static class N {}\n  Object f(O o) { return o.new N(); }\n}"),
            "X.java:3:26: qualified new of static class");
  EXPECT_THAT(err("class O { class I { Object f() { return U.this; } } } class U {}"),
              HasSubstr("not an enclosing class: U"));
  EXPECT_THAT(err("class O { class I {} } class U { Object f() { return new O.I(); } }"),
              HasSubstr("an enclosing instance that contains O.I is required"));
  EXPECT_THAT(err("class O { class I {} static class S extends I {} }"),
              HasSubstr("no enclosing instance of type O is in scope"));
  EXPECT_THAT(err("class O { class I {} } class U extends O.I {}"),
              HasSubstr("an enclosing instance that contains O.I is required"));
  EXPECT_THAT(err("class O { int c; class I { static int f() { return c; } } }"),
              HasSubstr("non-static variable c cannot be referenced from a static context"));
  EXPECT_THAT(err("class O { int g() { return 1; } class I { static int f() { return g(); } } }"),
              HasSubstr("non-static method g() cannot be referenced from a static context"));
  EXPECT_THAT(err("class O { class I {} void f(String s) { Object o = s.new I(); } }"),
              HasSubstr("cannot find symbol: class I"));
}

TEST(CheckerTest, LocalAndAnonymousClasses) {
  auto err = [](const std::string& src) {
    auto p = CompileSources({SourceFile{"X.java", src}});
    return p.ok() ? std::string("OK") : std::string(p.status().message());
  };
  EXPECT_EQ(err("interface I { int f(); } class O { int c; I g(int p) { int x; x = p;"
                "  class L implements I { public int f() { return x + c; } }"
                "  class M extends L { M m() { return new M(); } }"
                "  return new L() { public int f() { return super.f() + new M().m().f(); } }; } }"),
            "OK");
  EXPECT_EQ(err("class O { void f() { class L { static int n; static int g() { return n; } }"
                "  int k = L.g(); Object o = new Object() { static final int Q = 1; }; } }"),
            "OK");
  // Shadowing: the class's own field and a local of its method hide the captured names.
  EXPECT_EQ(err("class O { void f() { int x = 1; x++; class L { int x; void g() { x = 2; } }"
                "  Object o = new Object() { int h() { int x = 3; x++; return x; } }; } }"),
            "OK");
  EXPECT_EQ(err("class O {\n void f() {\n  int x = 1;\n  Object o = new Object() {\n"
                "   int g() { return x; } };\n  x = 2;\n }\n}"),
            "X.java:5:21: local variables referenced from an inner class must be final or "
            "effectively final");
  EXPECT_THAT(err("class O { void f() { int x = 1; class L { void g() { x = 3; } } } }"),
              HasSubstr("local variables referenced from an inner class must be final"));
  EXPECT_THAT(err("class O { void f(int p) { p = 2; class L { int g() { return p; } } } }"),
              HasSubstr("local variables referenced from an inner class must be final"));
  EXPECT_THAT(err("class O { void f() { int x; class L { int g() { return x; } } x = 1; } }"),
              HasSubstr("variable x might not have been initialized"));
  EXPECT_THAT(err("class O { void f() { int x = 1; class L { static int g() { return x; } } } }"),
              HasSubstr("non-static variable x cannot be referenced from a static context"));
  EXPECT_THAT(err("class O { int c; static void f() { Object o = new Object() {"
                  "  int g() { return c; } }; } }"),
              HasSubstr("non-static variable c cannot be referenced from a static context"));
  EXPECT_THAT(err("class O { void f() { class L {} class L {} } }"),
              HasSubstr("class L is already defined in method f()"));
  EXPECT_THAT(err("class O { void f() { class O {} } }"),
              HasSubstr("class O is already defined in package unnamed package"));
  EXPECT_THAT(err("class O { void f() { { class L {} } L l; } }"),
              HasSubstr("cannot find symbol: class L"));
  EXPECT_THAT(err("class O { void f() { L l; class L {} } }"),
              HasSubstr("cannot find symbol: class L"));
  EXPECT_THAT(err("class O { void f() { class M extends M {} } }"),
              HasSubstr("cyclic inheritance involving M"));
  EXPECT_THAT(err("interface I { void f(); } class O { Object g() { return new I() { }; } }"),
              HasSubstr("<anonymous O$1> is not abstract and does not override abstract method "
                        "f() in I"));
  EXPECT_THAT(err("class O { void f() { int k = new Runnable() {}; } } interface Runnable {}"),
              HasSubstr("incompatible types: <anonymous Runnable> cannot be converted to int"));
  EXPECT_THAT(err("interface I {} class O { Object g() { return new I(1) { }; } }"),
              HasSubstr("anonymous class implements interface; cannot have arguments"));
  EXPECT_THAT(err("final class F {} class O { Object g() { return new F() { }; } }"),
              HasSubstr("cannot inherit from final F"));
  EXPECT_THAT(err("enum E { A } class O { Object g() { return new E() { }; } }"),
              HasSubstr("enum types may not be instantiated"));
  EXPECT_THAT(err("class B { B(int x) {} } class O { Object g() { return new B() { }; } }"),
              HasSubstr("constructor B in class B cannot be applied to given types"));
  // Outside the language: member types of local classes, anonymous classes in explicit
  // constructor calls, and creating a capturing class from a static context (javac 17 crashes).
  EXPECT_THAT(err("class O { void f() { class L { class M {} } } }"),
              HasSubstr("member types of local and anonymous classes are outside"));
  EXPECT_THAT(
      err("class B { B(Object o) {} } class O extends B { O() { super(new Object() {}); } }"),
      HasSubstr("anonymous classes in an explicit constructor call are outside"));
  EXPECT_THAT(err("class O { static void f() { int x = 1; class L { int g() { return x; } }"
                  "  class C { static Object mk() { return new L(); } } } }"),
              HasSubstr("captures variables in a static context is outside"));
}

}  // namespace
}  // namespace aprgrid::lang
