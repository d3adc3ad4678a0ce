/**
 * A JSON object: members in insertion order, keys unique. Putting an existing key replaces its
 * value in place. Stored as two parallel arrays; lookups are linear, as documents are small.
 */
public final class JsonObject extends JsonValue {
  private String[] keys;
  private JsonValue[] values;
  private int count;

  public JsonObject() {
    keys = new String[4];
    values = new JsonValue[4];
    count = 0;
  }

  public JsonType type() {
    return JsonType.OBJECT;
  }

  public JsonObject asObject() {
    return this;
  }

  public int size() {
    return count;
  }

  public boolean isEmpty() {
    return count == 0;
  }

  private int indexOfKey(String key) {
    for (int i = 0; i < count; i++) {
      if (keys[i].equals(key)) {
        return i;
      }
    }
    return -1;
  }

  private void grow() {
    if (count < keys.length) {
      return;
    }
    String[] k = new String[keys.length * 2];
    JsonValue[] v = new JsonValue[keys.length * 2];
    for (int i = 0; i < count; i++) {
      k[i] = keys[i];
      v[i] = values[i];
    }
    keys = k;
    values = v;
  }

  /** Sets member `key`; a null value is stored as JsonNull. Returns this. */
  public JsonObject put(String key, JsonValue value) {
    if (key == null) {
      throw new NullPointerException("null key");
    }
    JsonValue v = value == null ? JsonNull.INSTANCE : value;
    int at = indexOfKey(key);
    if (at >= 0) {
      values[at] = v;
      return this;
    }
    grow();
    keys[count] = key;
    values[count] = v;
    count++;
    return this;
  }

  public JsonObject put(String key, String value) {
    return put(key, JsonValue.of(value));
  }

  public JsonObject put(String key, long value) {
    return put(key, JsonValue.of(value));
  }

  public JsonObject put(String key, boolean value) {
    return put(key, JsonValue.of(value));
  }

  /** The value of `key`, or null when there is no such member. */
  public JsonValue get(String key) {
    int at = indexOfKey(key);
    if (at < 0) {
      return null;
    }
    return values[at];
  }

  public boolean has(String key) {
    return indexOfKey(key) >= 0;
  }

  /** Removes member `key`; returns its value or null. Later members keep their order. */
  public JsonValue remove(String key) {
    int at = indexOfKey(key);
    if (at < 0) {
      return null;
    }
    JsonValue old = values[at];
    for (int i = at; i < count - 1; i++) {
      keys[i] = keys[i + 1];
      values[i] = values[i + 1];
    }
    count--;
    keys[count] = null;
    values[count] = null;
    return old;
  }

  /** The keys in insertion order (a copy). */
  public String[] keys() {
    String[] out = new String[count];
    for (int i = 0; i < count; i++) {
      out[i] = keys[i];
    }
    return out;
  }

  /** The key of member `index` in insertion order. */
  public String keyAt(int index) {
    if (index < 0 || index >= count) {
      throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + count);
    }
    return keys[index];
  }

  private JsonValue require(String key) throws JsonException {
    JsonValue v = get(key);
    if (v == null) {
      throw new JsonException("missing member \"" + key + "\"");
    }
    return v;
  }

  public String getString(String key) throws JsonException {
    JsonValue value = require(key);
    return value.asString();
  }

  public int getInt(String key) throws JsonException {
    return require(key).asInt();
  }

  public boolean getBoolean(String key) throws JsonException {
    return require(key).asBoolean();
  }

  public JsonArray getArray(String key) throws JsonException {
    return require(key).asArray();
  }

  public JsonObject getObject(String key) throws JsonException {
    return require(key).asObject();
  }

  /** The string member `key`, or `fallback` when it is missing, null or not a string. */
  public String optString(String key, String fallback) {
    JsonValue v = get(key);
    if (v == null || !v.isString()) {
      return fallback;
    }
    return ((JsonString) v).asString();
  }

  /** The int member `key`, or `fallback` when it is missing or not an int. */
  public int optInt(String key, int fallback) {
    JsonValue v = get(key);
    if (v == null || !v.isNumber()) {
      return fallback;
    }
    try {
      return v.asInt();
    } catch (JsonException e) {
      return fallback;
    }
  }

  /**
   * Copies every member of `other` into this object. With `deep`, an object member present in both
   * is merged recursively instead of replaced. A null `other` adds nothing.
   */
  public JsonObject merge(JsonObject other, boolean deep) {
    if (other != null) {
      for (int i = 0; i < other.count; i++) {
        String key = other.keys[i];
        JsonValue incoming = other.values[i];
        JsonValue mine = get(key);
        if (deep && mine != null && mine.isObject() && incoming.isObject()) {
          ((JsonObject) mine).merge((JsonObject) incoming, true);
        } else {
          put(key, incoming);
        }
      }
    }
    return this;
  }

  /** A copy with the keys in ascending order (String.compareTo), values shared. */
  public JsonObject sorted() {
    String[] order = keys();
    for (int i = 1; i < order.length; i++) {
      String k = order[i];
      int j = i - 1;
      while (j >= 0 && order[j].compareTo(k) > 0) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = k;
    }
    JsonObject out = new JsonObject();
    for (int i = 0; i < order.length; i++) {
      out.put(order[i], get(order[i]));
    }
    return out;
  }

  public int depth() {
    int deepest = 0;
    for (int i = 0; i < count; i++) {
      deepest = Math.max(deepest, values[i].depth());
    }
    return deepest + 1;
  }

  public void accept(JsonVisitor visitor) {
    visitor.beginObject(count);
    for (int i = 0; i < count; i++) {
      visitor.visitKey(keys[i]);
      values[i].accept(visitor);
    }
    visitor.endObject();
  }

  /** Objects are equal when they have the same members, in any order. */
  public boolean equals(Object other) {
    if (!(other instanceof JsonObject)) {
      return false;
    }
    JsonObject o = (JsonObject) other;
    if (o.count != count) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      JsonValue theirs = o.get(keys[i]);
      if (theirs == null || !theirs.equals(values[i])) {
        return false;
      }
    }
    return true;
  }

  public int hashCode() {
    int h = 0;
    for (int i = 0; i < count; i++) {
      h += keys[i].hashCode() ^ values[i].hashCode();
    }
    return h;
  }
}
