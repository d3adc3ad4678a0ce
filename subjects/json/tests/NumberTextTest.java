public class NumberTextTest {
  @Test
  public void validity() {
    Assert.assertTrue(NumberText.isValid("0"));
    Assert.assertTrue(NumberText.isValid("-12.5e+3"));
    Assert.assertFalse(NumberText.isValid("01"));
    Assert.assertFalse(NumberText.isValid("1."));
    Assert.assertFalse(NumberText.isValid(".5"));
    Assert.assertFalse(NumberText.isValid("1e"));
    Assert.assertFalse(NumberText.isValid("-"));
    Assert.assertFalse(NumberText.isValid(null));
  }

  @Test
  public void scanStopsAtEnd() {
    Assert.assertEquals(5, NumberText.scan("[12.5]", 1, false));
    Assert.assertEquals(4, NumberText.scan("x007", 1, true));
    Assert.assertEquals(2, NumberText.scan("x007", 1, false));
  }

  @Test
  public void longRange() {
    Assert.assertTrue(NumberText.fitsLong("9223372036854775807"));
    Assert.assertFalse(NumberText.fitsLong("9223372036854775808"));
    Assert.assertTrue(NumberText.fitsLong("-9223372036854775808"));
    Assert.assertTrue(NumberText.fitsLong("00012"));
    Assert.assertEquals(Long.MIN_VALUE, NumberText.parseLong("-9223372036854775808"));
    Assert.assertEquals(120, NumberText.parseLong("120"));
  }

  @Test
  public void doubles() {
    Assert.assertEquals(0.5, NumberText.parseDouble("0.5"), 0.0);
    Assert.assertEquals(-1250.0, NumberText.parseDouble("-1.25E3"), 0.0);
    Assert.assertEquals(0.03, NumberText.parseDouble("3e-2"), 1e-15);
    Assert.assertEquals(100.0, NumberText.scaleByPowerOfTen(1, 2), 0.0);
  }

  @Test
  public void hex() {
    Assert.assertEquals(10, NumberText.hexValue('a'));
    Assert.assertEquals(15, NumberText.hexValue('F'));
    Assert.assertEquals(-1, NumberText.hexValue('g'));
  }

  @Test
  public void format() {
    Assert.assertEquals("2.0", NumberText.format(2.0));
    Assert.assertEquals("0.125", NumberText.format(0.125));
    Assert.assertEquals("1.0E20", NumberText.format(1e20));
  }
}
