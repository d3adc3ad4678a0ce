/**
 * A JSON number. Integral numbers that fit a long keep their exact value; all others are doubles.
 * The text is what the number serialises as (the parsed text, or the canonical form).
 */
public final class JsonNumber extends JsonValue {
  private final boolean integral;
  private final long longValue;
  private final double doubleValue;
  private final String text;

  public JsonNumber(long value) {
    this.integral = true;
    this.longValue = value;
    this.doubleValue = value;
    this.text = Long.toString(value);
  }

  /** REQUIRES: value is finite (JSON has no NaN or infinity). */
  public JsonNumber(double value) {
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      throw new IllegalArgumentException("not a JSON number: " + value);
    }
    this.integral = false;
    this.longValue = (long) value;
    this.doubleValue = value;
    this.text = NumberText.format(value);
  }

  JsonNumber(String text, boolean integral, long longValue, double doubleValue) {
    this.text = text;
    this.integral = integral;
    this.longValue = longValue;
    this.doubleValue = doubleValue;
  }

  /** Parses a number in JSON's grammar (NumberText.isValid). */
  public static JsonNumber parse(String text) throws JsonException {
    if (!NumberText.isValid(text)) {
      throw new JsonException("malformed number: " + text);
    }
    if (NumberText.isIntegral(text) && NumberText.fitsLong(text)) {
      long v = NumberText.parseLong(text);
      return new JsonNumber(text, true, v, v);
    }
    return new JsonNumber(text, false, (long) NumberText.parseDouble(text),
        NumberText.parseDouble(text));
  }

  public JsonType type() {
    return JsonType.NUMBER;
  }

  public boolean isIntegral() {
    return integral;
  }

  public int asInt() throws JsonException {
    if (!integral || longValue < Integer.MIN_VALUE || longValue > Integer.MAX_VALUE) {
      throw new JsonException("not an int: " + text);
    }
    return (int) longValue;
  }

  public long asLong() throws JsonException {
    if (!integral) {
      throw new JsonException("not a long: " + text);
    }
    return longValue;
  }

  public double asDouble() {
    return doubleValue;
  }

  public String text() {
    return text;
  }

  public void accept(JsonVisitor visitor) {
    visitor.visitNumber(this);
  }

  /** Numbers are equal when their values are: 1, 1.0 and 1e0 are one number. */
  public boolean equals(Object other) {
    if (!(other instanceof JsonNumber)) {
      return false;
    }
    JsonNumber o = (JsonNumber) other;
    if (integral && o.integral) {
      return longValue == o.longValue;
    }
    return doubleValue == o.doubleValue;
  }

  public int hashCode() {
    long bits = (long) doubleValue;
    return (int) (bits ^ (bits >>> 32));
  }

  /** Orders by numeric value. */
  public int compareTo(JsonNumber other) {
    if (integral && other.integral) {
      return longValue < other.longValue ? -1 : (longValue == other.longValue ? 0 : 1);
    }
    if (doubleValue < other.doubleValue) {
      return -1;
    }
    return doubleValue > other.doubleValue ? 1 : 0;
  }
}
