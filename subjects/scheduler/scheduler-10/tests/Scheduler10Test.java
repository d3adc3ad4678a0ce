// Bug-exposing tests of scheduler-10: a failed one-shot job is never retried: the retry condition also requires a periodic job
public class Scheduler10Test {
  @Test
  public void oneShotJobIsRetried() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h").failing(2).retrying(3, 10);
    Job j = s.schedule("deploy", 30, h);
    s.runFor(120);
    Assert.assertEquals(JobState.DONE, j.state());
    Assert.assertEquals(2, j.failures());
    Assert.assertEquals(60, j.lastRun());
  }

  @Test
  public void retriesAreCounted() throws Exception {
    Scheduler s = new Scheduler(0);
    s.scheduleIn("a", 5, new RecordingHandler("h").failing(5).retrying(2, 1));
    s.runFor(60);
    Assert.assertEquals(2, s.totalRetries());
    Assert.assertEquals(1, s.count(JobState.FAILED));
  }
}
