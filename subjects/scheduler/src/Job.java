/**
 * A unit of work a Scheduler runs: a handler, the time it is next due, and for a periodic job the
 * recurrence rule that gives the following times. Jobs are made by Scheduler.schedule*; their
 * state changes only through the scheduler.
 */
public final class Job {
  private final int id;
  private final String name;
  private final EventHandler handler;
  private final long start;
  private final Recurrence rule;
  private long due;
  private Priority priority = Priority.NORMAL;
  private JobState state = JobState.SCHEDULED;
  private int runs;
  private int failures;
  private int attempt;
  private long lastRun = DateTimes.NONE;
  /** Position in the TimerQueue's heap, -1 when not queued. Maintained by TimerQueue. */
  int heapIndex = -1;
  /** Insertion order in the TimerQueue, to break ties. Set by TimerQueue.add. */
  long seq;

  Job(int id, String name, EventHandler handler, long start, Recurrence rule) {
    this.id = id;
    this.name = name;
    this.handler = handler;
    this.start = start;
    this.rule = rule;
    this.due = start;
  }

  public int id() {
    return id;
  }

  public String name() {
    return name;
  }

  public EventHandler handler() {
    return handler;
  }

  public long start() {
    return start;
  }

  /** The recurrence rule, or null for a one-shot job. */
  public Recurrence rule() {
    return rule;
  }

  public boolean isPeriodic() {
    return rule != null;
  }

  public long due() {
    return due;
  }

  void setDue(long due) {
    this.due = due;
  }

  public Priority priority() {
    return priority;
  }

  void setPriority(Priority priority) {
    this.priority = priority;
  }

  public JobState state() {
    return state;
  }

  /** Moves to `next`; IllegalStateException when the life cycle does not allow it. */
  void moveTo(JobState next) {
    if (!state.canMoveTo(next)) {
      throw new IllegalStateException(name + ": " + state + " -> " + next);
    }
    state = next;
  }

  public int runs() {
    return runs;
  }

  public int failures() {
    return failures;
  }

  /** The retry number of the current run (0 on the first try). */
  public int attempt() {
    return attempt;
  }

  public long lastRun() {
    return lastRun;
  }

  void recordRun(long now) {
    runs++;
    attempt = 0;
    lastRun = now;
  }

  void recordFailure() {
    failures++;
  }

  void setAttempt(int attempt) {
    this.attempt = attempt;
  }

  public boolean isQueued() {
    return heapIndex >= 0;
  }

  /** `#3 backup SCHEDULED 2024-03-04 09:00 FREQ=DAILY`. */
  public String toString() {
    StringBuilder b = new StringBuilder();
    b.append('#').append(id).append(' ').append(name).append(' ').append(state.name());
    if (!state.isFinal()) {
      b.append(' ').append(DateTimes.format(due));
    }
    if (rule != null) {
      b.append(' ').append(rule.toString());
    }
    return b.toString();
  }
}
