// Bug-exposing tests of scheduler-38: a meeting inside a longer one cuts the merged busy interval short, so busy time is too small and free slots appear inside meetings
public class Scheduler38Test {
  @Test
  public void nestedMeetingKeepsTheOuterBusy() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("Workshop", day + 9 * 60, 180);
    c.add("Call", day + 10 * 60, 30);
    Assert.assertEquals(180, c.busyMinutes(day, day + 1440));
    Assert.assertEquals(2, c.freeSlots(day + 8 * 60, day + 13 * 60, 30).length);
  }

  @Test
  public void findSlotAfterANestedMeeting() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long day = DateTimes.of(2024, 3, 4, 0, 0);
    c.add("Workshop", day + 9 * 60, 240);
    c.add("Sync", day + 9 * 60 + 30, 15);
    Assert.assertEquals(day + 13 * 60, c.findSlot(day, 60));
  }
}
