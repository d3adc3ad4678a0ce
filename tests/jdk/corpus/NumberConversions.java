// Number's six conversions on every box that has them: byteValue, shortValue, intValue,
// longValue, floatValue and doubleValue of Integer, Long and Double (narrowing through int for
// long and double, float rounding once, NaN and infinities saturating) and of Float, Byte and
// Short, including values at and past each type's range.
class NumC_Test {
  static String all(Integer v) {
    return v.byteValue() + " " + v.shortValue() + " " + v.intValue() + " " + v.longValue() + " "
        + v.floatValue() + " " + v.doubleValue();
  }

  static String all(Long v) {
    return v.byteValue() + " " + v.shortValue() + " " + v.intValue() + " " + v.longValue() + " "
        + v.floatValue() + " " + v.doubleValue();
  }

  static String all(Double v) {
    return v.byteValue() + " " + v.shortValue() + " " + v.intValue() + " " + v.longValue() + " "
        + v.floatValue() + " " + v.doubleValue();
  }

  static String all(Float v) {
    return v.byteValue() + " " + v.shortValue() + " " + v.intValue() + " " + v.longValue() + " "
        + v.floatValue() + " " + v.doubleValue();
  }

  @Test
  public void integers() {
    int[] xs = {0, 1, -1, 127, 128, -129, 255, 32767, 32768, -32769, 65535, 16777217, 123456789,
        Integer.MAX_VALUE, Integer.MIN_VALUE};
    for (int x : xs) System.out.println(x + ": " + all(x));
  }

  @Test
  public void longs() {
    long[] xs = {0L, -1L, 200L, 70000L, 4294967296L, 4294967297L, 9007199254740993L,
        Long.MAX_VALUE, Long.MIN_VALUE, -123456789012345L};
    for (long x : xs) System.out.println(x + ": " + all(x));
  }

  @Test
  public void doubles() {
    double[] xs = {0.0, -0.0, 1.5, -1.5, 127.9, 128.5, -129.99, 40000.25, 1e10, -1e10, 3e38, 1e39,
        1e-46, 0.1, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MAX_VALUE, Double.MIN_VALUE, 16777217.0};
    for (double x : xs) System.out.println(x + ": " + all(x));
  }

  @Test
  public void smallBoxes() {
    float[] fs = {0.5f, -300.75f, 1e20f, Float.NaN, Float.NEGATIVE_INFINITY};
    for (float f : fs) System.out.println(f + ": " + all(f));
    Byte b = (byte) -7;
    Short s = (short) 1234;
    System.out.println(b.byteValue() + " " + b.shortValue() + " " + b.intValue() + " "
        + b.longValue() + " " + b.floatValue() + " " + b.doubleValue());
    System.out.println(s.byteValue() + " " + s.shortValue() + " " + s.intValue() + " "
        + s.longValue() + " " + s.floatValue() + " " + s.doubleValue());
  }

  @Test
  public void inExpressions() {
    Integer i = 300;
    Long l = 5000000000L;
    Double d = -2.75;
    byte sum = (byte) (i.byteValue() + l.byteValue() + d.byteValue());
    float f = i.floatValue() / l.floatValue() + d.floatValue();
    short sh = l.shortValue();
    System.out.println(sum + " " + f + " " + sh + " " + (i.shortValue() == 300));
  }
}
