class Shape {
  protected double w;
  Shape(double w) { this.w = w; }
  double area() { return w * w; }
  public String toString() { return "Shape(" + w + ")"; }
}

class Circle extends Shape {
  Circle(double r) { super(r); }
  double area() { return 3.14159 * w * w; }
}

class FeaturesTest {
  @Test
  public void everything() {
    Shape[] shapes = {new Shape(2), new Circle(1.5)};
    StringBuilder sb = new StringBuilder();
    for (Shape s : shapes) { sb.append(s.area()).append(','); }
    long x = 1L << 40;
    char c = 'a';
    c += 2;
    switch (c) {
      case 'c': sb.append("c"); break;
      default: sb.append("?");
    }
    int[][] grid = new int[3][4];
    grid[2][3] = (int) x >>> 3;
    Object o = shapes[1];
    if (o instanceof Circle) { sb.append(((Circle) o).w); }
    String t = " Hello, World ".trim().toLowerCase();
    Assert.assertEquals(7, t.indexOf("world"));
    Assert.assertEquals(Integer.parseInt("-42"), -42);
    try {
      Object n = null;
      n.toString();
    } catch (NullPointerException e) {
      sb.append(e.getMessage());
    } finally {
      sb.append("done");
    }
    System.out.println(sb.toString() + Double.toString(1e23) + Long.toString(x));
    Assert.assertFalse(Double.NaN == Double.NaN);
  }
}
