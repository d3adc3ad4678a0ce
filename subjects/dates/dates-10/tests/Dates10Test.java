// Developer tests added with the fix of dates-10.
class Dates10Test {
  @Test
  public void decemberAbbreviation() {
    Assert.assertEquals("Dec", DateFormat.shortMonthName(12));
  }

  @Test
  public void marchAbbreviation() {
    Assert.assertEquals("Mar", DateFormat.shortMonthName(3));
  }
}
