// Bug-exposing tests of geometry-3: Polygon.perimeter skips the closing edge from the last vertex back to the first
public class Geometry3Test {
  @Test
  public void triangleIncludesClosingEdge() {
    Polygon t = Polygon.of(new double[] {0.0, 0.0, 3.0, 0.0, 3.0, 4.0});
    Assert.assertEquals(12.0, t.perimeter(), 1e-12);
  }

  @Test
  public void degenerateTwoVertexPolygonIsTwiceTheSegment() {
    Polygon s = Polygon.of(new double[] {0.0, 0.0, 0.0, 2.5});
    Assert.assertEquals(5.0, s.perimeter(), 1e-12);
  }
}
