// A fortnight of a team calendar, written down as a trace: recurring and one-off events, the
// agenda, conflicts (back-to-back meetings are not conflicts), busy time with nested meetings,
// free slots, finding a slot, cancelled occurrences, edits and reminders.
public class CalendarScenarioTest {
  static String trace() throws Exception {
    StringBuilder t = new StringBuilder();
    long monday = DateTimes.of(2024, 3, 4, 0, 0);
    EventCalendar c = new EventCalendar("team");
    Event standup = c.addRecurring("Standup", monday + 9 * 60, 15,
        Recurrence.weekly(Weekday.MONDAY, Weekday.TUESDAY, Weekday.WEDNESDAY, Weekday.THURSDAY,
            Weekday.FRIDAY)).tag("team");
    Event planning = c.addRecurring("Planning", monday + 10 * 60, 120,
        new Recurrence(Frequency.WEEKLY, 2).withCount(2)).setPriority(Priority.HIGH);
    c.add("Review", monday + 12 * 60, 30).setLocation("Room 2");
    Event review = c.get(3);
    c.addAfter(review.id(), "Retro", 45).tag("team");
    c.add("Call", monday + 10 * 60 + 30, 30).setPriority(Priority.LOW);
    c.add("Offsite", monday + DateTimes.MINUTES_PER_DAY + 13 * 60, 300).setLocation("Park");
    c.add("Interview", monday + DateTimes.MINUTES_PER_DAY + 14 * 60, 60);
    c.addRecurring("Oncall", monday + 2 * DateTimes.MINUTES_PER_DAY + 22 * 60, 240,
        Recurrence.weekly(Weekday.WEDNESDAY).withCount(2));
    t.append(c).append('\n');
    t.append(c.agenda(monday, monday + 4 * DateTimes.MINUTES_PER_DAY));
    long[] days = {monday, monday + 1440, monday + 2 * 1440, monday + 7 * 1440, monday + 9 * 1440};
    for (int i = 0; i < days.length; i++) {
      long day = days[i] + 11 * 60;
      EventCalendar.Occurrence[] on = c.on(day);
      t.append(DateTimes.formatDay(day)).append(": ").append(on.length).append(" events, busy ");
      t.append(DateTimes.formatDuration(c.busyMinutes(days[i], days[i] + 1440)));
      t.append(", working hours busy ");
      t.append(DateTimes.formatDuration(c.busyMinutes(days[i] + 9 * 60, days[i] + 17 * 60)));
      t.append('\n');
    }
    EventCalendar.Conflict[] conflicts = c.conflicts(monday, monday + 14 * DateTimes.MINUTES_PER_DAY);
    for (int i = 0; i < conflicts.length; i++) {
      t.append("conflict ").append(conflicts[i]).append('\n');
    }
    EventCalendar.Slot[] free = c.freeSlots(monday + 9 * 60, monday + 17 * 60, 15);
    for (int i = 0; i < free.length; i++) {
      t.append("free ").append(free[i]).append('\n');
    }
    t.append("45m slots ").append(c.freeSlots(monday + 9 * 60, monday + 17 * 60, 45).length);
    t.append('\n');
    free = c.freeSlots(monday + DateTimes.MINUTES_PER_DAY, monday + 2 * DateTimes.MINUTES_PER_DAY, 60);
    for (int i = 0; i < free.length; i++) {
      t.append("free ").append(free[i]).append('\n');
    }
    long[] asks = {monday + 9 * 60, monday + 11 * 60 + 40, monday + DateTimes.MINUTES_PER_DAY + 12 * 60,
        monday + 4 * DateTimes.MINUTES_PER_DAY + 16 * 60, monday + 5 * DateTimes.MINUTES_PER_DAY};
    long[] lengths = {30, 60, 90, 60, 120};
    for (int i = 0; i < asks.length; i++) {
      t.append("slot ").append(DateTimes.formatDuration(lengths[i])).append(" after ");
      t.append(DateTimes.format(asks[i])).append(": ");
      t.append(DateTimes.format(c.findSlot(asks[i], lengths[i]))).append('\n');
    }
    EventCalendar.Occurrence next = c.next(monday + 10 * 60);
    t.append("next ").append(DateTimes.format(next.start())).append(' ').append(next).append('\n');
    c.cancelOccurrence(standup.id(), monday + 2 * DateTimes.MINUTES_PER_DAY + 9 * 60);
    c.move(planning.id(), monday + 14 * 60);
    t.append("after edits ").append(c.on(monday + 2 * DateTimes.MINUTES_PER_DAY).length);
    t.append(' ').append(c.conflicts(monday, monday + 1440).length).append('\n');
    try {
      c.cancelOccurrence(planning.id(), monday + 9 * 60);
    } catch (ScheduleException e) {
      t.append(e.getMessage()).append('\n');
    }
    t.append("team ").append(c.withTag("team").length).append(", high ");
    t.append(c.countByPriority(Priority.HIGH)).append(", search ").append(c.search("RE").length);
    t.append('\n');
    Scheduler s = new Scheduler(monday + 8 * 60);
    RecordingHandler h = new RecordingHandler("remind");
    t.append("reminders ").append(c.scheduleReminders(s, h, monday, monday + 2 * 1440, 15));
    t.append(", ran ").append(s.runUntil(monday + 2 * 1440)).append(", last ").append(h.lastLog());
    t.append('\n');
    t.append(c.remove(standup.id())).append(' ').append(c.remove(standup.id())).append(' ');
    t.append(c.size()).append('\n');
    t.append(c.agenda(monday + 7 * DateTimes.MINUTES_PER_DAY, monday + 10 * DateTimes.MINUTES_PER_DAY));
    EventCalendar copy = EventCalendar.of("copy", c.events());
    t.append(copy).append(' ').append(copy.busyMinutes(monday, monday + 7 * 1440)).append('\n');
    return t.toString();
  }

