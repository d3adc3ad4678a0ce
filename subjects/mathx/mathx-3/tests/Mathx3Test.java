// Developer tests added with the fix of mathx-3.
class Mathx3Test {
  @Test
  public void negativeDivisor() {
    Assert.assertEquals(-2, IntMath.floorMod(7, -3));
  }

  @Test
  public void bothNegative() {
    Assert.assertEquals(-1, IntMath.floorMod(-7, -3));
  }

  @Test
  public void positiveDivisor() {
    Assert.assertEquals(3, IntMath.floorMod(-1, 4));
  }
}
