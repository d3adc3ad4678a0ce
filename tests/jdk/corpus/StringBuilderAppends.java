// StringBuilder.append(char) and append(int) at the edges of their fast paths: every int length
// and sign (0, one digit, Integer.MIN_VALUE and MAX_VALUE, negatives), appends that fill the
// buffer exactly and that grow it (capacity() after each), appends on a builder created with a
// string or a capacity, a null builder (NullPointerException), chars beyond ASCII, and the value
// of the append expression (the builder itself, chained).
class Sba_Test {
  @Test
  public void intsOfEveryLength() {
    StringBuilder sb = new StringBuilder();
    int[] vs = {0, 7, -7, 10, -10, 99, 100, -100, 12345, -98765, 1000000000, -1000000000,
        Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1};
    for (int v : vs) {
      sb.append(v);
      sb.append(',');
      System.out.println(sb.length() + " " + sb.capacity());
    }
    System.out.println(sb);
    long sum = 0;
    for (int i = -1000; i < 1000; i += 7) {
      StringBuilder t = new StringBuilder();
      t.append(i * 40503);
      sum = sum * 31 + t.toString().hashCode();
    }
    System.out.println(sum);
  }

  @Test
  public void fillingAndGrowing() {
    StringBuilder sb = new StringBuilder(3);
    String caps = "";
    for (int i = 0; i < 60; i++) {
      int before = sb.capacity();
      if (i % 3 == 0) {
        sb.append(i * 1001);
      } else {
        sb.append((char) ('a' + i % 26));
      }
      if (sb.capacity() != before) caps += sb.length() + ":" + sb.capacity() + " ";
    }
    System.out.println(caps);
    System.out.println(sb);
    StringBuilder s = new StringBuilder("abc");
    for (int i = 0; i < 20; i++) s.append(-i).append('|');
    System.out.println(s + " " + s.length() + " " + s.capacity());
    StringBuilder z = new StringBuilder(0);
    z.append('q');
    z.append(Integer.MIN_VALUE);
    System.out.println(z + " " + z.capacity());
  }

  @Test
  public void charsAndChains() {
    StringBuilder sb = new StringBuilder();
    char[] cs = {'\u00e9', '\u4e2d', '0', ' ', '\u0000', '~'};
    for (char c : cs) sb.append(c);
    System.out.println(sb.length() + " " + (int) sb.charAt(1) + " " + (int) sb.charAt(4));
    StringBuilder same = sb.append(5).append('x').append(-5);
    System.out.println((same == sb) + " " + sb.charAt(sb.length() - 3));
    StringBuilder none = null;
    try {
      none.append(1);
    } catch (NullPointerException e) {
      System.out.println("NullPointerException int");
    }
    try {
      none.append('c');
    } catch (NullPointerException e) {
      System.out.println("NullPointerException char");
    }
  }
}
