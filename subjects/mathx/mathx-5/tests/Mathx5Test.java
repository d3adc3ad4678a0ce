// Developer tests added with the fix of mathx-5.
class Mathx5Test {
  @Test
  public void varianceOfOneValue() {
    RunningStats rs = new RunningStats();
    rs.add(5.0);
    Assert.assertEquals(0.0, rs.variance(), 0.0);
    Assert.assertEquals(0.0, rs.stdDev(), 0.0);
  }

  @Test
  public void varianceOfTwoValues() {
    RunningStats rs = new RunningStats();
    rs.add(1.0);
    rs.add(3.0);
    Assert.assertEquals(2.0, rs.variance(), 1e-12);
  }
}
