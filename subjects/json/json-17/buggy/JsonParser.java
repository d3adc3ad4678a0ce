/**
 * A recursive-descent parser of RFC 8259 JSON, with optional extensions (JsonFeature). Errors are
 * JsonExceptions naming the 1-based line and column where the input went wrong. Nesting deeper
 * than the depth limit (default 512) is an error, not a stack overflow.
 */
public final class JsonParser {
  private final String text;
  private final JsonFeature[] features;
  private int pos;
  private int line;
  private int lineStart;
  private int depth;
  private int maxDepth;

  public JsonParser(String text, JsonFeature... features) {
    if (text == null) {
      throw new NullPointerException("text");
    }
    this.text = text;
    this.features = features;
    this.pos = 0;
    this.line = 1;
    this.lineStart = 0;
    this.depth = 0;
    this.maxDepth = 512;
  }

  /** REQUIRES: limit >= 1. */
  public JsonParser withMaxDepth(int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("depth limit " + limit);
    }
    maxDepth = limit;
    return this;
  }

  public boolean allows(JsonFeature feature) {
    return JsonFeature.contains(features, feature);
  }

  /** Parses the whole input as one value; anything but whitespace after it is an error. */
  public JsonValue parse() throws JsonException {
    skipWhitespace();
    JsonValue value = parseValue();
    skipWhitespace();
    if (pos < text.length()) {
      throw error("unexpected '" + text.charAt(pos) + "' after the value");
    }
    return value;
  }

  /** The line (1-based) the parser is at. */
  public int line() {
    return line;
  }

  /** The column (1-based) the parser is at. */
  public int column() {
    return pos - lineStart + 1;
  }

  private JsonException error(String message) {
    return new JsonException(message, line(), column());
  }

  private boolean atEnd() {
    return pos >= text.length();
  }

  private char peek() throws JsonException {
    if (atEnd()) {
      throw error("unexpected end of input");
    }
    return text.charAt(pos);
  }

  private char next() throws JsonException {
    char c = peek();
    pos++;
    if (c == '\n') {
      line++;
      lineStart = pos;
    }
    return c;
  }

  private void expect(char c) throws JsonException {
    char got = peek();
    if (got != c) {
      throw error("expected '" + c + "' but found '" + got + "'");
    }
    next();
  }

  private void skipWhitespace() throws JsonException {
    while (!atEnd()) {
      char c = text.charAt(pos);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        next();
      } else if (c == '/' && allows(JsonFeature.COMMENTS)) {
        skipComment();
      } else {
        return;
      }
    }
  }

  private void skipComment() throws JsonException {
    next();
    char kind = next();
    if (kind == '/') {
      while (!atEnd() && peek() != '\n') {
        next();
      }
    } else if (kind == '*') {
      while (true) {
        if (atEnd()) {
          throw error("unterminated comment");
        }
        if (next() == '*' && !atEnd() && peek() == '/') {
          next();
          return;
        }
      }
    } else {
      throw error("expected a comment after '/'");
    }
  }

  private JsonValue parseValue() throws JsonException {
    char c = peek();
    switch (c) {
      case '{':
        return parseObject();
      case '[':
        return parseArray();
      case '"':
        return new JsonString(parseString('"'));
      case '\'':
        if (!allows(JsonFeature.SINGLE_QUOTES)) {
          throw error("single-quoted strings are not allowed");
        }
        return new JsonString(parseString('\''));
      case 't':
        parseWord("true");
        return JsonBoolean.TRUE;
      case 'f':
        parseWord("false");
        return JsonBoolean.FALSE;
      case 'n':
        parseWord("null");
        return JsonNull.INSTANCE;
      default:
        if (c == '-' || NumberText.isDigit(c)) {
          return parseNumber();
        }
        throw error("unexpected '" + c + "'");
    }
  }

  private void enter() throws JsonException {
    depth++;
    if (depth > maxDepth) {
      throw error("nesting deeper than " + maxDepth);
    }
  }

  private JsonObject parseObject() throws JsonException {
    enter();
    expect('{');
    JsonObject object = new JsonObject();
    skipWhitespace();
    if (peek() == '}') {
      next();
      depth--;
      return object;
    }
    while (true) {
      skipWhitespace();
      char quote = peek();
      if (quote == '}' && allows(JsonFeature.TRAILING_COMMAS) && object.size() > 0) {
        next();
        break;
      }
      if (quote != '"' && !(quote == '\'' && allows(JsonFeature.SINGLE_QUOTES))) {
        throw error("expected a member name");
      }
      String key = parseString(quote);
      if (object.has(key)) {
        throw error("duplicate member \"" + key + "\"");
      }
      skipWhitespace();
      expect(':');
      skipWhitespace();
      object.put(key, parseValue());
      skipWhitespace();
      char c = next();
      if (c == '}') {
        break;
      }
      if (c != ',') {
        throw error("expected ',' or '}' in an object");
      }
    }
    depth--;
    return object;
  }

  private JsonArray parseArray() throws JsonException {
    enter();
    expect('[');
    JsonArray array = new JsonArray();
    skipWhitespace();
    if (peek() == ']') {
      next();
      depth--;
      return array;
    }
    while (true) {
      skipWhitespace();
      if (peek() == ']' && allows(JsonFeature.TRAILING_COMMAS) && array.size() > 0) {
        next();
        break;
      }
      array.add(parseValue());
      skipWhitespace();
      char c = next();
      if (c == ']') {
        break;
      }
      if (c != ',') {
        throw error("expected ',' or ']' in an array");
      }
    }
    depth--;
    return array;
  }

  private String parseString(char quote) throws JsonException {
    expect(quote);
    StringBuilder b = new StringBuilder();
    while (true) {
      if (atEnd()) {
        throw error("unterminated string");
      }
      char c = next();
      if (c == quote) {
        return b.toString();
      }
      if (c < 0x20) {
        throw error("control character in a string");
      }
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char e = next();
      switch (e) {
        case '"':
        case '\\':
        case '/':
        case '\'':
          if (e == '\'' && quote == '\'') {
            throw error("bad escape \\'");
          }
          b.append(e);
          break;
        case 'b':
          b.append('\b');
          break;
        case 'f':
          b.append('\f');
          break;
        case 'n':
          b.append('\n');
          break;
        case 'r':
          b.append('\r');
          break;
        case 't':
          b.append('\t');
          break;
        case 'u':
          b.append(parseHex4());
          break;
        default:
          throw error("bad escape \\" + e);
      }
    }
  }

  private char parseHex4() throws JsonException {
    int value = 0;
    for (int i = 0; i < 4; i++) {
      int digit = NumberText.hexValue(peek());
      if (digit < 0) {
        throw error("bad \\u escape");
      }
      next();
      value = value * 16 + digit;
    }
    return (char) value;
  }

  private void parseWord(String word) throws JsonException {
    for (int i = 0; i < word.length(); i++) {
      if (atEnd() || text.charAt(pos) != word.charAt(i)) {
        throw error("expected " + word);
      }
      next();
    }
  }

  private JsonNumber parseNumber() throws JsonException {
    int end = NumberText.scan(text, pos, allows(JsonFeature.LEADING_ZEROS));
    if (end < 0) {
      throw error("malformed number");
    }
    String number = text.substring(pos, end);
    pos = end;
    if (NumberText.isIntegral(number) && NumberText.fitsLong(number)) {
      long v = NumberText.parseLong(number);
      return new JsonNumber(number, true, v, v);
    }
    double d = NumberText.parseDouble(number);
    return new JsonNumber(number, false, (long) d, d);
  }
}
