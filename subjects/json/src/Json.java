/** Entry points: parse, serialise, copy and compare documents. */
public final class Json {
  Json() {}

  /** Parses strict RFC 8259 JSON. */
  public static JsonValue parse(String text) throws JsonException {
    return new JsonParser(text).parse();
  }

  /** Parses with comments, trailing commas and single quotes allowed. */
  public static JsonValue parseLenient(String text) throws JsonException {
    return new JsonParser(text, JsonFeature.COMMENTS, JsonFeature.TRAILING_COMMAS,
        JsonFeature.SINGLE_QUOTES).parse();
  }

  public static JsonObject parseObject(String text) throws JsonException {
    return parse(text).asObject();
  }

  public static String stringify(JsonValue value) {
    return JsonWriter.compact(value);
  }

  /** The canonical form: compact with sorted keys, so equal documents print the same. */
  public static String canonical(JsonValue value) {
    return new JsonWriter(0).sortKeys(true).write(value).result();
  }

  /** Re-indents a document. */
  public static String reformat(String text, int indent) throws JsonException {
    return JsonWriter.pretty(parse(text), indent);
  }

  /** A deep copy: containers are new, scalars are shared (they are immutable). */
  public static JsonValue copy(JsonValue value) {
    if (value == null) {
      return null;
    }
    if (value.isArray()) {
      JsonArray from = (JsonArray) value;
      JsonArray to = new JsonArray();
      for (int i = 0; i < from.size(); i++) {
        to.add(copy(from.get(i)));
      }
      return to;
    }
    if (value.isObject()) {
      JsonObject from = (JsonObject) value;
      JsonObject to = new JsonObject();
      String[] keys = from.keys();
      for (int i = 0; i < keys.length; i++) {
        to.put(keys[i], copy(from.get(keys[i])));
      }
      return to;
    }
    return value;
  }

  /** Whether two documents are equal (JsonValue.equals, null-safe). */
  public static boolean same(JsonValue a, JsonValue b) {
    if (a == null || b == null) {
      return a == b;
    }
    return a.equals(b);
  }

  /** The paths of every leaf of `value` with its compact text, one "path=value" per line. */
  public static String flatten(JsonValue value) {
    StringBuilder out = new StringBuilder();
    flattenInto(value, JsonPointer.root(), out);
    return out.toString();
  }

  private static void flattenInto(JsonValue value, JsonPointer at, StringBuilder out) {
    if (value.isArray() && value.size() > 0) {
      JsonArray array = (JsonArray) value;
      for (int i = 0; i < array.size(); i++) {
        flattenInto(array.get(i), at.append(Integer.toString(i)), out);
      }
      return;
    }
    if (value.isObject() && value.size() > 0) {
      JsonObject object = (JsonObject) value;
      for (int i = 0; i < object.size(); i++) {
        String key = object.keyAt(i);
        flattenInto(object.get(key), at.append(key), out);
      }
      return;
    }
    out.append(at.toString()).append('=').append(JsonWriter.compact(value)).append('\n');
  }
}
