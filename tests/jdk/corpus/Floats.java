// float: literals, single-precision arithmetic (every result rounded to float), conversions to
// and from the other numeric types (JLS 5.1.2, 5.1.3), binary numeric promotion with int, long
// and double, NaN and the infinities, compound assignment, Float.toString as Java 17 prints it
// (including thousands of pseudo-random bit patterns), the Float box and Math's float overloads.
import java.util.*;

class Flt_Util {
  static float scale = 1.5f;
  float[] weights = new float[3];

  static float mean(float[] xs) {
    float s = 0;
    for (float x : xs) s += x;
    return s / xs.length;
  }

  static String kind(float x) {
    return "float";
  }

  static String kind(double x) {
    return "double";
  }

  static double twice(double x) {
    return 2 * x;
  }
}

class Flt_Test {
  @Test
  public void literalsAndPrinting() {
    float a = 1.1f;
    float b = 0.1F;
    float c = 1e3f;
    float d = 3;
    float e = 'a';
    float f = 123456789;
    float g = 1.f;
    System.out.println(a + " " + b + " " + c + " " + d + " " + e + " " + f + " " + g);
    System.out.println(1.0f / 3);
    System.out.println(2f / 3);
    System.out.println(100f / 3);
    System.out.println(1e7f);
    System.out.println(9999999f);
    System.out.println(1.0e-3f);
    System.out.println(9.99e-4f);
    System.out.println(1e10f);
    System.out.println(16777217f);
    System.out.println(3.4028235e38f);
    System.out.println(1.17549435E-38f);
    System.out.println(1.4e-45f);
    System.out.println(0.3f + 0.6f);
    System.out.println((double) 0.1f);
    System.out.println(String.valueOf(2.5f) + Float.toString(-0.0f));
    StringBuilder sb = new StringBuilder();
    sb.append(0.7f).append(',').append(7e-5f);
    System.out.println(sb);
    System.out.print(4.25f);
    System.out.println();
  }

  @Test
  public void singlePrecisionArithmetic() {
    float x = 0.1f;
    float sum = 0;
    for (int i = 0; i < 10; i++) sum += x;
    System.out.println(sum);
    System.out.println(sum == 1.0f);
    float big = 16777216f;
    System.out.println(big + 1);
    System.out.println(big + 1.0);
    System.out.println(big * big * big * big);
    System.out.println(1.0f * 3.4028235e38f * 2);
    System.out.println(7.5f % 2 + " " + (-7.5f % 2) + " " + (5.3f % 1.1f));
    System.out.println(x * x);
    System.out.println(x / 7);
    System.out.println(-x);
    System.out.println(x - 0.3f);
    float p = 1;
    for (int i = 0; i < 30; i++) p = p * 1.7f + 0.3f;
    System.out.println(p);
    double mixed = x + 0.1;
    System.out.println(mixed);
    long l = 123456789123L;
    System.out.println(l + x);
    System.out.println(Flt_Util.kind(x + 1) + " " + Flt_Util.kind(x + 1L) + " " + Flt_Util.kind(x + 1.0));
    System.out.println(Flt_Util.twice(x));
    System.out.println(Flt_Util.mean(new float[] {1.5f, 2.25f, 3.1f}));
  }

  @Test
  public void specialValues() {
    float zero = 0f;
    float nan = zero / zero;
    System.out.println(1 / zero);
    System.out.println(-1 / zero);
    System.out.println(nan);
    System.out.println(nan == nan);
    System.out.println(nan != nan);
    System.out.println(nan < 1 || nan >= 1);
    System.out.println(-zero);
    System.out.println(zero == -zero);
    System.out.println(5f % zero);
    System.out.println(Float.isNaN(nan) + " " + Float.isInfinite(1 / zero));
    System.out.println(Float.MAX_VALUE + " " + Float.MIN_VALUE + " " + Float.MIN_NORMAL);
    System.out.println(Float.POSITIVE_INFINITY + " " + Float.NEGATIVE_INFINITY + " " + Float.NaN);
    System.out.println(Float.MAX_VALUE * 2 + " " + Float.MIN_VALUE / 2);
  }

