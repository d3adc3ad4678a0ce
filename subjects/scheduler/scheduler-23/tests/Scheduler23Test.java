// Bug-exposing tests of scheduler-23: a skipped run of a periodic job moves it from SCHEDULED to SCHEDULED, which throws IllegalStateException
public class Scheduler23Test {
  @Test
  public void skippedWeekendRunStaysScheduled() throws Exception {
    Scheduler s = new Scheduler(DateTimes.of(2024, 3, 8, 0, 0));
    RecordingHandler h = new RecordingHandler("office").weekdaysOnly();
    Job j = s.scheduleRecurring("office", DateTimes.of(2024, 3, 8, 9, 0), Recurrence.daily(), h);
    Assert.assertEquals(2, s.runUntil(DateTimes.of(2024, 3, 11, 12, 0)));
    Assert.assertEquals(2, s.totalSkipped());
    Assert.assertEquals(JobState.SCHEDULED, j.state());
  }

  @Test
  public void skippedRunKeepsTheJobQueued() throws Exception {
    Scheduler s = new Scheduler(DateTimes.of(2024, 3, 9, 0, 0));
    Job j = s.scheduleEvery("poll", DateTimes.of(2024, 3, 9, 1, 0), 600,
        new RecordingHandler("poll").weekdaysOnly());
    s.runFor(12 * 60);
    Assert.assertEquals(DateTimes.of(2024, 3, 9, 21, 0), j.due());
    Assert.assertEquals(1, s.pending().length);
  }
}
