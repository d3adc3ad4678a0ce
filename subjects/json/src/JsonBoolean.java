/** JSON true or false. */
public final class JsonBoolean extends JsonValue {
  public static final JsonBoolean TRUE = new JsonBoolean(true);
  public static final JsonBoolean FALSE = new JsonBoolean(false);

  private final boolean value;

  JsonBoolean(boolean value) {
    this.value = value;
  }

  public static JsonBoolean valueOf(boolean value) {
    return value ? TRUE : FALSE;
  }

  public JsonType type() {
    return JsonType.BOOLEAN;
  }

  public boolean asBoolean() {
    return value;
  }

  public void accept(JsonVisitor visitor) {
    visitor.visitBoolean(value);
  }

  public boolean equals(Object other) {
    if (!(other instanceof JsonBoolean)) {
      return false;
    }
    return ((JsonBoolean) other).value == value;
  }

  public int hashCode() {
    return value ? 1231 : 1237;
  }
}
