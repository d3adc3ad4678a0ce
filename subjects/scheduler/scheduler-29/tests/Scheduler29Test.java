// Bug-exposing tests of scheduler-29: isOccurrence asks for the occurrence after the time itself, so no time is an occurrence and no occurrence can be cancelled
public class Scheduler29Test {
  @Test
  public void startIsAnOccurrence() throws Exception {
    long start = DateTimes.of(2024, 3, 4, 9, 0);
    Assert.assertTrue(Recurrence.daily().isOccurrence(start, start + 1440));
    Assert.assertFalse(Recurrence.daily().isOccurrence(start, start + 60));
  }

  @Test
  public void cancelAnOccurrence() throws Exception {
    EventCalendar c = new EventCalendar("c");
    long start = DateTimes.of(2024, 3, 4, 9, 0);
    Event e = c.addRecurring("Standup", start, 15, Recurrence.daily());
    c.cancelOccurrence(e.id(), start + 1440);
    Assert.assertEquals(2, c.between(start, start + 3 * 1440).length);
  }
}
