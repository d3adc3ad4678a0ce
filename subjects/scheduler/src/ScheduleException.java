/**
 * A scheduling request that cannot be honoured: a time in the past, an unknown job, a malformed
 * recurrence rule or date. Checked, so every fallible operation of the library declares it.
 */
public class ScheduleException extends Exception {
  private final String subject;

  public ScheduleException(String message) {
    super(message);
    this.subject = null;
  }

  public ScheduleException(String subject, String message) {
    super(subject + ": " + message);
    this.subject = subject;
  }

  /** What the error is about (a job name, a rule text), or null. */
  public String subject() {
    return subject;
  }
}
