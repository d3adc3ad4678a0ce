/**
 * Number text in JSON's grammar (RFC 8259 section 6):
 *   number := '-'? int frac? exp?   int := '0' | [1-9][0-9]*   frac := '.' [0-9]+
 *   exp := ('e' | 'E') ('+' | '-')? [0-9]+
 * and its conversions, written without the platform's parsers.
 */
public final class NumberText {
  NumberText() {}

  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** The value of a hexadecimal digit, or -1. */
  public static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  /** Where the number starting at `start` of `text` ends (the grammar above), or -1. */
  public static int scan(String text, int start, boolean leadingZeros) {
    int i = start;
    int n = text.length();
    if (i < n && text.charAt(i) == '-') {
      i++;
    }
    if (i >= n || !isDigit(text.charAt(i))) {
      return -1;
    }
    if (text.charAt(i) == '0' && !leadingZeros) {
      i++;
    } else {
      while (i < n && isDigit(text.charAt(i))) {
        i++;
      }
    }
    if (i < n && text.charAt(i) == '.') {
      i++;
      int digits = i;
      while (i < n && isDigit(text.charAt(i))) {
        i++;
      }
      if (i == digits) {
        return -1;
      }
    }
    if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        i++;
      }
      int digits = i;
      while (i < n && isDigit(text.charAt(i))) {
        i++;
      }
      if (i == digits) {
        return -1;
      }
    }
    return i;
  }

  /** Whether all of `text` is one number. */
  public static boolean isValid(String text) {
    if (text == null) {
      return false;
    }
    return scan(text, 0, false) == text.length();
  }

  /** Whether a valid number has neither fraction nor exponent. */
  public static boolean isIntegral(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.' || c == 'e' || c == 'E') {
        return false;
      }
    }
    return true;
  }

  /** Whether an integral number is within long's range. */
  public static boolean fitsLong(String text) {
    boolean negative = text.startsWith("-");
    String digits = negative ? text.substring(1) : text;
    while (digits.length() > 1 && digits.charAt(0) == '0') {
      digits = digits.substring(1);
    }
    String limit = negative ? "9223372036854775808" : "9223372036854775807";
    if (digits.length() != limit.length()) {
      return digits.length() < limit.length();
    }
    return digits.compareTo(limit) <= 0;
  }

  /** REQUIRES: isIntegral(text) and fitsLong(text). */
  public static long parseLong(String text) {
    boolean negative = text.startsWith("-");
    long value = 0;
    for (int i = negative ? 1 : 0; i < text.length(); i++) {
      value = value * 10 - (text.charAt(i) - '0');
    }
    return negative ? value : -value;
  }

  /** REQUIRES: isValid(text) or scan accepted it with leading zeros. */
  public static double parseDouble(String text) {
    int i = 0;
    boolean negative = false;
    if (text.charAt(0) == '-') {
      negative = true;
      i++;
    }
    double mantissa = 0;
    int scale = 0;
    while (i < text.length() && isDigit(text.charAt(i))) {
      mantissa = mantissa * 10 + (text.charAt(i) - '0');
      i++;
    }
    if (i < text.length() && text.charAt(i) == '.') {
      i++;
      while (i < text.length() && isDigit(text.charAt(i))) {
        mantissa = mantissa * 10 + (text.charAt(i) - '0');
        scale--;
        i++;
      }
    }
    if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      boolean minus = false;
      if (text.charAt(i) == '+' || text.charAt(i) == '-') {
        minus = text.charAt(i) == '-';
        i++;
      }
      int exponent = 0;
      while (i < text.length()) {
        if (exponent < 100000) {
          exponent = exponent * 10 + (text.charAt(i) - '0');
        }
        i++;
      }
      scale += minus ? -exponent : exponent;
    }
    double value = scaleByPowerOfTen(mantissa, scale);
    return negative ? -value : value;
  }

  /** value * 10^scale by repeated multiplication (exact for the small scales of most input). */
  public static double scaleByPowerOfTen(double value, int scale) {
    if (value == 0) {
      return value;
    }
    double result = value;
    int steps = 0;
    while (scale > 0 && steps < 400) {
      result = result * 10;
      scale--;
      steps++;
    }
    while (scale < 0 && steps < 800) {
      result = result / 10;
      scale++;
      steps++;
    }
    return result;
  }

  /** The text a double serialises as: Java's shortest form ("1.0", "2.5E-7"). */
  public static String format(double value) {
    if (value == Math.floor(value) && Math.abs(value) < 1.0E15) {
      return Long.toString((long) value) + ".0";
    }
    return Double.toString(value);
  }
}
