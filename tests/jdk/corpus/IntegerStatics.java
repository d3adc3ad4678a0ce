// Integer's and Long's statics: parsing in every radix with the JDK's NumberFormatException
// messages (null, empty, sign only, bad digits, overflow just past the bounds, radix out of
// range), valueOf(String) boxes and their cache, toString in a radix, the unsigned binary,
// octal and hex forms, the bit operations, signum, sum/max/min, hashCode and SIZE/BYTES.
class IntS_Test {
  static void parseInt(String s, int radix) {
    try {
      System.out.println("parseInt(" + s + ", " + radix + ") = " + Integer.parseInt(s, radix));
    } catch (NumberFormatException e) {
      System.out.println("parseInt(" + s + ", " + radix + "): " + e.getMessage());
    }
  }

  static void parseLong(String s, int radix) {
    try {
      System.out.println("parseLong(" + s + ", " + radix + ") = " + Long.parseLong(s, radix));
    } catch (NumberFormatException e) {
      System.out.println("parseLong(" + s + ", " + radix + "): " + e.getMessage());
    }
  }

  @Test
  public void parsing() {
    String[] texts = {"0", "-0", "+17", "ff", "FF", "-Ff", "z", "Z", "10", "1_0", "", "-", "+", " 1", "2147483647",
        "2147483648", "-2147483648", "-2147483649", "7fffffff", "80000000", "-80000000", "11111111111111111111111111111111",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "7fffffffffffffff",
        "zzzzzzzzzzzzz", "1a", "12345678901234567890", "\u00b2"};
    int[] radixes = {10, 16, 2, 36, 8};
    for (String s : texts) {
      for (int r : radixes) {
        parseInt(s, r);
        parseLong(s, r);
      }
    }
    parseInt(null, 10);
    parseLong(null, 16);
    parseInt(null, 99);
    parseInt("1", 1);
    parseInt("1", 37);
    parseLong("1", 0);
    parseLong("1", 40);
    try {
      Long.parseLong("12L");
    } catch (NumberFormatException e) {
      System.out.println(e);
    }
    System.out.println(Long.parseLong("-9223372036854775808") + " " + Long.parseLong("+42"));
  }

  @Test
  public void valueOfStrings() {
    Integer a = Integer.valueOf("127");
    Integer b = Integer.valueOf("127");
    Integer c = Integer.valueOf("128");
    Integer d = Integer.valueOf("128");
    System.out.println(a + " " + (a == b) + " " + c + " " + (c == d) + " " + c.equals(d) + " " + Integer.valueOf("-ff", 16));
    Long e = Long.valueOf("-128");
    Long f = Long.valueOf("-128");
    Long g = Long.valueOf("1000", 36);
    System.out.println(e + " " + (e == f) + " " + g + " " + Long.valueOf("-129").equals(Long.valueOf(-129L)));
    try {
      Integer.valueOf("x1");
    } catch (NumberFormatException ex) {
      System.out.println(ex.getMessage());
    }
    try {
      Long.valueOf("", 2);
    } catch (NumberFormatException ex) {
      System.out.println(ex.getMessage());
    }
  }

  @Test
  public void stringForms() {
    int[] is = {0, 1, -1, 255, -255, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE};
    int[] radixes = {2, 8, 10, 16, 36, 1, 37, -5};
    for (int i : is) {
      StringBuilder sb = new StringBuilder();
      for (int r : radixes) sb.append(Integer.toString(i, r)).append(' ');
      System.out.println(sb + "| " + Integer.toBinaryString(i) + " " + Integer.toOctalString(i) + " " + Integer.toHexString(i));
    }
    long[] ls = {0L, -1L, 255L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, -1234567890123L};
    for (long l : ls) {
      StringBuilder sb = new StringBuilder();
      for (int r : radixes) sb.append(Long.toString(l, r)).append(' ');
      System.out.println(sb + "| " + Long.toBinaryString(l) + " " + Long.toOctalString(l) + " " + Long.toHexString(l));
    }
  }

  @Test
  public void bits() {
    int[] is = {0, 1, -1, 6, 40, -40, 0x12345678, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x80808080};
    for (int i : is) {
      System.out.println(i + ": " + Integer.bitCount(i) + " " + Integer.numberOfLeadingZeros(i) + " " + Integer.numberOfTrailingZeros(i)
          + " " + Integer.highestOneBit(i) + " " + Integer.lowestOneBit(i) + " " + Integer.reverse(i) + " " + Integer.reverseBytes(i)
          + " " + Integer.rotateLeft(i, 3) + " " + Integer.rotateRight(i, 3) + " " + Integer.rotateLeft(i, 35) + " " + Integer.rotateRight(i, -1)
          + " " + Integer.rotateLeft(i, 0) + " " + Integer.signum(i) + " " + Integer.hashCode(i));
    }
    long[] ls = {0L, 1L, -1L, 6L, 1L << 40, -(1L << 40), 0x123456789abcdefL, Long.MAX_VALUE, Long.MIN_VALUE};
    for (long l : ls) {
      System.out.println(l + ": " + Long.bitCount(l) + " " + Long.numberOfLeadingZeros(l) + " " + Long.numberOfTrailingZeros(l)
          + " " + Long.highestOneBit(l) + " " + Long.lowestOneBit(l) + " " + Long.reverse(l) + " " + Long.reverseBytes(l)
          + " " + Long.rotateLeft(l, 3) + " " + Long.rotateRight(l, 3) + " " + Long.rotateLeft(l, 67) + " " + Long.rotateRight(l, -1)
          + " " + Long.signum(l) + " " + Long.hashCode(l) + " " + Long.valueOf(l).hashCode());
    }
  }

  @Test
  public void arithmeticHelpers() {
    System.out.println(Integer.sum(Integer.MAX_VALUE, 1) + " " + Integer.max(-3, 2) + " " + Integer.min(-3, 2) + " " + Integer.compare(3, -3));
    System.out.println(Long.sum(Long.MAX_VALUE, 1L) + " " + Long.max(-3L, 2L) + " " + Long.min(-3L, 2L) + " " + Long.compare(3L, 30L));
    System.out.println(Integer.SIZE + " " + Integer.BYTES + " " + Long.SIZE + " " + Long.BYTES + " " + Integer.MAX_VALUE + " " + Long.MIN_VALUE);
    long wide = Integer.max(4, 5) + Long.max(4, 5);
    System.out.println(wide + " " + Long.signum(-wide) + " " + Integer.toString(-255, 16).length());
  }
}
