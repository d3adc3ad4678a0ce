// Classes and single inheritance: constructors with super(...) and this(...), overriding and
// dynamic dispatch, super.method(), instanceof, class casts (and ClassCastException), and a
// user toString used by string concatenation.
class Inh_Shape {
  String name;

  Inh_Shape(String name) {
    this.name = name;
  }

  Inh_Shape() {
    this("shape");
  }

  double area() {
    return 0.0;
  }

  String describe() {
    return name + " with area " + area();
  }

  public String toString() {
    return "Shape(" + name + ")";
  }
}

class Inh_Rect extends Inh_Shape {
  double w;
  double h;

  Inh_Rect(double w, double h) {
    super("rect");
    this.w = w;
    this.h = h;
  }

  double area() {
    return w * h;
  }
}

class Inh_Square extends Inh_Rect {
  Inh_Square(double side) {
    super(side, side);
    name = "square";
  }

  String describe() {
    return "a " + super.describe();
  }
}

class Inh_Circle extends Inh_Shape {
  double r;

  Inh_Circle(double r) {
    super("circle");
    this.r = r;
  }

  double area() {
    return 3.0 * r * r;
  }
}

class Inh_Counter {
  int count;

  void increment() {
    count++;
  }

  int get() {
    return count;
  }
}

class Inh_DoubleCounter extends Inh_Counter {
  void increment() {
    super.increment();
    super.increment();
  }
}

class Inh_Test {
  @Test
  public void dynamicDispatch() {
    Inh_Shape[] shapes = {
      new Inh_Shape(), new Inh_Rect(2, 3), new Inh_Square(4), new Inh_Circle(1)
    };
    for (Inh_Shape s : shapes) {
      System.out.println(s.describe());
    }
  }

  @Test
  public void superCalls() {
    Inh_Counter c = new Inh_DoubleCounter();
    c.increment();
    c.increment();
    System.out.println(c.get());
    Assert.assertEquals(4, c.get());
  }

  @Test
  public void instanceOfChecks() {
    Inh_Shape s = new Inh_Square(1);
    Inh_Shape none = null;
    System.out.println(s instanceof Inh_Shape);
    System.out.println(s instanceof Inh_Rect);
    System.out.println(s instanceof Inh_Square);
    System.out.println(s instanceof Inh_Circle);
    System.out.println(none instanceof Inh_Shape);
  }

  @Test
  public void downcastsThatSucceed() {
    Inh_Shape s = new Inh_Square(3);
    Inh_Rect r = (Inh_Rect) s;
    System.out.println(r.w + r.h);
    Inh_Shape nothing = null;
    Inh_Rect stillNothing = (Inh_Rect) nothing;
    System.out.println(stillNothing == null);
  }

  @Test
  public void downcastThatFails() {
    Inh_Shape s = new Inh_Circle(2);
    System.out.println("before");
    Inh_Rect r = (Inh_Rect) s;
    System.out.println("after " + r.w);
  }

  @Test(expected = ClassCastException.class)
  public void expectedClassCast() {
    Inh_Shape s = new Inh_Shape();
    Inh_Square q = (Inh_Square) s;
    System.out.println(q.w);
  }

  @Test
  public void userToStringInConcatenation() {
    Inh_Shape s = new Inh_Rect(1, 1);
    System.out.println("value: " + s);
    System.out.println(s.toString());
  }

  @Test
  public void fieldsAreDefaultInitialised() {
    Inh_Counter c = new Inh_Counter();
    System.out.println(c.count);
    Inh_Shape s = new Inh_Shape(null);
    System.out.println(s.name == null);
  }

  @Test
  public void nullReceiver() {
    Inh_Counter c = null;
    c.increment();
  }
}
