/** A growable list of ints backed by an array. */
public class IntList {
  private int[] data;
  private int size;

  public IntList() {
    this(4);
  }

  /** Throws IllegalArgumentException when capacity < 1. */
  public IntList(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be positive");
    }
    data = new int[capacity];
    size = 0;
  }

  /** Parses "1, 2, 3"; an empty or blank text is the empty list. */
  public static IntList parse(String text) {
    IntList list = new IntList();
    int start = 0;
    while (start < text.length()) {
      int comma = text.indexOf(',', start);
      if (comma < 0) {
        comma = text.length();
      }
      String item = text.substring(start, comma).trim();
      if (!item.isEmpty()) {
        try {
          list.add(Integer.parseInt(item));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("bad number: " + item);
        }
      }
      start = comma + 1;
    }
    return list;
  }

  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return size == 0;
  }

  public void add(int value) {
    ensureCapacity(size + 1);
    data[size] = value;
    size++;
  }

  /** Appends every value of other; a null list adds nothing. */
  public void addAll(IntList other) {
    if (other != null) {
      for (int i = 0; i < other.size; i++) {
        add(other.data[i]);
      }
    }
  }

  /** Inserts value before position index (index == size appends). */
  public void insert(int index, int value) {
    if (index < 0 || index > size) {
      throw new IndexOutOfBoundsException("insert at " + index + ", size " + size);
    }
    ensureCapacity(size + 1);
    for (int i = size; i > index; i--) {
      data[i] = data[i - 1];
    }
    data[index] = value;
    size++;
  }

  public int get(int index) {
    checkIndex(index);
    return data[index];
  }

  public void set(int index, int value) {
    checkIndex(index);
    data[index] = value;
  }

  /** Removes and returns the value at index; later values move down. */
  public int removeAt(int index) {
    checkIndex(index);
    int removed = data[index];
    for (int i = index; i < size - 1; i++) {
      data[i] = data[i + 1];
    }
    size--;
    return removed;
  }

  /** Removes the first occurrence of value; false when absent. */
  public boolean removeValue(int value) {
    int i = indexOf(value);
    if (i >= 0) {
      removeAt(i);
      return true;
    }
    return false;
  }

  public int indexOf(int value) {
    for (int i = 0; i < size; i++) {
      if (data[i] == value) {
        return i;
      }
    }
    return -1;
  }

  public boolean contains(int value) {
    return indexOf(value) >= 0;
  }

  public int[] toArray() {
    int[] out = new int[size];
    for (int i = 0; i < size; i++) {
      out[i] = data[i];
    }
    return out;
  }

  public void clear() {
    size = 0;
  }

  private void checkIndex(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + ", size " + size);
    }
  }

  private void ensureCapacity(int needed) {
    if (needed > data.length) {
      int[] bigger = new int[Math.max(data.length * 2, needed)];
      for (int i = 0; i < size; i++) {
        bigger[i] = data[i];
      }
      data = bigger;
    }
  }

  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < size; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(data[i]);
    }
    return sb.append(']').toString();
  }
}
// Bug-exposing tests of collections-1: IntList.add stores the value but never increments the size
public class Collections1Test {
  @Test
  public void addIncreasesSize() {
    IntList list = new IntList();
    list.add(3);
    list.add(4);
    Assert.assertEquals(2, list.size());
    Assert.assertEquals("[3, 4]", list.toString());
  }

  @Test
  public void addAfterInsert() {
    IntList list = new IntList();
    list.insert(0, 1);
    list.add(2);
    Assert.assertEquals(2, list.get(1));
  }
}
