// Calendar arithmetic over a set of times across leap years, month ends and the epoch, written
// down as a trace; durations both ways; malformed input.
public class DateTimesScenarioTest {
  static String trace() throws Exception {
    StringBuilder t = new StringBuilder();
    long[] times = {0, -1, DateTimes.of(2000, 2, 29, 12, 0), DateTimes.of(1999, 12, 31, 23, 59),
        DateTimes.of(2024, 1, 31, 8, 5), DateTimes.of(2024, 3, 4, 9, 30),
        DateTimes.of(2023, 7, 15, 0, 0), DateTimes.of(2024, 12, 1, 18, 45)};
    for (int i = 0; i < times.length; i++) {
      long x = times[i];
      t.append(DateTimes.format(x)).append(' ').append(DateTimes.dayOfWeek(x));
      t.append(" week ").append(DateTimes.format(DateTimes.startOfWeek(x)));
      t.append(" +1m ").append(DateTimes.format(DateTimes.plusMonths(x, 1)));
      long exact = DateTimes.plusMonthsExact(x, 1);
      t.append(" exact ").append(exact == DateTimes.NONE ? "none" : DateTimes.formatDate(exact));
      t.append(" -13m ").append(DateTimes.formatDate(DateTimes.plusMonths(x, -13)));
      t.append(" months ").append(DateTimes.monthsBetween(x, times[(i + 1) % times.length]));
      t.append(" leap ").append(DateTimes.isLeapYear(DateTimes.year(x)));
      t.append(" days ").append(DateTimes.daysInMonth(DateTimes.year(x), DateTimes.month(x)));
      t.append('\n');
      if (DateTimes.parse(DateTimes.format(x)) != x) {
        t.append("round trip failed\n");
      }
    }
    long[] durations = {0, 1, 59, 60, 61, 1439, 1440, 1500, 2880 + 125, -90, 10080};
    for (int i = 0; i < durations.length; i++) {
      String text = DateTimes.formatDuration(durations[i]);
      t.append(text);
      if (durations[i] > 0) {
        t.append(" = ").append(DateTimes.parseDuration(text));
      }
      t.append('\n');
    }
    String[] bad = {"2024-3-04", "2024-02-30", "2024-03-04 24:00", "2024-03-04 09:30:00", "1h 30",
        "h", "2x", "", "2024/03/04"};
    for (int i = 0; i < bad.length; i++) {
      try {
        if (i < 4 || i == 8) {
          DateTimes.parse(bad[i]);
        } else {
          DateTimes.parseDuration(bad[i]);
        }
        t.append("accepted ").append(bad[i]).append('\n');
      } catch (ScheduleException e) {
        t.append(e.getMessage()).append('\n');
      }
    }
    for (int i = 0; i < times.length; i++) {
      t.append(DateTimes.formatDay(times[i])).append(' ').append(DateTimes.formatTime(times[i]));
      t.append('\n');
    }
    return t.toString();
  }

  @Test
  public void timesAcrossTheCalendar() throws Exception {
    Assert.assertEquals(EXPECTED, trace());
  }

  private static final String EXPECTED =
      "1970-01-01 00:00 THURSDAY week 1969-12-29 00:00 +1m 1970-02-01 00:00 exact 1970-02-01 -13m 1968-12-01 months 0 leap false days 31\n"
      + "1969-12-31 23:59 WEDNESDAY week 1969-12-29 00:00 +1m 1970-01-31 23:59 exact 1970-01-31 -13m 1968-11-30 months 361 leap false days 31\n"
      + "2000-02-29 12:00 TUESDAY week 2000-02-28 00:00 +1m 2000-03-29 12:00 exact 2000-03-29 -13m 1999-01-29 months -1 leap true days 29\n"
      + "1999-12-31 23:59 FRIDAY week 1999-12-27 00:00 +1m 2000-01-31 23:59 exact 2000-01-31 -13m 1998-11-30 months 289 leap false days 31\n"
      + "2024-01-31 08:05 WEDNESDAY week 2024-01-29 00:00 +1m 2024-02-29 08:05 exact none -13m 2022-12-31 months 1 leap true days 31\n"
      + "2024-03-04 09:30 MONDAY week 2024-03-04 00:00 +1m 2024-04-04 09:30 exact 2024-04-04 -13m 2023-02-04 months -7 leap true days 31\n"
      + "2023-07-15 00:00 SATURDAY week 2023-07-10 00:00 +1m 2023-08-15 00:00 exact 2023-08-15 -13m 2022-06-15 months 16 leap false days 31\n"
      + "2024-12-01 18:45 SUNDAY week 2024-11-25 00:00 +1m 2025-01-01 18:45 exact 2025-01-01 -13m 2023-11-01 months -659 leap true days 31\n"
      + "0m\n"
      + "1m = 1\n"
      + "59m = 59\n"
      + "1h = 60\n"
      + "1h 1m = 61\n"
      + "23h 59m = 1439\n"
      + "1d = 1440\n"
      + "1d 1h = 1500\n"
      + "2d 2h 5m = 3005\n"
      + "-1h 30m\n"
      + "7d = 10080\n"
      + "2024-3-04: digit expected at 6\n"
      + "day out of range: 2024-2-30\n"
      + "time of day out of range: 24:0\n"
      + "2024-03-04 09:30:00: unexpected text at 16\n"
      + "1h 30: unit expected at end\n"
      + "h: number expected at 0\n"
      + "2x: unknown unit 'x'\n"
      + "empty duration\n"
      + "2024/03/04: '-' expected at 4\n"
      + "Thu 1 Jan 00:00\n"
      + "Wed 31 Dec 23:59\n"
      + "Tue 29 Feb 12:00\n"
      + "Fri 31 Dec 23:59\n"
      + "Wed 31 Jan 08:05\n"
      + "Mon 4 Mar 09:30\n"
      + "Sat 15 Jul 00:00\n"
      + "Sun 1 Dec 18:45\n";
}
