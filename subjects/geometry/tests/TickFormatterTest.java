public class TickFormatterTest {
  @Test
  public void formatsWithPadding() {
    Assert.assertEquals("3.05", TickFormatter.format(3.05, 2));
    Assert.assertEquals("0.001", TickFormatter.format(0.001, 3));
    Assert.assertEquals("12", TickFormatter.format(12.4, 0));
  }

  @Test
  public void roundsHalfAwayFromZero() {
    Assert.assertEquals("2.5", TickFormatter.format(2.45, 1));
    Assert.assertEquals("-3", TickFormatter.format(-2.5, 0));
  }

  @Test
  public void negativeZeroPrintsAsZero() {
    Assert.assertEquals("0.0", TickFormatter.format(-0.01, 1));
  }

  @Test(expected = IllegalArgumentException.class)
  public void rejectsNegativeDecimals() {
    TickFormatter.format(1.0, -1);
  }

  @Test
  public void unitIsAppended() {
    Assert.assertEquals("1.5 ms", TickFormatter.withUnit(1.5, 1, "ms"));
    Assert.assertEquals("2", TickFormatter.withUnit(2.0, 0, ""));
  }

  @Test
  public void compactLabels() {
    Assert.assertEquals("1.5k", TickFormatter.compact(1500.0));
    Assert.assertEquals("2M", TickFormatter.compact(2000000.0));
    Assert.assertEquals("0.25", TickFormatter.compact(0.25));
    Assert.assertEquals("-12k", TickFormatter.compact(-12000.0));
  }

  @Test
  public void trimZerosKeepsIntegers() {
    Assert.assertEquals("2.5", TickFormatter.trimZeros("2.50"));
    Assert.assertEquals("3", TickFormatter.trimZeros("3.00"));
    Assert.assertEquals("100", TickFormatter.trimZeros("100"));
  }
}
