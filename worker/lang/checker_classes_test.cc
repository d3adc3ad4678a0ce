// Class declarations as javac 17 checks them: interfaces, enums, `throws`, varargs, abstract
// classes, member, inner, local and anonymous classes. Every snippet below was checked against
// javac 17; the statement- and expression-level cases are in checker_test.cc.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

struct Rejection {
  const char* code;
  const char* message;
};

// "OK", or the compiler's message for `src` as the one file `name`.
std::string Compile(const std::string& name, const std::string& src) {
  auto p = CompileSources({SourceFile{name, src}});
  return p.ok() ? std::string("OK") : std::string(p.status().message());
}

// Interfaces (JLS 9); the messages are javac 17's.
TEST(CheckerTest, Interfaces) {
  auto err = [](const std::string& src) { return Compile("B.java", src); };
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
  auto err = [](const std::string& src) { return Compile("B.java", src); };
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
  auto err = [](const std::string& src) { return Compile("B.java", src); };
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
  auto err = [](const std::string& src) { return Compile("B.java", src); };
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
  auto err = [](const std::string& src) { return Compile("B.java", src); };
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
  auto err = [](const std::string& src) { return Compile("X.java", src); };
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
  auto err = [](const std::string& src) { return Compile("X.java", src); };
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
  auto err = [](const std::string& src) { return Compile("X.java", src); };
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
