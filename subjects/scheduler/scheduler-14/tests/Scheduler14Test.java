// Bug-exposing tests of scheduler-14: DateTimes.formatDay names the following month (and fails in December), so agenda headings are wrong
public class Scheduler14Test {
  @Test
  public void dayHeadings() throws Exception {
    Assert.assertEquals("Mon 4 Mar", DateTimes.formatDay(DateTimes.date(2024, 3, 4)));
    Assert.assertEquals("Tue 31 Dec", DateTimes.formatDay(DateTimes.of(2024, 12, 31, 23, 0)));
  }

  @Test
  public void agendaHeading() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.date(2024, 1, 15);
    c.add("Kickoff", day + 600, 60);
    Assert.assertEquals("Mon 15 Jan\n  10:00-11:00 Kickoff\n", c.agenda(day, day + 1440));
  }
}
