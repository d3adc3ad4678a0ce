public class VectorTest {
  @Test
  public void betweenPoints() {
    Vector2 v = Vector2.between(new Point(1.0, 2.0), new Point(4.0, 0.0));
    Assert.assertEquals(3.0, v.getDx(), 1e-12);
    Assert.assertEquals(-2.0, v.getDy(), 1e-12);
  }

  @Test
  public void addAndSubtract() {
    Vector2 a = new Vector2(1.0, 2.0);
    Vector2 b = new Vector2(3.0, -1.0);
    Assert.assertEquals("<4.0, 1.0>", a.add(b).toString());
    Assert.assertEquals("<-2.0, 3.0>", a.subtract(b).toString());
  }

  @Test
  public void dotAndCross() {
    Vector2 a = new Vector2(2.0, 1.0);
    Vector2 b = new Vector2(1.0, 3.0);
    Assert.assertEquals(5.0, a.dot(b), 1e-12);
    Assert.assertEquals(5.0, a.cross(b), 1e-12);
    Assert.assertEquals(-5.0, b.cross(a), 1e-12);
  }

  @Test
  public void lengthOfThreeFour() {
    Assert.assertEquals(5.0, new Vector2(3.0, -4.0).length(), 1e-12);
  }

  @Test
  public void normalizeGivesUnitLength() {
    Vector2 u = new Vector2(0.0, -2.5).normalize();
    Assert.assertEquals(0.0, u.getDx(), 1e-12);
    Assert.assertEquals(-1.0, u.getDy(), 1e-12);
  }

  @Test(expected = IllegalStateException.class)
  public void normalizeRejectsZero() {
    new Vector2(0.0, 0.0).normalize();
  }

  @Test
  public void perpendicularTurnsLeft() {
    Vector2 p = new Vector2(1.0, 0.0).perpendicular();
    Assert.assertEquals(0.0, p.getDx(), 1e-12);
    Assert.assertEquals(1.0, p.getDy(), 1e-12);
  }

  @Test
  public void scaleAndApply() {
    Point p = new Vector2(1.0, -1.0).scale(2.0).applyTo(new Point(1.0, 1.0));
    Assert.assertEquals("(3.0, -1.0)", p.toString());
  }

  @Test
  public void projectionLengthOntoAxis() {
    Vector2 v = new Vector2(3.0, 4.0);
    Assert.assertEquals(3.0, v.projectionLength(new Vector2(2.0, 0.0)), 1e-12);
    Assert.assertEquals(0.0, v.projectionLength(new Vector2(0.0, 0.0)), 1e-12);
  }
}
