/**
 * A JSON value. The conversions (asInt, asString, ...) throw JsonException when the value has
 * another type; subclasses override the ones that apply to them.
 */
public abstract class JsonValue {
  public abstract JsonType type();

  /** Walks this value and everything inside it in document order. */
  public abstract void accept(JsonVisitor visitor);

  public boolean isNull() {
    return type() == JsonType.NULL;
  }

  public boolean isBoolean() {
    return type() == JsonType.BOOLEAN;
  }

  public boolean isNumber() {
    return type() == JsonType.NUMBER;
  }

  public boolean isString() {
    return type() == JsonType.STRING;
  }

  public boolean isArray() {
    return type() == JsonType.ARRAY;
  }

  public boolean isObject() {
    return type() == JsonType.OBJECT;
  }

  public boolean asBoolean() throws JsonException {
    throw mismatch(JsonType.BOOLEAN);
  }

  public int asInt() throws JsonException {
    throw mismatch(JsonType.NUMBER);
  }

  public long asLong() throws JsonException {
    throw mismatch(JsonType.NUMBER);
  }

  public double asDouble() throws JsonException {
    throw mismatch(JsonType.NUMBER);
  }

  public String asString() throws JsonException {
    throw mismatch(JsonType.STRING);
  }

  public JsonArray asArray() throws JsonException {
    throw mismatch(JsonType.ARRAY);
  }

  public JsonObject asObject() throws JsonException {
    throw mismatch(JsonType.OBJECT);
  }

  /** Elements of an array, members of an object, 0 for a scalar. */
  public int size() {
    return 0;
  }

  /** How deeply containers nest inside this value: 0 for a scalar, 1 for [] or {}. */
  public int depth() {
    return 0;
  }

  protected JsonException mismatch(JsonType wanted) {
    return new JsonException("expected " + wanted.label() + " but found " + type().label());
  }

  /** The compact serialisation (no spaces). */
  public String toString() {
    return JsonWriter.compact(this);
  }

  /** The serialisation indented by two spaces per level. */
  public String toPrettyString() {
    return JsonWriter.pretty(this, 2);
  }

  public static JsonValue of(boolean value) {
    return JsonBoolean.valueOf(value);
  }

  public static JsonValue of(long value) {
    return new JsonNumber(value);
  }

  public static JsonValue of(double value) {
    return new JsonNumber(value);
  }

  /** A string value; null gives JSON null. */
  public static JsonValue of(String value) {
    if (value == null) {
      return JsonNull.INSTANCE;
    }
    return new JsonString(value);
  }

  public static JsonValue nullValue() {
    return JsonNull.INSTANCE;
  }
}
