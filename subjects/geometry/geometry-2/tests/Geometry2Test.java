// Bug-exposing tests of geometry-2: Rect.contains compares the point's x instead of its y with maxY
public class Geometry2Test {
  @Test
  public void pointAboveIsOutside() {
    Assert.assertFalse(new Rect(0.0, 0.0, 2.0, 2.0).contains(new Point(1.0, 3.0)));
  }

  @Test
  public void pointOnTopBorderIsInside() {
    Assert.assertTrue(new Rect(0.0, 0.0, 5.0, 2.0).contains(new Point(4.0, 2.0)));
  }
}
