// Developer tests added with the fix of mathx-9.
class Mathx9Test {
  @Test
  public void skewedValues() {
    Assert.assertEquals(34.0 / 9.0, Stats.meanAbsoluteDeviation(new double[] {1.0, 2.0, 10.0}), 1e-12);
  }

  @Test
  public void symmetricValues() {
    Assert.assertEquals(1.0, Stats.meanAbsoluteDeviation(new double[] {1.0, 2.0, 3.0, 4.0}), 1e-12);
  }
}
