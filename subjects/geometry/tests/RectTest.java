public class RectTest {
  @Test
  public void cornersAreNormalised() {
    Rect r = new Rect(4.0, 5.0, 1.0, 1.0);
    Assert.assertEquals(1.0, r.getMinX(), 1e-12);
    Assert.assertEquals(1.0, r.getMinY(), 1e-12);
    Assert.assertEquals(4.0, r.getMaxX(), 1e-12);
    Assert.assertEquals(5.0, r.getMaxY(), 1e-12);
  }

  @Test
  public void sizeAreaPerimeter() {
    Rect r = new Rect(1.0, 1.0, 4.0, 3.0);
    Assert.assertEquals(3.0, r.width(), 1e-12);
    Assert.assertEquals(2.0, r.height(), 1e-12);
    Assert.assertEquals(6.0, r.area(), 1e-12);
    Assert.assertEquals(10.0, r.perimeter(), 1e-12);
  }

  @Test
  public void flatRectIsEmpty() {
    Assert.assertTrue(new Rect(0.0, 2.0, 5.0, 2.0).isEmpty());
    Assert.assertFalse(new Rect(0.0, 0.0, 1.0, 1.0).isEmpty());
  }

  @Test
  public void centerIsMiddle() {
    Assert.assertEquals("(2.0, 3.0)", new Rect(0.0, 2.0, 4.0, 4.0).center().toString());
  }

  @Test
  public void containsInteriorAndBorder() {
    Rect r = new Rect(0.0, 0.0, 2.0, 2.0);
    Assert.assertTrue(r.contains(new Point(1.0, 1.0)));
    Assert.assertTrue(r.contains(new Point(2.0, 0.0)));
    Assert.assertFalse(r.contains(new Point(-0.5, 1.0)));
  }

  @Test
  public void containsRectInside() {
    Rect outer = new Rect(0.0, 0.0, 10.0, 10.0);
    Assert.assertTrue(outer.containsRect(new Rect(1.0, 1.0, 9.0, 9.0)));
    Assert.assertFalse(outer.containsRect(new Rect(5.0, 5.0, 11.0, 6.0)));
  }

  @Test
  public void intersectsOverlapping() {
    Rect a = new Rect(0.0, 0.0, 2.0, 2.0);
    Assert.assertTrue(a.intersects(new Rect(1.0, 1.0, 3.0, 3.0)));
    Assert.assertTrue(a.intersects(new Rect(2.0, 0.0, 3.0, 1.0)));
    Assert.assertFalse(a.intersects(new Rect(3.0, 3.0, 4.0, 4.0)));
  }

  @Test
  public void intersectionOfOverlap() {
    Rect i = new Rect(0.0, 0.0, 4.0, 4.0).intersection(new Rect(2.0, 1.0, 6.0, 3.0));
    Assert.assertEquals("[2.0, 1.0 .. 4.0, 3.0]", i.toString());
  }

  @Test
  public void intersectionOfDisjointIsNull() {
    Assert.assertNull(new Rect(0.0, 0.0, 1.0, 1.0).intersection(new Rect(5.0, 5.0, 6.0, 6.0)));
  }

  @Test
  public void unionCoversBoth() {
    Rect u = new Rect(0.0, 0.0, 1.0, 1.0).union(new Rect(3.0, -1.0, 4.0, 0.5));
    Assert.assertEquals("[0.0, -1.0 .. 4.0, 1.0]", u.toString());
  }

  @Test
  public void expandGrowsEverySide() {
    Assert.assertEquals("[-1.0, 0.0 .. 3.0, 4.0]", new Rect(0.0, 1.0, 2.0, 3.0).expand(1.0).toString());
  }

  @Test
  public void spanningTwoPoints() {
    Rect r = Rect.spanning(new Point(3.0, 1.0), new Point(1.0, 2.0));
    Assert.assertEquals("[1.0, 1.0 .. 3.0, 2.0]", r.toString());
  }
}
