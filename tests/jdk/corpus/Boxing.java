// Boxing and unboxing (JLS 5.1.7, 5.1.8) in assignment, invocation, casting and numeric
// contexts; Integer.valueOf's cache (-128..127) seen through ==; NullPointerException on
// unboxing null; the boxes' equals, hashCode, compareTo, compare and toString.
class Box_Counter {
  Integer count = 0;
  static Long total = 0L;
  Character last = 'a';

  void add(int n) {
    count += n;
    total += n;
    last++;
  }
}

class Box_Test {
  static long widen(long x) {
    return x * 2;
  }

  static String which(Object o) {
    return "Object:" + o;
  }

  static String which(long x) {
    return "long:" + x;
  }

  static Integer half(Integer x) {
    return x / 2;
  }

  @Test
  public void assignmentAndArithmetic() {
    Integer a = 5;
    int b = a + 2;
    Integer c = a * b;
    long d = c;
    double e = a;
    Character ch = 'x';
    char next = (char) (ch + 1);
    Character fromInt = 66;
    Boolean flag = b > 3;
    System.out.println(a + " " + b + " " + c + " " + d + " " + e + " " + ch + next + fromInt);
    System.out.println(flag + " " + !flag + " " + (flag && a > 1) + " " + (flag ^ true));
    System.out.println(-a + " " + ~a + " " + (a << 2) + " " + (c % 4) + " " + (a / 2.0));
    Long big = 1L << 40;
    Double x = 0.1;
    System.out.println(big + 1 + " " + (x + 0.2) + " " + (big > a) + " " + (x < a));
  }

