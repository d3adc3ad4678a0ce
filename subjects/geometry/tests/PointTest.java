public class PointTest {
  @Test
  public void translateMovesBothCoordinates() {
    Point p = new Point(1.0, 2.0).translate(3.0, -4.0);
    Assert.assertEquals(4.0, p.getX(), 1e-12);
    Assert.assertEquals(-2.0, p.getY(), 1e-12);
  }

  @Test
  public void midpointIsHalfway() {
    Point m = new Point(0.0, 0.0).midpoint(new Point(4.0, -2.0));
    Assert.assertEquals(2.0, m.getX(), 1e-12);
    Assert.assertEquals(-1.0, m.getY(), 1e-12);
  }

  @Test
  public void distanceToCoordinates() {
    Assert.assertEquals(5.0, new Point(1.0, 1.0).distanceTo(4.0, 5.0), 1e-12);
  }

  @Test
  public void distanceSquaredAvoidsTheRoot() {
    Assert.assertEquals(25.0, new Point(0.0, 0.0).distanceSquared(new Point(3.0, 4.0)), 1e-12);
  }

  @Test
  public void manhattanDistanceAddsAbsoluteDifferences() {
    Assert.assertEquals(7.0, new Point(1.0, 1.0).manhattanDistance(new Point(-2.0, 5.0)), 1e-12);
  }

  @Test
  public void sameAsComparesCoordinates() {
    Point p = new Point(1.5, 2.5);
    Assert.assertTrue(p.sameAs(new Point(1.5, 2.5)));
    Assert.assertFalse(p.sameAs(new Point(1.5, 2.0)));
    Assert.assertFalse(p.sameAs(null));
  }

  @Test
  public void printsCoordinates() {
    Assert.assertEquals("(1.5, -2.0)", new Point(1.5, -2.0).toString());
  }
}
