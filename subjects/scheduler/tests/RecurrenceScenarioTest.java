// Recurrence rules of every frequency, written down as a trace: their text and description, the
// first occurrences from two starts, counts, ends, exclusions, the cursor, and finally the text
// read back.
public class RecurrenceScenarioTest {
  static String trace() throws Exception {
    StringBuilder t = new StringBuilder();
    Recurrence[] rules = {
      Recurrence.everyMinutes(45).withCount(4),
      new Recurrence(Frequency.HOURLY, 3).until(DateTimes.of(2024, 3, 5, 0, 0)),
      new Recurrence(Frequency.HOURLY, 1).withCount(2),
      Recurrence.daily().withCount(3),
      new Recurrence(Frequency.DAILY, 2).until(DateTimes.of(2024, 3, 12, 9, 0)),
      Recurrence.weekly(Weekday.TUESDAY, Weekday.THURSDAY).withCount(5),
      new Recurrence(Frequency.WEEKLY, 2).onDays(Weekday.MONDAY, Weekday.FRIDAY).withCount(4),
      Recurrence.weekly().withCount(3),
      Recurrence.monthly().withCount(4),
      new Recurrence(Frequency.MONTHLY, 3).withCount(3),
      new Recurrence(Frequency.YEARLY, 1).withCount(3),
    };
    long[] starts = {DateTimes.of(2024, 3, 5, 9, 0), DateTimes.of(2024, 1, 31, 18, 30)};
    for (int r = 0; r < rules.length; r++) {
      Recurrence rule = rules[r];
      t.append(rule).append(" | ").append(rule.describe()).append('\n');
      for (int s = 0; s < starts.length; s++) {
        long start = starts[s];
        long[] first = rule.occurrences(start, start, Recurrence.FOREVER, 6);
        t.append("  from ").append(DateTimes.format(start)).append(':');
        for (int i = 0; i < first.length; i++) {
          t.append(' ').append(DateTimes.format(first[i]));
        }
        t.append('\n');
        long last = rule.last(start);
        t.append("  last ").append(last == DateTimes.NONE ? "none" : DateTimes.format(last));
        t.append(" count ").append(rule.countBetween(start, start, start + 100 * 1440));
        long after = start + 1440;
        long next = rule.next(start, after);
        t.append(" next ").append(next == DateTimes.NONE ? "none" : DateTimes.format(next));
        t.append(" occurs ").append(rule.isOccurrence(start, start + 1440)).append('\n');
      }
    }
    long start = DateTimes.of(2024, 3, 4, 7, 0);
    Recurrence r = Recurrence.weekly(Weekday.MONDAY, Weekday.WEDNESDAY).withCount(6);
    r.exclude(DateTimes.of(2024, 3, 6, 7, 0)).exclude(DateTimes.of(2024, 3, 11, 7, 0));
    Recurrence.Cursor c = r.cursor(start);
    while (c.hasNext()) {
      t.append(DateTimes.format(c.next())).append(", ");
    }
    t.append("produced ").append(c.produced()).append('\n');
    t.append(r.days().length).append(' ').append(r.isBounded()).append(' ');
    t.append(r.periodMinutes()).append(' ').append(r.equals(Recurrence.weekly())).append('\n');
    String[] texts = {"FREQ=DAILY", "freq=hourly;interval=6;count=4", "FREQ=WEEKLY;BYDAY=SA,SU",
        "FREQ=MONTHLY;UNTIL=2024-12-31 23:59", "FREQ=DAILY;;INTERVAL=2;", "FREQ=DAILY;COUNT=0",
        "FREQ=WEEKLY;BYDAY=MO,XX", "COUNT=3"};
    for (int i = 0; i < texts.length; i++) {
      try {
        Recurrence p = Recurrence.parse(texts[i]);
        t.append(p).append(" == ").append(p.equals(Recurrence.parse(p.toString()))).append('\n');
      } catch (ScheduleException e) {
        t.append("error ").append(e.getMessage()).append('\n');
      }
    }
    return t.toString();
  }

  @Test
  public void rulesOfEveryFrequency() throws Exception {
    Assert.assertEquals(EXPECTED, trace());
  }

