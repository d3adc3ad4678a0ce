// Bug-exposing tests of scheduler-25: upcoming never moves a run in front of the first one listed, so an earlier run of a later-queued job comes second
public class Scheduler25Test {
  @Test
  public void earliestRunFirst() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.scheduleEvery("tick", 0, 60, h);
    s.schedule("once", 30, h);
    String[] up = s.upcoming(10, 100, 10);
    Assert.assertEquals(2, up.length);
    Assert.assertEquals("1970-01-01 00:30 once", up[0]);
    Assert.assertEquals("1970-01-01 01:00 tick", up[1]);
  }

  @Test
  public void upcomingAfterABusyDay() throws Exception {
    Scheduler s = new Scheduler(DateTimes.of(2024, 5, 6, 8, 0));
    day(s);
    s.scheduleIn("ping", 70, new RecordingHandler("p"));
    String[] up = s.upcoming(s.now() + 56, s.now() + 400, 6);
    StringBuilder t = new StringBuilder();
    for (int k = 0; k < up.length; k++) {
      t.append(up[k]).append(';');
    }
    Assert.assertEquals("2024-05-06 22:50 ping;2024-05-06 23:15 poll;2024-05-07 00:00 poll;2024-05-07 00:45 poll;2024-05-07 01:30 poll;2024-05-07 02:15 poll;", t.toString());
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


  @Test
  public void periodicJobsInterleave() throws Exception {
    Scheduler s = new Scheduler(0);
    RecordingHandler h = new RecordingHandler("h");
    s.scheduleEvery("a", 10, 30, h);
    s.scheduleEvery("b", 0, 15, h);
    String[] up = s.upcoming(0, 46, 10);
    Assert.assertEquals("1970-01-01 00:00 b", up[0]);
    Assert.assertEquals(6, up.length);
  }
}
