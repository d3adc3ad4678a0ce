class DateFormatTest {
  @Test
  public void isoFormat() {
    Assert.assertEquals("2024-03-01", DateFormat.iso(new SimpleDate(2024, 3, 1)));
    Assert.assertEquals("1999-12-31", DateFormat.iso(new SimpleDate(1999, 12, 31)));
  }

  @Test
  public void usFormat() {
    Assert.assertEquals("03/01/2024", DateFormat.us(new SimpleDate(2024, 3, 1)));
  }

  @Test
  public void names() {
    Assert.assertEquals("March", DateFormat.monthName(3));
    Assert.assertEquals("Sunday", DateFormat.dayName(7));
    Assert.assertNull(DateFormat.monthName(13));
  }

  @Test
  public void shortNames() {
    Assert.assertEquals("Jan", DateFormat.shortMonthName(1));
    Assert.assertNull(DateFormat.shortMonthName(0));
  }

  @Test
  public void longFormOfDate() {
    Assert.assertEquals("Friday, 1 March 2024", DateFormat.longForm(new SimpleDate(2024, 3, 1)));
  }

  @Test
  public void listOfDates() {
    SimpleDate[] dates = {new SimpleDate(2024, 1, 2), new SimpleDate(2024, 3, 4)};
    Assert.assertEquals("2024-01-02, 2024-03-04", DateFormat.formatList(dates));
    Assert.assertEquals("", DateFormat.formatList(new SimpleDate[0]));
  }

  @Test
  public void parseIsoDates() {
    Assert.assertEquals(new SimpleDate(2024, 2, 29), DateFormat.parseIso("2024-02-29"));
    Assert.assertEquals(new SimpleDate(1999, 1, 5), DateFormat.parseIso(" 1999-01-05 "));
  }

  @Test(expected = IllegalArgumentException.class)
  public void parseRejectsSlashes() {
    DateFormat.parseIso("2024/02/29");
  }

  @Test
  public void parseOrNull() {
    Assert.assertNull(DateFormat.parseIsoOrNull(null));
    Assert.assertEquals(new SimpleDate(2024, 3, 1), DateFormat.parseIsoOrNull("2024-03-01"));
  }
}
