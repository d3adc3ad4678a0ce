// Bug-exposing tests of geometry-9: AxisScale.niceNumber rounds fractions in [3, 7) to 2 instead of 5
public class Geometry9Test {
  @Test
  public void fourRoundsToFive() {
    Assert.assertEquals(5.0, AxisScale.niceNumber(4.0, true), 1e-12);
    Assert.assertEquals(0.5, AxisScale.niceNumber(0.62, true), 1e-12);
  }

  @Test
  public void stepOfTwentyFiveTickAxis() {
    AxisScale a = new AxisScale(0.0, 20.0, 5);
    Assert.assertEquals(5.0, a.getStep(), 1e-12);
    Assert.assertEquals(5, a.tickCount());
  }
}
