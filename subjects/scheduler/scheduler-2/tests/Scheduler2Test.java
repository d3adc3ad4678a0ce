// Bug-exposing tests of scheduler-2: a weekly rule skips its start when the start falls on one of its weekdays (the cursor compares with > instead of >=)
public class Scheduler2Test {
  @Test
  public void weeklyRuleStartsOnItsStart() throws Exception {
    long monday = DateTimes.of(2024, 3, 4, 9, 0);
    Recurrence r = Recurrence.weekly(Weekday.MONDAY, Weekday.THURSDAY).withCount(3);
    long[] t = r.occurrences(monday, monday, Recurrence.FOREVER, 10);
    Assert.assertEquals(3, t.length);
    Assert.assertEquals(monday, t[0]);
    Assert.assertEquals(DateTimes.of(2024, 3, 7, 9, 0), t[1]);
    Assert.assertEquals(DateTimes.of(2024, 3, 11, 9, 0), t[2]);
  }

  @Test
  public void plainWeeklyRule() throws Exception {
    long start = DateTimes.of(2024, 3, 6, 18, 0);
    Assert.assertEquals(start, Recurrence.weekly().first(start));
    Assert.assertTrue(Recurrence.weekly().isOccurrence(start, start));
  }
}
