/**
 * A handler for tests and simulations: records each run, can fail its first runs, retry, and
 * refuse runs on weekends.
 */
public class RecordingHandler extends AbstractHandler {
  private int failuresLeft;
  private int retries;
  private long delay = 5;
  private boolean weekdaysOnly;
  private long lastRun = DateTimes.NONE;

  public RecordingHandler(String name) {
    super(name);
  }

  /** A handler whose first `failures` runs fail, each failed run retried up to `retries` times. */
  public RecordingHandler(String name, int failures, int retries) {
    super(name);
    this.failuresLeft = failures;
    this.retries = retries;
  }

  /** Makes the next `n` runs fail with a ScheduleException. */
  public RecordingHandler failing(int n) {
    this.failuresLeft = n;
    return this;
  }

  /** Retries a failed run `n` times, `delay` minutes apart (times the attempt number). */
  public RecordingHandler retrying(int n, long delay) {
    this.retries = n;
    this.delay = delay;
    return this;
  }

  public RecordingHandler weekdaysOnly() {
    this.weekdaysOnly = true;
    return this;
  }

  protected void run(Job job, long now) throws ScheduleException {
    lastRun = now;
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new ScheduleException(job.name(), "planned failure");
    }
  }

  public boolean accepts(Job job, long now) {
    return !weekdaysOnly || !DateTimes.dayOfWeek(now).isWeekend();
  }

  public int maxRetries() {
    return retries;
  }

  public long retryDelay(int attempt) {
    return delay * attempt;
  }

  public long lastRun() {
    return lastRun;
  }
}
