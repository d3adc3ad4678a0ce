// Bug-exposing tests of scheduler-17: runNext runs until the earlier of now and the next due time, so it never reaches a job due later
public class Scheduler17Test {
  @Test
  public void runNextMovesToTheNextDueTime() throws Exception {
    Scheduler s = new Scheduler(100);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("later", 130, h);
    Assert.assertEquals(1, s.runNext());
    Assert.assertEquals(130, s.now());
    Assert.assertEquals(1, h.calls());
  }

  @Test
  public void runNextTwiceRunsTwoJobs() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("one", 10, h);
    s.schedule("two", 20, h);
    s.runNext();
    s.runNext();
    Assert.assertEquals(0, s.runNext());
    Assert.assertEquals(2, s.count(JobState.DONE));
  }
}
