class RunningStatsTest {
  @Test
  public void emptyAccumulator() {
    RunningStats rs = new RunningStats();
    Assert.assertEquals(0, rs.count());
    Assert.assertEquals(0.0, rs.mean(), 0.0);
    Assert.assertEquals(0.0, rs.variance(), 0.0);
  }

  @Test(expected = IllegalStateException.class)
  public void minOfNothing() {
    new RunningStats().min();
  }

  @Test
  public void extremes() {
    RunningStats rs = new RunningStats();
    rs.addAll(new double[] {4.0, -2.0, 9.0});
    Assert.assertEquals(-2.0, rs.min(), 0.0);
    Assert.assertEquals(9.0, rs.max(), 0.0);
  }

  @Test
  public void meanOfStream() {
    RunningStats rs = new RunningStats();
    rs.add(1.0);
    rs.add(2.0);
    rs.add(6.0);
    Assert.assertEquals(3, rs.count());
    Assert.assertEquals(3.0, rs.mean(), 1e-12);
  }
}
