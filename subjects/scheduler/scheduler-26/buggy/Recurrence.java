/**
 * A recurrence rule in the spirit of iCalendar's RRULE (RFC 5545 section 3.3.10): a frequency and
 * an interval, optionally bounded by a count or an end time, for weekly rules a set of weekdays,
 * and a list of excluded occurrences. A rule is applied to a start time: the start is the first
 * occurrence (unless it falls on a weekday the rule does not name), and the others follow it.
 *
 * Monthly and yearly rules keep the start's day of month; months without that day are skipped
 * (the 31st recurs in seven months of the year). Excluded occurrences still count towards COUNT,
 * as EXDATE does in iCalendar.
 *
 * Rules are mutable while being built (withCount, until, onDays, exclude return this) and are not
 * thread-safe.
 */
public final class Recurrence {
  /** No end time. */
  public static final long FOREVER = Long.MAX_VALUE;
  /** Calendar-based rules give up after this many skipped periods in a row. */
  private static final int MAX_SKIPPED = 48;
  /** next() and the queries give up after this many occurrences. */
  private static final int MAX_SCAN = 100000;

  private final Frequency frequency;
  private final int interval;
  private int count;
  private long until = FOREVER;
  private int dayMask;
  private long[] excluded = new long[4];
  private int excludedSize;

  public Recurrence(Frequency frequency, int interval) {
    if (frequency == null) {
      throw new IllegalArgumentException("frequency is null");
    }
    if (interval < 1) {
      throw new IllegalArgumentException("interval must be positive: " + interval);
    }
    this.frequency = frequency;
    this.interval = interval;
  }

  public static Recurrence daily() {
    return new Recurrence(Frequency.DAILY, 1);
  }

  public static Recurrence weekly(Weekday... days) {
    return new Recurrence(Frequency.WEEKLY, 1).onDays(days);
  }

  public static Recurrence monthly() {
    return new Recurrence(Frequency.MONTHLY, 1);
  }

  /** A rule repeating every `minutes` minutes. */
  public static Recurrence everyMinutes(int minutes) {
    return new Recurrence(Frequency.MINUTELY, minutes);
  }