  @Test
  public void conversions() {
    float f = 2.9e9f;
    System.out.println((int) f);
    System.out.println((long) f);
    System.out.println((int) -2.9e9f);
    System.out.println((int) 1e10f);
    System.out.println((long) 1e20f);
    System.out.println((long) -1e20f);
    System.out.println((int) Float.NaN + " " + (long) Float.NaN);
    System.out.println((byte) 300.7f + " " + (short) -40000.5f + " " + (char) 65.9f);
    System.out.println((int) 2.99f + " " + (int) -2.99f);
    System.out.println((float) 0.1);
    System.out.println((float) 1e40);
    System.out.println((float) -1e-50);
    System.out.println((float) 3.4028235677973366e38);
    System.out.println((float) 3.4028235677973362e38);
    System.out.println((float) Long.MAX_VALUE);
    System.out.println((float) 123456789123456789L);
    System.out.println((float) 16777217);
    System.out.println((float) 9007199791611905L);
    int i = 123456789;
    float fi = i;
    System.out.println(fi + " " + (int) fi + " " + (i - (int) fi));
    double d = 1.1f;
    System.out.println(d);
    float back = (float) d;
    System.out.println(back);
    byte b = 100;
    float fb = b;
    short s = -7;
    float fs = s;
    System.out.println(fb + fs);
    char c = 'z';
    float fc = c;
    System.out.println(fc);
  }

  @Test
  public void compoundAssignmentAndIncrements() {
    float f = 1.5f;
    f += 0.1;
    System.out.println(f);
    f *= 1e30;
    f *= 1e10;
    System.out.println(f);
    float g = 0.5f;
    g++;
    g++;
    System.out.println(g + " " + g-- + " " + --g);
    int n = 10;
    n += 2.7f;
    System.out.println(n);
    n *= 0.5f;
    System.out.println(n);
    long l = 1L << 40;
    l += 0.3f;
    System.out.println(l);
    float[] fs = new float[3];
    fs[0] += 1.1f;
    fs[1]++;
    fs[2] -= 1e-8;
    System.out.println(fs[0] + " " + fs[1] + " " + fs[2]);
    Flt_Util u = new Flt_Util();
    u.weights[1] = Flt_Util.scale * 3;
    Flt_Util.scale /= 3;
    System.out.println(u.weights[1] + " " + Flt_Util.scale + " " + u.weights[2]);
    float[][] grid = new float[2][2];
    grid[1][1] = 2.5f;
    System.out.println(Arrays.toString(grid[1]) + " " + Arrays.toString(new float[] {0.1f, -1e-10f}));
    float[] unsorted = {3.5f, -0.0f, 0.0f, Float.NaN, -1e10f};
    Arrays.sort(unsorted);
    System.out.println(Arrays.toString(unsorted));
  }

  @Test
  public void comparisonsAndConditionals() {
    float a = 0.1f;
    double b = 0.1;
    System.out.println(a == b);
    System.out.println(a == (float) b);
    System.out.println(a < b);
    System.out.println(a > 0.1);
    float c = true ? 1 : 2.5f;
    System.out.println(c);
    System.out.println(false ? 1 : 2.5f);
    System.out.println(true ? 1f : 2.0);
    System.out.println(true ? 'a' : 2f);
    System.out.println(Math.abs(-2.5f) + " " + Math.abs(-0.0f) + " " + Math.max(1.5f, 2) + " "
        + Math.min(-0.0f, 0.0f) + " " + Math.max(Float.NaN, 1f));
    System.out.println(Math.round(2.5f) + " " + Math.round(-2.5f) + " " + Math.round(0.49999997f)
        + " " + Math.round(1e20f) + " " + Math.round(Float.NaN));
    System.out.println(Math.sqrt(2f));
  }

