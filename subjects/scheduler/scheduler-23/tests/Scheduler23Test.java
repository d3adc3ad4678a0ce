// Bug-exposing tests of scheduler-23: dayOfWeek is off by one day (1970-01-01 comes out a Friday), so weeks start on Tuesdays
public class Scheduler23Test {
  @Test
  public void epochIsAThursday() {
    Assert.assertEquals(Weekday.THURSDAY, DateTimes.dayOfWeek(0));
  }

  @Test
  public void weeksStartOnMonday() throws Exception {
    long wed = DateTimes.of(2024, 3, 6, 15, 0);
    Assert.assertEquals("2024-03-04 00:00", DateTimes.format(DateTimes.startOfWeek(wed)));
    Assert.assertEquals("Wed 6 Mar", DateTimes.formatDay(wed));
  }
}
