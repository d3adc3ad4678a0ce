/**
 * A handler that keeps a log of its runs (`name@yyyy-MM-dd HH:mm job`) and counts its calls and
 * failures. Subclasses implement run.
 */
public abstract class AbstractHandler implements EventHandler {
  private final String name;
  private String[] log = new String[8];
  private int logSize;
  private int calls;
  private int errors;
  private int cancels;

  protected AbstractHandler(String name) {
    if (name == null || name.isEmpty()) {
      throw new IllegalArgumentException("handler name is empty");
    }
    this.name = name;
  }

  protected abstract void run(Job job, long now) throws ScheduleException;

  public final void handle(Job job, long now) throws ScheduleException {
    calls++;
    record(name + "@" + DateTimes.format(now) + " " + job.name());
    run(job, now);
  }

  public String name() {
    return name;
  }

  public void onFailure(Job job, ScheduleException error) {
    errors++;
    record(name + " failed " + job.name() + ": " + error.getMessage());
  }

  public void onCancel(Job job) {
    cancels++;
    record(name + " cancelled " + job.name());
  }

  protected void record(String line) {
    if (logSize == log.length) {
      String[] bigger = new String[log.length * 2];
      for (int i = 0; i < logSize; i++) {
        bigger[i] = log[i];
      }
      log = bigger;
    }
    log[logSize++] = line;
  }

  public int calls() {
    return calls;
  }

  public int errors() {
    return errors;
  }

  public int cancels() {
    return cancels;
  }

  /** The log lines so far, oldest first. */
  public String[] log() {
    String[] copy = new String[logSize];
    for (int i = 0; i < logSize; i++) {
      copy[i] = log[i];
    }
    return copy;
  }

  public String lastLog() {
    return logSize == 0 ? null : log[logSize - 1];
  }
}
