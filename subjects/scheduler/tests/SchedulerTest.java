public class SchedulerTest {
  private static long at(int day, int hour, int minute) throws ScheduleException {
    return DateTimes.of(2024, 3, day, hour, minute);
  }

  @Test
  public void runsOneShotJobsInOrder() throws Exception {
    Scheduler s = new Scheduler(at(4, 8, 0));
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("late", at(4, 10, 0), h);
    s.schedule("early", at(4, 9, 0), h);
    s.scheduleIn("soon", 15, h);
    Assert.assertEquals(at(4, 8, 15), s.nextDue());
    Assert.assertEquals(3, s.runUntil(at(4, 12, 0)));
    Assert.assertEquals(at(4, 12, 0), s.now());
    String[] log = h.log();
    Assert.assertEquals("h@2024-03-04 08:15 soon", log[0]);
    Assert.assertEquals("h@2024-03-04 09:00 early", log[1]);
    Assert.assertEquals("h@2024-03-04 10:00 late", log[2]);
    Assert.assertEquals(3, s.count(JobState.DONE));
    Assert.assertEquals(0, s.pending().length);
  }

  @Test
  public void periodicJobs() throws Exception {
    Scheduler s = new Scheduler(at(4, 0, 0));
    RecordingHandler h = new RecordingHandler("tick");
    Job j = s.scheduleEvery("tick", at(4, 0, 30), 60, h);
    Assert.assertTrue(j.isPeriodic());
    Assert.assertEquals(3, s.runFor(180));
    Assert.assertEquals(3, j.runs());
    Assert.assertEquals(at(4, 3, 30), j.due());
    Job daily = s.scheduleRecurring("daily", at(5, 6, 0), Recurrence.daily().withCount(2), h);
    s.runUntil(at(10, 0, 0));
    Assert.assertEquals(JobState.DONE, daily.state());
    Assert.assertEquals(2, daily.runs());
    Assert.assertEquals(at(5, 6, 0) + 1440, daily.lastRun());
  }

  @Test
  public void retriesThenFails() throws Exception {
    Scheduler s = new Scheduler(at(4, 9, 0));
    RecordingHandler h = new RecordingHandler("flaky").failing(5).retrying(2, 10);
    Job j = s.schedule("upload", at(4, 9, 0), h);
    s.runUntil(at(4, 11, 0));
    Assert.assertEquals(JobState.FAILED, j.state());
    Assert.assertEquals(3, j.failures());
    Assert.assertEquals(2, s.totalRetries());
    Assert.assertEquals(3, h.errors());
    String[] history = s.historyOf("upload");
    Assert.assertEquals("2024-03-04 09:00 schedule #1 upload", history[0]);
    Assert.assertEquals("2024-03-04 09:00 retry #1 upload", history[1]);
    Assert.assertEquals("2024-03-04 09:10 retry #1 upload", history[2]);
    Assert.assertEquals("2024-03-04 09:30 fail #1 upload", history[3]);
  }

  @Test
  public void retrySucceeds() throws Exception {
    Scheduler s = new Scheduler(at(4, 9, 0));
    RecordingHandler h = new RecordingHandler("flaky").failing(1).retrying(3, 5);
    Job j = s.schedule("upload", at(4, 9, 0), h);
    s.runFor(60);
    Assert.assertEquals(JobState.DONE, j.state());
    Assert.assertEquals(1, j.runs());
    Assert.assertEquals(at(4, 9, 5), j.lastRun());
  }

  @Test
  public void weekendRunsAreSkipped() throws Exception {
    Scheduler s = new Scheduler(at(8, 0, 0));
    RecordingHandler h = new RecordingHandler("report").weekdaysOnly();
    Job j = s.scheduleRecurring("report", at(8, 7, 0), Recurrence.daily(), h);
    s.runUntil(at(12, 0, 0));
    Assert.assertEquals(2, j.runs());
    Assert.assertEquals(2, s.totalSkipped());
    Assert.assertEquals(at(12, 7, 0), j.due());
  }

  @Test
  public void pauseAndResumePolicies() throws Exception {
    Scheduler s = new Scheduler(at(4, 0, 0));
    RecordingHandler h = new RecordingHandler("h");
    Job all = s.scheduleEvery("all", at(4, 1, 0), 60, h);
    s.pause(all.id());
    s.runUntil(at(4, 4, 30));
    s.resume(all.id());
    Assert.assertEquals(4, s.runDue());
    s.setMissedRunPolicy(MissedRunPolicy.RUN_ONCE);
    s.pause(all.id());
    s.runUntil(at(4, 8, 30));
    s.resume(all.id());
    Assert.assertEquals(1, s.runDue());
    Assert.assertEquals(at(4, 9, 0), all.due());
    Assert.assertEquals(3, s.totalMissed());
    s.setMissedRunPolicy(MissedRunPolicy.SKIP);
    s.pause(all.id());
    s.runUntil(at(4, 12, 30));
    s.resume(all.id());
    Assert.assertEquals(0, s.runDue());
    Assert.assertEquals(at(4, 13, 0), all.due());
    Assert.assertEquals(7, s.totalMissed());
  }

  @Test
  public void cancelRescheduleAndPriorities() throws Exception {
    Scheduler s = new Scheduler(at(4, 8, 0));
    RecordingHandler h = new RecordingHandler("h");
    Job a = s.schedule("a", at(4, 9, 0), h);
    Job b = s.schedule("b", at(4, 9, 0), h);
    Job c = s.schedule("c", at(4, 10, 0), h);
    s.setPriority(b.id(), Priority.HIGH);
    s.reschedule(c.id(), at(4, 8, 30));
    Assert.assertTrue(s.cancel(a.id()));
    Assert.assertFalse(s.cancel(a.id()));
    Assert.assertEquals(1, h.cancels());
    Assert.assertEquals(2, s.runFor(120));
    Assert.assertEquals("h@2024-03-04 08:30 c", h.log()[1]);
    Assert.assertEquals("h@2024-03-04 09:00 b", h.log()[2]);
    Assert.assertEquals(3, s.purge());
    Assert.assertEquals(0, s.size());
  }

  @Test
  public void upcomingDoesNotRun() throws Exception {
    Scheduler s = new Scheduler(at(4, 0, 0));
    RecordingHandler h = new RecordingHandler("h");
    s.scheduleEvery("poll", at(4, 9, 0), 120, h);
    Job b = s.schedule("backup", at(4, 11, 0), h);
    s.setPriority(b.id(), Priority.CRITICAL);
    String[] next = s.upcoming(at(4, 10, 0), at(4, 14, 0), 10);
    Assert.assertEquals(3, next.length);
    Assert.assertEquals("2024-03-04 11:00 backup", next[0]);
    Assert.assertEquals("2024-03-04 11:00 poll", next[1]);
    Assert.assertEquals("2024-03-04 13:00 poll", next[2]);
    Assert.assertEquals(0, h.calls());
  }

  @Test
  public void errorsOfScheduling() throws Exception {
    Scheduler s = new Scheduler(at(4, 8, 0));
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("x", at(4, 9, 0), h);
    String[] expected = {"x: a job of that name is active", "y: no handler",
        "job name is empty", "z: period must be positive: 0", "#99: no such job"};
    for (int i = 0; i < expected.length; i++) {
      try {
        switch (i) {
          case 0:
            s.schedule("x", at(4, 10, 0), h);
            break;
          case 1:
            s.schedule("y", at(4, 10, 0), null);
            break;
          case 2:
            s.schedule(" ", at(4, 10, 0), h);
            break;
          case 3:
            s.scheduleEvery("z", at(4, 10, 0), 0, h);
            break;
          default:
            s.pause(99);
            break;
        }
        Assert.fail("accepted case " + i);
      } catch (ScheduleException e) {
        Assert.assertEquals(expected[i], e.getMessage());
      }
    }
  }

  @Test(expected = ScheduleException.class)
  public void scheduleInThePast() throws Exception {
    Scheduler s = new Scheduler(at(4, 8, 0));
    s.schedule("old", at(4, 7, 0), new RecordingHandler("h"));
  }

  @Test
  public void summaryAndHistoryLimit() throws Exception {
    Scheduler s = new Scheduler(at(4, 0, 0));
    s.setHistoryLimit(3);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("a", at(4, 1, 0), h);
    s.schedule("b", at(4, 2, 0), h);
    s.runFor(90);
    Assert.assertEquals(3, s.history().length);
    Assert.assertEquals("2024-03-04 01:00 done #1 a", s.history()[2]);
    Assert.assertEquals(
        "2 jobs: 1 scheduled, 0 paused, 1 done, 0 failed, 0 cancelled; 1 runs, 0 failures, "
            + "0 retries, 0 skipped, 0 missed",
        s.summary());
    Assert.assertEquals("Scheduler at 2024-03-04 01:30, queue [#2 b 02:00]", s.toString());
  }
}
