// Bug-exposing tests of scheduler-19: upcoming lists the lower priority first among runs at the same minute
public class Scheduler19Test {
  @Test
  public void higherPriorityFirstAtTheSameMinute() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("low", 60, h);
    Job high = s.schedule("high", 60, h);
    s.setPriority(high.id(), Priority.HIGH);
    String[] up = s.upcoming(0, 120, 5);
    Assert.assertEquals(2, up.length);
    Assert.assertEquals("1970-01-01 01:00 high", up[0]);
    Assert.assertEquals("1970-01-01 01:00 low", up[1]);
  }

  @Test
  public void criticalBeforeNormalInAPeriodicList() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.scheduleEvery("a", 0, 30, h);
    Job b = s.scheduleEvery("b", 0, 60, h);
    s.setPriority(b.id(), Priority.CRITICAL);
    String[] up = s.upcoming(0, 61, 10);
    Assert.assertEquals("1970-01-01 00:00 b", up[0]);
    Assert.assertEquals("1970-01-01 01:00 b", up[3]);
  }
}
