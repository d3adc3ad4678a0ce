// Bug-exposing tests of scheduler-17: resuming under RUN_ONCE counts two more missed runs than it should (missed + 1 instead of missed - 1)
public class Scheduler17Test {
  @Test
  public void runOnceCountsTheRunsItDrops() throws Exception {
    Scheduler s = new Scheduler(0);
    s.setMissedRunPolicy(MissedRunPolicy.RUN_ONCE);
    Job j = s.scheduleEvery("tick", 10, 10, new RecordingHandler("tick"));
    s.pause(j.id());
    s.runUntil(45);
    s.resume(j.id());
    Assert.assertEquals(3, s.totalMissed());
    Assert.assertEquals(1, s.runDue());
  }

  @Test
  public void runOnceOfOneMissedRunMissesNothing() throws Exception {
    Scheduler s = new Scheduler(0);
    s.setMissedRunPolicy(MissedRunPolicy.RUN_ONCE);
    Job j = s.schedule("mail", 5, new RecordingHandler("mail"));
    s.pause(j.id());
    s.runFor(20);
    s.resume(j.id());
    Assert.assertEquals(0, s.totalMissed());
    Assert.assertEquals("1 job: 1 scheduled, 0 paused, 0 done, 0 failed, 0 cancelled; 0 runs, 0 failures, 0 retries, 0 skipped, 0 missed", s.summary());
  }
}