  /** Limits the rule to `count` occurrences (0 = unlimited). */
  public Recurrence withCount(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative: " + count);
    }
    this.count = count;
    return this;
  }

  /** Ends the rule at `time` (inclusive). */
  public Recurrence until(long time) {
    this.until = time;
    return this;
  }

  /** Restricts a weekly rule to the given weekdays. */
  public Recurrence onDays(Weekday... days) {
    int mask = 0;
    for (int i = 0; i < days.length; i++) {
      if (days[i] == null) {
        throw new IllegalArgumentException("null weekday");
      }
      mask |= days[i].bit();
    }
    if (mask != 0 && frequency != Frequency.WEEKLY) {
      throw new IllegalArgumentException("weekdays need a weekly rule, not " + frequency);
    }
    this.dayMask = mask;
    return this;
  }

  /** Removes the occurrence at `time` (if it is one) from the rule's results. */
  public Recurrence exclude(long time) {
    if (isExcluded(time)) {
      return this;
    }
    if (excludedSize == excluded.length) {
      long[] bigger = new long[excluded.length * 2];
      for (int i = 0; i < excludedSize; i++) {
        bigger[i] = excluded[i];
      }
      excluded = bigger;
    }
    excluded[excludedSize++] = time;
    return this;
  }

  public boolean isExcluded(long time) {
    for (int i = 0; i < excludedSize; i++) {
      if (excluded[i] == time) {
        return true;
      }
    }
    return false;
  }

  public Frequency frequency() {
    return frequency;
  }

  public int interval() {
    return interval;
  }

  public int count() {
    return count;
  }

  public long until() {
    return until;
  }

  public boolean isBounded() {
    return count > 0 || until != FOREVER;
  }

  /** The weekdays of a weekly rule, Monday first; empty when the rule names none. */
  public Weekday[] days() {
    int n = 0;
    for (int d = 0; d < 7; d++) {
      if ((dayMask & (1 << d)) != 0) {
        n++;
      }
    }
    Weekday[] result = new Weekday[n];
    int at = 0;
    for (int d = 0; d < 7; d++) {
      if ((dayMask & (1 << d)) != 0) {
        result[at++] = Weekday.values()[d];
      }
    }
    return result;
  }

  /** The length of one period in minutes, for the fixed-length frequencies; 0 otherwise. */
  public long periodMinutes() {
    return (long) frequency.minutes() * interval;
  }

  /** A cursor over the occurrences of this rule from `start`, in order. */
  public Cursor cursor(long start) {
    return new Cursor(this, start);
  }

  /** The first occurrence strictly after `after`, or DateTimes.NONE. */
  public long next(long start, long after) {
    Cursor c = cursor(start);
    for (int i = 0; i < MAX_SCAN && c.hasNext(); i++) {
      long t = c.next();
      if (t > after) {
        return t;
      }
    }
    return DateTimes.NONE;
  }

  /** The first occurrence, or DateTimes.NONE when the rule has none. */
  public long first(long start) {
    Cursor c = cursor(start);
    return c.hasNext() ? c.next() : DateTimes.NONE;
  }

  /** The last occurrence of a bounded rule; DateTimes.NONE when unbounded or empty. */
  public long last(long start) {
    if (!isBounded()) {
      return DateTimes.NONE;
    }
    long last = DateTimes.NONE;
    Cursor c = cursor(start);
    for (int i = 0; i < MAX_SCAN && c.hasNext(); i++) {
      last = c.next();
    }
    return last;
  }

  /** The occurrences in [from, to), at most `limit` of them, in order. */
  public long[] occurrences(long start, long from, long to, int limit) {
    long[] found = new long[8];
    int n = 0;
    Cursor c = cursor(start);
    for (int i = 0; i < MAX_SCAN && n < limit && c.hasNext(); i++) {
      long t = c.next();
      if (t >= to) {
        break;
      }
      if (t < from) {
        continue;
      }
      if (n == found.length) {
        long[] bigger = new long[n * 2];
        for (int j = 0; j < n; j++) {
          bigger[j] = found[j];
        }
        found = bigger;
      }
      found[n++] = t;
    }
    long[] result = new long[n];
    for (int i = 0; i < n; i++) {
      result[i] = found[i];
    }
    return result;
  }

  public int countBetween(long start, long from, long to) {
    return occurrences(start, from, to, MAX_SCAN).length;
  }

  public boolean isOccurrence(long start, long time) {
    return next(start, time - 1) == time;
  }

  /** The rule as RRULE text: `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=4`. */
  public String toString() {
    StringBuilder b = new StringBuilder("FREQ=").append(frequency.name());
    if (interval != 1) {
      b.append(";INTERVAL=").append(interval);
    }
    Weekday[] days = days();
    if (days.length > 0) {
      b.append(";BYDAY=");
      for (int i = 0; i < days.length; i++) {
        if (i > 0) {
          b.append(',');
        }
        b.append(days[i].code());
      }
    }
    if (count > 0) {
      b.append(";COUNT=").append(count);
    }
    if (until != FOREVER) {
      b.append(";UNTIL=").append(DateTimes.format(until));
    }
    return b.toString();
  }

  /** A sentence for people: `every 2 weeks on MO,WE, 4 times`. */
  public String describe() {
    StringBuilder b = new StringBuilder("every ");
    String unit;
    switch (frequency) {
      case MINUTELY:
        unit = "minute";
        break;
      case HOURLY:
        unit = "hour";
        break;
      case DAILY:
        unit = "day";
        break;
      case WEEKLY:
        unit = "week";
        break;
      case MONTHLY:
        unit = "month";
        break;
      default:
        unit = "year";
        break;
    }
    if (interval == 1) {
      b.append(unit);
    } else {
      b.append(interval).append(' ').append(unit).append('s');
    }
    Weekday[] days = days();
    for (int i = 0; i < days.length; i++) {
      b.append(i == 0 ? " on " : ",").append(days[i].code());
    }
    if (count > 0) {
      b.append(", ").append(count).append(count == 1 ? " times" : " time");
    }
    if (until != FOREVER) {
      b.append(", until ").append(DateTimes.format(until));
    }
    return b.toString();
  }

  private static int positive(String key, String value) throws ScheduleException {
    if (value.isEmpty() || value.length() > 9) {
      throw new ScheduleException(key, "bad number '" + value + "'");
    }
    int n = 0;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < '0' || c > '9') {
        throw new ScheduleException(key, "bad number '" + value + "'");
      }
      n = n * 10 + (c - '0');
    }
    if (n == 0) {
      throw new ScheduleException(key, "must be positive");
    }
    return n;
  }

  private static Weekday[] parseDays(String value) throws ScheduleException {
    int n = 1;
    for (int i = 0; i < value.length(); i++) {
      if (value.charAt(i) == ',') {
        n++;
      }
    }
    Weekday[] days = new Weekday[n];
    int at = 0;
    int from = 0;
    for (int i = 0; i <= value.length(); i++) {
      if (i == value.length() || value.charAt(i) == ',') {
        Weekday d = Weekday.fromCode(value.substring(from, i).trim());
        if (d == null) {
          throw new ScheduleException("BYDAY", "unknown day '" + value.substring(from, i) + "'");
        }
        days[at++] = d;
        from = i + 1;
      }
    }
    return days;
  }

  /** Reads the text toString writes (keys in any order, case-insensitive). */
  public static Recurrence parse(String text) throws ScheduleException {
    if (text == null) {
      throw new ScheduleException("null rule");
    }
    Frequency freq = null;
    int interval = 1;
    int count = 0;
    long until = FOREVER;
    Weekday[] days = new Weekday[0];
    String seen = ";";
    int from = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i < text.length() && text.charAt(i) != ';') {
        continue;
      }
      String part = text.substring(from, i).trim();
      from = i + 1;
      if (part.isEmpty()) {
        continue;
      }
      int eq = part.indexOf('=');
      if (eq <= 0) {
        throw new ScheduleException(text, "KEY=VALUE expected: '" + part + "'");
      }
      String key = part.substring(0, eq).trim().toUpperCase();
      String value = part.substring(eq + 1).trim();
      if (seen.contains(";" + key + ";")) {
        throw new ScheduleException(text, "repeated " + key);
      }
      seen = seen + key + ";";
      switch (key) {
        case "FREQ":
          freq = Frequency.parse(value);
          if (freq == null) {
            throw new ScheduleException(text, "unknown frequency '" + value + "'");
          }
          break;
        case "INTERVAL":
          interval = positive(key, value);
          break;
        case "COUNT":
          count = positive(key, value);
          break;
        case "UNTIL":
          until = DateTimes.parse(value);
          break;
        case "BYDAY":
          days = parseDays(value);
          break;
        default:
          throw new ScheduleException(text, "unknown key " + key);
      }
    }
    if (freq == null) {
      throw new ScheduleException(text, "FREQ missing");
    }
    if (count > 0 && until != FOREVER) {
      throw new ScheduleException(text, "COUNT and UNTIL both given");
    }
    if (days.length > 0 && freq != Frequency.WEEKLY) {
      throw new ScheduleException(text, "BYDAY needs FREQ=WEEKLY");
    }
    return new Recurrence(freq, interval).withCount(count).until(until).onDays(days);
  }

  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Recurrence)) {
      return false;
    }
    Recurrence r = (Recurrence) o;
    if (frequency != r.frequency || interval != r.interval || count != r.count) {
      return false;
    }
    if (until != r.until || dayMask != r.dayMask || excludedSize != r.excludedSize) {
      return false;
    }
    for (int i = 0; i < excludedSize; i++) {
      if (!r.isExcluded(excluded[i])) {
        return false;
      }
    }
    return true;
  }

  public int hashCode() {
    int h = frequency.ordinal();
    h = 31 * h + interval;
    h = 31 * h + count;
    h = 31 * h + (int) (until ^ (until >>> 32));
    return 31 * h + dayMask;
  }

  /**
   * The occurrences of a rule from a start, in increasing order. Not thread-safe; the rule must
   * not change while a cursor walks it.
   */
  public static final class Cursor {
    private final Recurrence rule;
    private final long start;
    private final int mask;
    private int produced;
    private int period;
    private int day;
    private long pending = DateTimes.NONE;

    Cursor(Recurrence rule, long start) {
      this.rule = rule;
      this.start = start;
      this.mask = rule.dayMask != 0 ? rule.dayMask : DateTimes.dayOfWeek(start).bit();
      advance();
    }

    public boolean hasNext() {
      return pending != DateTimes.NONE;
    }

    /** The next occurrence. Throws IllegalStateException when there is none. */
    public long next() {
      if (pending == DateTimes.NONE) {
        throw new IllegalStateException("no more occurrences");
      }
      long t = pending;
      advance();
      return t;
    }

    /** How many occurrences (excluded ones too) the cursor has produced so far. */
    public int produced() {
      return produced;
    }

    private void advance() {
      while (true) {
        if (rule.count > 0 && produced >= rule.count) {
          pending = DateTimes.NONE;
          return;
        }
        long t = candidate();
        if (t == DateTimes.NONE || t > rule.until) {
          pending = DateTimes.NONE;
          return;
        }
        produced++;
        if (!rule.isExcluded(t)) {
          pending = t;
          return;
        }
      }
    }

    private long candidate() {
      Frequency f = rule.frequency;
      if (f == Frequency.WEEKLY) {
        return weeklyCandidate();
      }
      if (f.isCalendarBased()) {
        for (int skipped = 0; skipped < MAX_SKIPPED; skipped++) {
          long t = DateTimes.plusMonthsExact(start, period * rule.interval * f.months());
          period++;
          if (t != DateTimes.NONE) {
            return t;
          }
        }
        return DateTimes.NONE;
      }
      long t = start + period * rule.periodMinutes();
      period++;
      return t;
    }

    private long weeklyCandidate() {
      long timeOfDay = DateTimes.minuteOfDay(start);
      while (true) {
        long weekStart =
            DateTimes.startOfWeek(start) + (long) period * rule.interval * DateTimes.MINUTES_PER_WEEK;
        while (day < 7) {
          int d = day++;
          if ((mask & (1 << d)) != 0) {
            long t = weekStart + (long) d * DateTimes.MINUTES_PER_DAY + timeOfDay;
            if (t >= start) {
              return t;
            }
          }
        }
        day = 0;
        period++;
      }
    }
  }
}
