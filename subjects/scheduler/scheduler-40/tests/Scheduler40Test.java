// Bug-exposing tests of scheduler-40: an occurrence that ends exactly at midnight is printed as running into the next day (+1d)
public class Scheduler40Test {
  @Test
  public void endingAtMidnight() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("Late", day + 22 * 60, 120);
    Assert.assertEquals("22:00-00:00 Late", c.on(day)[0].toString());
  }

  @Test
  public void overnightStillMarked() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("Night", day + 23 * 60, 120);
    c.add("Day", day + 9 * 60, 1440 - 9 * 60);
    Assert.assertEquals("Mon 4 Mar\n  09:00-00:00 Day\n  23:00-01:00 +1d Night\n", c.agenda(day, day + 1440));
  }

  @Test
  public void agendaAfterAFortnight() throws Exception {
    String trace = CalendarScenarioTest.trace();
    Assert.assertTrue(trace.startsWith("team (8 events)"));
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("Evening", day + 20 * 60, 240);
    Assert.assertEquals("20:00-00:00 Evening", c.between(day, day + 1440)[0].toString());
  }
}
