/**
 * Receives a JSON tree in document order (JsonValue.accept). Every method has an empty default, so
 * a visitor overrides only what it needs.
 */
public interface JsonVisitor {
  default void visitNull() {}

  default void visitBoolean(boolean value) {}

  default void visitNumber(JsonNumber value) {}

  default void visitString(String value) {}

  default void beginArray(int size) {}

  default void endArray() {}

  default void beginObject(int size) {}

  /** Called before the value of each member of an object. */
  default void visitKey(String key) {}

  default void endObject() {}
}
