// Double's statics: parseDouble and valueOf(String) over the JDK's grammar (whitespace trimmed,
// signs, NaN and Infinity, exponents, f/d suffixes, hexadecimal with a binary exponent, correct
// rounding at the subnormal and overflow edges) with its NumberFormatException messages, the bit
// conversions, isInfinite/isFinite, hashCode, sum/max/min and the constants.
class DblS_Test {
  static void parse(String s) {
    try {
      double d = Double.parseDouble(s);
      System.out.println("[" + s + "] = " + d + " " + Double.doubleToRawLongBits(d));
    } catch (NumberFormatException e) {
      System.out.println("[" + s + "]: " + e);
    }
  }

  @Test
  public void parsing() {
    String[] texts = {"0", "-0", "+0.0", "1", "1.", ".5", ".", "-.5e-3", "1e10", "1E+10", "1e", "1e+", "e5", "1.5f", "1.5F",
        "2d", "2D", "2.5x", "  3.25  ", "\t7\n", "", "   ", "NaN", "-NaN", "+Infinity", "-Infinity", "Infinity1",
        "infinity", "nan", "0x1p3", "0X1.8P-1", "-0x.8p1d", "0x1", "0xp1", "0x1.fffffffffffffp1023", "0x1p-1074",
        "0x1p-1075", "0x1.8p-1074", "1e309", "-1e309", "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "0.1", "0.30000000000000004",
        "123456789012345678901234567890", "9007199254740993", "1__0", "1,5", "--1", "+-1", "1e1.5",
        "2.2250738585072012e-308", "3.14159265358979323846264338327950288419716939937510", "1e-400", "00012.50e0002",
        "\u00a01", "1\u0000"};
    for (String s : texts) parse(s);
    try {
      Double.parseDouble(null);
    } catch (NullPointerException e) {
      System.out.println("null: NullPointerException");
    }
    Double v = Double.valueOf(" 2.5 ");
    System.out.println(v + " " + v.equals(Double.valueOf("25e-1")) + " " + (v == Double.valueOf("2.5")));
    try {
      Double.valueOf("two");
    } catch (NumberFormatException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void bitsAndPredicates() {
    double[] xs = {0.0, -0.0, 1.0, -2.5, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.1};
    for (double x : xs) {
      long bits = Double.doubleToLongBits(x);
      System.out.println(x + ": " + bits + " " + Double.doubleToRawLongBits(x) + " " + Double.longBitsToDouble(bits)
          + " " + Double.isNaN(x) + " " + Double.isInfinite(x) + " " + Double.isFinite(x) + " " + Double.hashCode(x)
          + " " + Double.valueOf(x).hashCode() + " " + Double.valueOf(x).isInfinite());
    }
    System.out.println(Double.longBitsToDouble(0x7ff0000000000001L) + " " + Double.doubleToLongBits(Double.longBitsToDouble(0x7ff0000000000001L))
        + " " + Double.longBitsToDouble(-1L) + " " + Double.longBitsToDouble(1L) + " " + Double.longBitsToDouble(0x3ff8000000000000L));
  }

  @Test
  public void arithmeticHelpers() {
    System.out.println(Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Double.min(-0.0, 0.0) + " " + Double.max(1.0, Double.NaN)
        + " " + Double.min(Double.NEGATIVE_INFINITY, 3) + " " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, 1.0));
    System.out.println(Double.MIN_NORMAL + " " + Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Double.SIZE + " " + Double.BYTES
        + " " + Double.MAX_VALUE + " " + Double.MIN_VALUE);
  }
}
