/** An immutable point in the plane. */
public class Point {
  private final double x;
  private final double y;

  public Point(double x, double y) {
    this.x = x;
    this.y = y;
  }

  public double getX() {
    return x;
  }

  public double getY() {
    return y;
  }

  public Point translate(double dx, double dy) {
    return new Point(x + dx, y + dy);
  }

  public Point midpoint(Point other) {
    return new Point((x + other.x) / 2.0, (y + other.y) / 2.0);
  }

  /** Euclidean distance to the point (px, py). */
  public double distanceTo(double px, double py) {
    double dx = px - x;
    double dy = py - y;
    return Math.sqrt(dx * dx + dy * dy);
  }

  /** Euclidean distance to other. REQUIRES: other is not null. */
  public double distanceTo(Point other) {
    double dx = other.x - x;
    double dy = other.y - y;
    return Math.sqrt(dx * dx + dy * dy);
  }

  /** Squared distance: cheaper than distanceTo when only comparing distances. */
  public double distanceSquared(Point other) {
    double dx = other.x - x;
    double dy = other.y - y;
    return dx * dx + dy * dy;
  }

  public double manhattanDistance(Point other) {
    return Math.abs(other.x - x) + Math.abs(other.y - y);
  }

  public boolean sameAs(Point other) {
    if (other == null) {
      return false;
    }
    return x == other.x && y == other.y;
  }

  public String toString() {
    return "(" + x + ", " + y + ")";
  }
}
// Bug-exposing tests of geometry-1: Point.distanceTo(Point) returns the squared distance: the square root is missing
public class Geometry1Test {
  @Test
  public void threeFourFive() {
    Assert.assertEquals(5.0, new Point(0.0, 0.0).distanceTo(new Point(3.0, 4.0)), 1e-12);
  }

  @Test
  public void unitDistanceIsUnchanged() {
    Assert.assertEquals(1.0, new Point(2.0, 2.0).distanceTo(new Point(2.0, 3.0)), 1e-12);
  }

  @Test
  public void symmetric() {
    Point a = new Point(-1.0, 2.0);
    Point b = new Point(5.0, -6.0);
    Assert.assertEquals(10.0, a.distanceTo(b), 1e-12);
    Assert.assertEquals(b.distanceTo(a), a.distanceTo(b), 1e-12);
  }
}
