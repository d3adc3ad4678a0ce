/**
 * Decides when two lines count as equal. An implementation gives the key a line is compared by;
 * the defaults derive equality and hashing from it, so equal lines always hash alike.
 */
public interface LineComparator {
  /** The text a line is compared by. */
  String key(String line);

  /** A short name for option strings ("exact", "ignore-case", ...). */
  String name();

  default boolean equal(String a, String b) {
    if (a == null || b == null) {
      return a == b;
    }
    return key(a).equals(key(b));
  }

  default int hash(String line) {
    if (line == null) {
      return 0;
    }
    return key(line).hashCode();
  }

  /** Whether a line counts as blank under this comparator. */
  default boolean blank(String line) {
    return line == null || key(line).length() == 0;
  }
}