  private static final String EXPECTED =
      "FREQ=MINUTELY;INTERVAL=45;COUNT=4 | every 45 minutes, 4 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-03-05 09:45 2024-03-05 10:30 2024-03-05 11:15\n"
      + "  last 2024-03-05 11:15 count 4 next none occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-01-31 19:15 2024-01-31 20:00 2024-01-31 20:45\n"
      + "  last 2024-01-31 20:45 count 4 next none occurs false\n"
      + "FREQ=HOURLY;INTERVAL=3;UNTIL=2024-03-05 00:00 | every 3 hours, until 2024-03-05 00:00\n"
      + "  from 2024-03-05 09:00:\n"
      + "  last none count 0 next none occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-01-31 21:30 2024-02-01 00:30 2024-02-01 03:30 2024-02-01 06:30 2024-02-01 09:30\n"
      + "  last 2024-03-04 21:30 count 266 next 2024-02-01 21:30 occurs true\n"
      + "FREQ=HOURLY;COUNT=2 | every hour, 2 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-03-05 10:00\n"
      + "  last 2024-03-05 10:00 count 2 next none occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-01-31 19:30\n"
      + "  last 2024-01-31 19:30 count 2 next none occurs false\n"
      + "FREQ=DAILY;COUNT=3 | every day, 3 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-03-06 09:00 2024-03-07 09:00\n"
      + "  last 2024-03-07 09:00 count 3 next 2024-03-07 09:00 occurs true\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-02-01 18:30 2024-02-02 18:30\n"
      + "  last 2024-02-02 18:30 count 3 next 2024-02-02 18:30 occurs true\n"
      + "FREQ=DAILY;INTERVAL=2;UNTIL=2024-03-12 09:00 | every 2 days, until 2024-03-12 09:00\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-03-07 09:00 2024-03-09 09:00 2024-03-11 09:00\n"
      + "  last 2024-03-11 09:00 count 4 next 2024-03-07 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-02-02 18:30 2024-02-04 18:30 2024-02-06 18:30 2024-02-08 18:30 2024-02-10 18:30\n"
      + "  last 2024-03-11 18:30 count 21 next 2024-02-02 18:30 occurs false\n"
      + "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5 | every week on TU,TH, 5 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-03-07 09:00 2024-03-12 09:00 2024-03-14 09:00 2024-03-19 09:00\n"
      + "  last 2024-03-19 09:00 count 5 next 2024-03-07 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-02-01 18:30 2024-02-06 18:30 2024-02-08 18:30 2024-02-13 18:30 2024-02-15 18:30\n"
      + "  last 2024-02-15 18:30 count 5 next 2024-02-06 18:30 occurs true\n"
      + "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=4 | every 2 weeks on MO,FR, 4 times\n"
      + "  from 2024-03-05 09:00: 2024-03-08 09:00 2024-03-18 09:00 2024-03-22 09:00 2024-04-01 09:00\n"
      + "  last 2024-04-01 09:00 count 4 next 2024-03-08 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-02-02 18:30 2024-02-12 18:30 2024-02-16 18:30 2024-02-26 18:30\n"
      + "  last 2024-02-26 18:30 count 4 next 2024-02-02 18:30 occurs false\n"
      + "FREQ=WEEKLY;COUNT=3 | every week, 3 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-03-12 09:00 2024-03-19 09:00\n"
      + "  last 2024-03-19 09:00 count 3 next 2024-03-12 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-02-07 18:30 2024-02-14 18:30\n"
      + "  last 2024-02-14 18:30 count 3 next 2024-02-07 18:30 occurs false\n"
      + "FREQ=MONTHLY;COUNT=4 | every month, 4 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-04-05 09:00 2024-05-05 09:00 2024-06-05 09:00\n"
      + "  last 2024-06-05 09:00 count 4 next 2024-04-05 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-03-31 18:30 2024-05-31 18:30 2024-07-31 18:30\n"
      + "  last 2024-07-31 18:30 count 2 next 2024-03-31 18:30 occurs false\n"
      + "FREQ=MONTHLY;INTERVAL=3;COUNT=3 | every 3 months, 3 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2024-06-05 09:00 2024-09-05 09:00\n"
      + "  last 2024-09-05 09:00 count 2 next 2024-06-05 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2024-07-31 18:30 2024-10-31 18:30\n"
      + "  last 2024-10-31 18:30 count 1 next 2024-07-31 18:30 occurs false\n"
      + "FREQ=YEARLY;COUNT=3 | every year, 3 times\n"
      + "  from 2024-03-05 09:00: 2024-03-05 09:00 2025-03-05 09:00 2026-03-05 09:00\n"
      + "  last 2026-03-05 09:00 count 1 next 2025-03-05 09:00 occurs false\n"
      + "  from 2024-01-31 18:30: 2024-01-31 18:30 2025-01-31 18:30 2026-01-31 18:30\n"
      + "  last 2026-01-31 18:30 count 1 next 2025-01-31 18:30 occurs false\n"
      + "2024-03-04 07:00, 2024-03-13 07:00, 2024-03-18 07:00, 2024-03-20 07:00, produced 6\n"
      + "2 true 10080 false\n"
      + "FREQ=DAILY == true\n"
      + "FREQ=HOURLY;INTERVAL=6;COUNT=4 == true\n"
      + "FREQ=WEEKLY;BYDAY=SA,SU == true\n"
      + "FREQ=MONTHLY;UNTIL=2024-12-31 23:59 == true\n"
      + "FREQ=DAILY;INTERVAL=2 == true\n"
      + "error COUNT: must be positive\n"
      + "error BYDAY: unknown day 'XX'\n"
      + "error COUNT=3: FREQ missing\n";
}
