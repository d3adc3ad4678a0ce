// Developer tests added with the fix of dates-6.
class Dates6Test {
  @Test
  public void year2000IsLeap() {
    Assert.assertTrue(CalendarRules.isLeapYear(2000));
    Assert.assertTrue(CalendarRules.isLeapYear(1600));
  }

  @Test
  public void leapDayIn2000() {
    Assert.assertEquals("2000-02-29", new SimpleDate(2000, 2, 28).plusDays(1).toString());
  }

  @Test
  public void centuryIsCommon() {
    Assert.assertFalse(CalendarRules.isLeapYear(2100));
  }
}
