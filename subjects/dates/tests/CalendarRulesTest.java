class CalendarRulesTest {
  @Test
  public void leapYears() {
    Assert.assertTrue(CalendarRules.isLeapYear(2024));
    Assert.assertTrue(CalendarRules.isLeapYear(2000));
    Assert.assertFalse(CalendarRules.isLeapYear(1900));
    Assert.assertFalse(CalendarRules.isLeapYear(2023));
  }

  @Test
  public void monthLengths() {
    Assert.assertEquals(31, CalendarRules.daysInMonth(2023, 1));
    Assert.assertEquals(28, CalendarRules.daysInMonth(2023, 2));
    Assert.assertEquals(29, CalendarRules.daysInMonth(2024, 2));
    Assert.assertEquals(30, CalendarRules.daysInMonth(2023, 4));
    Assert.assertEquals(31, CalendarRules.daysInMonth(2023, 12));
  }

  @Test(expected = IllegalArgumentException.class)
  public void monthThirteen() {
    CalendarRules.daysInMonth(2023, 13);
  }

  @Test
  public void yearLengths() {
    Assert.assertEquals(366, CalendarRules.daysInYear(2024));
    Assert.assertEquals(365, CalendarRules.daysInYear(2023));
  }

  @Test
  public void dayOfYearNumbers() {
    Assert.assertEquals(1, CalendarRules.dayOfYear(2023, 1, 1));
    Assert.assertEquals(60, CalendarRules.dayOfYear(2024, 2, 29));
    Assert.assertEquals(365, CalendarRules.dayOfYear(2023, 12, 31));
  }

  @Test
  public void validity() {
    Assert.assertTrue(CalendarRules.isValid(2024, 2, 29));
    Assert.assertFalse(CalendarRules.isValid(2023, 2, 29));
    Assert.assertFalse(CalendarRules.isValid(2023, 0, 1));
    Assert.assertFalse(CalendarRules.isValid(2023, 4, 31));
  }
}
