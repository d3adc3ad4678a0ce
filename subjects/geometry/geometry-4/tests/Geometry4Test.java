// Bug-exposing tests of geometry-4: Rect.contains throws NullPointerException for a null point instead of returning false
public class Geometry4Test {
  @Test
  public void nullPointIsNotContained() {
    Assert.assertFalse(new Rect(0.0, 0.0, 1.0, 1.0).contains(null));
  }

  @Test
  public void cornerIsContained() {
    Assert.assertTrue(new Rect(0.0, 0.0, 1.0, 1.0).contains(new Point(0.0, 0.0)));
  }
}
