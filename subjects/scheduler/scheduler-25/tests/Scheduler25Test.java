// Bug-exposing tests of scheduler-25: a rule with UNTIL leaves out an occurrence at exactly its UNTIL time, which RFC 5545 includes
public class Scheduler25Test {
  @Test
  public void untilIsInclusive() throws Exception {
    long start = DateTimes.of(2024, 3, 4, 9, 0);
    Recurrence r = Recurrence.daily().until(DateTimes.of(2024, 3, 6, 9, 0));
    Assert.assertEquals(3, r.countBetween(start, start, start + 7 * 1440));
    Assert.assertEquals(DateTimes.of(2024, 3, 6, 9, 0), r.last(start));
  }

  @Test
  public void parsedUntil() throws Exception {
    Recurrence r = Recurrence.parse("FREQ=WEEKLY;BYDAY=MO,FR;UNTIL=2024-03-15 10:00");
    long start = DateTimes.of(2024, 3, 4, 10, 0);
    Assert.assertEquals(4, r.occurrences(start, start, start + 30 * 1440, 10).length);
  }

  @Test
  public void untilAfterEveryFrequency() throws Exception {
    String trace = RecurrenceScenarioTest.trace();
    Assert.assertTrue(trace.length() > 100);
    long start = DateTimes.of(2024, 1, 31, 12, 0);
    Recurrence r = Recurrence.monthly().until(DateTimes.of(2024, 5, 31, 12, 0));
    Assert.assertEquals(3, r.countBetween(start, start, DateTimes.of(2025, 1, 1, 0, 0)));
  }
}
