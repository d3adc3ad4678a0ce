/**
 * Runs jobs on a simulated clock. A job is one-shot (schedule, scheduleIn) or follows a
 * recurrence rule (scheduleRecurring, scheduleEvery); runUntil moves the clock from due time to
 * due time and runs each job in the TimerQueue's order. A failed run is retried as its handler
 * says (maxRetries, retryDelay), then the job fails; a run the handler refuses (accepts) is
 * skipped. Paused jobs miss their runs; on resume the MissedRunPolicy decides what happens to
 * them.
 *
 * Every change is written to a bounded history (`yyyy-MM-dd HH:mm action #id name`).
 * Not thread-safe: handlers run on the caller's thread and must not call back into runUntil.
 */
public class Scheduler {
  private final SimClock clock;
  private final TimerQueue queue = new TimerQueue();
  private Job[] jobs = new Job[8];
  private int jobCount;
  private int nextId = 1;
  private MissedRunPolicy missedRunPolicy = MissedRunPolicy.RUN_ALL;
  private String[] history = new String[16];
  private int historySize;
  private int historyLimit = 500;
  private int totalRuns;
  private int totalFailures;
  private int totalRetries;
  private int totalSkipped;
  private int totalMissed;

  public Scheduler() {
    this(new SimClock(0));
  }

  public Scheduler(long start) {
    this(new SimClock(start));
  }

  public Scheduler(SimClock clock) {
    if (clock == null) {
      throw new NullPointerException("clock");
    }
    this.clock = clock;
  }

  public long now() {
    return clock.now();
  }

  public SimClock clock() {
    return clock;
  }

  public MissedRunPolicy missedRunPolicy() {
    return missedRunPolicy;
  }

  public void setMissedRunPolicy(MissedRunPolicy policy) {
    if (policy == null) {
      throw new IllegalArgumentException("policy is null");
    }
    this.missedRunPolicy = policy;
  }

