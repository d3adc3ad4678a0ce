// Local classes (JLS 14.3) and anonymous classes (JLS 15.9.5): capture of effectively final
// locals and parameters (JLS 8.1.3, 4.12.4), shadowing of captured names by the class's own
// fields and locals, the enclosing instance (unqualified fields and methods, `Outer.this`),
// anonymous classes extending a class (constructor arguments passed on) and implementing an
// interface, dispatch through interfaces and abstract classes, a local class extending another,
// instance initializers, initialisation order (captured values are stored before the superclass
// constructor runs), static members of local classes, static contexts, and the binary names the
// runtime prints (Outer$1, Outer$1Local); a local class in a switch block, anonymous classes in
// an interface's default method, an enum constant's arguments, field initialisers and
// initializer blocks, and a checked exception thrown by an anonymous class's initializer.
interface Loc_Shape {
  int area();

  default String describe() {
    return "shape of area " + area();
  }
}

abstract class Loc_Base {
  final String tag;

  Loc_Base(String tag) {
    this.tag = tag;
    hook(); // Dispatches to the subclass before its own initialisers run.
  }

  abstract void hook();

  abstract int value();

  String show() {
    return tag + "=" + value();
  }
}

class Loc_Counter {
  int count;
  String name;

  Loc_Counter(String name) {
    this.name = name;
  }

  int next() {
    return ++count;
  }

  Loc_Shape square(int side) {
    final int offset = 1; // A constant variable: not captured at all.
    class Square implements Loc_Shape {
      public int area() {
        return side * side + offset - 1;
      }

      public String toString() {
        return "Square(" + side + ") of " + name; // The enclosing instance's field.
      }
    }
    return new Square();
  }

  Loc_Shape rect(int w, int h) {
    int scale = count + 1;
    return new Loc_Shape() {
      int calls;

      public int area() {
        calls++;
        next(); // The enclosing instance's method.
        return w * h * scale;
      }

      public String describe() {
        return "rect " + w + "x" + h + " scale " + scale + " calls " + calls + " in "
            + Loc_Counter.this.name;
      }
    };
  }

  Loc_Base base(String tag, int v) {
    StringBuilder log = new StringBuilder();
    Loc_Base b = new Loc_Base(tag) {
      int own = 5;

      {
        log.append("init own=" + own + ";");
      }

      void hook() {
        log.append("hook v=" + v + " own=" + own + ";"); // v is stored before super() runs.
      }

      int value() {
        return v + own;
      }
    };
    log.append("done");
    System.out.println(log);
    return b;
  }
}

class Loc_Node {
  int v;
  Loc_Node next;

  Loc_Node(int v, Loc_Node next) {
    this.v = v;
    this.next = next;
  }
}

public class LocalClasses {
  static int total;
  int field = 7;

  static int sumWith(int[] xs, int bias) {
    class Acc {
      int sum;

      void add(int x) {
        sum += x + bias;
      }
    }
    Acc acc = new Acc();
    for (int x : xs) acc.add(x);
    return acc.sum;
  }

  @Test
  public void localClassCapturesParameter() {
    Assert.assertEquals(3 + 4 + 5 + 3 * 10, sumWith(new int[] {3, 4, 5}, 10));
  }

  @Test
  public void localClassImplementsInterface() {
    Loc_Counter c = new Loc_Counter("c");
    Loc_Shape s = c.square(4);
    Assert.assertEquals(16, s.area());
    Assert.assertEquals("shape of area 16", s.describe());
    Assert.assertEquals("Square(4) of c", s.toString());
  }

  @Test
  public void anonymousImplementsInterface() {
    Loc_Counter c = new Loc_Counter("k");
    c.count = 2;
    Loc_Shape r = c.rect(2, 3);
    c.count = 10; // scale was captured as 3.
    Assert.assertEquals(18, r.area());
    Assert.assertEquals(18, r.area());
    Assert.assertEquals("rect 2x3 scale 3 calls 2 in k", r.describe());
    Assert.assertEquals(12, c.count);
  }

  @Test
  public void anonymousExtendsAbstractClass() {
    Loc_Base b = new Loc_Counter("z").base("t", 4);
    Assert.assertEquals("t=9", b.show());
  }

