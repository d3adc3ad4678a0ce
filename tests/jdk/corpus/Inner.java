// Inner classes (JLS 8.1.3, 15.8.4, 15.9.2, 15.9.4): member classes without `static` whose
// objects hold an enclosing instance. Implicit access to the enclosing instance's fields and
// methods (reads, writes, compound assignments), `Outer.this` and `Outer.this.x`, `new Inner()`
// in instance members of the enclosing class and of its other inner classes, `outer.new Inner()`
// from anywhere (NullPointerException for a null outer, evaluated before the arguments), two
// levels of nesting, an inner class extending another inner class of the same enclosing class, an
// inner class extending a top-level class and implementing an interface, a static member of an
// inner class (allowed since Java 16), shadowed names, and the binary names (Outer$Inner) the
// runtime prints.
class Inr_Outer {
  private int count;
  String name;
  static int created = 0;

  Inr_Outer(String name, int count) {
    this.name = name;
    this.count = count;
  }

  private int twice(int x) {
    return 2 * x;
  }

  class Counter {
    int step;
    static final int LIMIT = 100;
    static int made = 0;

    Counter(int step) {
      this.step = step;
      made++;
      created++;
    }

    int bump() {
      count += step; // The enclosing instance's private field, compound-assigned.
      return count;
    }

    int doubled() {
      return twice(count); // The enclosing instance's private method.
    }

    String owner() {
      return Inr_Outer.this.name + ":" + name;
    }

    Inr_Outer outer() {
      return Inr_Outer.this;
    }

    class Deep {
      int count = -1; // Shadows the outermost count.

      String show() {
        return name + "/" + step + "/" + count + "/" + Inr_Outer.this.count + "/" + Counter.this.step;
      }

      void reset() {
        Inr_Outer.this.count = 0;
        step = 0;
      }
    }

    Deep deep() {
      return new Deep();
    }
  }

  class Fancy extends Counter implements Inr_Named {
    Fancy() {
      super(10);
    }

    int bump() {
      return super.bump() + 1000;
    }

    public String label() {
      return "fancy of " + name;
    }
  }

  class Message extends Inr_Base {
    Message(String text) {
      super(text + "@" + name);
    }
  }

  Counter counter(int step) {
    return new Counter(step);
  }

  Counter other(Inr_Outer o, int step) {
    return o.new Counter(step);
  }

  class Oops extends RuntimeException {
    Oops(String message) {
      super(message + " in " + name);
    }
  }

  void fail(String message) {
    throw new Oops(message);
  }

  static Inr_Outer make() {
    created++;
    return null;
  }
}

interface Inr_Named {
  String label();
}

class Inr_Base {
  String text;

  Inr_Base(String text) {
    this.text = text;
  }

  String describe() {
    return "base " + text;
  }
}

class Inr_Test {
  @Test
  public void innerReadsAndWritesTheOuterInstance() {
    Inr_Outer o = new Inr_Outer("o", 5);
    Inr_Outer.Counter c = o.counter(3);
    Assert.assertEquals(8, c.bump());
    Assert.assertEquals(11, c.bump());
    Assert.assertEquals(22, c.doubled());
    Assert.assertEquals("o:o", c.owner());
    Assert.assertTrue(c.outer() == o);
  }

  @Test
  public void twoCountersShareOneOuter() {
    Inr_Outer o = new Inr_Outer("x", 0);
    Inr_Outer.Counter a = o.new Counter(1);
    Inr_Outer.Counter b = o.counter(10);
    a.bump();
    b.bump();
    a.bump();
    Assert.assertEquals(12, b.bump() - 10);
    Assert.assertEquals(44, a.doubled());
  }

  @Test
  public void qualifiedCreationPicksTheOuter() {
    Inr_Outer p = new Inr_Outer("p", 1);
    Inr_Outer q = new Inr_Outer("q", 100);
    Inr_Outer.Counter c = p.other(q, 5);
    c.bump();
    Assert.assertEquals("q:q", c.owner());
    Assert.assertTrue(c.outer() == q);
    System.out.println(c.bump());
  }

  @Test
  public void deepNesting() {
    Inr_Outer o = new Inr_Outer("deep", 7);
    Inr_Outer.Counter c = o.new Counter(2);
    Inr_Outer.Counter.Deep d = c.deep();
    System.out.println(d.show());
    Inr_Outer.Counter.Deep e = c.new Deep();
    e.reset();
    System.out.println(d.show());
    System.out.println(c.step + " " + c.bump());
  }

  @Test
  public void innerSubclassOfInner() {
    Inr_Outer o = new Inr_Outer("f", 1);
    Inr_Outer.Fancy f = o.new Fancy();
    Assert.assertEquals(1011, f.bump());
    Inr_Outer.Counter asCounter = f;
    Assert.assertEquals(1021, asCounter.bump());
    Inr_Named n = f;
    Assert.assertEquals("fancy of f", n.label());
    Assert.assertEquals("f:f", f.owner());
  }

  @Test
  public void innerExtendsTopLevel() {
    Inr_Outer o = new Inr_Outer("m", 0);
    Inr_Base b = o.new Message("hi");
    Assert.assertEquals("base hi@m", b.describe());
  }

  @Test
  public void staticMembersOfInnerClasses() {
    int before = Inr_Outer.Counter.made;
    Inr_Outer o = new Inr_Outer("s", 0);
    o.counter(1);
    o.new Counter(2);
    Assert.assertEquals(2, Inr_Outer.Counter.made - before);
    Assert.assertEquals(100, Inr_Outer.Counter.LIMIT);
  }

  @Test(expected = NullPointerException.class)
  public void nullOuterThrows() {
    Inr_Outer o = null;
    o.new Counter(1);
  }

  @Test
  public void nullOuterIsCheckedBeforeTheArguments() {
    Inr_Outer o = null;
    int before = Inr_Outer.created;
    try {
      o.new Counter(Inr_Outer.make() == null ? 1 : 2);
      Assert.fail("no exception");
    } catch (NullPointerException e) {
      System.out.println("NPE, arguments evaluated: " + (Inr_Outer.created - before));
    }
  }

  @Test
  public void binaryNames() {
    Inr_Outer o = new Inr_Outer("n", 0);
    Object c = o.new Counter(1);
    Object d = o.new Counter(1).deep();
    String s = c.toString();
    System.out.println(s.substring(0, s.indexOf('@')));
    String t = d.toString();
    System.out.println(t.substring(0, t.indexOf('@')));
    System.out.println(o.new Fancy() instanceof Inr_Outer.Counter);
    try {
      o.fail("boom");
    } catch (RuntimeException e) {
      System.out.println(e);
    }
  }
}
