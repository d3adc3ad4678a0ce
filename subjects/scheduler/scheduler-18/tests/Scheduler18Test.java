// Bug-exposing tests of scheduler-18: upcoming asks a one-shot job for its next run by its (null) recurrence rule and throws NullPointerException
public class Scheduler18Test {
  @Test
  public void oneShotJobsAreListedOnce() throws Exception {
    Scheduler s = new Scheduler(0);
    s.schedule("once", 30, new RecordingHandler("h"));
    String[] up = s.upcoming(0, 600, 10);
    Assert.assertEquals(1, up.length);
    Assert.assertEquals("1970-01-01 00:30 once", up[0]);
  }

  @Test
  public void mixedJobs() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.scheduleEvery("tick", 0, 20, h);
    s.schedule("once", 30, h);
    String[] up = s.upcoming(0, 60, 10);
    Assert.assertEquals(4, up.length);
    Assert.assertEquals("1970-01-01 00:30 once", up[2]);
  }
}
