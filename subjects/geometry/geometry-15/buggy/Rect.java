/** An immutable axis-aligned rectangle; the corners are normalised so that min <= max. */
public class Rect {
  private final double minX;
  private final double minY;
  private final double maxX;
  private final double maxY;

  public Rect(double x1, double y1, double x2, double y2) {
    minX = Math.min(x1, x2);
    minY = Math.min(y1, y2);
    maxX = Math.max(x1, x2);
    maxY = Math.max(y1, y2);
  }

  /** The smallest rectangle with corners a and b. */
  public static Rect spanning(Point a, Point b) {
    return new Rect(a.getX(), a.getY(), b.getX(), b.getY());
  }

  public double getMinX() {
    return minX;
  }

  public double getMinY() {
    return minY;
  }

  public double getMaxX() {
    return maxX;
  }

  public double getMaxY() {
    return maxY;
  }

  public double width() {
    return maxX - minX;
  }

  public double height() {
    return maxY - minY;
  }

  public double area() {
    return width() * maxY;
  }

  public double perimeter() {
    return 2.0 * (width() + height());
  }

  public boolean isEmpty() {
    return width() == 0.0 || height() == 0.0;
  }

  public Point center() {
    return new Point((minX + maxX) / 2.0, (minY + maxY) / 2.0);
  }

  /** True when p lies inside or on the border; false for null. */
  public boolean contains(Point p) {
    return p != null && p.getX() >= minX && p.getX() <= maxX && p.getY() >= minY
        && p.getY() <= maxY;
  }

  public boolean containsRect(Rect r) {
    return r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY;
  }

  /** True when the rectangles share at least one point (touching borders count). */
  public boolean intersects(Rect r) {
    return minX <= r.maxX && r.minX <= maxX && minY <= r.maxY && r.minY <= maxY;
  }

  /** The common part of both rectangles, or null when they do not intersect. */
  public Rect intersection(Rect r) {
    if (!intersects(r)) {
      return null;
    }
    return new Rect(Math.max(minX, r.minX), Math.max(minY, r.minY), Math.min(maxX, r.maxX),
        Math.min(maxY, r.maxY));
  }

  /** The smallest rectangle holding both; a null argument leaves this rectangle. */
  public Rect union(Rect r) {
    if (r == null) {
      return this;
    }
    return new Rect(Math.min(minX, r.minX), Math.min(minY, r.minY), Math.max(maxX, r.maxX),
        Math.max(maxY, r.maxY));
  }

  /** The rectangle grown by margin on every side; a negative margin shrinks it. */
  public Rect expand(double margin) {
    double grownMinX = minX - margin;
    double grownMaxX = maxX + margin;
    double grownMinY = minY - margin;
    double grownMaxY = maxY + margin;
    if (grownMinX > grownMaxX) {
      grownMinX = center().getX();
      grownMaxX = grownMinX;
    }
    if (grownMinY > grownMaxY) {
      grownMinY = center().getY();
      grownMaxY = grownMinY;
    }
    return new Rect(grownMinX, grownMinY, grownMaxX, grownMaxY);
  }

  public String toString() {
    return "[" + minX + ", " + minY + " .. " + maxX + ", " + maxY + "]";
  }
}
