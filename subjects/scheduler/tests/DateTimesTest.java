public class DateTimesTest {
  @Test
  public void civilRoundTrip() throws Exception {
    long t = DateTimes.of(2024, 3, 4, 9, 30);
    Assert.assertEquals("2024-03-04 09:30", DateTimes.format(t));
    Assert.assertEquals(2024, DateTimes.year(t));
    Assert.assertEquals(3, DateTimes.month(t));
    Assert.assertEquals(4, DateTimes.dayOfMonth(t));
    Assert.assertEquals(9, DateTimes.hour(t));
    Assert.assertEquals(30, DateTimes.minute(t));
    Assert.assertEquals(t, DateTimes.parse("2024-03-04 09:30"));
    Assert.assertEquals(0, DateTimes.parse("1970-01-01"));
    Assert.assertEquals("1969-12-31 23:59", DateTimes.format(-1));
  }

  @Test
  public void weekdays() throws Exception {
    Assert.assertEquals(Weekday.THURSDAY, DateTimes.dayOfWeek(0));
    Assert.assertEquals(Weekday.MONDAY, DateTimes.dayOfWeek(DateTimes.date(2024, 3, 4)));
    Assert.assertEquals(Weekday.SUNDAY, DateTimes.dayOfWeek(DateTimes.date(2024, 3, 3)));
    long wed = DateTimes.of(2024, 3, 6, 15, 0);
    Assert.assertEquals("2024-03-04 00:00", DateTimes.format(DateTimes.startOfWeek(wed)));
    Assert.assertEquals("Wed 6 Mar", DateTimes.formatDay(wed));
    Assert.assertEquals(Weekday.TUESDAY, Weekday.SUNDAY.plus(2));
    Assert.assertEquals(Weekday.SATURDAY, Weekday.MONDAY.plus(-2));
    Assert.assertTrue(Weekday.SUNDAY.isWeekend());
    Assert.assertEquals(Weekday.FRIDAY, Weekday.fromCode("fr"));
    Assert.assertNull(Weekday.fromCode("XX"));
  }

  @Test
  public void leapYearsAndMonthLengths() {
    Assert.assertTrue(DateTimes.isLeapYear(2000));
    Assert.assertFalse(DateTimes.isLeapYear(1900));
    Assert.assertTrue(DateTimes.isLeapYear(2024));
    Assert.assertEquals(29, DateTimes.daysInMonth(2024, 2));
    Assert.assertEquals(28, DateTimes.daysInMonth(2023, 2));
    Assert.assertEquals(30, DateTimes.daysInMonth(2023, 11));
  }

  @Test
  public void monthArithmetic() throws Exception {
    long jan31 = DateTimes.of(2024, 1, 31, 8, 0);
    Assert.assertEquals("2024-02-29 08:00", DateTimes.format(DateTimes.plusMonths(jan31, 1)));
    Assert.assertEquals("2023-12-31 08:00", DateTimes.format(DateTimes.plusMonths(jan31, -1)));
    Assert.assertEquals(DateTimes.NONE, DateTimes.plusMonthsExact(jan31, 1));
    Assert.assertEquals("2024-03-31 08:00", DateTimes.format(DateTimes.plusMonthsExact(jan31, 2)));
    Assert.assertEquals(1, DateTimes.monthsBetween(jan31, DateTimes.date(2024, 3, 1)));
    Assert.assertEquals(-1, DateTimes.monthsBetween(DateTimes.date(2024, 3, 1), jan31));
    Assert.assertEquals(12, DateTimes.monthsBetween(jan31, DateTimes.date(2025, 1, 31)));
  }

  @Test
  public void durations() throws Exception {
    Assert.assertEquals("1d 2h 30m", DateTimes.formatDuration(1590));
    Assert.assertEquals("0m", DateTimes.formatDuration(0));
    Assert.assertEquals("-1h", DateTimes.formatDuration(-60));
    Assert.assertEquals(90, DateTimes.parseDuration("1h30m"));
    Assert.assertEquals(2940, DateTimes.parseDuration("2d 1h"));
    Assert.assertEquals(45, DateTimes.parseDuration(" 45m "));
  }

  @Test(expected = ScheduleException.class)
  public void durationWithoutUnit() throws Exception {
    DateTimes.parseDuration("90");
  }

  @Test(expected = ScheduleException.class)
  public void invalidDate() throws Exception {
    DateTimes.parse("2023-02-29");
  }

  @Test
  public void parseErrorsNameThePlace() {
    try {
      DateTimes.parse("2024-03-04T09:30");
      Assert.fail("accepted");
    } catch (ScheduleException e) {
      Assert.assertEquals("2024-03-04T09:30: ' ' expected at 10", e.getMessage());
      Assert.assertEquals("2024-03-04T09:30", e.subject());
    }
  }

  @Test
  public void floorArithmetic() {
    Assert.assertEquals(-1, DateTimes.floorDiv(-1, 1440));
    Assert.assertEquals(1439, DateTimes.floorMod(-1, 1440));
    Assert.assertEquals(2, DateTimes.floorDiv(2880, 1440));
  }
}
