// Developer tests added with the fix of mathx-4.
class Mathx4Test {
  @Test
  public void minimumInFront() {
    Assert.assertEquals(1.0, Stats.min(new double[] {1.0, 5.0, 3.0}), 0.0);
  }

  @Test
  public void minimumOfOne() {
    Assert.assertEquals(4.0, Stats.min(new double[] {4.0}), 0.0);
  }

  @Test
  public void rangeOfValues() {
    Assert.assertEquals(4.0, Stats.range(new double[] {1.0, 5.0, 3.0}), 0.0);
  }
}
