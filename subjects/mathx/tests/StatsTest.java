class StatsTest {
  @Test
  public void sumAndMean() {
    double[] v = {1.0, 2.0, 3.0, 4.0};
    Assert.assertEquals(10.0, Stats.sum(v), 1e-12);
    Assert.assertEquals(2.5, Stats.mean(v), 1e-12);
  }

  @Test(expected = IllegalArgumentException.class)
  public void meanOfNothing() {
    Stats.mean(new double[0]);
  }

  @Test(expected = IllegalArgumentException.class)
  public void meanOfNull() {
    Stats.mean(null);
  }

  @Test
  public void minimumAndMaximum() {
    double[] v = {3.0, -1.5, 8.0, 2.0};
    Assert.assertEquals(-1.5, Stats.min(v), 0.0);
    Assert.assertEquals(8.0, Stats.max(v), 0.0);
  }

  @Test
  public void sampleVariance() {
    double[] v = {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0};
    Assert.assertEquals(32.0 / 7.0, Stats.variance(v), 1e-12);
    Assert.assertEquals(0.0, Stats.variance(new double[] {3.0}), 0.0);
  }

  @Test
  public void standardDeviation() {
    Assert.assertEquals(1.0, Stats.stdDev(new double[] {1.0, 2.0, 3.0}), 1e-12);
  }

  @Test
  public void mediansOddAndEven() {
    Assert.assertEquals(3.0, Stats.median(new double[] {5.0, 1.0, 3.0}), 0.0);
    Assert.assertEquals(2.5, Stats.median(new double[] {4.0, 1.0, 3.0, 2.0}), 0.0);
  }

  @Test
  public void sortingCopies() {
    double[] v = {3.0, 1.0, 2.0};
    double[] s = Stats.sorted(v);
    Assert.assertEquals(1.0, s[0], 0.0);
    Assert.assertEquals(3.0, s[2], 0.0);
    Assert.assertEquals(3.0, v[0], 0.0);
  }

  @Test
  public void percentiles() {
    double[] v = {15.0, 20.0, 35.0, 40.0, 50.0};
    Assert.assertEquals(20.0, Stats.percentile(v, 30.0), 0.0);
    Assert.assertEquals(35.0, Stats.percentile(v, 50.0), 0.0);
    Assert.assertEquals(15.0, Stats.percentile(v, 0.0), 0.0);
  }

  @Test(expected = IllegalArgumentException.class)
  public void percentileOutOfRange() {
    Stats.percentile(new double[] {1.0}, 101.0);
  }

  @Test
  public void counting() {
    double[] v = {1.0, 5.0, 7.0, 5.0};
    Assert.assertEquals(1, Stats.countAbove(v, 5.0));
    Assert.assertEquals(0, Stats.countBelow(v, 1.0));
  }

  @Test
  public void zScoresOfSpreadValues() {
    double[] z = Stats.normalize(new double[] {1.0, 2.0, 3.0});
    Assert.assertEquals(-1.0, z[0], 1e-12);
    Assert.assertEquals(0.0, z[1], 1e-12);
  }

  @Test
  public void variationOfConstantZeroSpread() {
    Assert.assertEquals(0.0, Stats.coefficientOfVariation(new double[] {4.0, 4.0}), 0.0);
  }
}
