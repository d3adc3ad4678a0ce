// Bug-exposing tests of scheduler-7: a free slot exactly as long as the length asked for is not offered (the length check of freeSlots is strict)
public class Scheduler7Test {
  @Test
  public void slotOfExactlyTheLength() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.add("Workshop", 540, 180);
    EventCalendar.Slot[] free = c.freeSlots(480, 780, 60);
    Assert.assertEquals(2, free.length);
    Assert.assertEquals(480, free[0].start());
    Assert.assertEquals(720, free[1].start());
  }

  @Test
  public void wholeWorkingDay() throws Exception {
    EventCalendar c = new EventCalendar("c");
    Assert.assertEquals(540, c.findSlot(0, 480));
  }
}
