/**
 * What a scheduler does with the runs of a periodic job that fell due while it was paused or while
 * the clock jumped past them.
 */
public enum MissedRunPolicy {
  /** Run every missed occurrence, oldest first. */
  RUN_ALL,
  /** Run once for all of them, then continue from the next future occurrence. */
  RUN_ONCE,
  /** Run none of them; continue from the next future occurrence. */
  SKIP
}
