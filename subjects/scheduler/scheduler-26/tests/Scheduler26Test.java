// Bug-exposing tests of scheduler-26: describe swaps the singular and the plural of a rule's count (1 times, 3 time)
public class Scheduler26Test {
  @Test
  public void pluralOfCount() {
    Assert.assertEquals("every day, 3 times", Recurrence.daily().withCount(3).describe());
  }

  @Test
  public void singularOfCount() throws Exception {
    Assert.assertEquals("every 2 weeks on MO, 1 time",
        Recurrence.parse("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=1").describe());
  }
}
