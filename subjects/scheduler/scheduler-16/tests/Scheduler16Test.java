// Bug-exposing tests of scheduler-16: findSlot adds the start of the working day to a search time within the day, so it never offers a slot later on the day it starts from
public class Scheduler16Test {
  @Test
  public void slotLaterToday() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.date(2024, 3, 5);
    c.add("Lunch", day + 12 * 60, 60);
    Assert.assertEquals(day + 13 * 60, c.findSlot(day + 11 * 60 + 30, 60));
    Assert.assertEquals(day + 9 * 60, c.findSlot(day, 60));
  }

  @Test
  public void afterHoursGoesToTheNextDay() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.setWorkingHours(8 * 60, 12 * 60);
    long day = DateTimes.date(2024, 3, 5);
    Assert.assertEquals(day + 8 * 60 + 30, c.findSlot(day + 8 * 60 + 30, 30));
    Assert.assertEquals(day + 1440 + 8 * 60, c.findSlot(day + 11 * 60 + 45, 30));
  }
}
