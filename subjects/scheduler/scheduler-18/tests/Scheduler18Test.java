// Bug-exposing tests of scheduler-18: cancelAll cancels the jobs whose names end with the prefix instead of those that start with it
public class Scheduler18Test {
  @Test
  public void cancelsByPrefix() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("report-daily", 10, h);
    s.schedule("report-weekly", 20, h);
    s.schedule("daily-report", 30, h);
    Assert.assertEquals(2, s.cancelAll("report"));
    Assert.assertEquals(1, s.pending().length);
    Assert.assertEquals("daily-report", s.pending()[0].name());
  }

  @Test
  public void suffixIsNotAPrefix() throws Exception {
    Scheduler s = new Scheduler(0);
    s.schedule("backup-db", 10, new RecordingHandler("h"));
    Assert.assertEquals(0, s.cancelAll("db"));
    Assert.assertEquals(1, s.count(JobState.SCHEDULED));
  }
}
