// Bug-exposing tests of scheduler-26: resume applies the missed-run policy to jobs that are not yet due instead of to those that missed runs
public class Scheduler26Test {
  @Test
  public void skipPolicyAppliesToMissedRuns() throws Exception {
    Scheduler s = new Scheduler(0);
    s.setMissedRunPolicy(MissedRunPolicy.SKIP);
    Job j = s.scheduleEvery("tick", 10, 10, new RecordingHandler("tick"));
    s.pause(j.id());
    s.runUntil(35);
    s.resume(j.id());
    Assert.assertEquals(40, j.due());
    Assert.assertEquals(3, s.totalMissed());
  }

  @Test
  public void notYetDueJobKeepsItsTime() throws Exception {
    Scheduler s = new Scheduler(0);
    s.setMissedRunPolicy(MissedRunPolicy.RUN_ONCE);
    Job j = s.schedule("later", 50, new RecordingHandler("h"));
    s.pause(j.id());
    s.runFor(10);
    s.resume(j.id());
    Assert.assertEquals(50, j.due());
    Assert.assertEquals(0, s.runDue());
  }
}
