public class PolygonTest {
  static Polygon square() {
    return Polygon.of(new double[] {0.0, 0.0, 2.0, 0.0, 2.0, 2.0, 0.0, 2.0});
  }

  @Test
  public void addGrowsPastInitialCapacity() {
    Polygon p = new Polygon();
    for (int i = 0; i < 9; i++) {
      p.add(new Point(i, i * i));
    }
    Assert.assertEquals(9, p.size());
    Assert.assertEquals(64.0, p.vertex(8).getY(), 1e-12);
  }

  @Test(expected = IllegalArgumentException.class)
  public void oddCoordinatesRejected() {
    Polygon.of(new double[] {1.0, 2.0, 3.0});
  }

  @Test(expected = IndexOutOfBoundsException.class)
  public void vertexOutOfRange() {
    square().vertex(4);
  }

  @Test
  public void squareArea() {
    Assert.assertEquals(4.0, square().area(), 1e-12);
    Assert.assertFalse(square().isClockwise());
  }

  @Test
  public void squarePerimeter() {
    Assert.assertEquals(8.0, square().perimeter(), 1e-12);
  }

  @Test
  public void triangleBounds() {
    Polygon t = Polygon.of(new double[] {1.0, 5.0, 4.0, 2.0, -1.0, 3.0});
    Assert.assertEquals("[-1.0, 2.0 .. 4.0, 5.0]", t.bounds().toString());
  }

  @Test
  public void emptyPolygonHasNoBounds() {
    Assert.assertNull(new Polygon().bounds());
  }

  @Test
  public void centroidOfSquare() {
    Point c = square().centroid();
    Assert.assertEquals(1.0, c.getX(), 1e-12);
    Assert.assertEquals(1.0, c.getY(), 1e-12);
  }

  @Test
  public void containsCentreNotOutside() {
    Polygon s = square();
    Assert.assertTrue(s.contains(new Point(1.0, 1.0)));
    Assert.assertFalse(s.contains(new Point(3.0, 1.0)));
  }

  @Test
  public void translateMovesEveryVertex() {
    Polygon moved = square().translate(new Vector2(1.0, -1.0));
    Assert.assertEquals("(3.0, 1.0)", moved.vertex(2).toString());
    Assert.assertEquals(4.0, moved.area(), 1e-12);
  }
}
