/**
 * Formats axis tick values as text with a fixed number of decimals. Hand-written with long
 * arithmetic instead of String.valueOf(double), which would print "0.30000000000000004".
 */
public class TickFormatter {
  /** value rounded half away from zero to decimals fraction digits; "-0" is printed as "0". */
  public static String format(double value, int decimals) {
    if (decimals < 0 || decimals > 9) {
      throw new IllegalArgumentException("decimals out of range: " + decimals);
    }
    long factor = 1;
    for (int i = 0; i < decimals; i++) {
      factor = factor * 10;
    }
    value = Math.abs(value);
    boolean negative = value < 0.0;
    long scaled = (long) Math.floor(Math.abs(value) * factor + 0.5);
    long whole = scaled / factor;
    long fraction = scaled % factor;
    StringBuilder sb = new StringBuilder();
    if (negative && scaled != 0) {
      sb.append('-');
    }
    sb.append(whole);
    if (decimals > 0) {
      sb.append('.');
      String digits = String.valueOf(fraction);
      for (int i = digits.length(); i < decimals; i++) {
        sb.append('0');
      }
      sb.append(digits);
    }
    return sb.toString();
  }

  /** format(value, decimals) followed by a space and the unit; no unit for null or "". */
  public static String withUnit(double value, int decimals, String unit) {
    String text = format(value, decimals);
    if (unit == null || unit.isEmpty()) {
      return text;
    }
    return text + " " + unit;
  }

  /** Short labels for large values: 1500 -> "1.5k", 2000000 -> "2M", 0.25 -> "0.25". */
  public static String compact(double value) {
    double magnitude = Math.abs(value);
    if (magnitude >= 1000000.0) {
      return trimZeros(format(value / 1000000.0, 1)) + "M";
    }
    if (magnitude >= 1000.0) {
      return trimZeros(format(value / 1000.0, 1)) + "k";
    }
    return trimZeros(format(value, 2));
  }

  /** Drops trailing fraction zeros and a dangling decimal point: "2.50" -> "2.5", "3.0" -> "3". */
  public static String trimZeros(String text) {
    if (text.indexOf('.') < 0) {
      return text;
    }
    int end = text.length();
    while (text.charAt(end - 1) == '0') {
      end--;
    }
    if (text.charAt(end - 1) == '.') {
      end--;
    }
    return text.substring(0, end);
  }
}
