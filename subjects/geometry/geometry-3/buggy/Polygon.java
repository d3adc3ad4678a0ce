/** A simple polygon: vertices in order, the last one joined back to the first. */
public class Polygon {
  private Point[] vertices;
  private int count;

  public Polygon() {
    vertices = new Point[4];
    count = 0;
  }

  /** A polygon from x0, y0, x1, y1, ... Throws IllegalArgumentException for an odd length. */
  public static Polygon of(double[] coords) {
    if (coords.length % 2 != 0) {
      throw new IllegalArgumentException("odd number of coordinates");
    }
    Polygon polygon = new Polygon();
    for (int i = 0; i + 1 < coords.length; i += 2) {
      polygon.add(new Point(coords[i], coords[i + 1]));
    }
    return polygon;
  }

  /** Appends a vertex, growing the backing array as needed. REQUIRES: p is not null. */
  public void add(Point p) {
    if (p == null) {
      throw new IllegalArgumentException("null vertex");
    }
    if (count == vertices.length) {
      Point[] bigger = new Point[vertices.length * 2];
      for (int i = 0; i < count; i++) {
        bigger[i] = vertices[i];
      }
      vertices = bigger;
    }
    vertices[count] = p;
    count++;
  }

  public int size() {
    return count;
  }

  public Point vertex(int index) {
    if (index < 0 || index >= count) {
      throw new IndexOutOfBoundsException("vertex " + index);
    }
    return vertices[index];
  }

  /** Shoelace formula: positive for counter-clockwise vertex order. */
  public double signedArea() {
    double sum = 0.0;
    for (int i = 0; i < count; i++) {
      Point a = vertices[i];
      Point b = vertices[(i + 1) % count];
      sum += a.getX() * b.getY() - b.getX() * a.getY();
    }
    return sum / 2.0;
  }

  public double area() {
    return Math.abs(signedArea());
  }

  public boolean isClockwise() {
    return signedArea() < 0.0;
  }

  public double perimeter() {
    double total = 0.0;
    for (int i = 0; i < count; i++) {
      Point next = vertices[(i + 1) % count];
      if (i + 1 < count) {
        total += vertices[i].distanceTo(next);
      }
    }
    return total;
  }

  /** The bounding box, or null for a polygon without vertices. */
  public Rect bounds() {
    if (count == 0) {
      return null;
    }
    double minX = vertices[0].getX();
    double minY = vertices[0].getY();
    double maxX = minX;
    double maxY = minY;
    for (int i = 1; i < count; i++) {
      Point p = vertices[i];
      minX = Math.min(minX, p.getX());
      minY = Math.min(minY, p.getY());
      maxX = Math.max(maxX, p.getX());
      maxY = Math.max(maxY, p.getY());
    }
    return new Rect(minX, minY, maxX, maxY);
  }

  /** The centre of mass. Throws IllegalStateException when the area is zero. */
  public Point centroid() {
    double area = signedArea();
    if (area == 0.0) {
      throw new IllegalStateException("degenerate polygon");
    }
    double cx = 0.0;
    double cy = 0.0;
    for (int i = 0; i < count; i++) {
      Point a = vertices[i];
      Point b = vertices[(i + 1) % count];
      double f = a.getX() * b.getY() - b.getX() * a.getY();
      cx += (a.getX() + b.getX()) * f;
      cy += (a.getY() + b.getY()) * f;
    }
    return new Point(cx / (6.0 * area), cy / (6.0 * area));
  }

  /** Even-odd rule: a horizontal ray from p crosses the border an odd number of times. */
  public boolean contains(Point p) {
    boolean inside = false;
    int j = count - 1;
    for (int i = 0; i < count; i++) {
      Point a = vertices[i];
      Point b = vertices[j];
      if ((a.getY() > p.getY()) != (b.getY() > p.getY())) {
        double crossX = (b.getX() - a.getX()) * (p.getY() - a.getY()) / (b.getY() - a.getY())
            + a.getX();
        if (p.getX() < crossX) {
          inside = !inside;
        }
      }
      j = i;
    }
    return inside;
  }

  /** The polygon with every vertex moved by v. */
  public Polygon translate(Vector2 v) {
    Polygon moved = new Polygon();
    for (int i = 0; i < count; i++) {
      moved.add(v.applyTo(vertices[i]));
    }
    return moved;
  }
}
