/** A simulated clock: the time (minutes, see DateTimes) only moves when told to, never back. */
public final class SimClock {
  private long now;

  public SimClock(long start) {
    this.now = start;
  }

  public long now() {
    return now;
  }

  /** Moves the clock forward by `minutes` (0 allowed). */
  public void advance(long minutes) {
    if (minutes < 0) {
      throw new IllegalArgumentException("cannot move the clock back by " + (-minutes));
    }
    now += minutes;
  }

  /** Moves the clock to `time`, which must not be before now. */
  public void advanceTo(long time) {
    if (time < now) {
      throw new IllegalArgumentException(
          "cannot move the clock back to " + DateTimes.format(time) + " from " + toString());
    }
    now = time;
  }

  public String toString() {
    return DateTimes.format(now);
  }
}
