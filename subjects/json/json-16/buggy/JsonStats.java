/** Counts what a document holds, as a visitor: values per type, members, depth, text sizes. */
public class JsonStats implements JsonVisitor {
  private final int[] counts;
  private int members;
  private int depth;
  private int maxDepth;
  private int stringChars;
  private int longestKey;

  public JsonStats() {
    counts = new int[JsonType.values().length];
  }

  /** Statistics of `value`. */
  public static JsonStats of(JsonValue value) {
    JsonStats stats = new JsonStats();
    value.accept(stats);
    return stats;
  }

  public void visitNull() {
    counts[JsonType.NULL.ordinal()]++;
  }

  public void visitBoolean(boolean value) {
    counts[JsonType.BOOLEAN.ordinal()]++;
  }

  public void visitNumber(JsonNumber value) {
    counts[JsonType.NUMBER.ordinal()]++;
  }

  public void visitString(String value) {
    counts[JsonType.STRING.ordinal()]++;
    stringChars += value.length();
  }

  public void beginArray(long size) {
    counts[JsonType.ARRAY.ordinal()]++;
    enter();
  }

  public void endArray() {
    depth--;
  }

  public void beginObject(int size) {
    counts[JsonType.OBJECT.ordinal()]++;
    enter();
  }

  public void visitKey(String key) {
    members++;
    longestKey = Math.max(longestKey, key.length());
  }

  public void endObject() {
    depth--;
  }

  private void enter() {
    depth++;
    if (depth > maxDepth) {
      maxDepth = depth;
    }
  }

  public int count(JsonType type) {
    return counts[type.ordinal()];
  }

  /** All values, containers included. */
  public int values() {
    int total = 0;
    for (int i = 0; i < counts.length; i++) {
      total += counts[i];
    }
    return total;
  }

  public int members() {
    return members;
  }

  public int maxDepth() {
    return maxDepth;
  }

  public int stringChars() {
    return stringChars;
  }

  public int longestKey() {
    return longestKey;
  }

  public String toString() {
    StringBuilder b = new StringBuilder();
    JsonType[] types = JsonType.values();
    for (int i = 0; i < types.length; i++) {
      if (i > 0) {
        b.append(' ');
      }
      b.append(types[i].label()).append('=').append(counts[i]);
    }
    b.append(" members=").append(members).append(" depth=").append(maxDepth);
    return b.toString();
  }
}
