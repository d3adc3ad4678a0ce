/**
 * Serialises JSON values. Compact output has no spaces; pretty output puts every element and
 * member on a line of its own, indented by `indent` spaces per level, with ": " after keys.
 * Empty containers print as [] and {} in both.
 */
public final class JsonWriter {
  private final StringBuilder out;
  private final int indent;
  private boolean sortKeys;
  private boolean asciiOnly;

  /** REQUIRES: indent >= 0 (0 is compact). */
  public JsonWriter(int indent) {
    if (indent < 0) {
      throw new IllegalArgumentException("negative indent " + indent);
    }
    this.out = new StringBuilder();
    this.indent = indent;
    this.sortKeys = false;
    this.asciiOnly = false;
  }

  /** Members of every object in ascending key order. */
  public JsonWriter sortKeys(boolean on) {
    sortKeys = on;
    return this;
  }

  /** Characters above 0x7e written as \\uXXXX escapes. */
  public JsonWriter asciiOnly(boolean on) {
    asciiOnly = on;
    return this;
  }

  public static String compact(JsonValue value) {
    return new JsonWriter(0).write(value).result();
  }

  public static String pretty(JsonValue value, int indent) {
    return new JsonWriter(indent).write(value).result();
  }

  public String result() {
    return out.toString();
  }

  public JsonWriter write(JsonValue value) {
    writeValue(value, 0);
    return this;
  }

  private void newline(int level) {
    if (indent == 0) {
      return;
    }
    out.append('\n');
    for (int i = 0; i < level * indent; i++) {
      out.append(' ');
    }
  }

  private void writeValue(JsonValue value, int level) {
    switch (value.type()) {
      case NULL:
        out.append("null");
        break;
      case BOOLEAN:
        out.append(value.equals(JsonBoolean.TRUE) ? "true" : "false");
        break;
      case NUMBER:
        out.append(((JsonNumber) value).text());
        break;
      case STRING:
        writeString(((JsonString) value).asString());
        break;
      case ARRAY:
        writeArray((JsonArray) value, level);
        break;
      default:
        writeObject((JsonObject) value, level);
        break;
    }
  }

  private void writeArray(JsonArray array, int level) {
    out.append('[');
    if (array.isEmpty()) {
      out.append(']');
      return;
    }
    for (int i = 0; i < array.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      newline(level + 1);
      writeValue(array.get(i), level + 1);
    }
    newline(level);
    out.append(']');
  }

  private void writeObject(JsonObject object, int level) {
    out.append('{');
    if (object.isEmpty()) {
      out.append('}');
      return;
    }
    JsonObject members = sortKeys ? object.sorted() : object;
    for (int i = 0; i < members.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      newline(level + 1);
      String key = members.keyAt(i);
      writeString(key);
      out.append(indent > 0 ? ": " : ":");
      writeValue(members.get(key), level + 1);
    }
    out.append('}');
  }

  private void writeString(String s) {
    out.append('"');
    out.append(escape(s, asciiOnly));
    out.append('"');
  }

  /** The body of a JSON string literal for `s` (without the quotes). */
  public static String escape(String s, boolean asciiOnly) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          b.append("\\\"");
          break;
        case '\\':
          b.append("\\\\");
          break;
        case '\n':
          b.append("\\n");
          break;
        case '\r':
          b.append("\\r");
          break;
        case '\t':
          b.append("\\t");
          break;
        case '\b':
          b.append("\\b");
          break;
        case '\f':
          b.append("\\f");
          break;
        default:
          if (c < 0x20 || (asciiOnly && c > 0x7e)) {
            b.append(unicodeEscape(c));
          } else {
            b.append(c);
          }
      }
    }
    return b.toString();
  }

  /** \\u followed by four lower-case hex digits. */
  public static String unicodeEscape(char c) {
    String digits = "0123456789abcdef";
    StringBuilder b = new StringBuilder("\\u");
    for (int shift = 12; shift >= 0; shift -= 4) {
      b.append(digits.charAt((c >> shift) & 0xf));
    }
    return b.toString();
  }
}
