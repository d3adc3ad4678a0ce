// Static member types (JLS 8.1.3, 8.5, 9.5): static nested classes, interfaces and enums nested in
// classes and interfaces, qualified names (Outer.Inner, Outer.Mid.Deep) from other classes, simple
// names inside the enclosing class and its member types, member types inherited from a
// superclass, access to private members across one top-level class both ways (javac's rule: a
// private member is accessible anywhere inside the top-level class that encloses it), lexical
// access to the enclosing class's static fields and methods, binary names (Outer$Inner) in
// toString of exceptions, canonical names in valueOf's message, and initialisation: a member type
// is initialised on its own first active use, not with its enclosing class (JLS 12.4.1).
class Nst_Outer {
  private static int secret = 7;
  private int own = 3;
  static String trace = "";

  static {
    trace += "[Outer]";
  }

  private static int twice(int x) {
    return 2 * x;
  }

  static int peek(Counter c) {
    return c.count; // The nested class's private field, from the enclosing class.
  }

  int ownPlus(Counter c) {
    return own + c.count;
  }

  static class Counter {
    private int count;

    static {
      trace += "[Counter]";
    }

    Counter(int start) {
      count = start + secret; // The enclosing class's private static field.
    }

    int bump() {
      count = twice(count); // The enclosing class's private static method.
      return count;
    }

    int readOwn(Nst_Outer o) {
      return o.own; // A private instance field through a reference.
    }
  }

  interface Shape {
    int area();

    default String describe() {
      return "shape of area " + area();
    }
  }

  enum Color {
    RED,
    GREEN,
    BLUE;

    Color next() {
      return values()[(ordinal() + 1) % values().length];
    }
  }

  static class Square implements Shape {
    private final int side;

    Square(int side) {
      this.side = side;
    }

    public int area() {
      return side * side;
    }
  }

  static final class Failure extends RuntimeException {
    Failure(String message) {
      super(message);
    }
  }

  static class Mid {
    static int made;

    static class Deep {
      int depth() {
        Mid.made++;
        return made + secret;
      }
    }
  }

  private static class Hidden {
    int value() {
      return 42;
    }
  }

  static int useHidden() {
    return new Hidden().value();
  }

  static Shape square(int side) {
    return new Square(side);
  }
}

interface Nst_Registry {
  class Entry {
    final String key;

    Entry(String key) {
      this.key = key;
    }
  }

  enum Mode {
    READ,
    WRITE
  }

  int LIMIT = 4;
}

class Nst_Sub extends Nst_Outer {
  // Counter is inherited as a member type of Nst_Outer.
  Counter make() {
    return new Counter(1);
  }
}

class Nst_Late {
  static String seen = "";

  static class Box {
    static {
      seen += "box;";
    }

    static int value = 5;
  }

  static {
    seen += "late;";
  }
}

class Nst_Test {
  @Test
  public void counterSeesOuterPrivates() {
    Nst_Outer.Counter c = new Nst_Outer.Counter(1);
    Assert.assertEquals(8, Nst_Outer.peek(c));
    Assert.assertEquals(16, c.bump());
    Assert.assertEquals(19, new Nst_Outer().ownPlus(c));
    Assert.assertEquals(3, c.readOwn(new Nst_Outer()));
  }

  @Test
  public void memberTypeInitialisedOnItsOwn() {
    // Using Counter initialises Counter; its constructor reads Outer.secret, initialising Outer.
    Nst_Outer.Counter c = new Nst_Outer.Counter(0);
    System.out.println(Nst_Outer.trace);
    Assert.assertEquals(7, Nst_Outer.peek(c));
  }

  @Test
  public void nestedNotInitialisedWithOuter() {
    System.out.println(Nst_Late.seen);
    Assert.assertEquals("late;", Nst_Late.seen);
    Assert.assertEquals(5, Nst_Late.Box.value);
    Assert.assertEquals("late;box;", Nst_Late.seen);
  }

  @Test
  public void nestedInterfaceAndEnum() {
    Nst_Outer.Shape s = Nst_Outer.square(3);
    Assert.assertEquals(9, s.area());
    System.out.println(s.describe());
    Nst_Outer.Color c = Nst_Outer.Color.BLUE;
    Assert.assertEquals(Nst_Outer.Color.RED, c.next());
    switch (c.next()) {
      case RED:
        System.out.println("red");
        break;
      default:
        System.out.println("other");
    }
    Assert.assertTrue(s instanceof Nst_Outer.Square);
    Nst_Outer.Square sq = (Nst_Outer.Square) s;
    Assert.assertEquals(9, sq.area());
    Nst_Outer.Shape[] shapes = {sq, new Nst_Outer.Square(2)};
    Assert.assertEquals(4, shapes[1].area());
  }

  @Test
  public void valueOfNamesTheCanonicalName() {
    try {
      Nst_Outer.Color.valueOf("PINK");
      Assert.fail();
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void deepNesting() {
    Nst_Outer.Mid.Deep d = new Nst_Outer.Mid.Deep();
    Assert.assertEquals(8, d.depth());
    Assert.assertEquals(9, d.depth());
    Assert.assertEquals(2, Nst_Outer.Mid.made);
    Assert.assertEquals(42, Nst_Outer.useHidden());
  }

  @Test
  public void interfaceMembers() {
    Nst_Registry.Entry e = new Nst_Registry.Entry("k");
    Assert.assertEquals("k", e.key);
    Assert.assertEquals(1, Nst_Registry.Mode.WRITE.ordinal());
    Assert.assertEquals(4, Nst_Registry.LIMIT);
  }

  @Test
  public void inheritedMemberType() {
    Nst_Outer.Counter c = new Nst_Sub().make();
    Assert.assertEquals(8, Nst_Outer.peek(c));
  }

  @Test
  public void nestedExceptionPrintsBinaryName() {
    try {
      throw new Nst_Outer.Failure("bad");
    } catch (Nst_Outer.Failure f) {
      System.out.println(f.toString());
      System.out.println(f.getMessage());
    }
  }

  @Test(expected = Nst_Outer.Failure.class)
  public void expectedNestedException() {
    throw new Nst_Outer.Failure("expected");
  }

  @Test
  public void uncaughtNestedException() {
    throw new Nst_Outer.Failure("uncaught");
  }
}
