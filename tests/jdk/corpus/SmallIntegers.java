// byte and short: constant assignment (JLS 5.2), narrowing casts, promotion to int in arithmetic,
// compound assignment and ++/-- narrowing back, arrays zero-filled, fields and parameters,
// overload resolution by widening, switch on byte and short, conditionals typed by JLS 15.25,
// and their boxes Byte and Short (caches, equals, hashCode, parsing, collections).
import java.util.*;

class SmI_Util {
  static byte counter;
  static short total = 1000;
  byte b = 7;
  short[] history = new short[3];

  static int widen(int x) {
    return x * 2;
  }

  static String pick(long x) {
    return "long " + x;
  }

  static String pick(short x) {
    return "short " + x;
  }

  static String kind(int x) {
    return "int";
  }

  static String kind(double x) {
    return "double";
  }

  static byte half(byte x) {
    return (byte) (x / 2);
  }

  static short sum(short[] xs) {
    short s = 0;
    for (short x : xs) s += x;
    return s;
  }

  static String name(byte code) {
    switch (code) {
      case 1:
        return "one";
      case -128:
        return "min";
      case 127:
        return "max";
      default:
        return "other";
    }
  }

  static int shortSwitch(short s) {
    switch (s) {
      case 1000:
        return 1;
      case -1:
        return 2;
      default:
        return 0;
    }
  }
}

class SmI_Test {
  @Test
  public void constantsAndCasts() {
    byte b = 10;
    short s = 'a';
    byte neg = -128;
    short big = 32767;
    char c = 65;
    final int k = 100;
    byte fromFinal = k;
    System.out.println(b + " " + s + " " + neg + " " + big + " " + c + " " + fromFinal);
    System.out.println((byte) 200);
    System.out.println((byte) -129);
    System.out.println((short) 70000);
    System.out.println((short) -32769);
    System.out.println((byte) 3.99);
    System.out.println((byte) -3.99);
    System.out.println((byte) 1e10);
    System.out.println((short) 1e10);
    System.out.println((byte) 300L);
    System.out.println((char) (byte) -1 + 0);
    System.out.println((short) (char) 65535);
    System.out.println((byte) 'A');
    System.out.println((int) (byte) 0x80);
  }

  @Test
  public void arithmeticPromotesToInt() {
    byte a = 100;
    byte b = 100;
    int sum = a + b;
    System.out.println(sum);
    System.out.println(a * b);
    System.out.println(-a);
    System.out.println(~a);
    System.out.println(a >> 2);
    System.out.println((byte) -1 >>> 28);
    short s = -300;
    System.out.println(s / 7 + " " + s % 7 + " " + (s & 0xFF) + " " + (s ^ a));
    System.out.println(a == b);
    System.out.println(a < s);
    System.out.println("" + a + s);
    long l = a;
    double d = s;
    System.out.println(l + " " + d);
    System.out.println(SmI_Util.widen(a));
  }

  @Test
  public void compoundAssignmentNarrows() {
    byte b = 10;
    b += 300;
    System.out.println(b);
    b *= 3;
    System.out.println(b);
    b -= 1.5;
    System.out.println(b);
    b >>= 1;
    System.out.println(b);
    b++;
    System.out.println(b);
    byte max = 127;
    max++;
    System.out.println(max);
    byte min = -128;
    System.out.println(min--);
    System.out.println(min);
    short s = 32767;
    s++;
    System.out.println(s);
    s += 70000;
    System.out.println(s);
    s /= 3;
    System.out.println(s);
    short t = 5;
    System.out.println(++t + t++ + t);
    byte[] bytes = {1, 2, 3};
    bytes[1] += 200;
    bytes[2]++;
    System.out.println(bytes[0] + " " + bytes[1] + " " + bytes[2]);
    SmI_Util.counter += 129;
    SmI_Util.total *= 100;
    System.out.println(SmI_Util.counter + " " + SmI_Util.total);
  }

