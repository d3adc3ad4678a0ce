// Bug-exposing tests of scheduler-8: a cancelled job stays in the timer queue, so running the scheduler later fails with IllegalStateException (CANCELLED -> RUNNING)
public class Scheduler8Test {
  @Test
  public void cancelledJobDoesNotRun() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    Job a = s.schedule("a", 60, h);
    s.schedule("b", 90, h);
    Assert.assertTrue(s.cancel(a.id()));
    Assert.assertEquals(1, s.pending().length);
    Assert.assertEquals(1, s.runFor(120));
    Assert.assertEquals(1, h.calls());
    Assert.assertEquals(JobState.CANCELLED, a.state());
  }

  @Test
  public void cancelledPeriodicJob() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    Job tick = s.scheduleEvery("tick", 0, 10, h);
    s.runFor(25);
    s.cancel(tick.id());
    Assert.assertEquals(DateTimes.NONE, s.nextDue());
    s.runFor(60);
    Assert.assertEquals(3, tick.runs());
  }
}
