public class RecurrenceTest {
  private static String join(long[] times) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < times.length; i++) {
      if (i > 0) {
        b.append(", ");
      }
      b.append(DateTimes.format(times[i]));
    }
    return b.toString();
  }

  @Test
  public void dailyWithCount() throws Exception {
    long start = DateTimes.of(2024, 3, 4, 9, 0);
    Recurrence r = Recurrence.daily().withCount(3);
    long[] all = r.occurrences(start, start, start + 30 * 1440, 100);
    Assert.assertEquals("2024-03-04 09:00, 2024-03-05 09:00, 2024-03-06 09:00", join(all));
    Assert.assertEquals(DateTimes.of(2024, 3, 6, 9, 0), r.last(start));
    Assert.assertEquals("FREQ=DAILY;COUNT=3", r.toString());
    Assert.assertEquals("every day, 3 times", r.describe());
  }

  @Test
  public void weeklyOnSeveralDays() throws Exception {
    long start = DateTimes.of(2024, 3, 6, 10, 0);
    Recurrence r = Recurrence.weekly(Weekday.MONDAY, Weekday.WEDNESDAY, Weekday.FRIDAY);
    long[] first = r.occurrences(start, start, DateTimes.date(2024, 3, 16), 10);
    Assert.assertEquals(
        "2024-03-06 10:00, 2024-03-08 10:00, 2024-03-11 10:00, 2024-03-13 10:00, 2024-03-15 10:00",
        join(first));
    Assert.assertEquals("FREQ=WEEKLY;BYDAY=MO,WE,FR", r.toString());
  }

  @Test
  public void everyOtherWeek() throws Exception {
    long start = DateTimes.of(2024, 3, 5, 14, 0);
    Recurrence r = new Recurrence(Frequency.WEEKLY, 2).withCount(3);
    Assert.assertEquals("2024-03-05 14:00, 2024-03-19 14:00, 2024-04-02 14:00",
        join(r.occurrences(start, 0, Recurrence.FOREVER, 10)));
    Assert.assertEquals("every 2 weeks, 3 times", r.describe());
  }

  @Test
  public void monthlySkipsShortMonths() throws Exception {
    long start = DateTimes.of(2024, 1, 31, 12, 0);
    Recurrence r = Recurrence.monthly().withCount(4);
    Assert.assertEquals("2024-01-31 12:00, 2024-03-31 12:00, 2024-05-31 12:00, 2024-07-31 12:00",
        join(r.occurrences(start, start, Recurrence.FOREVER, 10)));
  }

  @Test
  public void yearlyOnLeapDay() throws Exception {
    long start = DateTimes.of(2024, 2, 29, 0, 0);
    Recurrence r = new Recurrence(Frequency.YEARLY, 1);
    Assert.assertEquals(DateTimes.date(2028, 2, 29), r.next(start, start));
  }

  @Test
  public void untilAndExclusions() throws Exception {
    long start = DateTimes.of(2024, 3, 4, 8, 0);
    Recurrence r = Recurrence.daily().until(DateTimes.of(2024, 3, 8, 8, 0));
    r.exclude(DateTimes.of(2024, 3, 6, 8, 0));
    Assert.assertEquals(4, r.countBetween(start, start, Recurrence.FOREVER));
    Assert.assertFalse(r.isOccurrence(start, DateTimes.of(2024, 3, 6, 8, 0)));
    Assert.assertTrue(r.isOccurrence(start, DateTimes.of(2024, 3, 7, 8, 0)));
    Assert.assertEquals(DateTimes.of(2024, 3, 7, 8, 0), r.next(start, DateTimes.of(2024, 3, 5, 9, 0)));
  }

  @Test
  public void parsesWhatItPrints() throws Exception {
    Recurrence r = Recurrence.parse("freq=weekly; interval=2; byday=TU,TH; count=6");
    Assert.assertEquals("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=6", r.toString());
    Assert.assertEquals(r, Recurrence.parse(r.toString()));
    Assert.assertEquals(r.hashCode(), Recurrence.parse(r.toString()).hashCode());
    Recurrence u = Recurrence.parse("FREQ=DAILY;UNTIL=2024-04-01");
    Assert.assertEquals("FREQ=DAILY;UNTIL=2024-04-01 00:00", u.toString());
  }

  @Test
  public void parseErrors() {
    String[] bad = {"INTERVAL=2", "FREQ=SOMETIMES", "FREQ=DAILY;FREQ=DAILY", "FREQ=DAILY;COUNT=x",
        "FREQ=DAILY;BYDAY=MO", "FREQ=DAILY;COUNT=2;UNTIL=2024-01-01", "FREQ", "FREQ=DAILY;WKST=MO"};
    for (int i = 0; i < bad.length; i++) {
      try {
        Recurrence.parse(bad[i]);
        Assert.fail("accepted " + bad[i]);
      } catch (ScheduleException e) {
        Assert.assertNotNull(e.getMessage());
      }
    }
  }

  @Test
  public void cursorWalksInOrder() throws Exception {
    long start = DateTimes.of(2024, 3, 4, 9, 0);
    Recurrence.Cursor c = Recurrence.everyMinutes(90).withCount(3).cursor(start);
    Assert.assertTrue(c.hasNext());
    Assert.assertEquals(start, c.next());
    Assert.assertEquals(start + 90, c.next());
    Assert.assertEquals(start + 180, c.next());
    Assert.assertFalse(c.hasNext());
    Assert.assertEquals(3, c.produced());
  }

  @Test(expected = IllegalStateException.class)
  public void cursorPastTheEnd() {
    Recurrence.Cursor c = Recurrence.daily().withCount(1).cursor(0);
    c.next();
    c.next();
  }

  @Test(expected = IllegalArgumentException.class)
  public void zeroInterval() {
    new Recurrence(Frequency.HOURLY, 0);
  }
}
