/**
 * A map from non-null String keys to ints: open addressing with linear probing in two parallel
 * arrays, kept at most three-quarters full.
 */
public class StringIntMap {
  private String[] keys;
  private int[] values;
  private int size;

  public StringIntMap() {
    keys = new String[8];
    values = new int[8];
    size = 0;
  }

  /** The slot holding key, or the empty slot where key would go. REQUIRES: a free slot exists. */
  private int slotOf(String key) {
    int i = Math.abs(key.hashCode() % keys.length);
    while (keys[i] != null && !keys[i].equals(key)) {
      i = (i + 1) % keys.length;
    }
    return i;
  }

  /** Throws IllegalArgumentException for a null key. */
  public void put(String key, int value) {
    if (key == null) {
      throw new IllegalArgumentException("null key");
    }
    if ((size + 1) * 4 > keys.length * 3) {
      resize();
    }
    int i = slotOf(key);
    if (keys[i] == null) {
      keys[i] = key;
      size++;
    }
    values[i] = value;
  }

  /** The value of key, or missing when key is absent. */
  public int get(String key, int missing) {
    int i = slotOf(key);
    if (keys[i] == null) {
      return missing;
    }
    return values[i];
  }

  /** False for null, which is never a key. */
  public boolean containsKey(String key) {
    return key != null && keys[slotOf(key)] != null;
  }

  /** Adds one to the value of key (absent counts as 0) and returns the new value. */
  public int increment(String key) {
    int next = get(key, 0) + 1;
    put(key, next);
    return next;
  }

  /**
   * Removes key; false when absent. The rest of the probe cluster is re-inserted so that later
   * lookups do not stop early at the freed slot.
   */
  public boolean remove(String key) {
    int i = slotOf(key);
    if (keys[i] == null) {
      return false;
    }
    keys[i] = null;
    size--;
    return true;
  }

  public int size() {
    return size;
  }

  /** Every key, sorted. */
  public String[] sortedKeys() {
    String[] out = new String[size];
    int n = 0;
    for (int i = 0; i < keys.length; i++) {
      if (keys[i] != null) {
        out[n] = keys[i];
        n++;
      }
    }
    Sorting.sortStrings(out);
    return out;
  }

  private void resize() {
    String[] oldKeys = keys;
    int[] oldValues = values;
    keys = new String[oldKeys.length * 2];
    values = new int[oldValues.length * 2];
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        put(oldKeys[i], oldValues[i]);
      }
    }
  }
}
