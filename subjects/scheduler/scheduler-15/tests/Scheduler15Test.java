// Bug-exposing tests of scheduler-15: a retry is counted as another failure instead of a retry (the wrong counter is incremented)
public class Scheduler15Test {
  @Test
  public void retriesAndFailuresApart() throws Exception {
    Scheduler s = new Scheduler(0);
    s.schedule("flaky", 10, new RecordingHandler("h").failing(2).retrying(2, 5));
    s.runFor(60);
    Assert.assertEquals(2, s.totalFailures());
    Assert.assertEquals(2, s.totalRetries());
    Assert.assertEquals(1, s.totalRuns());
  }

  @Test
  public void summaryCountsRetries() throws Exception {
    Scheduler s = new Scheduler(0);
    s.schedule("once", 10, new RecordingHandler("h").failing(1).retrying(1, 5));
    s.runFor(60);
    Assert.assertEquals("1 job: 0 scheduled, 0 paused, 1 done, 0 failed, 0 cancelled; 1 runs, "
        + "1 failures, 1 retries, 0 skipped, 0 missed", s.summary());
  }
}
