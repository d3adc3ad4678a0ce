/** A JSON string; the value is never null. */
public final class JsonString extends JsonValue {
  private final String value;

  /** REQUIRES: value is not null (JsonValue.of maps null to JsonNull). */
  public JsonString(String value) {
    if (value == null) {
      throw new NullPointerException();
    }
    this.value = value;
  }

  public JsonType type() {
    return JsonType.STRING;
  }

  public String asString() {
    return value;
  }

  /** The number of UTF-16 units of the value. */
  public int length() {
    return value.length();
  }

  public void accept(JsonVisitor visitor) {
    visitor.visitString(value);
  }

  public boolean equals(Object other) {
    if (!(other instanceof JsonString)) {
      return false;
    }
    return value.equals(((JsonString) other).value);
  }

  public int hashCode() {
    return value.hashCode();
  }
}
