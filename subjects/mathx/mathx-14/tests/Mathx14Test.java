// Developer tests added with the fix of mathx-14.
class Mathx14Test {
  @Test
  public void skipsNulls() {
    Rational[] values = {new Rational(1, 2), null, new Rational(1, 4)};
    Assert.assertEquals("3/4", Rational.sum(values).toString());
  }

  @Test
  public void onlyNulls() {
    Assert.assertEquals("0", Rational.sum(new Rational[2]).toString());
  }
}
