// Bug-exposing tests of scheduler-5: runUntil leaves the jobs due exactly at its end time unrun, so runDue never runs anything
public class Scheduler5Test {
  @Test
  public void runDueRunsWhatIsDueNow() throws Exception {
    Scheduler s = new Scheduler(600);
    Job j = s.schedule("now", 600, new RecordingHandler("h"));
    Assert.assertEquals(1, s.runDue());
    Assert.assertEquals(JobState.DONE, j.state());
  }

  @Test
  public void runUntilIncludesItsEnd() throws Exception {
    Scheduler s = new Scheduler(0);
    s.scheduleEvery("tick", 0, 30, new RecordingHandler("h"));
    Assert.assertEquals(5, s.runUntil(120));
    Assert.assertEquals(150, s.nextDue());
  }
}
