/** JSON null. Use INSTANCE; every JsonNull equals every other. */
public final class JsonNull extends JsonValue {
  public static final JsonNull INSTANCE = new JsonNull();

  JsonNull() {}

  public JsonType type() {
    return JsonType.NULL;
  }

  public void accept(JsonVisitor visitor) {
    visitor.visitNull();
  }

  public boolean equals(Object other) {
    return other instanceof JsonNull;
  }

  public int hashCode() {
    return 0;
  }
}
