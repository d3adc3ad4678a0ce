// Math's exact statics: PI and E, floorDiv/floorMod for every sign combination and overload
// (floorMod(long, int) returns int), the *Exact family at the overflow bounds with its
// "integer overflow"/"long overflow" messages, toIntExact, signum of zeros and NaN, rint's ties
// to even, round's ties toward positive infinity and saturation, and the angle conversions.
class MathS_Test {
  static void divs(int x, int y) {
    try {
      System.out.println(x + " " + y + ": " + Math.floorDiv(x, y) + " " + Math.floorMod(x, y) + " " + (x / y) + " " + (x % y));
    } catch (ArithmeticException e) {
      System.out.println(x + " " + y + ": " + e.getMessage());
    }
  }

  @Test
  public void floorDivAndMod() {
    int[] xs = {7, -7, 0, 6, -6, Integer.MIN_VALUE, Integer.MAX_VALUE};
    int[] ys = {2, -2, 3, -3, 1, -1, 0};
    for (int x : xs) {
      for (int y : ys) divs(x, y);
    }
    long big = 10000000000L;
    System.out.println(Math.floorDiv(-big, 3L) + " " + Math.floorMod(-big, 3L) + " " + Math.floorDiv(big, -7) + " " + Math.floorMod(-big, 7));
    int m = Math.floorMod(-big, 7);
    long q = Math.floorDiv(Long.MIN_VALUE, -1L);
    System.out.println(m + " " + q + " " + Math.floorMod(Long.MIN_VALUE, -1L) + " " + Math.floorMod(Long.MIN_VALUE, 10L));
    try {
      Math.floorMod(5L, 0);
    } catch (ArithmeticException e) {
      System.out.println("floorMod(long, 0) " + e.getMessage());
    }
    try {
      Math.floorDiv(5L, 0L);
    } catch (ArithmeticException e) {
      System.out.println("floorDiv(long, 0L) " + e.getMessage());
    }
  }

  @Test
  public void exactArithmetic() {
    System.out.println(Math.addExact(2, 3) + " " + Math.subtractExact(2, 3) + " " + Math.multiplyExact(-4, 5));
    System.out.println(Math.addExact(2L, 3L) + " " + Math.subtractExact(-2L, 3L) + " " + Math.multiplyExact(4L, 5) + " " + Math.multiplyExact(1L << 31, 1L << 31));
    System.out.println(Math.negateExact(5) + " " + Math.negateExact(-5L) + " " + Math.incrementExact(9) + " " + Math.decrementExact(9L) + " " + Math.toIntExact(-123L));
    System.out.println(Math.addExact(Integer.MAX_VALUE, -1) + " " + Math.multiplyExact(Integer.MIN_VALUE, 1) + " " + Math.toIntExact((long) Integer.MIN_VALUE));
    String[] names = {"addExact int", "addExact long", "subtractExact int", "subtractExact long", "multiplyExact int",
        "multiplyExact long int", "multiplyExact long", "negateExact int", "negateExact long", "incrementExact int",
        "incrementExact long", "decrementExact int", "decrementExact long", "toIntExact big", "toIntExact small"};
    for (int i = 0; i < names.length; i++) {
      try {
        long r;
        switch (i) {
          case 0: r = Math.addExact(Integer.MAX_VALUE, 1); break;
          case 1: r = Math.addExact(Long.MAX_VALUE, 1L); break;
          case 2: r = Math.subtractExact(Integer.MIN_VALUE, 1); break;
          case 3: r = Math.subtractExact(Long.MIN_VALUE, 1L); break;
          case 4: r = Math.multiplyExact(65536, 65536); break;
          case 5: r = Math.multiplyExact(Long.MIN_VALUE, -1); break;
          case 6: r = Math.multiplyExact(1L << 32, 1L << 31); break;
          case 7: r = Math.negateExact(Integer.MIN_VALUE); break;
          case 8: r = Math.negateExact(Long.MIN_VALUE); break;
          case 9: r = Math.incrementExact(Integer.MAX_VALUE); break;
          case 10: r = Math.incrementExact(Long.MAX_VALUE); break;
          case 11: r = Math.decrementExact(Integer.MIN_VALUE); break;
          case 12: r = Math.decrementExact(Long.MIN_VALUE); break;
          case 13: r = Math.toIntExact(1L << 31); break;
          default: r = Math.toIntExact(-(1L << 31) - 1); break;
        }
        System.out.println(names[i] + " = " + r);
      } catch (ArithmeticException e) {
        System.out.println(names[i] + ": " + e);
      }
    }
  }

  @Test
  public void roundingAndSigns() {
    double[] xs = {0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 2.4999999999999996, 0.49999999999999994, -0.49999999999999994,
        3.7, -3.7, 1e300, -1e300, 4503599627370497.0, 9.3e18, -9.3e18, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE};
    for (double x : xs) {
      System.out.println(x + ": signum " + Math.signum(x) + " rint " + Math.rint(x) + " round " + Math.round(x)
          + " floor " + Math.floor(x) + " ceil " + Math.ceil(x));
    }
  }

  @Test
  public void constantsAndAngles() {
    System.out.println(Math.PI + " " + Math.E);
    double[] xs = {0, 30, 45, 90, 180, 360, -720, 1e-300, 1e308, Double.NaN};
    for (double x : xs) {
      System.out.println(x + " -> " + Math.toRadians(x) + " -> " + Math.toDegrees(Math.toRadians(x)) + " / " + Math.toDegrees(x));
    }
    System.out.println(Math.toDegrees(Math.PI) + " " + Math.toRadians(180.0) + " " + (Math.toRadians(180) == Math.PI));
  }
}
