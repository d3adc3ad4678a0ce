// Bug-exposing tests of geometry-15: Rect.area multiplies the width by maxY instead of the height
public class Geometry15Test {
  @Test
  public void areaAwayFromOrigin() {
    Assert.assertEquals(4.0, new Rect(1.0, 5.0, 3.0, 7.0).area(), 1e-12);
  }

  @Test
  public void areaOfIntersection() {
    Rect i = new Rect(0.0, 0.0, 4.0, 4.0).intersection(new Rect(2.0, 3.0, 6.0, 9.0));
    Assert.assertEquals(2.0, i.area(), 1e-12);
  }
}
