// Rejected: Assert has no one-argument assertEquals.
class Inv46_Test {
  @Test
  public void t() {
    Assert.assertEquals(3);
  }
}
