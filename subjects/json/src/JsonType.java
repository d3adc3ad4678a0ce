/** The six kinds of JSON value (RFC 8259 section 3), with the names used in error messages. */
public enum JsonType {
  NULL("null", false),
  BOOLEAN("boolean", false),
  NUMBER("number", false),
  STRING("string", false),
  ARRAY("array", true),
  OBJECT("object", true);

  private final String label;
  private final boolean container;

  JsonType(String label, boolean container) {
    this.label = label;
    this.container = container;
  }

  public String label() {
    return label;
  }

  public boolean isContainer() {
    return container;
  }

  public boolean isScalar() {
    return !container;
  }

  /** The type whose label is `label`, or null when there is none. */
  public static JsonType fromLabel(String label) {
    if (label == null) {
      return null;
    }
    JsonType[] all = values();
    for (int i = 0; i < all.length; i++) {
      if (all[i].label.equals(label)) {
        return all[i];
      }
    }
    return null;
  }
}
