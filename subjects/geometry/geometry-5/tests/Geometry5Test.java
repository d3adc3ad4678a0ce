// Bug-exposing tests of geometry-5: TickFormatter.format drops the sign: the value is made absolute before its sign is read
public class Geometry5Test {
  @Test
  public void negativeValueKeepsSign() {
    Assert.assertEquals("-1.25", TickFormatter.format(-1.25, 2));
  }

  @Test
  public void compactNegativeThousands() {
    Assert.assertEquals("-2.5k", TickFormatter.compact(-2500.0));
  }
}
