// Bug-exposing tests of scheduler-9: a rule with COUNT=n yields n + 1 occurrences (the cursor's count check is off by one)
public class Scheduler9Test {
  @Test
  public void countIsExact() throws Exception {
    long start = DateTimes.of(2024, 3, 4, 9, 0);
    Recurrence r = Recurrence.daily().withCount(3);
    Assert.assertEquals(3, r.occurrences(start, start, Recurrence.FOREVER, 10).length);
    Assert.assertEquals(DateTimes.of(2024, 3, 6, 9, 0), r.last(start));
  }

  @Test
  public void countedJobRunsCountTimes() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    Job j = s.scheduleRecurring("twice", 60, new Recurrence(Frequency.HOURLY, 1).withCount(2), h);
    s.runFor(600);
    Assert.assertEquals(2, j.runs());
    Assert.assertEquals(JobState.DONE, j.state());
  }
}
