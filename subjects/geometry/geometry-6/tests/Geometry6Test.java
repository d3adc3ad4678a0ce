// Bug-exposing tests of geometry-6: Polygon.area is negative for clockwise polygons: the absolute value of the signed area is missing
public class Geometry6Test {
  @Test
  public void clockwiseSquareHasPositiveArea() {
    Polygon p = Polygon.of(new double[] {0.0, 0.0, 0.0, 3.0, 3.0, 3.0, 3.0, 0.0});
    Assert.assertTrue(p.isClockwise());
    Assert.assertEquals(9.0, p.area(), 1e-12);
  }

  @Test
  public void counterClockwiseTriangleArea() {
    Polygon p = Polygon.of(new double[] {0.0, 0.0, 4.0, 0.0, 0.0, 3.0});
    Assert.assertEquals(6.0, p.area(), 1e-12);
  }
}
