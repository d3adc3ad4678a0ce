// The type of a conditional expression with reference operands is the least upper bound of the
// operand types (JLS 15.25.3): two sibling subclasses give their common superclass, which picks
// overloads and allows member access; array operands give an array of the bound.
class Ct_Shape {
  String name() {
    return "shape";
  }

  int sides() {
    return 0;
  }
}

class Ct_Square extends Ct_Shape {
  String name() {
    return "square";
  }

  int sides() {
    return 4;
  }
}

class Ct_Triangle extends Ct_Shape {
  String name() {
    return "triangle";
  }

  int sides() {
    return 3;
  }
}

class Ct_Equilateral extends Ct_Triangle {
  String name() {
    return "equilateral";
  }
}

class Ct_Test {
  static String which(Object o) {
    return "object";
  }

  static String which(Ct_Shape s) {
    return "shape " + s.name();
  }

  static String which(Ct_Triangle t) {
    return "triangle " + t.name();
  }

  @Test
  public void siblingsHaveTheirSuperclassType() {
    for (int i = 0; i < 2; i++) {
      boolean flag = i == 0;
      Ct_Shape s = flag ? new Ct_Square() : new Ct_Triangle();
      System.out.println(s.name() + " " + (flag ? new Ct_Square() : new Ct_Triangle()).sides());
      System.out.println(which(flag ? new Ct_Square() : new Ct_Triangle()));
      System.out.println(which(flag ? new Ct_Equilateral() : new Ct_Triangle()));
      System.out.println(which(flag ? new Ct_Square() : "text"));
    }
  }

  @Test
  public void nullAndArrays() {
    boolean flag = false;
    Ct_Shape[] shapes = flag ? new Ct_Square[1] : new Ct_Triangle[2];
    System.out.println(shapes.length);
    Ct_Triangle t = flag ? null : new Ct_Equilateral();
    System.out.println(which(flag ? null : t));
  }
}
