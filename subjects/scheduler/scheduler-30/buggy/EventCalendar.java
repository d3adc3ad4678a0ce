/**
 * A named calendar of events, one-off and recurring. Answers the questions calendars are asked:
 * which occurrences fall in a range, where they conflict, which slots are free (within working
 * hours), how busy a range is; prints an agenda; and turns occurrences into reminder jobs of a
 * Scheduler. Ranges are half-open: [from, to). Not thread-safe.
 */
public class EventCalendar {
  /** findSlot looks this many days ahead. */
  public static final int SEARCH_DAYS = 60;

  private final String name;
  private Event[] events = new Event[8];
  private int size;
  private int nextId = 1;
  private int dayStart = 9 * DateTimes.MINUTES_PER_HOUR;
  private int dayEnd = 17 * DateTimes.MINUTES_PER_HOUR;

  public EventCalendar(String name) {
    if (name == null || name.isEmpty()) {
      throw new IllegalArgumentException("calendar name is empty");
    }
    this.name = name;
  }

  /** A calendar named `name` holding `events` (their ids must be distinct). */
  public static EventCalendar of(String name, Event... events) throws ScheduleException {
    EventCalendar c = new EventCalendar(name);
    for (int i = 0; i < events.length; i++) {
      c.add(events[i]);
    }
    return c;
  }

  public String name() {
    return name;
  }

  public int size() {
    return size;
  }

  /** Working hours as minutes of the day, [start, end); findSlot keeps within them. */
  public void setWorkingHours(int start, int end) {
    if (start < 0 || end > DateTimes.MINUTES_PER_DAY || start >= end) {
      throw new IllegalArgumentException("bad working hours " + start + "-" + end);
    }
    dayStart = start;
    dayEnd = end;
  }

  public int workingDayStart() {
    return dayStart;
  }

  public int workingDayEnd() {
    return dayEnd;
  }

  /** Adds a one-off event and returns it. */
  public Event add(String title, long start, long duration) throws ScheduleException {
    if (title == null || title.isEmpty()) {
      throw new ScheduleException("event title is empty");
    }
    if (duration <= 0) {
      throw new ScheduleException(title, "duration must be positive: " + duration);
    }
    return add(new Event(nextId, title, start, duration));
  }

  /** Adds an event that repeats by `rule` and returns it. */
  public Event addRecurring(String title, long start, long duration, Recurrence rule)
      throws ScheduleException {
    if (rule == null) {
      throw new ScheduleException(title, "no recurrence rule");
    }
    Event e = add(title, start, duration);
    e.setRule(rule);
    return e;
  }

  /** Adds a one-off event that starts when the first occurrence of event `id` ends. */
  public Event addAfter(int id, String title, long duration) throws ScheduleException {
    return add(title, require(id).end(), duration);
  }

  /** Adds `event` (its id must be new to this calendar) and returns it. */
  public Event add(Event event) throws ScheduleException {
    if (event == null) {
      throw new ScheduleException("event is null");
    }
    if (get(event.id()) != null) {
      throw new ScheduleException("#" + event.id(), "duplicate event id");
    }
    if (size == events.length) {
      Event[] bigger = new Event[events.length * 2];
      for (int i = 0; i < size; i++) {
        bigger[i] = events[i];
      }
      events = bigger;
    }
    events[size++] = event;
    if (event.id() >= nextId) {
      nextId = event.id();
    }
    return event;
  }

  /** The event with id `id`, or null. */
  public Event get(int id) {
    for (int i = 0; i < size; i++) {
      if (events[i].id() == id) {
        return events[i];
      }
    }
    return null;
  }

  /** The event with id `id`; ScheduleException when there is none. */
  public Event require(int id) throws ScheduleException {
    Event e = get(id);
    if (e == null) {
      throw new ScheduleException("#" + id, "no such event in " + name);
    }
    return e;
  }

  /** Removes the event with id `id`; returns whether there was one. */
  public boolean remove(int id) {
    for (int i = 0; i < size; i++) {
      if (events[i].id() == id) {
        for (int j = i + 1; j < size; j++) {
          events[j - 1] = events[j];
        }
        size--;
        events[size] = null;
        return true;
      }
    }
    return false;
  }