  @Test
  public void shadowing() {
    int x = 1;
    int y = 2;
    class Shadow {
      int x = 10; // Hides the captured name.

      int get() {
        int y = 20; // A local of the method hides the enclosing method's y.
        return x + y;
      }
    }
    Object o =
        new Object() {
          public String toString() {
            return "x=" + x + ",y=" + y;
          }
        };
    Assert.assertEquals(30, new Shadow().get());
    Assert.assertEquals("x=1,y=2", o.toString());
  }

  @Test
  public void localClassExtendsLocalClass() {
    String prefix = "p";
    int k = 3;
    class A {
      String name() {
        return prefix + "A";
      }

      int weight() {
        return k;
      }
    }
    class B extends A {
      String name() {
        return super.name() + "B" + k;
      }
    }
    A a = new B();
    Assert.assertEquals("pAB3", a.name());
    Assert.assertEquals(3, a.weight());
    A anon =
        new A() {
          int weight() {
            return super.weight() * 2;
          }
        };
    Assert.assertEquals(6, anon.weight());
    Assert.assertEquals("pA", anon.name());
  }

  @Test
  public void recursiveLocalStructure() {
    int limit = 4;
    class Builder {
      Loc_Node build(int i) {
        return i >= limit ? null : new Loc_Node(i, build(i + 1));
      }

      Builder copy() {
        return new Builder(); // Creating itself from its own code passes the captures on.
      }
    }
    Loc_Node n = new Builder().copy().build(0);
    int sum = 0;
    for (; n != null; n = n.next) sum += n.v;
    Assert.assertEquals(6, sum);
  }

  @Test
  public void enclosingInstanceFields() {
    field = 3;
    class Reader {
      int read() {
        return field * 2;
      }

      void write(int v) {
        field = v; // Assigns the enclosing instance's field.
        LocalClasses.this.field += 1;
      }
    }
    Reader r = new Reader();
    Assert.assertEquals(6, r.read());
    r.write(10);
    Assert.assertEquals(11, field);
  }

  @Test
  public void staticMembersOfLocalClass() {
    class Ids {
      static int next = 100;
      final int id;

      Ids() {
        id = next++;
      }

      static int peek() {
        return next;
      }
    }
    Assert.assertEquals(100, new Ids().id);
    Assert.assertEquals(101, new Ids().id);
    Assert.assertEquals(102, Ids.peek());
  }

  @Test
  public void capturesInLoops() {
    Loc_Shape[] shapes = new Loc_Shape[3];
    for (int i = 0; i < shapes.length; i++) {
      int side = i + 1; // A fresh variable per iteration.
      shapes[i] =
          new Loc_Shape() {
            public int area() {
              return side * side;
            }
          };
    }
    int sum = 0;
    for (Loc_Shape s : shapes) sum += s.area();
    Assert.assertEquals(1 + 4 + 9, sum);
    String[] words = {"a", "bb"};
    for (String w : words) {
      Object o =
          new Object() {
            public String toString() {
              return w + w.length();
            }
          };
      System.out.println(o);
    }
  }

  @Test
  public void nestedAnonymous() {
    int base = 2;
    Loc_Shape outer =
        new Loc_Shape() {
          int mult = 3;

          public int area() {
            Loc_Shape inner =
                new Loc_Shape() {
                  public int area() {
                    return base * mult; // mult is the enclosing anonymous object's field.
                  }
                };
            return inner.area() + 1;
          }
        };
    Assert.assertEquals(7, outer.area());
  }

  @Test
  public void binaryNames() {
    RuntimeException e = new RuntimeException("boom") {};
    System.out.println(e);
    class Oops extends RuntimeException {
      Oops(String m) {
        super(m);
      }
    }
    System.out.println(new Oops("m"));
    Throwable t = new Loc_Failure("q").wrap();
    System.out.println(t);
  }

  @Test(expected = IllegalStateException.class)
  public void anonymousExceptionIsCaughtAsItsSuperclass() {
    throw new IllegalStateException("anon") {};
  }

  @Test
  public void uncaughtLocalException() {
    class Bad extends RuntimeException {}
    throw new Bad();
  }

  @Test
  public void staticContextAnonymous() {
    total = 0;
    Loc_Shape s = makeStatic(5);
    Assert.assertEquals(25, s.area());
    Assert.assertEquals(1, total);
  }

  static Loc_Shape makeStatic(int n) {
    return new Loc_Shape() {
      public int area() {
        total++; // A static field of the enclosing class.
        return n * n;
      }
    };
  }

