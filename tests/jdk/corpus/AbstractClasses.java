// Abstract classes and methods (JLS 8.1.1.1, 8.4.3.1): template methods calling abstract hooks,
// abstract classes with constructors, fields and concrete methods, a chain of abstract classes
// where a lower one implements part of the contract, abstract types as variables, parameters,
// array elements and casts, and an abstract method re-declared over a concrete one.
abstract class Abs_Shape {
  private final String name;
  static int made = 0;

  protected Abs_Shape(String name) {
    this.name = name;
    made++;
  }

  abstract double area();

  abstract int corners();

  // A template method: fixed algorithm, hooks supplied by subclasses.
  String describe() {
    return name + "[area=" + area() + ", corners=" + corners() + "]";
  }

  public String toString() {
    return "Shape " + name;
  }
}

class Abs_Rect extends Abs_Shape {
  final double w, h;

  Abs_Rect(double w, double h) {
    super("rect");
    this.w = w;
    this.h = h;
  }

  double area() {
    return w * h;
  }

  int corners() {
    return 4;
  }
}

class Abs_Square extends Abs_Rect {
  Abs_Square(double s) {
    super(s, s);
  }

  String describe() {
    return "square:" + super.describe();
  }
}

abstract class Abs_Round extends Abs_Shape {
  Abs_Round(String name) {
    super(name);
  }

  int corners() {
    return 0;
  }
}

class Abs_Circle extends Abs_Round {
  final double r;

  Abs_Circle(double r) {
    super("circle");
    this.r = r;
  }

  double area() {
    return 3 * r * r;
  }
}

abstract class Abs_Counter {
  int count;

  abstract boolean accept(int x);

  int countIn(int[] xs) {
    for (int x : xs) {
      if (accept(x)) count++;
    }
    return count;
  }
}

class Abs_Even extends Abs_Counter {
  boolean accept(int x) {
    return x % 2 == 0;
  }
}

// An abstract class may make an inherited concrete method abstract again.
abstract class Abs_Quiet extends Abs_Even {
  abstract boolean accept(int x);
}

class Abs_Positive extends Abs_Quiet {
  boolean accept(int x) {
    return x > 0;
  }
}

class Abs_Test {
  static double total(Abs_Shape[] shapes) {
    double sum = 0;
    for (Abs_Shape s : shapes) sum += s.area();
    return sum;
  }

  @Test
  public void templateMethods() {
    Abs_Shape[] shapes = {new Abs_Rect(2, 3), new Abs_Square(2), new Abs_Circle(1)};
    for (Abs_Shape s : shapes) System.out.println(s.describe());
    System.out.println(total(shapes));
    System.out.println(Abs_Shape.made);
    System.out.println(shapes[2]);
  }

  @Test
  public void abstractTypesInCastsAndInstanceof() {
    Object o = new Abs_Circle(2);
    System.out.println(o instanceof Abs_Shape);
    System.out.println(o instanceof Abs_Round);
    System.out.println(o instanceof Abs_Rect);
    Abs_Round r = (Abs_Round) o;
    System.out.println(r.corners() + " " + r.area());
    Abs_Shape s = new Abs_Square(3);
    Abs_Rect rect = (Abs_Rect) s;
    System.out.println(rect.w + rect.h);
  }

  @Test(expected = ClassCastException.class)
  public void badCast() {
    Abs_Shape s = new Abs_Circle(1);
    Abs_Rect r = (Abs_Rect) s;
    System.out.println(r.w);
  }

  @Test
  public void redeclaredAbstract() {
    int[] xs = {-2, -1, 0, 1, 2, 3, 4};
    Abs_Counter even = new Abs_Even();
    Abs_Counter positive = new Abs_Positive();
    System.out.println(even.countIn(xs) + " " + positive.countIn(xs));
    Assert.assertEquals(8, even.countIn(xs));
  }
}
