// Developer tests added with the fix of mathx-7.
class Mathx7Test {
  @Test(expected = IllegalArgumentException.class)
  public void medianOfNothing() {
    Stats.median(new double[0]);
  }

  @Test
  public void medianOfTwo() {
    Assert.assertEquals(1.5, Stats.median(new double[] {2.0, 1.0}), 0.0);
  }
}
