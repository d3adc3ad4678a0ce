// Developer tests added with the fix of mathx-15.
class Mathx15Test {
  @Test
  public void maximumInMiddle() {
    Assert.assertEquals(8.0, Stats.max(new double[] {3.0, 8.0, 5.0}), 0.0);
  }

  @Test
  public void maximumOfNegatives() {
    Assert.assertEquals(-1.0, Stats.max(new double[] {-3.0, -1.0}), 0.0);
  }
}
