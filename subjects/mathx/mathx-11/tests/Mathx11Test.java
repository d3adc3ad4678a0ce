// Developer tests added with the fix of mathx-11.
class Mathx11Test {
  @Test
  public void varianceAfterUpdates() {
    RunningStats rs = new RunningStats();
    rs.addAll(new double[] {1.0, 2.0, 3.0, 4.0});
    Assert.assertEquals(5.0 / 3.0, rs.variance(), 1e-9);
  }

  @Test
  public void meanUnaffected() {
    RunningStats rs = new RunningStats();
    rs.addAll(new double[] {1.0, 2.0, 3.0, 4.0});
    Assert.assertEquals(2.5, rs.mean(), 1e-12);
  }
}
