// Developer tests added with the fix of dates-5.
class Dates5Test {
  @Test
  public void augustHas31Days() {
    Assert.assertEquals(31, CalendarRules.daysInMonth(2024, 8));
  }

  @Test
  public void lastDayOfAugust() {
    Assert.assertEquals("2023-08-31", new SimpleDate(2023, 8, 2).lastDayOfMonth().toString());
  }

  @Test
  public void novemberHas30Days() {
    Assert.assertEquals(30, CalendarRules.daysInMonth(2024, 11));
  }
}
