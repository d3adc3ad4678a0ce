/**
 * What a scheduler runs when a job falls due. Only handle is required; the defaults give a handler
 * that accepts every run, never retries and ignores failures and cancellation.
 */
public interface EventHandler {
  /** Runs the job at `now`. A ScheduleException makes the run a failure (retried, see below). */
  void handle(Job job, long now) throws ScheduleException;

  /** The handler's name, for histories and errors. */
  default String name() {
    return "handler";
  }

  /** Whether the run of `job` due now should happen; a refused run is skipped, not failed. */
  default boolean accepts(Job job, long now) {
    return true;
  }

  /** How many times a failed run is retried before the job fails. */
  default int maxRetries() {
    return 0;
  }

  /** Minutes to wait before retry number `attempt` (1 for the first retry). */
  default long retryDelay(int attempt) {
    return 5L * attempt;
  }

  default void onFailure(Job job, ScheduleException error) {}

  default void onCancel(Job job) {}
}
