// Bug-exposing tests of scheduler-3: EventCalendar.on returns the occurrences of the Monday of the week instead of those of the given day
public class Scheduler3Test {
  @Test
  public void occurrencesOfOneDay() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.addRecurring("Standup", DateTimes.of(2024, 3, 4, 9, 0), 15, Recurrence.daily());
    c.add("Demo", DateTimes.of(2024, 3, 7, 15, 0), 60);
    EventCalendar.Occurrence[] thursday = c.on(DateTimes.of(2024, 3, 7, 12, 0));
    Assert.assertEquals(2, thursday.length);
    Assert.assertEquals(DateTimes.of(2024, 3, 7, 9, 0), thursday[0].start());
    Assert.assertEquals("15:00-16:00 Demo", thursday[1].toString());
  }

  @Test
  public void sundayOnly() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.add("Brunch", DateTimes.of(2024, 3, 10, 11, 0), 90);
    Assert.assertEquals(1, c.on(DateTimes.date(2024, 3, 10)).length);
    Assert.assertEquals(0, c.on(DateTimes.date(2024, 3, 4)).length);
  }
}
