// Bug-exposing tests of scheduler-1: a failed run that should be retried is never queued again, so the job stays SCHEDULED and never runs
public class Scheduler1Test {
  @Test
  public void failedRunIsRetried() throws Exception {
    Scheduler s = new Scheduler(DateTimes.of(2024, 3, 4, 9, 0));
    RecordingHandler h = new RecordingHandler("sync").failing(1).retrying(2, 10);
    Job j = s.scheduleIn("sync", 0, h);
    s.runFor(60);
    Assert.assertEquals(JobState.DONE, j.state());
    Assert.assertEquals(2, h.calls());
    Assert.assertEquals(DateTimes.of(2024, 3, 4, 9, 10), j.lastRun());
  }

  @Test
  public void retriedJobIsPending() throws Exception {
    Scheduler s = new Scheduler(0);
    s.schedule("mail", 30, new RecordingHandler("mail").failing(1).retrying(1, 5));
    s.runFor(30);
    Assert.assertEquals(1, s.pending().length);
    Assert.assertEquals(35, s.nextDue());
  }
}
