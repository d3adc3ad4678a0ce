/** A fixed-capacity first-in first-out queue of ints in a circular array. */
public class RingBuffer {
  private final int[] slots;
  private int head;
  private int count;

  /** Throws IllegalArgumentException when capacity < 1. */
  public RingBuffer(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be positive");
    }
    slots = new int[capacity];
    head = 0;
    count = 0;
  }

  /** Appends value; false (and no change) when the buffer is full. */
  public boolean offer(int value) {
    if (count == slots.length) {
      return false;
    }
    slots[(head + count) % slots.length] = value;
    count++;
    return true;
  }

  /** Appends value, dropping the oldest value when the buffer is full. */
  public void overwrite(int value) {
    if (count == slots.length) {
      slots[head] = value;
      head = (head + 1) % slots.length;
    } else {
      offer(value);
    }
  }

  /** Removes and returns the oldest value. Throws IllegalStateException when empty. */
  public int poll() {
    if (count == 0) {
      throw new IllegalStateException("empty buffer");
    }
    int value = slots[head];
    head = (head + 1) % slots.length;
    count--;
    return value;
  }

  public int peek() {
    if (count == 0) {
      throw new IllegalStateException("empty buffer");
    }
    return slots[head];
  }

  /** The i-th oldest value (0 is the oldest). */
  public int get(int i) {
    if (i < 0 || i >= count) {
      throw new IndexOutOfBoundsException("index " + i + ", size " + count);
    }
    return slots[(head + i) % slots.length];
  }

  /** Removes every value, returning them oldest first. */
  public int[] drain() {
    int n = count;
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = peek();
    }
    return out;
  }

  public int size() {
    return count;
  }

  public int capacity() {
    return slots.length;
  }

  public boolean isFull() {
    return count == slots.length;
  }

  public boolean isEmpty() {
    return count == 0;
  }
}
