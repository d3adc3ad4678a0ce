// Bug-exposing tests of geometry-12: Rect.intersection computes the union's x range (min and max swapped for x)
public class Geometry12Test {
  @Test
  public void overlapInX() {
    Rect i = new Rect(0.0, 0.0, 5.0, 5.0).intersection(new Rect(3.0, 1.0, 8.0, 2.0));
    Assert.assertEquals(3.0, i.getMinX(), 1e-12);
    Assert.assertEquals(5.0, i.getMaxX(), 1e-12);
    Assert.assertEquals(2.0, i.area(), 1e-12);
  }

  @Test
  public void nestedRectIsItsOwnIntersection() {
    Rect inner = new Rect(1.0, 1.0, 2.0, 2.0);
    Assert.assertEquals(inner.toString(), new Rect(0.0, 0.0, 4.0, 4.0).intersection(inner).toString());
  }
}
