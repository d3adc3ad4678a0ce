public class AxisTest {
  @Test
  public void niceNumbers() {
    Assert.assertEquals(2.0, AxisScale.niceNumber(1.7, true), 1e-12);
    Assert.assertEquals(5.0, AxisScale.niceNumber(3.2, false), 1e-12);
    Assert.assertEquals(100.0, AxisScale.niceNumber(73.0, false), 1e-12);
    Assert.assertEquals(10.0, AxisScale.niceNumber(8.0, true), 1e-12);
  }

  @Test
  public void zeroToHundred() {
    AxisScale a = new AxisScale(0.0, 100.0, 6);
    Assert.assertEquals(20.0, a.getStep(), 1e-12);
    Assert.assertEquals(0.0, a.getLower(), 1e-12);
    Assert.assertEquals(100.0, a.getUpper(), 1e-12);
    Assert.assertEquals(6, a.tickCount());
  }

  @Test
  public void boundsAreWidenedToSteps() {
    AxisScale a = new AxisScale(3.0, 47.0, 5);
    Assert.assertEquals(10.0, a.getStep(), 1e-12);
    Assert.assertEquals(0.0, a.getLower(), 1e-12);
    Assert.assertEquals(50.0, a.getUpper(), 1e-12);
  }

  @Test
  public void labelsOfIntegerTicks() {
    String[] labels = new AxisScale(0.0, 100.0, 6).labels();
    Assert.assertEquals(6, labels.length);
    Assert.assertEquals("0", labels[0]);
    Assert.assertEquals("40", labels[2]);
    Assert.assertEquals("100", labels[5]);
  }

  @Test
  public void labelsOfFractionalTicks() {
    AxisScale a = new AxisScale(0.0, 1.0, 5);
    Assert.assertEquals(1, a.decimals());
    String[] labels = a.labels();
    Assert.assertEquals("0.0", labels[0]);
    Assert.assertEquals("0.2", labels[1]);
    Assert.assertEquals("1.0", labels[5]);
  }

  @Test
  public void negativeRange() {
    AxisScale a = new AxisScale(-7.0, 3.0, 6);
    Assert.assertEquals(2.0, a.getStep(), 1e-12);
    Assert.assertEquals(-8.0, a.getLower(), 1e-12);
    Assert.assertEquals(4.0, a.getUpper(), 1e-12);
    Assert.assertEquals("-8", a.labels()[0]);
  }

  @Test
  public void singleValueGetsAnAxis() {
    AxisScale a = new AxisScale(5.0, 5.0, 3);
    Assert.assertTrue(a.getLower() < 5.0);
    Assert.assertTrue(a.getUpper() > 5.0);
  }

  @Test(expected = IllegalArgumentException.class)
  public void rejectsOneTick() {
    new AxisScale(0.0, 1.0, 1);
  }

  @Test(expected = IllegalArgumentException.class)
  public void rejectsInvertedRange() {
    new AxisScale(2.0, 1.0, 5);
  }

  @Test
  public void pixelPositions() {
    AxisScale a = new AxisScale(0.0, 100.0, 6);
    Assert.assertEquals(0, a.toPixel(0.0, 200));
    Assert.assertEquals(50, a.toPixel(25.0, 200));
    Assert.assertEquals(200, a.toPixel(100.0, 200));
  }
}
