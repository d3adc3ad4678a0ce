// Bug-exposing tests of scheduler-21: reschedule changes a queued job's due time without restoring the timer queue\'s order, so jobs run out of order
public class Scheduler21Test {
  @Test
  public void rescheduledEarlierRunsFirst() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.schedule("a", 10, h);
    Job b = s.schedule("b", 50, h);
    s.reschedule(b.id(), 5);
    Assert.assertEquals(5, s.nextDue());
    Assert.assertEquals("b", s.pending()[0].name());
  }

  @Test
  public void rescheduledLaterRunsLast() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    Job a = s.schedule("a", 10, h);
    s.schedule("b", 20, h);
    s.schedule("c", 30, h);
    s.reschedule(a.id(), 40);
    s.runUntil(25);
    Assert.assertEquals(JobState.SCHEDULED, a.state());
    Assert.assertEquals(1, s.count(JobState.DONE));
  }

  @Test
  public void aDayOfReschedules() throws Exception {
    Assert.assertEquals("2024-05-06 08:40 mail\n2024-05-06 09:30 once\n2024-05-06 10:10 poll\n2024-05-06 10:30 poll\n2024-05-06 11:15 poll\n2024-05-06 11:20 report\n2 4 jobs: 2 scheduled, 0 paused, 2 done, 0 failed, 0 cancelled; 2 runs, 1 failures, 1 retries, 0 skipped, 0 missed\n16 4 jobs: 2 scheduled, 0 paused, 2 done, 0 failed, 0 cancelled; 19 runs, 1 failures, 1 retries, 0 skipped, 0 missed\n2024-05-06 08:00 schedule #1 poll\n2024-05-06 08:00 schedule #2 mail\n2024-05-06 08:00 schedule #3 report\n2024-05-06 08:00 schedule #4 once\n2024-05-06 08:00 reschedule #4 once\n2024-05-06 08:00 reschedule #2 mail\n2024-05-06 08:00 reschedule #3 report\n2024-05-06 08:00 reschedule #1 poll\n2024-05-06 08:40 retry #2 mail\n2024-05-06 09:00 run #2 mail\n2024-05-06 09:00 done #2 mail\n2024-05-06 09:30 run #4 once\n2024-05-06 09:30 done #4 once\n2024-05-06 10:00 pause #1 poll\n2024-05-06 11:20 run #3 report\n2024-05-06 11:40 resume #1 poll\n2024-05-06 11:40 run #1 poll\n2024-05-06 11:40 run #1 poll\n2024-05-06 11:40 run #1 poll\n2024-05-06 12:00 run #1 poll\n2024-05-06 12:45 run #1 poll\n2024-05-06 13:30 run #1 poll\n2024-05-06 14:15 run #1 poll\n2024-05-06 15:00 run #1 poll\n2024-05-06 15:45 run #1 poll\n2024-05-06 16:30 run #1 poll\n2024-05-06 17:15 run #1 poll\n2024-05-06 18:00 run #1 poll\n2024-05-06 18:45 run #1 poll\n2024-05-06 19:30 run #1 poll\n2024-05-06 20:15 run #1 poll\n2024-05-06 21:00 run #1 poll\n", day(new Scheduler(DateTimes.of(2024, 5, 6, 8, 0))));
  }

  /** A busy day: periodic and one-shot jobs, a retry, a pause, the history and summary. */
  static String day(Scheduler s) throws Exception {
    RecordingHandler h = new RecordingHandler("h");
    Job poll = s.scheduleEvery("poll", s.now() + 15, 45, h);
    Job mail = s.schedule("mail", s.now() + 100, new RecordingHandler("m").failing(1).retrying(1, 20));
    Job rep = s.scheduleRecurring("report", s.now() + 60, Recurrence.daily().withCount(2), h);
    Job once = s.scheduleIn("once", 300, h);
    s.setPriority(once.id(), Priority.HIGH);
    s.reschedule(once.id(), s.now() + 90);
    s.reschedule(mail.id(), s.now() + 40);
    s.reschedule(rep.id(), s.now() + 200);
    s.reschedule(poll.id(), s.now() + 130);
    StringBuilder t = new StringBuilder();
    String[] up = s.upcoming(s.now(), s.now() + 240, 8);
    for (int i = 0; i < up.length; i++) {
      t.append(up[i]).append('\n');
    }
    t.append(s.runFor(120)).append(' ').append(s.summary()).append('\n');
    s.pause(poll.id());
    s.runFor(100);
    s.resume(poll.id());
    t.append(s.runFor(600)).append(' ').append(s.summary()).append('\n');
    String[] hist = s.history();
    for (int i = 0; i < hist.length; i++) {
      t.append(hist[i]).append('\n');
    }
    return t.toString();
  }
}