  @Test
  public void floatBox() {
    Float a = 1.5f;
    Float b = 1.5f;
    System.out.println(a == b);
    System.out.println(a.equals(b));
    System.out.println(Float.valueOf(0.0f).equals(-0.0f));
    System.out.println(Float.valueOf(Float.NaN).equals(Float.NaN));
    System.out.println(a.hashCode() + " " + Float.hashCode(-0.0f) + " " + Float.valueOf(Float.NaN).hashCode());
    System.out.println(Float.floatToIntBits(1.0f) + " " + Float.floatToIntBits(Float.NaN));
    System.out.println(Float.intBitsToFloat(0x3fc00000) + " " + Float.intBitsToFloat(1));
    System.out.println(Float.compare(0.0f, -0.0f) + " " + Float.compare(Float.NaN, 1f) + " "
        + Float.compare(1f, 2f) + " " + a.compareTo(2f));
    System.out.println(a.intValue() + " " + a.longValue() + " " + a.doubleValue() + " "
        + a.floatValue() + " " + Float.valueOf(300.5f).byteValue());
    System.out.println(a.isNaN() + " " + Float.isFinite(a));
    System.out.println(Float.parseFloat("1.1") + " " + Float.parseFloat("  -2.5e3f ") + " "
        + Float.parseFloat("NaN") + " " + Float.parseFloat("-Infinity") + " "
        + Float.parseFloat(".5") + " " + Float.parseFloat("1e-50") + " "
        + Float.parseFloat("0.10000000149011612") + " " + Float.parseFloat("0x1.8p3") + " "
        + Float.parseFloat("-0X.8P-2f") + " " + Float.parseFloat("0x1.000001p0"));
    System.out.println(Float.valueOf("3.25") + " " + Float.sum(0.1f, 0.2f) + " " + Float.max(1f, 2f));
    for (String bad : new String[] {"", "abc", "1.2.3", "1e", "0x10", "0xp1", "1p3", "0x1p"}) {
      try {
        Float.parseFloat(bad);
      } catch (NumberFormatException e) {
        System.out.println(e.getMessage());
      }
    }
    Float none = null;
    try {
      float f = none;
      System.out.println(f);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    Float counter = 0.5f;
    counter++;
    System.out.println(counter + " " + (counter + 1) + " " + (counter * 2.0));
    Object o = 2.5f;
    System.out.println(o + " " + (o instanceof Float) + " " + o.equals(2.5f) + " " + o.equals(2.5));
    System.out.println(String.format("%.3f|%8.2f|%e", 0.1f, -2.5f, 1234.5f));
  }

  @Test
  public void floatCollections() {
    List<Float> fs = new ArrayList<>();
    for (int i = 0; i < 6; i++) fs.add(i * 0.7f - 1);
    System.out.println(fs);
    Collections.sort(fs, Collections.reverseOrder());
    System.out.println(fs);
    Map<Float, Integer> m = new HashMap<>();
    for (int i = 0; i < 8; i++) m.put(i / 4f, i);
    m.put(-0.0f, 99);
    m.put(0.0f, 98);
    System.out.println(m);
    Set<Float> tree = new TreeSet<>(m.keySet());
    System.out.println(tree);
    float total = 0;
    for (float f : fs) total += f;
    System.out.println(total);
  }

  @Test
  public void pseudoRandomBitPatterns() {
    // An LCG's bit patterns as floats: Float.toString's digits across every exponent.
    long seed = 42;
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      seed = seed * 6364136223846793005L + 1442695040888963407L;
      int bits = (int) (seed >>> 32);
      if (i % 3 == 1) bits = bits & 0x807FFFFF | (int) ((seed >>> 20) % 70 + 95) << 23;
      float f = Float.intBitsToFloat(bits);
      line.append(f).append(' ');
      if (i % 10 == 9) {
        System.out.println(line);
        line = new StringBuilder();
      }
    }
  }

  @Test
  public void arithmeticResults() {
    // Sums, products and quotients of small decimal floats: every result rounded to float.
    float acc = 0.25f;
    for (int i = 1; i <= 600; i++) {
      float x = i * 0.37f;
      float y = (i % 7 + 1) / 3f;
      acc = acc * 0.999f + x / y;
      System.out.println(x + " " + y + " " + (x * y) + " " + (x - y) + " " + (x % y) + " " + acc);
    }
  }
}
