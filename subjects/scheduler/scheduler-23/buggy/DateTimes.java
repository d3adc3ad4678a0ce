/**
 * Calendar arithmetic on times counted in minutes since 1970-01-01 00:00 (proleptic Gregorian,
 * no time zones). Every time in the library is such a long; this class converts them to and from
 * dates, text and durations.
 */
public final class DateTimes {
  public static final int MINUTES_PER_HOUR = 60;
  public static final int MINUTES_PER_DAY = 1440;
  public static final int MINUTES_PER_WEEK = 10080;
  /** Returned by the methods that look for a date that may not exist. */
  public static final long NONE = Long.MIN_VALUE;

  private static final int[] DAYS_IN_MONTH = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  private static final String[] MONTH_NAMES = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
  };

  private DateTimes() {}

  /** Division rounding towards negative infinity. REQUIRES: d > 0. */
  public static long floorDiv(long n, long d) {
    long q = n / d;
    if (n % d != 0 && n < 0) {
      q--;
    }
    return q;
  }

  /** The remainder matching floorDiv: always in [0, d). REQUIRES: d > 0. */
  public static long floorMod(long n, long d) {
    return n - floorDiv(n, d) * d;
  }

  public static boolean isLeapYear(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  }

  /** The number of days of `month` (1-12) in `year`. */
  public static int daysInMonth(int year, int month) {
    if (month < 1 || month > 12) {
      throw new IllegalArgumentException("month " + month);
    }
    if (month == 2 && isLeapYear(year)) {
      return 29;
    }
    return DAYS_IN_MONTH[month - 1];
  }

  /** The day number (days since 1970-01-01) of a valid date. */
  public static long daysFromCivil(int year, int month, int day) {
    long y = month <= 2 ? year - 1 : year;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long mp = month > 2 ? month - 3 : month + 9;
    long doy = (153 * mp + 2) / 5 + day - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
  }

  /** The date {year, month, day} of a day number. */
  public static int[] civilFromDays(long days) {
    long z = days + 719468;
    long era = (z >= 0 ? z : z - 146096) / 146097;
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    int day = (int) (doy - (153 * mp + 2) / 5 + 1);
    int month = (int) (mp < 10 ? mp + 3 : mp - 9);
    int year = (int) (yoe + era * 400 + (month <= 2 ? 1 : 0));
    return new int[] {year, month, day};
  }

  /** The time of a date and time of day, checked. */
  public static long of(int year, int month, int day, int hour, int minute)
      throws ScheduleException {
    if (month < 1 || month > 12) {
      throw new ScheduleException("month out of range: " + month);
    }
    if (day < 1 || day > daysInMonth(year, month)) {
      throw new ScheduleException("day out of range: " + year + "-" + month + "-" + day);
    }
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59) {
      throw new ScheduleException("time of day out of range: " + hour + ":" + minute);
    }
    return daysFromCivil(year, month, day) * MINUTES_PER_DAY + hour * MINUTES_PER_HOUR + minute;
  }

  /** Midnight of a date, checked. */
  public static long date(int year, int month, int day) throws ScheduleException {
    return of(year, month, day, 0, 0);
  }

  public static long dayNumber(long time) {
    return floorDiv(time, MINUTES_PER_DAY);
  }

  public static int year(long time) {
    return civilFromDays(dayNumber(time))[0];
  }

  public static int month(long time) {
    return civilFromDays(dayNumber(time))[1];
  }

  public static int dayOfMonth(long time) {
    return civilFromDays(dayNumber(time))[2];
  }

  /** Minutes since midnight, 0-1439. */
  public static int minuteOfDay(long time) {
    return (int) floorMod(time, MINUTES_PER_DAY);
  }

  public static int hour(long time) {
    return minuteOfDay(time) / MINUTES_PER_HOUR;
  }

  public static int minute(long time) {
    return minuteOfDay(time) % MINUTES_PER_HOUR;
  }

  /** The weekday of a time (1970-01-01 was a Thursday). */
  public static Weekday dayOfWeek(long time) {
    int index = (int) floorMod(dayNumber(time) + 4, 7);
    return Weekday.values()[index];
  }

  public static long startOfDay(long time) {
    return dayNumber(time) * MINUTES_PER_DAY;
  }

  /** Midnight of the Monday on or before `time`. */
  public static long startOfWeek(long time) {
    return startOfDay(time) - dayOfWeek(time).ordinal() * (long) MINUTES_PER_DAY;
  }

  public static long plusDays(long time, int days) {
    return time + days * (long) MINUTES_PER_DAY;
  }

  /**
   * The same time of day `months` months later (earlier if negative), with the day of month
   * clamped to the target month's length (Jan 31 + 1 month = Feb 28 or 29).
   */
  public static long plusMonths(long time, int months) {
    int[] ymd = civilFromDays(dayNumber(time));
    long total = ymd[0] * 12L + (ymd[1] - 1) + months;
    int year = (int) floorDiv(total, 12);
    int month = (int) floorMod(total, 12) + 1;
    int day = Math.min(ymd[2], daysInMonth(year, month));
    return daysFromCivil(year, month, day) * MINUTES_PER_DAY + minuteOfDay(time);
  }

  /**
   * Like plusMonths, but NONE when the target month has no such day (Jan 31 + 1 month), as
   * iCalendar recurrences skip such months.
   */
  public static long plusMonthsExact(long time, int months) {
    int[] ymd = civilFromDays(dayNumber(time));
    long total = ymd[0] * 12L + (ymd[1] - 1) + months;
    int year = (int) floorDiv(total, 12);
    int month = (int) floorMod(total, 12) + 1;
    if (ymd[2] > daysInMonth(year, month)) {
      return NONE;
    }
    return daysFromCivil(year, month, ymd[2]) * MINUTES_PER_DAY + minuteOfDay(time);
  }

  /** Whole months from `from` to `to` (negative when `to` is earlier), ignoring the time of day. */
  public static int monthsBetween(long from, long to) {
    int[] a = civilFromDays(dayNumber(from));
    int[] b = civilFromDays(dayNumber(to));
    int months = (b[0] - a[0]) * 12 + (b[1] - a[1]);
    if (months > 0 && b[2] < a[2]) {
      months--;
    } else if (months < 0 && b[2] > a[2]) {
      months++;
    }
    return months;
  }

  private static void pad(StringBuilder b, long value, int width) {
    String digits = Long.toString(value);
    for (int i = digits.length(); i < width; i++) {
      b.append('0');
    }
    b.append(digits);
  }

  /** `yyyy-MM-dd` of a time. */
  public static String formatDate(long time) {
    int[] ymd = civilFromDays(dayNumber(time));
    StringBuilder b = new StringBuilder();
    if (ymd[0] < 0) {
      b.append('-');
    }
    pad(b, Math.abs(ymd[0]), 4);
    b.append('-');
    pad(b, ymd[1], 2);
    b.append('-');
    pad(b, ymd[2], 2);
    return b.toString();
  }

  /** `HH:mm` of a time. */
  public static String formatTime(long time) {
    StringBuilder b = new StringBuilder();
    pad(b, hour(time), 2);
    b.append(':');
    pad(b, minute(time), 2);
    return b.toString();
  }

  /** `yyyy-MM-dd HH:mm`, the form parse reads. */
  public static String format(long time) {
    return formatDate(time) + " " + formatTime(time);
  }

  /** `Mon 4 Mar`: the short heading of an agenda day. */
  public static String formatDay(long time) {
    String day = dayOfWeek(time).name();
    int[] ymd = civilFromDays(dayNumber(time));
    return day.charAt(0) + day.substring(1, 3).toLowerCase() + " " + ymd[2] + " "
        + MONTH_NAMES[ymd[1] - 1];
  }

  /** A duration as `1d 2h 30m` (largest units first, zero units left out; `0m` for zero). */
  public static String formatDuration(long minutes) {
    if (minutes == 0) {
      return "0m";
    }
    StringBuilder b = new StringBuilder();
    if (minutes < 0) {
      b.append('-');
      minutes = -minutes;
    }
    long days = minutes / MINUTES_PER_DAY;
    long hours = minutes % MINUTES_PER_DAY / MINUTES_PER_HOUR;
    long rest = minutes % MINUTES_PER_HOUR;
    String sep = "";
    if (days > 0) {
      b.append(days).append('d');
      sep = " ";
    }
    if (hours > 0) {
      b.append(sep).append(hours).append('h');
      sep = " ";
    }
    if (rest > 0) {
      b.append(sep).append(rest).append('m');
    }
    return b.toString();
  }

  private static int digits(String text, int from, int count) throws ScheduleException {
    if (from + count > text.length()) {
      throw new ScheduleException(text, "too short at " + from);
    }
    int value = 0;
    for (int i = from; i < from + count; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        throw new ScheduleException(text, "digit expected at " + i);
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  private static void expect(String text, int at, char c) throws ScheduleException {
    if (at >= text.length() || text.charAt(at) != c) {
      throw new ScheduleException(text, "'" + c + "' expected at " + at);
    }
  }

  /** Reads `yyyy-MM-dd` (midnight) or `yyyy-MM-dd HH:mm`. */
  public static long parse(String text) throws ScheduleException {
    if (text == null) {
      throw new ScheduleException("null date");
    }
    String s = text.trim();
    int year = digits(s, 0, 4);
    expect(s, 4, '-');
    int month = digits(s, 5, 2);
    expect(s, 7, '-');
    int day = digits(s, 8, 2);
    if (s.length() == 10) {
      return of(year, month, day, 0, 0);
    }
    expect(s, 10, ' ');
    int hour = digits(s, 11, 2);
    expect(s, 13, ':');
    int minute = digits(s, 14, 2);
    if (s.length() != 16) {
      throw new ScheduleException(text, "unexpected text at 16");
    }
    return of(year, month, day, hour, minute);
  }

  /** Reads a duration such as `90m`, `1h30m`, `2d`, `1d 4h` (units d, h, m; at least one). */
  public static long parseDuration(String text) throws ScheduleException {
    if (text == null || text.trim().isEmpty()) {
      throw new ScheduleException("empty duration");
    }
    String s = text.trim();
    long total = 0;
    long number = -1;
    boolean any = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        number = (number < 0 ? 0 : number * 10) + (c - '0');
      } else if (c == ' ') {
        if (number >= 0) {
          throw new ScheduleException(text, "unit expected at " + i);
        }
      } else {
        if (number < 0) {
          throw new ScheduleException(text, "number expected at " + i);
        }
        switch (c) {
          case 'd':
            total += number * MINUTES_PER_DAY;
            break;
          case 'h':
            total += number * MINUTES_PER_HOUR;
            break;
          case 'm':
            total += number;
            break;
          default:
            throw new ScheduleException(text, "unknown unit '" + c + "'");
        }
        number = -1;
        any = true;
      }
    }
    if (number >= 0 || !any) {
      throw new ScheduleException(text, "unit expected at end");
    }
    return total;
  }
}
