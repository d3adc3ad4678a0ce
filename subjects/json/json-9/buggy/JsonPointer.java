/**
 * A JSON Pointer (RFC 6901): "" is the whole document, "/a/0/b" the member "b" of element 0 of
 * member "a". In a token, "~1" stands for '/' and "~0" for '~'. An array index is "0" or digits
 * without a leading zero; "-" names the position after the last element (only for adding).
 */
public final class JsonPointer {
  private final String[] tokens;

  JsonPointer(String[] tokens) {
    this.tokens = tokens;
  }

  public static JsonPointer root() {
    return new JsonPointer(new String[0]);
  }

  /** Parses pointer text; JsonException when it is not "" and does not start with '/'. */
  public static JsonPointer parse(String text) throws JsonException {
    if (text == null) {
      throw new JsonException("null pointer text");
    }
    if (text.isEmpty()) {
      return root();
    }
    if (text.charAt(0) != '/') {
      throw new JsonException("pointer must start with '/': " + text);
    }
    int parts = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '/') {
        parts++;
      }
    }
    String[] tokens = new String[parts];
    int start = 1;
    for (int k = 0; k < parts; k++) {
      int end = text.indexOf('/', start);
      if (end < 0) {
        end = text.length();
      }
      tokens[k] = unescape(text.substring(start, end));
      start = end + 1;
    }
    return new JsonPointer(tokens);
  }

  /** Decodes ~1 and ~0 (in that order, so "~01" is "~1"). */
  public static String unescape(String token) throws JsonException {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < token.length(); i++) {
      char c = token.charAt(i);
      if (c != '~') {
        b.append(c);
        continue;
      }
      if (i + 1 >= token.length()) {
        throw new JsonException("dangling ~ in pointer token: " + token);
      }
      char d = token.charAt(i + 1);
      if (d == '0') {
        b.append('~');
      } else if (d == '1') {
        b.append('/');
      } else {
        throw new JsonException("bad escape ~" + d + " in pointer token");
      }
      i++;
    }
    return b.toString();
  }

  public static String escape(String token) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < token.length(); i++) {
      char c = token.charAt(i);
      if (c == '~') {
        b.append("~0");
      } else if (c == '/') {
        b.append("~0");
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  public int depth() {
    return tokens.length;
  }

  public boolean isRoot() {
    return tokens.length == 0;
  }

  public String token(int i) {
    return tokens[i];
  }

  /** The last token; REQUIRES: not the root. */
  public String last() {
    return tokens[tokens.length - 1];
  }

  /** The pointer without its last token (the root's parent is the root). */
  public JsonPointer parent() {
    if (tokens.length == 0) {
      return this;
    }
    String[] up = new String[tokens.length - 1];
    for (int i = 0; i < up.length; i++) {
      up[i] = tokens[i];
    }
    return new JsonPointer(up);
  }

  /** This pointer with one more token. */
  public JsonPointer append(String token) {
    String[] down = new String[tokens.length + 1];
    for (int i = 0; i < tokens.length; i++) {
      down[i] = tokens[i];
    }
    down[tokens.length] = token;
    return new JsonPointer(down);
  }

  /** Whether `other` is this pointer or below it. */
  public boolean isPrefixOf(JsonPointer other) {
    if (other.tokens.length < tokens.length) {
      return false;
    }
    for (int i = 0; i < tokens.length; i++) {
      if (!tokens[i].equals(other.tokens[i])) {
        return false;
      }
    }
    return true;
  }

  /** The index a token names in an array of `size` elements, or -1 ("-" gives size). */
  public static int arrayIndex(String token, int size) {
    if (token.equals("-")) {
      return size;
    }
    if (token.isEmpty() || token.length() > 9) {
      return -1;
    }
    if (token.length() > 1 && token.charAt(0) == '0') {
      return -1;
    }
    int value = 0;
    for (int i = 0; i < token.length(); i++) {
      char c = token.charAt(i);
      if (!NumberText.isDigit(c)) {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  /** The value this pointer names in `document`, or null when there is none. */
  public JsonValue resolve(JsonValue document) {
    JsonValue current = document;
    for (int i = 0; i < tokens.length; i++) {
      if (current == null) {
        return null;
      }
      if (current.isObject()) {
        current = ((JsonObject) current).get(tokens[i]);
      } else if (current.isArray()) {
        JsonArray array = (JsonArray) current;
        int index = arrayIndex(tokens[i], array.size());
        if (index < 0 || index >= array.size()) {
          return null;
        }
        current = array.get(index);
      } else {
        return null;
      }
    }
    return current;
  }

  /** Like resolve, but a missing value is a JsonException naming this pointer. */
  public JsonValue require(JsonValue document) throws JsonException {
    JsonValue v = resolve(document);
    if (v == null) {
      throw new JsonException("no value at " + toString());
    }
    return v;
  }

  public boolean equals(Object other) {
    if (!(other instanceof JsonPointer)) {
      return false;
    }
    return toString().equals(other.toString());
  }

  public int hashCode() {
    return toString().hashCode();
  }

  public String toString() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < tokens.length; i++) {
      b.append('/');
      b.append(escape(tokens[i]));
    }
    return b.toString();
  }
}
