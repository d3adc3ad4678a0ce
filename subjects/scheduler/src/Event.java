/**
 * A calendar entry: a title, a start time, a duration in minutes and optionally a recurrence
 * rule, with a priority, a location and tags. An event with a rule stands for all of its
 * occurrences; each lasts the event's duration. Identity is the id the calendar gives it.
 */
public class Event {
  private final int id;
  private String title;
  private long start;
  private long duration;
  private Recurrence rule;
  private Priority priority = Priority.NORMAL;
  private String location;
  private String[] tags = new String[0];

  public Event(int id, String title, long start, long duration) {
    if (title == null || title.isEmpty()) {
      throw new IllegalArgumentException("event title is empty");
    }
    if (duration <= 0) {
      throw new IllegalArgumentException("duration must be positive: " + duration);
    }
    this.id = id;
    this.title = title;
    this.start = start;
    this.duration = duration;
  }

  public int id() {
    return id;
  }

  public String title() {
    return title;
  }

  public Event setTitle(String title) {
    if (title == null || title.isEmpty()) {
      throw new IllegalArgumentException("event title is empty");
    }
    this.title = title;
    return this;
  }

  public long start() {
    return start;
  }

  public Event setStart(long start) {
    this.start = start;
    return this;
  }

  public long duration() {
    return duration;
  }

  public Event setDuration(long duration) {
    if (duration <= 0) {
      throw new IllegalArgumentException("duration must be positive: " + duration);
    }
    this.duration = duration;
    return this;
  }

  /** The end of the first occurrence (exclusive). */
  public long end() {
    return start + duration;
  }

  public Recurrence rule() {
    return rule;
  }

  public Event setRule(Recurrence rule) {
    this.rule = rule;
    return this;
  }

  public boolean isRecurring() {
    return rule != null;
  }

  public Priority priority() {
    return priority;
  }

  public Event setPriority(Priority priority) {
    this.priority = priority == null ? Priority.NORMAL : priority;
    return this;
  }

  public String location() {
    return location;
  }

  public Event setLocation(String location) {
    this.location = location;
    return this;
  }

  public String[] tags() {
    String[] copy = new String[tags.length];
    for (int i = 0; i < tags.length; i++) {
      copy[i] = tags[i];
    }
    return copy;
  }

  public boolean hasTag(String tag) {
    for (int i = 0; i < tags.length; i++) {
      if (tags[i].equalsIgnoreCase(tag)) {
        return true;
      }
    }
    return false;
  }

  /** Adds `tag` unless the event has it already (tags compare case-insensitively). */
  public Event tag(String tag) {
    if (tag == null || tag.isEmpty() || hasTag(tag)) {
      return this;
    }
    String[] more = new String[tags.length + 1];
    for (int i = 0; i < tags.length; i++) {
      more[i] = tags[i];
    }
    more[tags.length] = tag;
    tags = more;
    return this;
  }

  /**
   * The start times of the occurrences that overlap [from, to), in order (an occurrence that
   * started before `from` but is still going counts).
   */
  public long[] occurrenceStarts(long from, long to) {
    if (rule == null) {
      if (start < to && start + duration > from) {
        return new long[] {start};
      }
      return new long[0];
    }
    return rule.occurrences(start, from - duration + 1, to, 10000);
  }

  /** Whether some occurrence covers the minute `time`. */
  public boolean isActiveAt(long time) {
    return occurrenceStarts(time, time + 1).length > 0;
  }

  /** `#2 Standup 2024-03-04 09:00 15m FREQ=DAILY`. */
  public String toString() {
    StringBuilder b = new StringBuilder();
    b.append('#').append(id).append(' ').append(title).append(' ');
    b.append(DateTimes.format(start)).append(' ').append(DateTimes.formatDuration(duration));
    if (rule != null) {
      b.append(' ').append(rule.toString());
    }
    return b.toString();
  }

  public boolean equals(Object o) {
    return o instanceof Event && ((Event) o).id == id;
  }

  public int hashCode() {
    return id;
  }
}
