class IntMathTest {
  @Test
  public void greatestCommonDivisor() {
    Assert.assertEquals(6, IntMath.gcd(12, 18));
    Assert.assertEquals(6, IntMath.gcd(-12, 18));
    Assert.assertEquals(5, IntMath.gcd(0, 5));
    Assert.assertEquals(1, IntMath.gcd(17, 4));
  }

  @Test
  public void leastCommonMultiple() {
    Assert.assertEquals(36, IntMath.lcm(12, 18));
    Assert.assertEquals(36, IntMath.lcm(-12, 18));
    Assert.assertEquals(0, IntMath.lcm(0, 7));
  }

  @Test
  public void powers() {
    Assert.assertEquals(1024L, IntMath.pow(2, 10));
    Assert.assertEquals(1L, IntMath.pow(7, 0));
    Assert.assertEquals(-27L, IntMath.pow(-3, 3));
  }

  @Test(expected = IllegalArgumentException.class)
  public void negativeExponent() {
    IntMath.pow(2, -1);
  }

  @Test
  public void smallPrimes() {
    Assert.assertTrue(IntMath.isPrime(2));
    Assert.assertTrue(IntMath.isPrime(3));
    Assert.assertTrue(IntMath.isPrime(97));
    Assert.assertFalse(IntMath.isPrime(1));
    Assert.assertFalse(IntMath.isPrime(91));
    Assert.assertFalse(IntMath.isPrime(-7));
  }

  @Test
  public void nextPrimes() {
    Assert.assertEquals(2, IntMath.nextPrime(0));
    Assert.assertEquals(11, IntMath.nextPrime(7));
    Assert.assertEquals(101, IntMath.nextPrime(97));
  }

  @Test
  public void factorials() {
    Assert.assertEquals(1L, IntMath.factorial(0));
    Assert.assertEquals(120L, IntMath.factorial(5));
    Assert.assertEquals(3628800L, IntMath.factorial(10));
  }

  @Test
  public void binomialCoefficients() {
    Assert.assertEquals(10L, IntMath.binomial(5, 2));
    Assert.assertEquals(1L, IntMath.binomial(5, 0));
    Assert.assertEquals(0L, IntMath.binomial(5, 6));
    Assert.assertEquals(184756L, IntMath.binomial(20, 10));
  }

  @Test
  public void flooredDivision() {
    Assert.assertEquals(2, IntMath.floorDiv(7, 3));
    Assert.assertEquals(-3, IntMath.floorDiv(-7, 3));
    Assert.assertEquals(-2, IntMath.floorDiv(-6, 3));
  }

  @Test
  public void flooredModulus() {
    Assert.assertEquals(1, IntMath.floorMod(7, 3));
    Assert.assertEquals(2, IntMath.floorMod(-7, 3));
    Assert.assertEquals(0, IntMath.floorMod(9, 3));
  }

  @Test
  public void digitSums() {
    Assert.assertEquals(6, IntMath.digitSum(123));
    Assert.assertEquals(6, IntMath.digitSum(-123));
    Assert.assertEquals(0, IntMath.digitSum(0));
  }
}