  @Test
  public void cacheAndIdentity() {
    Integer a = 127;
    Integer b = 127;
    Integer c = 128;
    Integer d = 128;
    System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (c == 128));
    Integer m = -128;
    Integer n = Integer.valueOf(-128);
    Integer o = -129;
    Integer p = Integer.valueOf(-129);
    System.out.println((m == n) + " " + (o == p) + " " + o.equals(p));
    Long l1 = 100L;
    Long l2 = Long.valueOf(100);
    Long l3 = 1000L;
    Long l4 = 1000L;
    System.out.println((l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4));
    Character c1 = 'z';
    Character c2 = 'z';
    Character c3 = '\u00e9';
    Character c4 = '\u00e9';
    System.out.println((c1 == c2) + " " + (c3 == c4) + " " + c3.equals(c4));
    Boolean t1 = true;
    Boolean t2 = Boolean.valueOf(true);
    System.out.println(t1 == t2);
    Double d1 = 1.0;
    Double d2 = 1.0;
    System.out.println((d1 == d2) + " " + d1.equals(d2));
    Object boxed1 = 7;
    Object boxed2 = 7;
    System.out.println((boxed1 == boxed2) + " " + boxed1.equals(7) + " " + boxed1.equals(7L));
  }

  @Test
  public void invocation() {
    Integer a = 21;
    System.out.println(widen(a) + " " + which(3) + " " + which(a) + " " + half(9));
    System.out.println(Math.max(a, 30) + " " + Math.abs(Integer.valueOf(-4)));
    StringBuilder sb = new StringBuilder();
    sb.append(a).append(Character.valueOf('!')).append(Double.valueOf(2.5));
    System.out.println(sb);
    System.out.println(String.valueOf(a) + Boolean.valueOf(false));
  }

  @Test
  public void casts() {
    Object o = 42;
    int i = (int) o;
    long l = (long) (Integer) o;
    Object lo = (Object) 9L;
    Integer boxed = (Integer) 5;
    double dd = (double) Double.valueOf(1.5);
    System.out.println(i + " " + l + " " + lo + " " + boxed + " " + dd);
    Object s = "str";
    try {
      int bad = (int) s;
      System.out.println(bad);
    } catch (ClassCastException e) {
      System.out.println("CCE");
    }
  }

  @Test
  public void compoundAndIncrement() {
    Box_Counter k = new Box_Counter();
    k.add(3);
    k.add(4);
    System.out.println(k.count + " " + Box_Counter.total + " " + k.last);
    Integer i = 10;
    Integer before = i;
    Integer old = i++;
    ++i;
    i -= 3;
    i *= 2;
    i >>= 1;
    System.out.println(i + " " + old + " " + (before == old) + " " + --i);
    Integer[] arr = {1, 2, 3};
    arr[1] += 10;
    arr[2]++;
    int sum = 0;
    for (int v : arr) {
      sum += v;
    }
    System.out.println(arr[0] + arr[1] + arr[2] + " " + sum);
    Boolean f = false;
    f |= true;
    System.out.println(f);
    Double x = 1.5;
    x += 1;
    x++;
    System.out.println(x);
  }

  @Test
  public void conditionsAndSwitch() {
    Boolean yes = true;
    Integer n = 2;
    if (yes) {
      System.out.println("yes");
    }
    while (n > 0) {
      n--;
    }
    Character c = 'b';
    switch (c) {
      case 'a':
        System.out.println("a");
        break;
      case 'b':
        System.out.println("b");
        break;
      default:
        System.out.println("?");
    }
    Integer sel = 3;
    switch (sel) {
      case 3:
        System.out.println("three");
        break;
      default:
        System.out.println("other");
    }
    int[] data = {4, 5, 6};
    Integer idx = 1;
    System.out.println(data[idx] + " " + new int[idx + 1].length);
    Integer a = 7;
    int b = 3;
    Integer picked = yes ? a : b;
    Object o = yes ? 1 : "one";
    Integer maybe = !yes ? 1 : null;
    System.out.println(picked + " " + o + " " + maybe + " " + (yes ? 'c' : 0));
  }

  @Test
  public void methods() {
    Integer a = 300;
    Long b = -5L;
    Double c = -0.0;
    Character d = 'q';
    Boolean e = true;
    System.out.println(a.intValue() + a.longValue() + a.doubleValue());
    System.out.println(b.intValue() + " " + b.doubleValue() + " " + c.longValue() + " " + c.intValue());
    System.out.println(d.charValue() + " " + e.booleanValue() + " " + c.doubleValue());
    System.out.println(a.compareTo(299) + " " + a.compareTo(300) + " " + a.compareTo(1000));
    System.out.println(Integer.compare(1, 2) + " " + Long.compare(5, -5) + " " + Double.compare(0.0, -0.0));
    System.out.println(Character.compare('a', 'd') + " " + d.compareTo('a') + " " + Boolean.compare(true, false));
    System.out.println(e.compareTo(false) + " " + c.compareTo(0.0) + " " + Double.valueOf(Double.NaN).compareTo(1.0));
    System.out.println(a.hashCode() + " " + b.hashCode() + " " + c.hashCode() + " " + d.hashCode());
    System.out.println(e.hashCode() + " " + Boolean.valueOf(false).hashCode() + " " + Double.valueOf(1.5).hashCode());
    System.out.println(Long.valueOf(1L << 40).hashCode() + " " + Long.valueOf(-1L).hashCode());
    System.out.println(a.equals(300) + " " + a.equals(300L) + " " + c.equals(0.0) + " " + c.equals(-0.0));
    System.out.println(Double.valueOf(Double.NaN).equals(Double.NaN) + " " + Double.isNaN(0.0 / 0) + " " + c.isNaN());
    System.out.println(a.toString() + b.toString() + c.toString() + d.toString() + e.toString());
    System.out.println(Double.valueOf(1e300).intValue() + " " + Double.valueOf(-1e300).longValue());
  }

  @Test
  public void unboxNull() {
    Integer none = null;
    try {
      int x = none;
      System.out.println(x);
    } catch (NullPointerException e) {
      System.out.println("NPE assign");
    }
    try {
      System.out.println(none + 1);
    } catch (NullPointerException e) {
      System.out.println("NPE arith");
    }
    Box_Counter k = new Box_Counter();
    k.count = null;
    try {
      k.count++;
    } catch (NullPointerException e) {
      System.out.println("NPE inc " + k.count);
    }
    Boolean b = null;
    try {
      if (b) {
        System.out.println("no");
      }
    } catch (NullPointerException e) {
      System.out.println("NPE cond");
    }
    System.out.println(none == null);
  }

  @Test(expected = NullPointerException.class)
  public void unboxNullInSwitch() {
    Integer none = null;
    switch (none) {
      default:
        System.out.println("unreached");
    }
  }

  @Test
  public void asserts() {
    Integer a = 1000;
    Integer b = 1000;
    Assert.assertEquals(a, b);
    Assert.assertEquals((long) a, 1000);
    Assert.assertTrue(a.equals(b));
    Assert.assertEquals(5, (int) Integer.valueOf(5));
    Assert.assertEquals(Integer.valueOf(5), Integer.valueOf(6));
  }
}
