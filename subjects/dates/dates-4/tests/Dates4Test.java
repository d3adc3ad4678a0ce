// Developer tests added with the fix of dates-4.
class Dates4Test {
  @Test
  public void dateAfterLeapYears() {
    Assert.assertEquals("2024-03-01", SimpleDate.fromEpochDay(19783).toString());
  }

  @Test
  public void plusDaysRoundTrip() {
    SimpleDate d = new SimpleDate(2000, 2, 29);
    Assert.assertEquals(d, SimpleDate.fromEpochDay(d.toEpochDay()));
  }

  @Test
  public void firstDayOf1972() {
    Assert.assertEquals("1972-01-01", SimpleDate.fromEpochDay(730).toString());
  }
}
