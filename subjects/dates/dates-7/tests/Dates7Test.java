// Developer tests added with the fix of dates-7.
class Dates7Test {
  @Test
  public void threeDigitYear() {
    Assert.assertEquals("0999-01-01", DateFormat.iso(new SimpleDate(999, 1, 1)));
  }

  @Test
  public void twoDigitYear() {
    Assert.assertEquals("0045-06-07", DateFormat.iso(new SimpleDate(45, 6, 7)));
  }
}
