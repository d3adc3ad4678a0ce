// Developer tests added with the fix of mathx-6.
class Mathx6Test {
  @Test
  public void rangeOfSpread() {
    Assert.assertEquals(6.5, Stats.range(new double[] {2.0, -1.5, 5.0}), 1e-12);
  }

  @Test
  public void rangeOfOne() {
    Assert.assertEquals(0.0, Stats.range(new double[] {2.0}), 0.0);
  }
}
