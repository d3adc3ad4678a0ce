// Developer tests added with the fix of mathx-10.
class Mathx10Test {
  @Test
  public void zScoresOfWideSpread() {
    double[] z = Stats.normalize(new double[] {2.0, 4.0, 6.0});
    Assert.assertEquals(-1.0, z[0], 1e-12);
    Assert.assertEquals(1.0, z[2], 1e-12);
  }

  @Test
  public void zScoresOfUnitSpread() {
    double[] z = Stats.normalize(new double[] {1.0, 2.0, 3.0});
    Assert.assertEquals(-1.0, z[0], 1e-12);
  }
}
