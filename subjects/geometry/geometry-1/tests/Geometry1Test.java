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