  @Test
  public void anonymousPassesConstructorArguments() {
    Loc_Counter c =
        new Loc_Counter("anon" + field) {
          int next() {
            return super.next() * 10;
          }
        };
    Assert.assertEquals(10, c.next());
    Assert.assertEquals(20, c.next());
    Assert.assertEquals("anon7", c.name);
  }

  @Test
  public void fieldInitAnonymous() {
    Loc_Outer a = new Loc_Outer();
    System.out.println(a.f1);
    System.out.println(a.v);
    System.out.println(new Loc_Outer("b").f1);
    System.out.println(Loc_Outer.st);
  }

  @Test
  public void anonymousOfInnerFromMid() {
    Loc_Outer o = new Loc_Outer();
    Loc_Outer.Mid m = o.new Mid();
    Object x = m.make();
    System.out.println(((Loc_Outer.Inner) x).hi());
  }

  @Test
  public void catchAndForEachCaptures() {
    try {
      throw new IllegalStateException("c");
    } catch (IllegalStateException e) {
      Object o = new Object() { public String toString() { return "caught " + e.getMessage(); } };
      System.out.println(o);
    }
    int[] xs = {1, 2};
    for (int x : xs) {
      class P { int sq() { return x * x; } }
      System.out.println(new P().sq());
    }
  }

  @Test
  public void localInsideAnonymous() {
    int a = 2;
    Object o = new Object() {
      public String toString() {
        int b = 3;
        class Q { int prod() { return a * b; } }
        return "q" + new Q().prod();
      }
    };
    System.out.println(o);
  }

  @Test
  public void blankEffectivelyFinal() {
    int x;
    if (a() > 0) x = 1; else x = 2;
    Object o = new Object() { public String toString() { return "x" + x; } };
    System.out.println(o);
  }

  int a() { return 1; }

  @Test
  public void localCreatesEarlierLocal() {
    int k = 4;
    class A { int get() { return k; } }
    class B { A make() { return new A(); } }
    System.out.println(new B().make().get());
    Object o = new Object() { public String toString() { return "" + new A().get() + new B().make().get(); } };
    System.out.println(o);
  }

  @Test
  public void conditionalOfAnonymous() {
    boolean c = a() > 0;
    Object r = c ? new Object() { public String toString() { return "yes"; } } : "no";
    System.out.println(r);
  }


  @Test
  public void switchAndDefault() {
    int k = 2;
    switch (k) {
      case 1:
        System.out.println("one");
        break;
      case 2:
        class S { int g() { return k * 10; } }
        System.out.println(new S().g());
        break;
      default:
        break;
    }
    Loc_Wrapper i = new Loc_Wrapper() { public int v() { return 42; } };
    System.out.println(i.wrap());
    System.out.println(Loc_Kind.A.o);
    Object p = new Object() {
      int n = 3;
      { n *= 2; }
      public String toString() { return "n" + n; }
    };
    System.out.println(p);
  }

  @Test
  public void checkedFromAnonymousInit() {
    try {
      Object o = new Object() {
        { if (System.out != null) throw new Exception("init"); }
      };
      System.out.println(o);
    } catch (Exception e) {
      System.out.println("caught " + e.getMessage());
    }
  }

}

class Loc_Outer {
  int v = 1;
  Object f1 = new Object() { public String toString() { return "f1 v=" + v; } };
  String s;
  Loc_Outer() { this("a"); }
  Loc_Outer(String s) { this.s = s; }
  { class InInit { int g() { return v + 100; } } v = new InInit().g(); }
  class Inner {
    int w = 5;
    String hi() { return "inner" + w + v; }
  }
  class Mid {
    Object make() {
      return new Inner() { String hi() { return "anon-" + super.hi(); } };
    }
  }
  static Object st = new Object() { public String toString() { return "static anon"; } };
}

interface Loc_Wrapper {
  int v();
  default Object wrap() {
    return new Object() { public String toString() { return "wrapped " + v(); } };
  }
}
enum Loc_Kind {
  A(new Object() { public String toString() { return "enumanon"; } });
  final Object o;
  Loc_Kind(Object o) { this.o = o; }
}

class Loc_Failure extends RuntimeException {
  Loc_Failure(String m) {
    super(m);
  }

  Throwable wrap() {
    String m = getMessage();
    class Wrapped extends RuntimeException {
      Wrapped() {
        super("wrapped " + m);
      }
    }
    return new Wrapped();
  }
}
