// A week of a scheduler's life, written down as a trace: one-shot, periodic and calendar jobs,
// priorities, retries, skipped weekend runs, pausing under the three missed-run policies,
// cancelling, the upcoming runs, the history and the summary.
public class SchedulerScenarioTest {
  static String trace() throws Exception {
    StringBuilder t = new StringBuilder();
    long monday = DateTimes.of(2024, 3, 4, 0, 0);
    Scheduler s = new Scheduler(monday);
    s.setHistoryLimit(30);
    RecordingHandler poll = new RecordingHandler("poll");
    RecordingHandler flaky = new RecordingHandler("flaky").failing(3).retrying(2, 15);
    RecordingHandler office = new RecordingHandler("office").weekdaysOnly();
    Job p = s.scheduleEvery("poll", monday + 30, 180, poll);
    Job upload = s.schedule("upload", monday + 120, flaky);
    Job report = s.scheduleRecurring("report", monday + 8 * 60,
        Recurrence.weekly(Weekday.MONDAY, Weekday.WEDNESDAY, Weekday.SATURDAY).withCount(5), office);
    Job backup = s.scheduleRecurring("backup", monday + 23 * 60, Recurrence.daily(), poll);
    Job once = s.scheduleIn("once", 600, poll);
    s.setPriority(once.id(), Priority.CRITICAL);
    s.reschedule(once.id(), monday + 8 * 60);
    t.append(s).append('\n');
    String[] up = s.upcoming(monday, monday + 12 * 60, 20);
    for (int i = 0; i < up.length; i++) {
      t.append("upcoming ").append(up[i]).append('\n');
    }
    t.append("ran ").append(s.runUntil(monday + 12 * 60)).append('\n');
    t.append(upload).append(" failures ").append(upload.failures()).append('\n');
    t.append(s.summary()).append('\n');
    s.pause(p.id());
    t.append("paused ").append(s.runFor(9 * 60)).append(' ').append(p).append('\n');
    s.resume(p.id());
    t.append("run all ").append(s.runDue()).append(' ').append(p).append('\n');
    s.setMissedRunPolicy(MissedRunPolicy.RUN_ONCE);
    s.pause(p.id());
    s.runFor(10 * 60);
    s.resume(p.id());
    t.append("run once ").append(s.runDue()).append(" missed ").append(s.totalMissed());
    t.append(' ').append(p).append('\n');
    s.setMissedRunPolicy(MissedRunPolicy.SKIP);
    s.pause(p.id());
    s.runUntil(p.due() + 540);
    s.resume(p.id());
    t.append("skip ").append(s.runDue()).append(" missed ").append(s.totalMissed());
    t.append(' ').append(p).append('\n');
    Job halves = s.scheduleRecurring("halves", monday, Recurrence.everyMinutes(30), poll);
    t.append(halves).append('\n');
    s.cancel(halves.id());
    try {
      s.scheduleRecurring("ended", monday, Recurrence.daily().withCount(1), poll);
    } catch (ScheduleException e) {
      t.append(e.getMessage()).append('\n');
    }
    Job retry = s.scheduleIn("retry", 5, new RecordingHandler("r").failing(1).retrying(1, 5));
    t.append("next ").append(s.runNext()).append(" at ").append(s.clock()).append(' ');
    t.append(retry).append('\n');
    t.append("next ").append(s.runNext()).append(" at ").append(s.clock()).append(' ');
    t.append(retry).append('\n');
    try {
      s.schedule("poll", s.now() + 10, poll);
    } catch (ScheduleException e) {
      t.append(e.getMessage()).append('\n');
    }
    try {
      s.resume(upload.id());
    } catch (ScheduleException e) {
      t.append(e.getMessage()).append('\n');
    }
    t.append("ran ").append(s.runUntil(monday + 7 * DateTimes.MINUTES_PER_DAY)).append('\n');
    Job[] jobs = s.jobs();
    for (int i = 0; i < jobs.length; i++) {
      t.append(jobs[i]).append(" runs ").append(jobs[i].runs()).append('\n');
    }
    JobState[] states = JobState.values();
    for (int i = 0; i < states.length; i++) {
      t.append(states[i]).append(' ').append(s.jobs(states[i]).length).append('\n');
    }
    t.append(s.summary()).append('\n');
    String[] history = s.history();
    for (int i = 0; i < history.length; i++) {
      t.append(history[i]).append('\n');
    }
    t.append("report history ").append(s.historyOf("report").length).append('\n');
    t.append("office ").append(office.calls()).append(" poll ").append(poll.calls()).append('\n');
    t.append("cancelled ").append(s.cancelAll("ba")).append(' ').append(backup).append('\n');
    t.append("ran ").append(s.runFor(3 * DateTimes.MINUTES_PER_DAY)).append('\n');
    t.append("purged ").append(s.purge()).append(" left ").append(s.size()).append('\n');
    t.append(s.summary()).append('\n');
    t.append(s).append('\n');
    return t.toString();
  }

  @Test
  public void aWeekOfJobs() throws Exception {
    Assert.assertEquals(EXPECTED, trace());
  }

