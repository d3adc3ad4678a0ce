class RationalTest {
  @Test
  public void lowestTerms() {
    Rational r = new Rational(6, -8);
    Assert.assertEquals(-3, r.num);
    Assert.assertEquals(4, r.den);
    Assert.assertEquals("-3/4", r.toString());
  }

  @Test(expected = ArithmeticException.class)
  public void zeroDenominator() {
    new Rational(1, 0);
  }

  @Test
  public void parseFractions() {
    Assert.assertEquals("3/4", Rational.parse("3/4").toString());
    Assert.assertEquals("5", Rational.parse(" 10 / 2 ").toString());
    Assert.assertEquals("-7", Rational.parse("-7").toString());
  }

  @Test
  public void arithmetic() {
    Rational a = new Rational(1, 2);
    Rational b = new Rational(1, 3);
    Assert.assertEquals("5/6", a.add(b).toString());
    Assert.assertEquals("1/6", a.subtract(b).toString());
    Assert.assertEquals("1/6", a.multiply(b).toString());
    Assert.assertEquals("3/2", a.divide(b).toString());
  }

  @Test
  public void negateAndReciprocal() {
    Assert.assertEquals("-2/5", new Rational(2, 5).negate().toString());
    Assert.assertEquals("5/2", new Rational(2, 5).reciprocal().toString());
    Assert.assertEquals("-5/2", new Rational(-2, 5).reciprocal().toString());
  }

  @Test
  public void powers() {
    Assert.assertEquals("8/27", new Rational(2, 3).pow(3).toString());
    Assert.assertEquals("1", new Rational(2, 3).pow(0).toString());
    Assert.assertEquals("9/4", new Rational(2, 3).pow(-2).toString());
  }

  @Test
  public void comparisons() {
    Assert.assertEquals(-1, new Rational(1, 3).compareTo(new Rational(1, 2)));
    Assert.assertEquals(1, new Rational(-1, 3).compareTo(new Rational(-1, 2)));
    Assert.assertEquals(0, new Rational(2, 4).compareTo(new Rational(1, 2)));
  }

  @Test
  public void floorsAndDoubles() {
    Assert.assertEquals(2, new Rational(7, 3).floor());
    Assert.assertEquals(-3, new Rational(-7, 3).floor());
    Assert.assertEquals(0.75, new Rational(3, 4).doubleValue(), 1e-12);
  }

  @Test
  public void equality() {
    Assert.assertEquals(new Rational(1, 2), new Rational(2, 4));
    Assert.assertFalse(new Rational(1, 2).equals(new Rational(1, 3)));
    Assert.assertEquals(new Rational(1, 2).hashCode(), new Rational(3, 6).hashCode());
  }

  @Test
  public void sumOfValues() {
    Rational[] values = {new Rational(1, 2), new Rational(1, 3), new Rational(1, 6)};
    Assert.assertEquals("1", Rational.sum(values).toString());
    Assert.assertEquals("0", Rational.sum(new Rational[0]).toString());
  }
}
