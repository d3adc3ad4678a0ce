// Bug-exposing tests of scheduler-39: next returns a one-off event that starts at the given time, not only those that start after it
public class Scheduler39Test {
  @Test
  public void nextIsStrictlyAfter() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("A", day + 600, 30);
    c.add("B", day + 700, 30);
    Assert.assertEquals("B", c.next(day + 600).event().title());
  }

  @Test
  public void walkingThroughOccurrences() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("A", day + 60, 30);
    c.addRecurring("R", day + 120, 10, Recurrence.daily().withCount(2));
    int n = 0;
    EventCalendar.Occurrence o = c.next(day);
    while (o != null && n < 10) {
      n++;
      o = c.next(o.start());
    }
    Assert.assertEquals(3, n);
  }

  @Test
  public void nextAfterAFortnight() throws Exception {
    String trace = CalendarScenarioTest.trace();
    Assert.assertTrue(trace.startsWith("team (8 events)"));
    EventCalendar c = new EventCalendar("c");
    Event e = c.add("Only", DateTimes.of(2024, 3, 4, 9, 0), 60);
    Assert.assertNull(c.next(e.start()));
  }
}
