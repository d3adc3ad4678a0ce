// Bug-exposing tests of scheduler-6: Recurrence.parse reads one character past the end of the rule (a missing bound check), so every rule fails with StringIndexOutOfBoundsException
public class Scheduler6Test {
  @Test
  public void parsesARule() throws Exception {
    Recurrence r = Recurrence.parse("FREQ=WEEKLY;BYDAY=MO,FR;COUNT=4");
    Assert.assertEquals(Frequency.WEEKLY, r.frequency());
    Assert.assertEquals(4, r.count());
    Assert.assertEquals(2, r.days().length);
  }

  @Test(expected = ScheduleException.class)
  public void badCount() throws Exception {
    Recurrence.parse("FREQ=DAILY;COUNT=x");
  }
}
