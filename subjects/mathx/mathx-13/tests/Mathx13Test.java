// Developer tests added with the fix of mathx-13.
class Mathx13Test {
  @Test
  public void largeAgainstTiny() {
    Assert.assertEquals(1, new Rational(45000, 1).compareTo(new Rational(1, 50000)));
  }

  @Test
  public void tinyAgainstLarge() {
    Assert.assertEquals(-1, new Rational(1, 50000).compareTo(new Rational(45000, 1)));
  }

  @Test
  public void closeFractions() {
    Assert.assertEquals(-1, new Rational(99, 100).compareTo(new Rational(100, 101)));
  }
}
