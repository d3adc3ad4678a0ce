// Interfaces (JLS 9): abstract and default methods, static methods and constants, several
// interfaces per class, interface inheritance with a default overridden in a subinterface,
// abstract classes implementing part of an interface, interface types for variables, arrays,
// parameters, casts and instanceof, Object's methods on interface receivers.
interface Ifc_Shape {
  int SIDES_UNKNOWN = -1;

  double area();

  default int sides() {
    return SIDES_UNKNOWN;
  }

  default String label() {
    return "shape(" + sides() + ", " + area() + ")";
  }

  static double totalArea(Ifc_Shape[] shapes) {
    double sum = 0;
    for (Ifc_Shape s : shapes) sum += s.area();
    return sum;
  }
}

interface Ifc_Named {
  String name();
}

interface Ifc_Polygon extends Ifc_Shape {
  int sides();

  default String label() {
    return "polygon with " + sides() + " sides";
  }
}

abstract class Ifc_Base implements Ifc_Polygon, Ifc_Named {
  public String name() {
    return "base";
  }

  public String toString() {
    return name() + ":" + label();
  }
}

class Ifc_Square extends Ifc_Base {
  final double side;

  Ifc_Square(double side) {
    this.side = side;
  }

  public double area() {
    return side * side;
  }

  public int sides() {
    return 4;
  }

  public String name() {
    return "square";
  }
}

class Ifc_Blob implements Ifc_Shape {
  public double area() {
    return 2.5;
  }
}

class Ifc_Triangle extends Ifc_Base {
  public double area() {
    return 1.0;
  }

  public int sides() {
    return 3;
  }

  public String label() {
    return "triangle/" + Ifc_Polygon.SIDES_UNKNOWN;
  }
}

interface Ifc_Visitor {
  int visitLeaf(int value);

  int visitPair(Ifc_Node left, Ifc_Node right);
}

interface Ifc_Node {
  int accept(Ifc_Visitor v);
}

class Ifc_Leaf implements Ifc_Node {
  final int value;

  Ifc_Leaf(int value) {
    this.value = value;
  }

  public int accept(Ifc_Visitor v) {
    return v.visitLeaf(value);
  }
}

class Ifc_Pair implements Ifc_Node {
  final Ifc_Node left, right;

  Ifc_Pair(Ifc_Node left, Ifc_Node right) {
    this.left = left;
    this.right = right;
  }

  public int accept(Ifc_Visitor v) {
    return v.visitPair(left, right);
  }
}

class Ifc_Sum implements Ifc_Visitor {
  public int visitLeaf(int value) {
    return value;
  }

  public int visitPair(Ifc_Node left, Ifc_Node right) {
    return left.accept(this) + right.accept(this);
  }
}

class Ifc_Depth implements Ifc_Visitor {
  public int visitLeaf(int value) {
    return 1;
  }

  public int visitPair(Ifc_Node left, Ifc_Node right) {
    return 1 + Math.max(left.accept(this), right.accept(this));
  }
}

class Ifc_Test {
  @Test
  public void defaultsAndOverrides() {
    Ifc_Shape[] shapes = {new Ifc_Square(2), new Ifc_Blob(), new Ifc_Triangle()};
    for (Ifc_Shape s : shapes) System.out.println(s.label() + " | " + s.sides());
    System.out.println(Ifc_Shape.totalArea(shapes));
    System.out.println(shapes[0]);
    System.out.println(Ifc_Shape.SIDES_UNKNOWN + Ifc_Square.SIDES_UNKNOWN);
  }

  @Test
  public void typesCastsAndInstanceof() {
    Object o = new Ifc_Square(3);
    System.out.println(o instanceof Ifc_Shape);
    System.out.println(o instanceof Ifc_Named);
    System.out.println(new Ifc_Blob() instanceof Ifc_Polygon);
    Ifc_Named n = (Ifc_Named) o;
    System.out.println(n.name());
    Ifc_Polygon p = (Ifc_Polygon) n;
    System.out.println(p.sides() + " " + p.area());
    Ifc_Shape s = new Ifc_Blob();
    System.out.println(s.equals(s) + " " + (s.toString() != null));
    Ifc_Base b = (Ifc_Base) p;
    System.out.println(b.label());
  }

  @Test(expected = ClassCastException.class)
  public void badCast() {
    Ifc_Shape s = new Ifc_Blob();
    Ifc_Named n = (Ifc_Named) s;
    System.out.println(n.name());
  }

  @Test
  public void visitor() {
    Ifc_Node tree =
        new Ifc_Pair(new Ifc_Leaf(1), new Ifc_Pair(new Ifc_Pair(new Ifc_Leaf(2), new Ifc_Leaf(3)), new Ifc_Leaf(4)));
    Assert.assertEquals(10, tree.accept(new Ifc_Sum()));
    Assert.assertEquals(4, tree.accept(new Ifc_Depth()));
    Ifc_Visitor v = new Ifc_Sum();
    System.out.println(v.visitPair(new Ifc_Leaf(5), new Ifc_Leaf(6)));
  }

  @Test
  public void conditionalOfImplementors() {
    boolean flag = true;
    Ifc_Shape s = flag ? new Ifc_Blob() : new Ifc_Square(1);
    System.out.println(s.area());
  }
}
