// Bug-exposing tests of geometry-10: TickFormatter.format loses the minus sign of values between -1 and 0
public class Geometry10Test {
  @Test
  public void smallNegativeKeepsSign() {
    Assert.assertEquals("-0.5", TickFormatter.format(-0.5, 1));
    Assert.assertEquals("-0.04", TickFormatter.format(-0.04, 2));
  }

  @Test
  public void negativeAxisLabels() {
    String[] labels = new AxisScale(-1.0, 0.0, 6).labels();
    Assert.assertEquals("-1.0", labels[0]);
    Assert.assertEquals("-0.8", labels[1]);
  }
}
