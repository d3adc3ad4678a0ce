/** The life cycle of a scheduled job. DONE, CANCELLED and FAILED are final. */
public enum JobState {
  SCHEDULED,
  RUNNING,
  PAUSED,
  DONE,
  CANCELLED,
  FAILED;

  public boolean isFinal() {
    return this == DONE || this == CANCELLED || this == FAILED;
  }

  /** Whether a job in this state may move to `next`. */
  public boolean canMoveTo(JobState next) {
    switch (this) {
      case SCHEDULED:
        return next != SCHEDULED;
      case RUNNING:
        return next == SCHEDULED || next == DONE || next == FAILED || next == CANCELLED;
      case PAUSED:
        return next == SCHEDULED || next == CANCELLED;
      default:
        return false;
    }
  }
}
