/** An immutable displacement in the plane. */
public class Vector2 {
  private final double dx;
  private final double dy;

  public Vector2(double dx, double dy) {
    this.dx = dx;
    this.dy = dy;
  }

  /** The vector that moves from to to. */
  public static Vector2 between(Point from, Point to) {
    return new Vector2(to.getX() - from.getX(), to.getY() - from.getY());
  }

  public double getDx() {
    return dx;
  }

  public double getDy() {
    return dy;
  }

  public Vector2 add(Vector2 other) {
    return new Vector2(dx + other.dx, dy + other.dy);
  }

  public Vector2 subtract(Vector2 other) {
    return new Vector2(dx - other.dx, dy - other.dy);
  }

  public Vector2 scale(double factor) {
    return new Vector2(dx * factor, dy * factor);
  }

  public double dot(Vector2 other) {
    return dx * other.dx + dy * other.dy;
  }

  /** The z component of the 3-D cross product: positive when other turns counter-clockwise. */
  public double cross(Vector2 other) {
    return dx * other.dy - dy * other.dx;
  }

  public double length() {
    return Math.sqrt(dot(this));
  }

  /** The unit vector in the same direction. Throws IllegalStateException for the zero vector. */
  public Vector2 normalize() {
    double len = length();
    if (len == 0.0) {
      throw new IllegalStateException("zero vector");
    }
    return new Vector2(dx / len, dy / len);
  }

  /** This vector rotated by 90 degrees counter-clockwise. */
  public Vector2 perpendicular() {
    return new Vector2(-dy, dx);
  }

  /** The component of this vector along onto (a scalar), 0 when onto is the zero vector. */
  public double projectionLength(Vector2 onto) {
    double len = onto.length();
    return len == 0.0 ? 0.0 : dot(onto) / len;
  }

  public Point applyTo(Point p) {
    return p.translate(dx, dy);
  }

  public String toString() {
    return "<" + dx + ", " + dy + ">";
  }
}
