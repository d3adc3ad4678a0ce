// Bug-exposing tests of scheduler-13: a recurring job whose rule started in the past skips the occurrence due at the very minute it is scheduled
public class Scheduler13Test {
  @Test
  public void joinsAtTheOccurrenceDueNow() throws Exception {
    Scheduler s = new Scheduler(300);
    Job j = s.scheduleRecurring("tick", 0, Recurrence.everyMinutes(60), new RecordingHandler("h"));
    Assert.assertEquals(300, j.due());
    Assert.assertEquals(1, s.runDue());
  }

  @Test
  public void dailyRuleFromLastWeek() throws Exception {
    Scheduler s = new Scheduler(2880);
    s.scheduleRecurring("daily", 0, Recurrence.daily(), new RecordingHandler("h"));
    Assert.assertEquals(2880, s.nextDue());
  }
}
