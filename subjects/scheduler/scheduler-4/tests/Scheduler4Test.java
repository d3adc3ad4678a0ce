// Bug-exposing tests of scheduler-4: DateTimes.formatDuration writes no space after the days (1d2h 30m instead of 1d 2h 30m)
public class Scheduler4Test {
  @Test
  public void daysAreSeparated() {
    Assert.assertEquals("1d 2h 30m", DateTimes.formatDuration(1590));
    Assert.assertEquals("2d 5m", DateTimes.formatDuration(2885));
  }

  @Test
  public void longFreeSlot() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.date(2024, 3, 4);
    c.add("Trip", day, 600);
    EventCalendar.Slot[] free = c.freeSlots(day, day + 2 * 1440, 60);
    Assert.assertEquals("2024-03-04 10:00-00:00 (1d 14h)", free[0].toString());
  }
}
