// Bug-exposing tests of geometry-14: Polygon.bounds grows maxY from the vertices' x coordinates
public class Geometry14Test {
  @Test
  public void tallTriangle() {
    Polygon t = Polygon.of(new double[] {0.0, 0.0, 1.0, 0.0, 0.5, 6.0});
    Assert.assertEquals(6.0, t.bounds().getMaxY(), 1e-12);
    Assert.assertEquals(6.0, t.bounds().height(), 1e-12);
  }

  @Test
  public void wideTriangleHeight() {
    Polygon t = Polygon.of(new double[] {0.0, 0.0, 9.0, 0.0, 4.0, 1.0});
    Assert.assertEquals(1.0, t.bounds().getMaxY(), 1e-12);
  }
}
