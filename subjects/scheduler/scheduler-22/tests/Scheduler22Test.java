// Bug-exposing tests of scheduler-22: the history keeps one line more than its limit
public class Scheduler22Test {
  @Test
  public void historyKeepsTheLimit() throws Exception {
    Scheduler s = new Scheduler(0);
    s.setHistoryLimit(3);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("a", 10, h);
    s.schedule("b", 20, h);
    s.schedule("c", 30, h);
    s.schedule("d", 40, h);
    Assert.assertEquals(3, s.history().length);
    Assert.assertEquals("1970-01-01 00:00 schedule #2 b", s.history()[0]);
  }

  @Test
  public void historyOfOneLine() throws Exception {
    Scheduler s = new Scheduler(0);
    s.setHistoryLimit(1);
    s.scheduleIn("x", 5, new RecordingHandler("h"));
    s.runFor(10);
    Assert.assertEquals(1, s.history().length);
    Assert.assertEquals("1970-01-01 00:05 done #1 x", s.history()[0]);
  }
}
