// Hexadecimal floating-point literals (JLS 3.10.2): with and without a point, a fraction only,
// signed exponents, f/F/d/D suffixes, upper-case letters, underscores, the extremes of double
// and float (subnormal minima, maxima), rounding of long mantissas to double and to float once,
// and their use in constant expressions and switch-free arithmetic.
class HexF_Test {
  static final double EIGHTH = 0x1p-3;
  static final float HALF = 0x.8p0f;

  @Test
  public void values() {
    double[] ds = {0x1.8p3, 0x1p0, 0X1P-2, 0x.8p1, 0x1.p1, 0xAp0, 0xa.8P+1, 0x1.fffffffffffffp1023,
        0x1p-1074, 0x0.0000000000001p-1022, 0x1p-1022, 0x0p0, 0x0.0p99, 0x1_0.0p0, 0x1.8p3d,
        0x1.8p3D, -0x1p4, 0x123456789abcdefp-8, 0x1.00000000000008p0, 0x1.00000000000018p0};
    for (double d : ds) System.out.println(d + " " + Double.doubleToLongBits(d));
  }

  @Test
  public void floats() {
    float[] fs = {0x1.8p3f, 0x1p-2F, 0x1.fffffep127f, 0x1p-149f, 0x1p-126f, 0x.8p0f,
        0x1.000001p0f, 0x1.000003p0f, 0xffffffp0f, 0x1ffffffp0f};
    for (float f : fs) System.out.println(f + " " + Float.floatToIntBits(f));
  }

  @Test
  public void inExpressions() {
    double x = 0x1p4 * EIGHTH + HALF;
    float y = 0x1.8p1f * 2;
    final double c = 0x1p10 + 0x1p-10;
    System.out.println(x + " " + y + " " + c + " " + (0x1p1 == 2.0) + " " + (0x10 + 0x1p4));
    System.out.println(Double.parseDouble("0x1.8p3") == 0x1.8p3);
    System.out.println(Float.parseFloat("0x1p-2f") == 0x1p-2f);
  }
}
