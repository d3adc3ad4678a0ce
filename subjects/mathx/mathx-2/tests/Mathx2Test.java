// Developer tests added with the fix of mathx-2.
class Mathx2Test {
  @Test
  public void notEqualToString() {
    Assert.assertFalse(new Rational(1, 2).equals("1/2"));
  }

  @Test
  public void notEqualToNull() {
    Assert.assertFalse(new Rational(1, 2).equals(null));
  }

  @Test
  public void equalToItself() {
    Rational r = new Rational(3, 7);
    Assert.assertTrue(r.equals(r));
  }
}