  /** Keeps at most `limit` history lines (the newest). */
  public void setHistoryLimit(int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("history limit must be positive: " + limit);
    }
    historyLimit = limit;
    while (historySize > historyLimit) {
      dropOldestHistory();
    }
  }

  /** Schedules a one-shot job at `at` (not before now). */
  public Job schedule(String name, long at, EventHandler handler) throws ScheduleException {
    return register(name, at, at, null, handler);
  }

  /** Schedules a one-shot job `delay` minutes from now. */
  public Job scheduleIn(String name, long delay, EventHandler handler) throws ScheduleException {
    if (delay < 0) {
      throw new ScheduleException(name, "negative delay " + delay);
    }
    return register(name, now() + delay, now() + delay, null, handler);
  }

  /**
   * Schedules a job at every occurrence of `rule` from `start`. A rule that started in the past
   * joins at its first occurrence at or after now.
   */
  public Job scheduleRecurring(String name, long start, Recurrence rule, EventHandler handler)
      throws ScheduleException {
    if (rule == null) {
      throw new ScheduleException(name, "no recurrence rule");
    }
    long first = rule.first(start);
    if (first != DateTimes.NONE && first < now()) {
      first = rule.next(start, now() - 1);
    }
    if (first == DateTimes.NONE) {
      throw new ScheduleException(name, "the rule " + rule + " has no occurrence from now");
    }
    return register(name, start, first, rule, handler);
  }

  /** Schedules a job every `minutes` minutes from `start`. */
  public Job scheduleEvery(String name, long start, int minutes, EventHandler handler)
      throws ScheduleException {
    if (minutes < 1) {
      throw new ScheduleException(name, "period must be positive: " + minutes);
    }
    return scheduleRecurring(name, start, Recurrence.everyMinutes(minutes), handler);
  }

  private Job register(String name, long start, long due, Recurrence rule, EventHandler handler)
      throws ScheduleException {
    if (name == null || name.trim().isEmpty()) {
      throw new ScheduleException("job name is empty");
    }
    if (handler == null) {
      throw new ScheduleException(name, "no handler");
    }
    if (due < now()) {
      throw new ScheduleException(
          name, "due " + DateTimes.format(due) + " is before now " + DateTimes.format(now()));
    }
    if (find(name) != null) {
      throw new ScheduleException(name, "a job of that name is active");
    }
    Job job = new Job(nextId++, name, handler, start, rule);
    job.setDue(due);
    if (jobCount == jobs.length) {
      Job[] bigger = new Job[jobs.length * 2];
      for (int i = 0; i < jobCount; i++) {
        bigger[i] = jobs[i];
      }
      jobs = bigger;
    }
    jobs[jobCount++] = job;
    queue.add(job);
    log("schedule", job);
    return job;
  }

  private Job lookup(int id) {
    for (int i = 0; i < jobCount; i++) {
      if (jobs[i].id() == id) {
        return jobs[i];
      }
    }
    return null;
  }

  /** The job with id `id`; ScheduleException when there is none. */
  public Job job(int id) throws ScheduleException {
    Job job = lookup(id);
    if (job == null) {
      throw new ScheduleException("#" + id, "no such job");
    }
    return job;
  }

  /** The active (not final) job named `name`, or null. */
  public Job find(String name) {
    for (int i = 0; i < jobCount; i++) {
      if (!jobs[i].state().isFinal() && jobs[i].name().equals(name)) {
        return jobs[i];
      }
    }
    return null;
  }

  public int size() {
    return jobCount;
  }

  /** Every job ever scheduled and not purged, in scheduling order. */
  public Job[] jobs() {
    Job[] copy = new Job[jobCount];
    for (int i = 0; i < jobCount; i++) {
      copy[i] = jobs[i];
    }
    return copy;
  }

  /** The jobs in `state`, in scheduling order. */
  public Job[] jobs(JobState state) {
    Job[] found = new Job[count(state)];
    int n = 0;
    for (int i = 0; i < jobCount; i++) {
      if (jobs[i].state() == state) {
        found[n++] = jobs[i];
      }
    }
    return found;
  }

  public int count(JobState state) {
    int n = 0;
    for (int i = 0; i < jobCount; i++) {
      if (jobs[i].state() == state) {
        n++;
      }
    }
    return n;
  }

  /** Cancels a job that is not final; returns whether it did. */
  public boolean cancel(int id) {
    Job job = lookup(id);
    if (job == null || job.state().isFinal()) {
      return false;
    }
    queue.remove(job);
    job.moveTo(JobState.CANCELLED);
    job.handler().onCancel(job);
    log("cancel", job);
    return true;
  }

  /** Cancels every active job whose name starts with `prefix`; returns how many. */
  public int cancelAll(String prefix) {
    int n = 0;
    for (int i = 0; i < jobCount; i++) {
      Job job = jobs[i];
      if (!job.state().isFinal() && job.name().startsWith(prefix) && cancel(job.id())) {
        n++;
      }
    }
    return n;
  }

  /** Takes a scheduled job out of the queue until resume. */
  public void pause(int id) throws ScheduleException {
    Job job = job(id);
    if (job.state() != JobState.SCHEDULED) {
      throw new ScheduleException(job.name(), "cannot pause a " + job.state() + " job");
    }
    queue.remove(job);
    job.moveTo(JobState.PAUSED);
    log("pause", job);
  }

  /** Puts a paused job back, applying the missed-run policy to the runs it missed. */
  public void resume(int id) throws ScheduleException {
    Job job = job(id);
    if (job.state() != JobState.PAUSED) {
      throw new ScheduleException(job.name(), "cannot resume a " + job.state() + " job");
    }
    job.moveTo(JobState.SCHEDULED);
    if (job.due() < now()) {
      catchUp(job);
    }
    if (job.state() == JobState.SCHEDULED) {
      queue.add(job);
      log("resume", job);
    }
  }

  /** The occurrences of a periodic job from its due time up to now, exclusive. */
  private int missedRuns(Job job) {
    if (!job.isPeriodic()) {
      return 1;
    }
    return job.rule().countBetween(job.start(), job.due(), now());
  }

  private void catchUp(Job job) {
    int missed = missedRuns(job);
    switch (missedRunPolicy) {
      case RUN_ALL:
        return;
      case RUN_ONCE:
        totalMissed += Math.max(0, missed - 1);
        job.setDue(now());
        return;
      case SKIP:
        if (!job.isPeriodic()) {
          job.setDue(now());
          return;
        }
        totalMissed += missed;
        long next = job.rule().next(job.start(), now() - 1);
        if (next == DateTimes.NONE) {
          job.moveTo(JobState.DONE);
          log("done", job);
        } else {
          job.setDue(next);
        }
        return;
      default:
        throw new IllegalStateException("policy " + missedRunPolicy);
    }
  }

  /** Moves a job that is not final to `at` (not before now). */
  public void reschedule(int id, long at) throws ScheduleException {
    Job job = job(id);
    if (job.state().isFinal()) {
      throw new ScheduleException(job.name(), "cannot reschedule a " + job.state() + " job");
    }
    if (at < now()) {
      throw new ScheduleException(job.name(), "cannot reschedule into the past");
    }
    job.setDue(at);
    if (queue.contains(job)) {
      queue.update(job);
    }
    log("reschedule", job);
  }

  public void setPriority(int id, Priority priority) throws ScheduleException {
    Job job = job(id);
    if (priority == null) {
      throw new ScheduleException(job.name(), "priority is null");
    }
    job.setPriority(priority);
    if (queue.contains(job)) {
      queue.update(job);
    }
  }

  /** Runs every job due now; returns how many runs succeeded. */
  public int runDue() {
    return runUntil(now());
  }

  /** Runs the jobs due in the next `minutes` minutes and moves the clock by that much. */
  public int runFor(long minutes) {
    if (minutes < 0) {
      throw new IllegalArgumentException("negative duration " + minutes);
    }
    return runUntil(now() + minutes);
  }

  /** Moves the clock to the next due time and runs what is due then; 0 when nothing is queued. */
  public int runNext() {
    if (queue.isEmpty()) {
      return 0;
    }
    return runUntil(Math.min(queue.nextDue(), now()));
  }

  /**
   * Runs every job due up to `time` in order, moving the clock to each due time, and finally to
   * `time`. Returns how many runs succeeded.
   */
  public int runUntil(long time) {
    if (time < now()) {
      throw new IllegalArgumentException("cannot run until " + DateTimes.format(time)
          + ", before now " + DateTimes.format(now()));
    }
    int ran = 0;
    while (!queue.isEmpty() && queue.nextDue() <= time) {
      Job job = queue.poll();
      if (job.due() > now()) {
        clock.advanceTo(job.due());
      }
      if (fire(job)) {
        ran++;
      }
    }
    clock.advanceTo(time);
    return ran;
  }

  private boolean fire(Job job) {
    long now = now();
    EventHandler handler = job.handler();
    if (!handler.accepts(job, now)) {
      totalSkipped++;
      log("skip", job);
      scheduleNext(job);
      return false;
    }
    job.moveTo(JobState.RUNNING);
    try {
      handler.handle(job, now);
    } catch (ScheduleException e) {
      job.recordFailure();
      totalFailures++;
      handler.onFailure(job, e);
      if (job.attempt() < handler.maxRetries()) {
        job.setAttempt(job.attempt() + 1);
        totalRetries++;
        job.setDue(now + handler.retryDelay(job.attempt()));
        job.moveTo(JobState.SCHEDULED);
        queue.add(job);
        log("retry", job);
      } else {
        job.moveTo(JobState.FAILED);
        log("fail", job);
      }
      return false;
    }
    job.recordRun(now);
    totalRuns++;
    log("run", job);
    scheduleNext(job);
    return true;
  }

  private void scheduleNext(Job job) {
    long next = DateTimes.NONE;
    if (job.isPeriodic()) {
      next = job.rule().next(job.start(), job.due());
    }
    if (next == DateTimes.NONE) {
      job.moveTo(JobState.DONE);
      log("done", job);
      return;
    }
    if (job.state() == JobState.RUNNING) {
      job.moveTo(JobState.SCHEDULED);
    }
    job.setDue(next);
    queue.add(job);
  }

  /** The queued jobs in run order. */
  public Job[] pending() {
    return queue.toSortedArray();
  }

  /** The next due time, or DateTimes.NONE when nothing is queued. */
  public long nextDue() {
    return queue.nextDue();
  }

  /**
   * The runs the queued jobs would make in [from, to), without running anything: at most `limit`
   * lines `yyyy-MM-dd HH:mm name`, by time, then priority, then job id. Retries are not foreseen.
   */
  public String[] upcoming(long from, long to, int limit) {
    Firing[] firings = new Firing[16];
    int n = 0;
    Job[] queued = queue.toSortedArray();
    for (int i = 0; i < queued.length; i++) {
      Job job = queued[i];
      long t = job.due();
      while (t != DateTimes.NONE && t < to) {
        if (t >= from) {
          if (n == firings.length) {
            Firing[] bigger = new Firing[n * 2];
            for (int j = 0; j < n; j++) {
              bigger[j] = firings[j];
            }
            firings = bigger;
          }
          firings[n++] = new Firing(t, job);
        }
        if (!job.isPeriodic() || n >= limit + queued.length) {
          break;
        }
        t = job.rule().next(job.start(), t);
      }
    }
    for (int i = 1; i < n; i++) {
      Firing f = firings[i];
      int k = i - 1;
      while (k >= 0 && f.before(firings[k])) {
        firings[k + 1] = firings[k];
        k--;
      }
      firings[k + 1] = f;
    }
    int shown = Math.min(n, limit);
    String[] lines = new String[shown];
    for (int i = 0; i < shown; i++) {
      lines[i] = DateTimes.format(firings[i].time) + " " + firings[i].job.name();
    }
    return lines;
  }

  private void log(String action, Job job) {
    if (historySize == historyLimit) {
      dropOldestHistory();
    }
    if (historySize == history.length) {
      String[] bigger = new String[history.length * 2];
      for (int i = 0; i < historySize; i++) {
        bigger[i] = history[i];
      }
      history = bigger;
    }
    history[historySize++] =
        DateTimes.format(now()) + " " + action + " #" + job.id() + " " + job.name();
  }

  private void dropOldestHistory() {
    for (int i = 1; i < historySize; i++) {
      history[i - 1] = history[i];
    }
    historySize--;
    history[historySize] = null;
  }

  /** The history, oldest first. */
  public String[] history() {
    String[] copy = new String[historySize];
    for (int i = 0; i < historySize; i++) {
      copy[i] = history[i];
    }
    return copy;
  }

  /** The history lines of the job named `name`, oldest first. */
  public String[] historyOf(String name) {
    int n = 0;
    String suffix = " " + name;
    for (int i = 0; i < historySize; i++) {
      if (history[i].endsWith(suffix)) {
        n++;
      }
    }
    String[] lines = new String[n];
    int at = 0;
    for (int i = 0; i < historySize; i++) {
      if (history[i].endsWith(suffix)) {
        lines[at++] = history[i];
      }
    }
    return lines;
  }

  public int totalRuns() {
    return totalRuns;
  }

  public int totalFailures() {
    return totalFailures;
  }

  public int totalRetries() {
    return totalRetries;
  }

  public int totalSkipped() {
    return totalSkipped;
  }

  /** Runs that paused jobs missed and the policy did not make up. */
  public int totalMissed() {
    return totalMissed;
  }

  /** Removes the final jobs from the registry; returns how many. */
  public int purge() {
    int kept = 0;
    for (int i = 0; i < jobCount; i++) {
      if (!jobs[i].state().isFinal()) {
        jobs[kept++] = jobs[i];
      }
    }
    int removed = jobCount - kept;
    for (int i = kept; i < jobCount; i++) {
      jobs[i] = null;
    }
    jobCount = kept;
    return removed;
  }

  /** `5 jobs: 2 scheduled, 1 paused, 1 done, 0 failed, 1 cancelled; 7 runs, 2 failures, ...`. */
  public String summary() {
    StringBuilder b = new StringBuilder();
    b.append(jobCount).append(jobCount == 1 ? " job: " : " jobs: ");
    b.append(count(JobState.SCHEDULED)).append(" scheduled, ");
    b.append(count(JobState.PAUSED)).append(" paused, ");
    b.append(count(JobState.DONE)).append(" done, ");
    b.append(count(JobState.FAILED)).append(" failed, ");
    b.append(count(JobState.CANCELLED)).append(" cancelled; ");
    b.append(totalRuns).append(" runs, ");
    b.append(totalFailures).append(" failures, ");
    b.append(totalRetries).append(" retries, ");
    b.append(totalSkipped).append(" skipped, ");
    b.append(totalMissed).append(" missed");
    return b.toString();
  }

  public String toString() {
    return "Scheduler at " + clock + ", queue " + queue;
  }

  /** One foreseen run, for upcoming. */
  private static final class Firing {
    final long time;
    final Job job;

    Firing(long time, Job job) {
      this.time = time;
      this.job = job;
    }

    boolean before(Firing other) {
      if (time != other.time) {
        return time < other.time;
      }
      if (job.priority() != other.job.priority()) {
        return job.priority().weight() > other.job.priority().weight();
      }
      return job.id() < other.job.id();
    }
  }
}