  private static final String EXPECTED =
      "Scheduler at 2024-03-04 00:00, queue [#1 poll 00:30, #2 upload 02:00, #5 once 08:00, #3 report 08:00, #4 backup 23:00]\n"
      + "upcoming 2024-03-04 00:30 poll\n"
      + "upcoming 2024-03-04 02:00 upload\n"
      + "upcoming 2024-03-04 03:30 poll\n"
      + "upcoming 2024-03-04 06:30 poll\n"
      + "upcoming 2024-03-04 08:00 once\n"
      + "upcoming 2024-03-04 08:00 report\n"
      + "upcoming 2024-03-04 09:30 poll\n"
      + "ran 6\n"
      + "#2 upload FAILED failures 3\n"
      + "5 jobs: 3 scheduled, 0 paused, 1 done, 1 failed, 0 cancelled; 6 runs, 3 failures, 2 retries, 0 skipped, 0 missed\n"
      + "paused 0 #1 poll PAUSED 2024-03-04 12:30 FREQ=MINUTELY;INTERVAL=180\n"
      + "run all 3 #1 poll SCHEDULED 2024-03-04 21:30 FREQ=MINUTELY;INTERVAL=180\n"
      + "run once 1 missed 3 #1 poll SCHEDULED 2024-03-05 09:30 FREQ=MINUTELY;INTERVAL=180\n"
      + "skip 1 missed 6 #1 poll SCHEDULED 2024-03-05 21:30 FREQ=MINUTELY;INTERVAL=180\n"
      + "#6 halves SCHEDULED 2024-03-05 18:30 FREQ=MINUTELY;INTERVAL=30\n"
      + "ended: the rule FREQ=DAILY;COUNT=1 has no occurrence from now\n"
      + "next 0 at 2024-03-05 18:35 #7 retry SCHEDULED 2024-03-05 18:40\n"
      + "next 1 at 2024-03-05 18:40 #7 retry DONE\n"
      + "poll: a job of that name is active\n"
      + "upload: cannot resume a FAILED job\n"
      + "ran 48\n"
      + "#1 poll SCHEDULED 2024-03-11 00:30 FREQ=MINUTELY;INTERVAL=180 runs 50\n"
      + "#2 upload FAILED runs 0\n"
      + "#3 report SCHEDULED 2024-03-11 08:00 FREQ=WEEKLY;BYDAY=MO,WE,SA;COUNT=5 runs 2\n"
      + "#4 backup SCHEDULED 2024-03-11 23:00 FREQ=DAILY runs 7\n"
      + "#5 once DONE runs 1\n"
      + "#6 halves CANCELLED FREQ=MINUTELY;INTERVAL=30 runs 0\n"
      + "#7 retry DONE runs 1\n"
      + "SCHEDULED 3\n"
      + "RUNNING 0\n"
      + "PAUSED 0\n"
      + "DONE 2\n"
      + "CANCELLED 1\n"
      + "FAILED 1\n"
      + "7 jobs: 3 scheduled, 0 paused, 2 done, 1 failed, 1 cancelled; 61 runs, 4 failures, 3 retries, 1 skipped, 6 missed\n"
      + "2024-03-07 21:30 run #1 poll\n"
      + "2024-03-07 23:00 run #4 backup\n"
      + "2024-03-08 00:30 run #1 poll\n"
      + "2024-03-08 03:30 run #1 poll\n"
      + "2024-03-08 06:30 run #1 poll\n"
      + "2024-03-08 09:30 run #1 poll\n"
      + "2024-03-08 12:30 run #1 poll\n"
      + "2024-03-08 15:30 run #1 poll\n"
      + "2024-03-08 18:30 run #1 poll\n"
      + "2024-03-08 21:30 run #1 poll\n"
      + "2024-03-08 23:00 run #4 backup\n"
      + "2024-03-09 00:30 run #1 poll\n"
      + "2024-03-09 03:30 run #1 poll\n"
      + "2024-03-09 06:30 run #1 poll\n"
      + "2024-03-09 08:00 skip #3 report\n"
      + "2024-03-09 09:30 run #1 poll\n"
      + "2024-03-09 12:30 run #1 poll\n"
      + "2024-03-09 15:30 run #1 poll\n"
      + "2024-03-09 18:30 run #1 poll\n"
      + "2024-03-09 21:30 run #1 poll\n"
      + "2024-03-09 23:00 run #4 backup\n"
      + "2024-03-10 00:30 run #1 poll\n"
      + "2024-03-10 03:30 run #1 poll\n"
      + "2024-03-10 06:30 run #1 poll\n"
      + "2024-03-10 09:30 run #1 poll\n"
      + "2024-03-10 12:30 run #1 poll\n"
      + "2024-03-10 15:30 run #1 poll\n"
      + "2024-03-10 18:30 run #1 poll\n"
      + "2024-03-10 21:30 run #1 poll\n"
      + "2024-03-10 23:00 run #4 backup\n"
      + "report history 1\n"
      + "office 2 poll 58\n"
      + "cancelled 1 #4 backup CANCELLED FREQ=DAILY\n"
      + "ran 26\n"
      + "purged 6 left 1\n"
      + "1 job: 1 scheduled, 0 paused, 0 done, 0 failed, 0 cancelled; 87 runs, 4 failures, 3 retries, 1 skipped, 6 missed\n"
      + "Scheduler at 2024-03-14 00:00, queue [#1 poll 00:30]\n";
}
