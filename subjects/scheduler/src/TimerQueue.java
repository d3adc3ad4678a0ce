/**
 * A binary min-heap of jobs ordered by due time, then priority (higher first), then insertion
 * order, so jobs due at the same minute run by priority and then first come, first served. Each
 * queued job knows its heap position (Job.heapIndex), so remove and update take O(log n).
 * Not thread-safe.
 */
public final class TimerQueue {
  private Job[] heap = new Job[16];
  private int size;
  private long nextSeq;

  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return size == 0;
  }

  /** Whether `a` runs before `b`. */
  static boolean before(Job a, Job b) {
    if (a.due() != b.due()) {
      return a.due() < b.due();
    }
    if (a.priority() != b.priority()) {
      return a.priority().weight() > b.priority().weight();
    }
    return a.seq < b.seq;
  }

  /** Queues `job`. REQUIRES: job is not queued (IllegalStateException otherwise). */
  public void add(Job job) {
    if (job == null) {
      throw new NullPointerException("job");
    }
    if (job.heapIndex >= 0) {
      throw new IllegalStateException("already queued: " + job.name());
    }
    if (size == heap.length) {
      Job[] bigger = new Job[heap.length * 2];
      for (int i = 0; i < size; i++) {
        bigger[i] = heap[i];
      }
      heap = bigger;
    }
    job.seq = nextSeq++;
    heap[size] = job;
    job.heapIndex = size;
    size++;
    siftUp(size - 1);
  }

  /** The job that runs first, or null when empty. */
  public Job peek() {
    return size == 0 ? null : heap[0];
  }

  /** Removes and returns the job that runs first, or null when empty. */
  public Job poll() {
    if (size == 0) {
      return null;
    }
    Job first = heap[0];
    removeAt(0);
    return first;
  }

  /** Removes `job` if it is queued here; returns whether it was. */
  public boolean remove(Job job) {
    if (!contains(job)) {
      return false;
    }
    removeAt(job.heapIndex);
    return true;
  }

  public boolean contains(Job job) {
    return job != null && job.heapIndex >= 0 && job.heapIndex < size && heap[job.heapIndex] == job;
  }

  /** The queued job with id `id`, or null. */
  public Job find(int id) {
    for (int i = 0; i < size; i++) {
      if (heap[i].id() == id) {
        return heap[i];
      }
    }
    return null;
  }

  /** Restores the order after `job`'s due time or priority changed. REQUIRES: job is queued. */
  public void update(Job job) {
    if (!contains(job)) {
      throw new IllegalStateException("not queued: " + job.name());
    }
    int at = job.heapIndex;
    siftUp(at);
    if (heap[at] == job) {
      siftDown(at);
    }
  }

  /** The due time of the first job, or DateTimes.NONE when empty. */
  public long nextDue() {
    return size == 0 ? DateTimes.NONE : heap[0].due();
  }

  /** Removes every job. */
  public void clear() {
    for (int i = 0; i < size; i++) {
      heap[i].heapIndex = -1;
      heap[i] = null;
    }
    size = 0;
  }

  /** The queued jobs in the order they would run; the queue is unchanged. */
  public Job[] toSortedArray() {
    Job[] result = new Job[size];
    for (int i = 0; i < size; i++) {
      result[i] = heap[i];
    }
    for (int i = 1; i < result.length; i++) {
      Job j = result[i];
      int k = i - 1;
      while (k >= 0 && before(j, result[k])) {
        result[k + 1] = result[k];
        k--;
      }
      result[k + 1] = j;
    }
    return result;
  }

  /** The queued jobs due at or before `time`, in run order. */
  public Job[] dueBy(long time) {
    Job[] sorted = toSortedArray();
    int n = 0;
    while (n < sorted.length && sorted[n].due() <= time) {
      n++;
    }
    Job[] result = new Job[n];
    for (int i = 0; i < n; i++) {
      result[i] = sorted[i];
    }
    return result;
  }

  /** Whether the heap order and every heap index hold (for tests and assertions). */
  public boolean isValid() {
    for (int i = 0; i < size; i++) {
      if (heap[i].heapIndex != i) {
        return false;
      }
      int parent = (i - 1) / 2;
      if (i > 0 && before(heap[i], heap[parent])) {
        return false;
      }
    }
    return true;
  }

  private void removeAt(int at) {
    Job gone = heap[at];
    size--;
    if (at != size) {
      Job moved = heap[size];
      heap[at] = moved;
      moved.heapIndex = at;
      heap[size] = null;
      siftUp(at);
      if (moved.heapIndex == at) {
        siftDown(at);
      }
    } else {
      heap[size] = null;
    }
    gone.heapIndex = -1;
  }

  private void siftUp(int at) {
    while (at > 0) {
      int parent = (at - 1) / 2;
      if (!before(heap[at], heap[parent])) {
        break;
      }
      swap(at, parent);
      at = parent;
    }
  }

  private void siftDown(int at) {
    while (true) {
      int left = 2 * at + 1;
      if (left >= size) {
        return;
      }
      int child = left;
      int right = left + 1;
      if (right < size && before(heap[right], heap[left])) {
        child = right;
      }
      if (!before(heap[child], heap[at])) {
        return;
      }
      swap(at, child);
      at = child;
    }
  }

  private void swap(int i, int j) {
    Job a = heap[i];
    heap[i] = heap[j];
    heap[j] = a;
    heap[i].heapIndex = i;
    heap[j].heapIndex = j;
  }

  /** `[#1 a 09:00, #2 b 09:30]` in run order. */
  public String toString() {
    Job[] sorted = toSortedArray();
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < sorted.length; i++) {
      if (i > 0) {
        b.append(", ");
      }
      b.append('#').append(sorted[i].id()).append(' ').append(sorted[i].name());
      b.append(' ').append(DateTimes.formatTime(sorted[i].due()));
    }
    return b.append(']').toString();
  }
}
