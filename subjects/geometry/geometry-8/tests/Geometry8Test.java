// Bug-exposing tests of geometry-8: Polygon.contains tests each edge against itself (vertices[i] twice), so no point is ever inside
public class Geometry8Test {
  @Test
  public void insideTriangle() {
    Polygon t = Polygon.of(new double[] {0.0, 0.0, 4.0, 0.0, 0.0, 4.0});
    Assert.assertTrue(t.contains(new Point(1.0, 1.0)));
    Assert.assertFalse(t.contains(new Point(3.0, 3.0)));
  }

  @Test
  public void insideConcaveNotch() {
    Polygon u = Polygon.of(new double[] {0.0, 0.0, 3.0, 0.0, 3.0, 3.0, 2.0, 3.0, 2.0, 1.0, 1.0, 1.0, 1.0, 3.0, 0.0, 3.0});
    Assert.assertTrue(u.contains(new Point(0.5, 2.0)));
    Assert.assertFalse(u.contains(new Point(1.5, 2.0)));
  }
}
