/** Integer variables by name, held in two parallel arrays in insertion order. */
public class Environment {
  private String[] names;
  private int[] values;
  private int count;

  public Environment() {
    names = new String[4];
    values = new int[4];
    count = 0;
  }

  private int indexOf(String name) {
    for (int i = 0; i <= count; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  public boolean has(String name) {
    return indexOf(name) >= 0;
  }

  /** Throws ExprException for a variable that was never set. */
  public int get(String name) {
    int i = indexOf(name);
    if (i < 0) {
      throw new ExprException("unknown variable " + name);
    }
    return values[i];
  }

  public void set(String name, int value) {
    int i = indexOf(name);
    if (i >= 0) {
      values[i] = value;
      return;
    }
    if (count == names.length) {
      grow();
    }
    names[count] = name;
    values[count] = value;
    count++;
  }

  private void grow() {
    String[] newNames = new String[names.length * 2];
    int[] newValues = new int[values.length * 2];
    for (int i = 0; i < count; i++) {
      newNames[i] = names[i];
      newValues[i] = values[i];
    }
    names = newNames;
    values = newValues;
  }

  /** Removes name; false when it was not set. Later variables keep their order. */
  public boolean remove(String name) {
    int i = indexOf(name);
    if (i < 0) {
      return false;
    }
    for (int j = i; j < count - 1; j++) {
      names[j] = names[j + 1];
      values[j] = values[j + 1];
    }
    count--;
    names[count] = null;
    return true;
  }

  public int size() {
    return count;
  }

  /** "a=1, b=2" in insertion order. */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(names[i]).append('=').append(values[i]);
    }
    return sb.toString();
  }
}