  @Test
  public void arraysFieldsAndParameters() {
    byte[] zeros = new byte[4];
    short[][] grid = new short[2][3];
    System.out.println(zeros[0] + zeros[3] + " " + grid[1][2] + " " + zeros.length);
    grid[1][2] = 300;
    grid[0][0] = (short) (grid[1][2] * 200);
    System.out.println(grid[1][2] + " " + grid[0][0]);
    System.out.println(Arrays.toString(zeros) + " " + Arrays.toString(grid[1]));
    short[] xs = {1000, 2000, 30000};
    System.out.println(SmI_Util.sum(xs));
    SmI_Util u = new SmI_Util();
    u.b += u.b;
    u.history[2] = u.b;
    System.out.println(u.b + " " + u.history[2] + " " + SmI_Util.half(u.b));
    byte[] sorted = {5, -3, 127, -128, 0};
    Arrays.sort(sorted);
    System.out.println(Arrays.toString(sorted));
    System.out.println(Arrays.equals(new short[] {1, 2}, new short[] {1, 2}));
    System.out.println(Arrays.hashCode(new byte[] {1, -1}));
    try {
      byte[] bad = new byte[2];
      bad[2] = 1;
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void overloadsSwitchesAndConditionals() {
    byte b = 3;
    short s = 4;
    System.out.println(SmI_Util.pick(s));
    System.out.println(SmI_Util.pick(b));
    System.out.println(SmI_Util.kind(b));
    System.out.println(SmI_Util.name((byte) 1) + SmI_Util.name((byte) 128) + SmI_Util.name(b));
    System.out.println(SmI_Util.name((byte) 127) + SmI_Util.shortSwitch((short) 1000));
    System.out.println(SmI_Util.shortSwitch((short) 65535));
    boolean yes = b < s;
    System.out.println(yes ? b : s);
    System.out.println(yes ? b : 'x');
    System.out.println(yes ? b : 1000);
    System.out.println(yes ? 'x' : b);
    short r = yes ? b : s;
    System.out.println(r);
    char c = 'a';
    c += 1;
    c++;
    System.out.println(c);
    Byte boxed = 7;
    switch (boxed) {
      case 7:
        System.out.println("boxed seven");
        break;
      default:
        System.out.println("boxed other");
    }
  }

  @Test
  public void boxes() {
    Byte a = 100;
    Byte b = 100;
    Byte c = Byte.valueOf((byte) -100);
    Byte d = Byte.valueOf((byte) -100);
    System.out.println((a == b) + " " + (c == d) + " " + a.equals(b));
    Short s1 = 127;
    Short s2 = 127;
    Short s3 = 128;
    Short s4 = 128;
    System.out.println((s1 == s2) + " " + (s3 == s4) + " " + s3.equals(s4));
    System.out.println(a.equals(100) + " " + s1.equals((short) 127) + " " + a.equals(s1));
    System.out.println(a.hashCode() + " " + c.hashCode() + " " + s3.hashCode());
    System.out.println(a.intValue() + c.shortValue() + s3.byteValue());
    System.out.println(c.longValue() + " " + c.doubleValue() + " " + s3.floatValue());
    System.out.println(Byte.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Short.MAX_VALUE + " "
        + Short.MIN_VALUE);
    System.out.println(Byte.compare((byte) -100, (byte) 100) + " " + Short.compare(s3, s1));
    System.out.println(a.compareTo(c) + " " + s1.compareTo(s3));
    System.out.println(Byte.parseByte("-12") + Short.parseShort("+300"));
    System.out.println(Byte.toString((byte) 5) + Short.toString((short) -5));
    try {
      Byte.parseByte("128");
    } catch (NumberFormatException e) {
      System.out.println(e.getMessage());
    }
    try {
      Short.parseShort("x1");
    } catch (NumberFormatException e) {
      System.out.println(e.getMessage());
    }
    Byte nothing = null;
    try {
      byte bad = nothing;
      System.out.println(bad);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    Short counter = 10;
    counter++;
    System.out.println(counter);
    Object o = (byte) 1;
    System.out.println(o instanceof Byte);
    System.out.println(o + " " + Short.valueOf((short) 3));
    int sum = a + s3;
    System.out.println(sum);
  }

  @Test
  public void collections() {
    List<Byte> bytes = new ArrayList<>();
    for (int i = 0; i < 5; i++) bytes.add((byte) (i * 60));
    System.out.println(bytes);
    Collections.sort(bytes);
    System.out.println(bytes + " " + bytes.contains((byte) 120) + " " + bytes.indexOf((byte) -16));
    Map<Short, String> names = new HashMap<>();
    for (short s = -40; s < 200; s += 37) names.put(s, "v" + s);
    System.out.println(names);
    Set<Short> keys = new TreeSet<>(names.keySet());
    System.out.println(keys);
    int total = 0;
    for (byte b : bytes) total += b;
    System.out.println(total);
    Map<Byte, Integer> counts = new HashMap<>();
    byte[] data = {3, 1, 3, -2, 3, 1};
    for (byte b : data) {
      Integer n = counts.get(b);
      counts.put(b, n == null ? 1 : n + 1);
    }
    System.out.println(counts);
  }
}
