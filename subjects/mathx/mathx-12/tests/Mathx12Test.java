// Developer tests added with the fix of mathx-12.
class Mathx12Test {
  @Test
  public void squaresAreComposite() {
    Assert.assertFalse(IntMath.isPrime(9));
    Assert.assertFalse(IntMath.isPrime(25));
    Assert.assertFalse(IntMath.isPrime(49));
  }

  @Test
  public void primeAfterSeven() {
    Assert.assertEquals(11, IntMath.nextPrime(7));
  }
}