  /** The events in the order they were added. */
  public Event[] events() {
    Event[] copy = new Event[size];
    for (int i = 0; i < size; i++) {
      copy[i] = events[i];
    }
    return copy;
  }

  /** The events tagged `tag`, in the order they were added. */
  public Event[] withTag(String tag) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (events[i].hasTag(tag)) {
        n++;
      }
    }
    Event[] found = new Event[n];
    int at = 0;
    for (int i = 0; i < size; i++) {
      if (events[i].hasTag(tag)) {
        found[at++] = events[i];
      }
    }
    return found;
  }

  /** The events whose title contains `text`, ignoring case. */
  public Event[] search(String text) {
    String needle = text.toLowerCase();
    Event[] found = new Event[size];
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (events[i].title().toLowerCase().contains(needle)) {
        found[n++] = events[i];
      }
    }
    Event[] result = new Event[n];
    for (int i = 0; i < n; i++) {
      result[i] = found[i];
    }
    return result;
  }

  public int countByPriority(Priority priority) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (events[i].priority() == priority) {
        n++;
      }
    }
    return n;
  }

  /**
   * The occurrences overlapping [from, to), ordered by start, then priority (higher first), then
   * event id.
   */
  public Occurrence[] between(long from, long to) {
    if (to < from) {
      throw new IllegalArgumentException("range ends before it starts");
    }
    Occurrence[] found = new Occurrence[16];
    int n = 0;
    for (int i = 0; i < size; i++) {
      Event e = events[i];
      long[] starts = e.occurrenceStarts(from, to);
      for (int k = 0; k < starts.length; k++) {
        if (n == found.length) {
          Occurrence[] bigger = new Occurrence[n * 2];
          for (int j = 0; j < n; j++) {
            bigger[j] = found[j];
          }
          found = bigger;
        }
        found[n++] = new Occurrence(e, starts[k]);
      }
    }
    Occurrence[] result = new Occurrence[n];
    for (int i = 0; i < n; i++) {
      result[i] = found[i];
    }
    sort(result);
    return result;
  }

  /** The occurrences overlapping the day of `time`. */
  public Occurrence[] on(long time) {
    long day = DateTimes.startOfDay(time);
    return between(day, day + DateTimes.MINUTES_PER_DAY);
  }

  /** The first occurrence that starts after `after`, or null. */
  public Occurrence next(long after) {
    Occurrence best = null;
    for (int i = 0; i < size; i++) {
      Event e = events[i];
      long t;
      if (e.isRecurring()) {
        t = e.rule().next(e.start(), after);
      } else {
        t = e.start() > after ? e.start() : DateTimes.NONE;
      }
      if (t == DateTimes.NONE) {
        continue;
      }
      Occurrence o = new Occurrence(e, t);
      if (best == null || o.before(best)) {
        best = o;
      }
    }
    return best;
  }

  /** Every pair of overlapping occurrences of different events in [from, to), by start. */
  public Conflict[] conflicts(long from, long to) {
    Occurrence[] occ = between(from, to);
    Conflict[] found = new Conflict[8];
    int n = 0;
    for (int i = 0; i < occ.length; i++) {
      for (int j = i + 1; j < occ.length; j++) {
        if (occ[j].start() >= occ[i].end()) {
          break;
        }
        if (occ[i].event().id() == occ[j].event().id()) {
          continue;
        }
        if (n == found.length) {
          Conflict[] bigger = new Conflict[n * 2];
          for (int k = 0; k < n; k++) {
            bigger[k] = found[k];
          }
          found = bigger;
        }
        found[n++] = new Conflict(occ[i], occ[j]);
      }
    }
    Conflict[] result = new Conflict[n];
    for (int i = 0; i < n; i++) {
      result[i] = found[i];
    }
    return result;
  }

  /** The busy intervals of [from, to): the occurrences merged and clipped, as {start, end} pairs. */
  private long[][] busy(long from, long to) {
    Occurrence[] occ = between(from, to);
    long[][] merged = new long[occ.length][];
    int n = 0;
    for (int i = 0; i < occ.length; i++) {
      long s = Math.max(occ[i].start(), from);
      long e = Math.min(occ[i].end(), to);
      if (n > 0 && s <= merged[n - 1][1]) {
        if (e > merged[n - 1][1]) {
          merged[n - 1][1] = e;
        }
      } else {
        merged[n++] = new long[] {s, e};
      }
    }
    long[][] result = new long[n][];
    for (int i = 0; i < n; i++) {
      result[i] = merged[i];
    }
    return result;
  }

  /** Minutes of [from, to) covered by at least one occurrence. */
  public long busyMinutes(long from, long to) {
    long[][] intervals = busy(from, to);
    long total = 0;
    for (int i = 0; i < intervals.length; i++) {
      total += intervals[i][1] - intervals[i][0];
    }
    return total;
  }

  public boolean isFree(long from, long to) {
    return busy(from, to).length == 0;
  }

  /** The gaps of at least `minLength` minutes between the occurrences in [from, to). */
  public Slot[] freeSlots(long from, long to, long minLength) {
    long[][] intervals = busy(from, to);
    Slot[] slots = new Slot[intervals.length + 1];
    int n = 0;
    long cursor = from;
    for (int i = 0; i <= intervals.length; i++) {
      long gapEnd = i < intervals.length ? intervals[i][0] : to;
      if (gapEnd - cursor >= minLength && gapEnd > cursor) {
        slots[n++] = new Slot(cursor, gapEnd);
      }
      if (i < intervals.length) {
        cursor = intervals[i][1];
      }
    }
    Slot[] result = new Slot[n];
    for (int i = 0; i < n; i++) {
      result[i] = slots[i];
    }
    return result;
  }

  /**
   * The earliest start at or after `after` of a free slot of `length` minutes within working
   * hours on a weekday, looking SEARCH_DAYS days ahead.
   */
  public long findSlot(long after, long length) throws ScheduleException {
    if (length <= 0 || length > dayEnd - dayStart) {
      throw new ScheduleException("slot", "length does not fit a working day: " + length);
    }
    long day = DateTimes.startOfDay(after);
    for (int d = 0; d < SEARCH_DAYS; d++) {
      if (!DateTimes.dayOfWeek(day).isWeekend()) {
        long from = Math.max(after, day + dayStart);
        long to = day + dayEnd;
        if (from < to) {
          Slot[] free = freeSlots(from, to, length);
          if (free.length > 0) {
            return free[0].start();
          }
        }
      }
      day += DateTimes.MINUTES_PER_DAY;
    }
    throw new ScheduleException("slot", "no free " + DateTimes.formatDuration(length) + " slot in "
        + SEARCH_DAYS + " days from " + DateTimes.format(after));
  }

  /** Moves an event (a recurring event's whole series) to start at `start`. */
  public void move(int id, long start) throws ScheduleException {
    Event e = require(id);
    e.setStart(start);
  }

  /** Removes one occurrence of a recurring event. */
  public void cancelOccurrence(int id, long time) throws ScheduleException {
    Event e = require(id);
    if (!e.isRecurring()) {
      throw new ScheduleException(e.title(), "not a recurring event");
    }
    if (!e.rule().isOccurrence(e.start(), time)) {
      throw new ScheduleException(e.title(), "no occurrence at " + DateTimes.format(time));
    }
    e.rule().exclude(time);
  }

  /**
   * The agenda of [from, to), one heading per day (`Mon 4 Mar`) with that day's occurrences
   * under it (`  09:00-09:15 Standup [HIGH] @Room 1`), `  -` for a day without any. An occurrence
   * is listed on the day it starts (the first day if it started before `from`).
   */
  public String agenda(long from, long to) {
    Occurrence[] occ = between(from, to);
    StringBuilder b = new StringBuilder();
    int next = 0;
    for (long day = DateTimes.startOfDay(from); day < to; day += DateTimes.MINUTES_PER_DAY) {
      b.append(DateTimes.formatDay(day)).append('\n');
      long dayEnd = day + DateTimes.MINUTES_PER_DAY;
      int listed = 0;
      while (next < occ.length && occ[next].start() < dayEnd) {
        b.append("  ").append(occ[next].toString()).append('\n');
        listed++;
        next++;
      }
      if (listed == 0) {
        b.append("  -\n");
      }
    }
    return b.toString();
  }

  /**
   * Schedules a one-shot job `lead` minutes before each occurrence in [from, to) that is still
   * ahead of the scheduler's clock, named `remind <title> <yyyy-MM-dd HH:mm>`; returns how many.
   */
  public int scheduleReminders(Scheduler scheduler, EventHandler handler, long from, long to,
      int lead) throws ScheduleException {
    if (lead < 0) {
      throw new ScheduleException("reminder", "negative lead " + lead);
    }
    Occurrence[] occ = between(from, to);
    int n = 0;
    for (int i = 0; i < occ.length; i++) {
      long at = occ[i].start() - lead;
      if (at < scheduler.now()) {
        continue;
      }
      String jobName = "remind " + occ[i].event().title() + " " + DateTimes.format(occ[i].start());
      scheduler.schedule(jobName, at, handler);
      n++;
    }
    return n;
  }

  private static void sort(Occurrence[] a) {
    for (int i = 1; i < a.length; i++) {
      Occurrence o = a[i];
      int k = i - 1;
      while (k >= 0 && o.before(a[k])) {
        a[k + 1] = a[k];
        k--;
      }
      a[k + 1] = o;
    }
  }

  public String toString() {
    return name + " (" + size + (size == 1 ? " event)" : " events)");
  }

  /** One occurrence of an event: the event and the start of this occurrence. */
  public static final class Occurrence {
    private final Event event;
    private final long start;

    public Occurrence(Event event, long start) {
      this.event = event;
      this.start = start;
    }

    public Event event() {
      return event;
    }

    public long start() {
      return start;
    }

    public long end() {
      return start + event.duration();
    }

    /** Whether this one is ordered first: by start, priority (higher first), event id. */
    public boolean before(Occurrence o) {
      if (start != o.start) {
        return start < o.start;
      }
      if (event.priority() != o.event.priority()) {
        return event.priority().weight() > o.event.priority().weight();
      }
      return event.id() < o.event.id();
    }

    public boolean overlaps(Occurrence o) {
      return start < o.end() && o.start < end();
    }

    /** `09:00-09:15 Standup [HIGH] @Room 1` (` +1d` after the end when it ends on a later day). */
    public String toString() {
      StringBuilder b = new StringBuilder();
      b.append(DateTimes.formatTime(start)).append('-').append(DateTimes.formatTime(end()));
      long days = DateTimes.dayNumber(end() - 1) - DateTimes.dayNumber(start);
      if (days > 0) {
        b.append(" +").append(days).append('d');
      }
      b.append(' ').append(event.title());
      if (event.priority() != Priority.NORMAL) {
        b.append(" [").append(event.priority().name()).append(']');
      }
      if (event.location() != null) {
        b.append(" @").append(event.location());
      }
      return b.toString();
    }
  }

  /** A free interval [start, end). */
  public static final class Slot {
    private final long start;
    private final long end;

    public Slot(long start, long end) {
      this.start = start;
      this.end = end;
    }

    public long start() {
      return start;
    }

    public long end() {
      return end;
    }

    public long length() {
      return end - start;
    }

    /** `2024-03-04 09:00-10:30 (1h 30m)`. */
    public String toString() {
      return DateTimes.format(start) + "-" + DateTimes.formatTime(end) + " ("
          + DateTimes.formatDuration(length()) + ")";
    }
  }

  /** Two overlapping occurrences; `first` starts no later than `second`. */
  public static final class Conflict {
    private final Occurrence first;
    private final Occurrence second;

    public Conflict(Occurrence first, Occurrence second) {
      this.first = first;
      this.second = second;
    }

    public Occurrence first() {
      return first;
    }

    public Occurrence second() {
      return second;
    }

    /** The minutes both occurrences cover. */
    public long overlap() {
      return Math.min(first.end(), second.end()) - Math.max(first.start(), second.start());
    }

    public String toString() {
      return first.event().title() + " / " + second.event().title() + " at "
          + DateTimes.format(second.start()) + " (" + DateTimes.formatDuration(overlap()) + ")";
    }
  }
}
