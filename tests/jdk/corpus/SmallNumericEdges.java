// byte, short and float corners: for-each widening and boxing over a byte[], constant byte
// variables as case labels, overloads by widening, Math.round's halfway and saturated cases,
// unboxing then widening, char compound assignment with a float, hash helpers, overflow to
// Infinity, underflow to 0.0 and long -> float rounding.
import java.util.*;

class SNE_Test {
  static final byte K = 5;
  static float sf;
  static short ss;

  static long wide(long x) { return x; }
  static float fl(float x) { return x / 2; }

  @Test
  public void edges() {
    byte[] bs = {1, -2, 3};
    int t = 0;
    for (int x : bs) t += x;
    for (Object o : bs) System.out.print(o + ";");
    for (float f : bs) System.out.print(f + ";");
    System.out.println(t);
    System.out.println(sf + " " + ss + " " + K);
    switch (7) { case K: System.out.println("k"); break; default: System.out.println("d"); }
    System.out.println(wide(K) + " " + fl(3) + " " + fl('a') + " " + fl(10L));
    float f = 0.1f;
    System.out.println(f + 0.2f + "" + (f + 0.2f));
    System.out.println((f == 0.1) + " " + (f == 0.1f) + " " + ((double) f == 0.1f));
    System.out.println(Math.round(-0.5f) + " " + Math.round(0.5f) + " " + Math.round(-2.5f) + " " + Math.round(Float.MAX_VALUE) + " " + Math.round(8388609.5f));
    System.out.println(Math.round(3) + " " + Math.abs((byte) -5) + " " + Math.max((short) 3, 2.5f));
    Short boxed = 300;
    long l = boxed;
    double d = boxed;
    float fb = boxed;
    System.out.println(l + " " + d + " " + fb);
    Float F = 2.5f;
    double dd = F;
    System.out.println(dd + " " + (F > 2) + " " + (F + 1) + " " + -F);
    char c = 'A';
    c += 1.7f;
    System.out.println(c);
    short s = (short) (c * 1000);
    System.out.println(s + " " + (s >>> 4) + " " + (byte) (s >> 4));
    float[] fs = new float[2];
    System.out.println(fs[0] + fs[1] + " " + Arrays.toString(fs));
    Object o = fs;
    System.out.println(o instanceof float[]);
    System.out.println(String.valueOf((byte) 65) + String.valueOf((short) 66) + String.valueOf(1.25f));
    StringBuilder sb = new StringBuilder();
    sb.append((byte) 1).append((short) 2).append(3.5f).append('x');
    System.out.println(sb);
    System.out.println(Objects.hash((byte) 1, (short) 2, 3f) + " " + Arrays.hashCode(new float[] {1f, -0f}) + " " + Arrays.hashCode(new short[] {1, 2}));
    float big = 1e30f;
    System.out.println(big * big + " " + (-big * big) + " " + (big * big - big * big));
    System.out.println((float) (0.1 + 0.2) + " " + (0.1f + 0.2f) + " " + (double) (0.1f + 0.2f));
    float acc = 1;
    for (int i = 0; i < 50; i++) acc /= 3;
    System.out.println(acc);
    System.out.println(Float.MIN_VALUE / 2 + " " + Float.MIN_VALUE * 0.6f);
    int i = 16777217;
    System.out.println((float) i == i);
    long big2 = Long.MIN_VALUE;
    System.out.println((float) big2 + " " + (long) (float) big2);
  }
}