  @Test
  public void aFortnightOfMeetings() throws Exception {
    Assert.assertEquals(EXPECTED, trace());
  }

  private static final String EXPECTED =
      "team (8 events)\n"
      + "Mon 4 Mar\n"
      + "  09:00-09:15 Standup\n"
      + "  10:00-12:00 Planning [HIGH]\n"
      + "  10:30-11:00 Call [LOW]\n"
      + "  12:00-12:30 Review @Room 2\n"
      + "  12:30-13:15 Retro\n"
      + "Tue 5 Mar\n"
      + "  09:00-09:15 Standup\n"
      + "  13:00-18:00 Offsite @Park\n"
      + "  14:00-15:00 Interview\n"
      + "Wed 6 Mar\n"
      + "  09:00-09:15 Standup\n"
      + "  22:00-02:00 +1d Oncall\n"
      + "Thu 7 Mar\n"
      + "  09:00-09:15 Standup\n"
      + "Mon 4 Mar: 5 events, busy 3h 30m, working hours busy 3h 30m\n"
      + "Tue 5 Mar: 3 events, busy 5h 15m, working hours busy 4h 15m\n"
      + "Wed 6 Mar: 2 events, busy 2h 15m, working hours busy 15m\n"
      + "Mon 11 Mar: 1 events, busy 15m, working hours busy 15m\n"
      + "Wed 13 Mar: 2 events, busy 2h 15m, working hours busy 15m\n"
      + "conflict Planning / Call at 2024-03-04 10:30 (30m)\n"
      + "conflict Offsite / Interview at 2024-03-05 14:00 (1h)\n"
      + "free 2024-03-04 09:15-10:00 (45m)\n"
      + "free 2024-03-04 13:15-17:00 (3h 45m)\n"
      + "45m slots 2\n"
      + "free 2024-03-05 00:00-09:00 (9h)\n"
      + "free 2024-03-05 09:15-13:00 (3h 45m)\n"
      + "free 2024-03-05 18:00-00:00 (6h)\n"
      + "slot 30m after 2024-03-04 09:00: 2024-03-04 09:15\n"
      + "slot 1h after 2024-03-04 11:40: 2024-03-04 13:15\n"
      + "slot 1h 30m after 2024-03-05 12:00: 2024-03-06 09:15\n"
      + "slot 1h after 2024-03-08 16:00: 2024-03-08 16:00\n"
      + "slot 2h after 2024-03-09 00:00: 2024-03-11 09:15\n"
      + "next 2024-03-04 10:30 10:30-11:00 Call [LOW]\n"
      + "after edits 1 0\n"
      + "Planning: no occurrence at 2024-03-04 09:00\n"
      + "team 2, high 1, search 2\n"
      + "reminders 8, ran 8, last remind@2024-03-05 13:45 remind Interview 2024-03-05 14:00\n"
      + "true false 7\n"
      + "Mon 11 Mar\n"
      + "  -\n"
      + "Tue 12 Mar\n"
      + "  -\n"
      + "Wed 13 Mar\n"
      + "  22:00-02:00 +1d Oncall\n"
      + "copy (7 events) 765\n";
}
