// Bug-exposing tests of geometry-7: Polygon.vertex accepts index == size and returns null instead of throwing
public class Geometry7Test {
  @Test(expected = IndexOutOfBoundsException.class)
  public void indexEqualToSizeIsRejected() {
    Polygon t = Polygon.of(new double[] {0.0, 0.0, 1.0, 0.0, 0.0, 1.0});
    t.vertex(3);
  }

  @Test
  public void lastVertexIsReachable() {
    Polygon t = Polygon.of(new double[] {0.0, 0.0, 1.0, 0.0, 0.0, 1.0});
    Assert.assertEquals("(0.0, 1.0)", t.vertex(2).toString());
  }
}
