/** An ordered list of JSON values in a growable array. A null element is stored as JsonNull. */
public final class JsonArray extends JsonValue {
  private JsonValue[] items;
  private int count;

  public JsonArray() {
    items = new JsonValue[4];
    count = 0;
  }

  /** An array of the given values, in order. */
  public static JsonArray with(JsonValue... values) {
    JsonArray array = new JsonArray();
    for (JsonValue v : values) {
      array.add(v);
    }
    return array;
  }

  /** An array of strings. */
  public static JsonArray ofStrings(String... values) {
    JsonArray array = new JsonArray();
    for (int i = 0; i < values.length; i++) {
      array.add(JsonValue.of(values[i]));
    }
    return array;
  }

  public JsonType type() {
    return JsonType.ARRAY;
  }

  public JsonArray asArray() {
    return this;
  }

  public int size() {
    return count;
  }

  public boolean isEmpty() {
    return count == 0;
  }

  private void grow(int needed) {
    if (needed <= items.length) {
      return;
    }
    int capacity = items.length * 2;
    if (capacity < needed) {
      capacity = needed;
    }
    JsonValue[] bigger = new JsonValue[capacity];
    for (int i = 0; i < count; i++) {
      bigger[i] = items[i];
    }
    items = bigger;
  }

  private void checkIndex(int index, int limit) {
    if (index < 0 || index >= limit) {
      throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + count);
    }
  }

  public JsonArray add(JsonValue value) {
    grow(count + 1);
    items[count] = value == null ? JsonNull.INSTANCE : value;
    count++;
    return this;
  }

  public JsonArray add(String value) {
    return add(JsonValue.of(value));
  }

  public JsonArray add(long value) {
    return add(JsonValue.of(value));
  }

  public JsonArray add(boolean value) {
    return add(JsonValue.of(value));
  }

  /** Inserts before position `index` (0..size()). */
  public JsonArray insert(int index, JsonValue value) {
    checkIndex(index, count + 1);
    grow(count + 1);
    for (int i = count; i > index; i--) {
      items[i] = items[i - 1];
    }
    items[index] = value == null ? JsonNull.INSTANCE : value;
    count++;
    return this;
  }

  public JsonValue get(int index) {
    checkIndex(index, count);
    return items[index];
  }

  /** Replaces element `index`; returns the old one. */
  public JsonValue set(int index, JsonValue value) {
    checkIndex(index, count);
    JsonValue old = items[index];
    items[index] = value == null ? JsonNull.INSTANCE : value;
    return old;
  }

  /** Removes element `index`; returns it. */
  public JsonValue remove(int index) {
    checkIndex(index, count);
    JsonValue old = items[index];
    for (int i = index; i < count - 1; i++) {
      items[i] = items[i + 1];
    }
    count--;
    items[count] = null;
    return old;
  }

  /** The first index of an element equal to `value`, or -1. */
  public int indexOf(JsonValue value) {
    for (int i = 0; i < count; i++) {
      if (items[i].equals(value)) {
        return i;
      }
    }
    return -1;
  }

  public boolean contains(JsonValue value) {
    return indexOf(value) >= 0;
  }

  public String getString(int index) throws JsonException {
    return get(index).asString();
  }

  public int getInt(int index) throws JsonException {
    return get(index).asInt();
  }

  public JsonObject getObject(int index) throws JsonException {
    return get(index).asObject();
  }

  /** Elements from..to-1 in a new array. */
  public JsonArray slice(int from, int to) {
    if (from < 0 || to > count) {
      throw new IndexOutOfBoundsException("slice " + from + ".." + to + " of " + count);
    }
    JsonArray out = new JsonArray();
    for (int i = from; i < to; i++) {
      out.add(items[i]);
    }
    return out;
  }

  /** The elements in a new Java array. */
  public JsonValue[] toArray() {
    JsonValue[] out = new JsonValue[count];
    for (int i = 0; i < count; i++) {
      out[i] = items[i];
    }
    return out;
  }

  /** The string elements; JsonException when one is not a string. */
  public String[] toStringArray() throws JsonException {
    String[] out = new String[count];
    for (int i = 0; i < count; i++) {
      out[i] = items[i].asString();
    }
    return out;
  }

  public int depth() {
    int deepest = 0;
    for (int i = 0; i < count; i++) {
      deepest = Math.max(deepest, items[i].depth());
    }
    return deepest + 1;
  }

  public void accept(JsonVisitor visitor) {
    visitor.beginArray(count);
    for (int i = 0; i < count; i++) {
      items[i].accept(visitor);
    }
    visitor.endArray();
  }

  public boolean equals(Object other) {
    if (!(other instanceof JsonArray)) {
      return false;
    }
    JsonArray o = (JsonArray) other;
    if (o.count != count) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      if (!items[i].equals(o.items[i])) {
        return false;
      }
    }
    return true;
  }

  public int hashCode() {
    int h = 1;
    for (int i = 0; i < count; i++) {
      h = 31 * h + items[i].hashCode();
    }
    return h;
  }
}
