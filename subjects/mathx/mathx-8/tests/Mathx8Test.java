// Developer tests added with the fix of mathx-8.
class Mathx8Test {
  @Test
  public void varianceOfStream() {
    RunningStats rs = new RunningStats();
    rs.addAll(new double[] {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0});
    Assert.assertEquals(32.0 / 7.0, rs.variance(), 1e-9);
  }

  @Test
  public void stdDevOfStream() {
    RunningStats rs = new RunningStats();
    rs.addAll(new double[] {1.0, 2.0, 3.0});
    Assert.assertEquals(1.0, rs.stdDev(), 1e-9);
  }
}
