public class EventCalendarTest {
  private static long at(int day, int hour, int minute) throws ScheduleException {
    return DateTimes.of(2024, 3, day, hour, minute);
  }

  private static EventCalendar week() throws ScheduleException {
    EventCalendar c = new EventCalendar("work");
    c.addRecurring("Standup", at(4, 9, 0), 15, Recurrence.weekly(Weekday.MONDAY, Weekday.TUESDAY,
        Weekday.WEDNESDAY, Weekday.THURSDAY, Weekday.FRIDAY)).tag("team");
    c.add("Review", at(5, 10, 0), 60).setPriority(Priority.HIGH).setLocation("Room 1");
    c.add("Lunch", at(5, 12, 0), 60).tag("personal");
    c.add("Design", at(5, 10, 30), 90).tag("team");
    c.addRecurring("Gym", at(4, 18, 0), 60, new Recurrence(Frequency.DAILY, 2)).tag("Personal");
    return c;
  }

  @Test
  public void occurrencesInOrder() throws Exception {
    EventCalendar c = week();
    EventCalendar.Occurrence[] day = c.on(at(5, 15, 0));
    Assert.assertEquals(4, day.length);
    Assert.assertEquals("09:00-09:15 Standup", day[0].toString());
    Assert.assertEquals("10:00-11:00 Review [HIGH] @Room 1", day[1].toString());
    Assert.assertEquals("10:30-12:00 Design", day[2].toString());
    Assert.assertEquals("12:00-13:00 Lunch", day[3].toString());
    Assert.assertEquals(2, c.on(at(8, 0, 0)).length);
    Assert.assertEquals(9, c.between(at(4, 0, 0), at(8, 0, 0)).length);
  }

  @Test
  public void conflictsAndBusyTime() throws Exception {
    EventCalendar c = week();
    EventCalendar.Conflict[] conflicts = c.conflicts(at(4, 0, 0), at(11, 0, 0));
    Assert.assertEquals(1, conflicts.length);
    Assert.assertEquals("Review / Design at 2024-03-05 10:30 (30m)", conflicts[0].toString());
    Assert.assertEquals(15 + 120 + 60, c.busyMinutes(at(5, 0, 0), at(5, 17, 0)));
    Assert.assertTrue(c.isFree(at(5, 9, 15), at(5, 10, 0)));
    Assert.assertFalse(c.isFree(at(5, 11, 59), at(5, 12, 1)));
  }

  @Test
  public void freeSlotsAndFindSlot() throws Exception {
    EventCalendar c = week();
    EventCalendar.Slot[] free = c.freeSlots(at(5, 9, 0), at(5, 17, 0), 30);
    Assert.assertEquals(2, free.length);
    Assert.assertEquals("2024-03-05 09:15-10:00 (45m)", free[0].toString());
    Assert.assertEquals("2024-03-05 13:00-17:00 (4h)", free[1].toString());
    Assert.assertEquals(at(5, 13, 0), c.findSlot(at(5, 9, 10), 60));
    Assert.assertEquals(at(11, 9, 15), c.findSlot(at(8, 17, 0), 30));
    c.setWorkingHours(8 * 60, 9 * 60);
    Assert.assertEquals(at(6, 8, 0), c.findSlot(at(5, 8, 30), 45));
  }

  @Test
  public void agendaByDay() throws Exception {
    EventCalendar c = week();
    String expected = "Tue 5 Mar\n"
        + "  09:00-09:15 Standup\n"
        + "  10:00-11:00 Review [HIGH] @Room 1\n"
        + "  10:30-12:00 Design\n"
        + "  12:00-13:00 Lunch\n"
        + "Wed 6 Mar\n"
        + "  09:00-09:15 Standup\n"
        + "  18:00-19:00 Gym\n";
    Assert.assertEquals(expected, c.agenda(at(5, 0, 0), at(7, 0, 0)));
    Assert.assertEquals("Sun 10 Mar\n  18:00-19:00 Gym\nMon 11 Mar\n  09:00-09:15 Standup\n",
        c.agenda(at(10, 0, 0), at(11, 12, 0)));
    Assert.assertEquals("Sat 9 Mar\n  -\n", c.agenda(at(9, 0, 0), at(9, 12, 0)));
  }

  @Test
  public void editing() throws Exception {
    EventCalendar c = week();
    Assert.assertEquals(5, c.size());
    Assert.assertEquals(2, c.withTag("TEAM").length);
    Assert.assertEquals(2, c.withTag("personal").length);
    Assert.assertEquals("Design", c.search("sig")[0].title());
    Assert.assertEquals(1, c.countByPriority(Priority.HIGH));
    Event review = c.search("review")[0];
    c.move(review.id(), at(5, 14, 0));
    Assert.assertEquals(0, c.conflicts(at(5, 0, 0), at(6, 0, 0)).length);
    Assert.assertTrue(c.remove(review.id()));
    Assert.assertFalse(c.remove(review.id()));
    Assert.assertNull(c.get(review.id()));
    Event e = c.add("Retro", at(8, 15, 0), 45);
    Assert.assertEquals(6, e.id());
    Assert.assertEquals("work (5 events)", c.toString());
  }

  @Test
  public void cancelOneOccurrence() throws Exception {
    EventCalendar c = week();
    c.cancelOccurrence(1, at(6, 9, 0));
    Assert.assertEquals(1, c.on(at(6, 0, 0)).length);
    EventCalendar.Occurrence next = c.next(at(5, 9, 0));
    Assert.assertEquals("10:00-11:00 Review [HIGH] @Room 1", next.toString());
    Assert.assertEquals(at(7, 9, 0), c.next(at(6, 18, 0)).start());
    try {
      c.cancelOccurrence(1, at(6, 10, 0));
      Assert.fail("accepted");
    } catch (ScheduleException e) {
      Assert.assertEquals("Standup: no occurrence at 2024-03-06 10:00", e.getMessage());
    }
  }

  @Test
  public void remindersBecomeJobs() throws Exception {
    EventCalendar c = week();
    Scheduler s = new Scheduler(at(5, 9, 30));
    RecordingHandler h = new RecordingHandler("remind");
    Assert.assertEquals(4, c.scheduleReminders(s, h, at(5, 0, 0), at(6, 12, 0), 10));
    Assert.assertEquals(3, s.runUntil(at(5, 12, 0)));
    Assert.assertEquals("remind@2024-03-05 11:50 remind Lunch 2024-03-05 12:00", h.lastLog());
  }

  @Test(expected = ScheduleException.class)
  public void duplicateIds() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.add(new Event(3, "a", 0, 10));
    c.add(new Event(3, "b", 0, 10));
  }

  @Test
  public void eventsSpanningMidnight() throws Exception {
    EventCalendar c = new EventCalendar("night");
    c.add("Deploy", at(4, 23, 0), 120);
    Assert.assertEquals("23:00-01:00 +1d Deploy", c.on(at(5, 0, 0))[0].toString());
    Assert.assertEquals(60, c.busyMinutes(at(5, 0, 0), at(6, 0, 0)));
  }
}
