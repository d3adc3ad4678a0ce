// Developer tests added with the fix of mathx-1.
class Mathx1Test {
  @Test
  public void constantValuesGiveZeros() {
    double[] z = Stats.normalize(new double[] {2.0, 2.0, 2.0});
    Assert.assertEquals(0.0, z[0], 1e-12);
    Assert.assertEquals(0.0, z[2], 1e-12);
  }

  @Test
  public void singleValueGivesZero() {
    Assert.assertEquals(0.0, Stats.normalize(new double[] {7.5})[0], 1e-12);
  }

  @Test
  public void symmetricValues() {
    double[] z = Stats.normalize(new double[] {1.0, 3.0});
    Assert.assertEquals(-z[1], z[0], 1e-12);
  }

  @Test
  public void spreadValues() {
    double[] z = Stats.normalize(new double[] {1.0, 4.0, 7.0});
    Assert.assertEquals(-1.0, z[0], 1e-12);
    Assert.assertEquals(0.0, z[1], 1e-12);
    Assert.assertEquals(1.0, z[2], 1e-12);
  }
}
