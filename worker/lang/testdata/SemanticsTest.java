// Java semantics the interpreter must reproduce exactly. The expected outcomes and output are in
// Semantics.expected, produced by javac + java (OpenJDK 17) with the test harness.
class Node {
  int value;
  Node next;

  Node(int value, Node next) {
    this.value = value;
    this.next = next;
  }

  public String toString() {
    return "Node(" + value + ")";
  }

  public boolean equals(Object o) {
    if (!(o instanceof Node)) return false;
    return ((Node) o).value == value;
  }
}

class Animal {
  static int created = 0;
  String name = "animal";

  Animal() {
    created++;
  }

  String speak() {
    return "...";
  }

  String describe() {
    return name + " says " + speak();
  }
}

class Dog extends Animal {
  Dog() {
    name = "dog";
  }

  String speak() {
    return "woof";
  }
}

class Puppy extends Dog {
  String speak() {
    return super.speak() + "!";
  }
}

class MyError extends IllegalStateException {
  int code;

  MyError(String m, int code) {
    super(m);
    this.code = code;
  }
}

public class SemanticsTest {
  static int counter;
  static final int K = 7;
  static int[] table = {1, 2, 3};

  static int side(int x) {
    System.out.print("s" + x + " ");
    return x;
  }

  static int depth(int n) {
    return n == 0 ? 0 : 1 + depth(n - 1);
  }

  @Test
  public void intOverflowWraps() {
    int max = Integer.MAX_VALUE;
    System.out.println(max + 1);
    System.out.println(Integer.MIN_VALUE - 1);
    System.out.println(max * 2);
    System.out.println(Integer.MIN_VALUE / -1);
    System.out.println(Integer.MIN_VALUE % -1);
    System.out.println(-Integer.MIN_VALUE);
    System.out.println(Math.abs(Integer.MIN_VALUE));
    long big = Long.MAX_VALUE;
    System.out.println(big + 1);
    System.out.println(1000000 * 1000000);
    System.out.println(1000000L * 1000000);
  }

  @Test
  public void divisionAndRemainder() {
    System.out.println(7 / 2 + " " + -7 / 2 + " " + 7 % -3 + " " + -7 % 3);
    System.out.println(7.0 / 2 + " " + -7.5 % 2 + " " + 1.0 / 0 + " " + -1.0 / 0 + " " + 0.0 / 0);
    System.out.println(5L / 2 + " " + -5L % 3);
  }

  @Test
  public void shiftsAreMasked() {
    System.out.println((1 << 33) + " " + (1 << -1) + " " + (-8 >> 1) + " " + (-8 >>> 28));
    System.out.println((1L << 65) + " " + (-1L >>> 60) + " " + (5 >> 32));
    int x = 1;
    x <<= 35;
    System.out.println(x);
  }

  @Test
  public void castsSaturate() {
    System.out.println((int) 3.99 + " " + (int) -3.99 + " " + (int) 1e20 + " " + (int) -1e20);
    System.out.println((int) (0.0 / 0) + " " + (long) 1e30 + " " + (char) 65 + (char) 66);
    System.out.println((int) 'a' + " " + (char) ('a' + 1) + " " + ('a' + 1) + " " + (byteLike(300)));
    System.out.println((int) 4294967296L + " " + (int) 2147483648L + " " + (char) -1 + 0);
  }

  static int byteLike(int v) {
    return (char) v;
  }

  @Test
  public void doubleToString() {
    double[] ds = {0.0, -0.0, 1.0, 100.0, 1e7, 1.0E-3, 1e-4, 123456.789, 0.1 + 0.2, 1e21, 1.0E-5,
        Double.MAX_VALUE, 2.2250738585072014E-308, 1.0 / 3, 2.0 / 3, 9999999.0, 12345678.9, 3.0e-10,
        -1.5e300, 100.0 / 3, 4.35, 0.001, 1234567.0};
    for (double d : ds) System.out.println(d);
    System.out.println(Math.sqrt(-1) + " " + 1 / 0.0 + " " + Math.pow(2, 0.5));
  }

  @Test
  public void nanComparisons() {
    double nan = 0.0 / 0;
    System.out.println((nan < 1) + " " + (nan > 1) + " " + (nan == nan) + " " + (nan != nan));
    System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(nan, 1));
  }

  @Test
  public void charArithmetic() {
    char c = 'x';
    c++;
    c += 1;
    System.out.println(c);
    System.out.println(c + 1);
    System.out.println("" + c + 1);
    System.out.println('a' + 'b' + "c" + 'd' + 'e');
    char d = 'a' + 2;
    System.out.println(d);
    System.out.println(true ? 'x' : 0);
    int i = 'z' - 'a';
    System.out.println(i);
  }

  @Test
  public void evaluationOrder() {
    int[] a = {0, 0, 0};
    int i = 0;
    a[i++] = i + 10;
    System.out.println(a[0] + " " + a[1] + " " + i);
    System.out.println(side(1) + side(2) * side(3));
    int x = 5;
    x += x++ * 2;
    System.out.println(x);
    int y = 1;
    y = y++ + ++y;
    System.out.println(y);
  }

  @Test
  public void shortCircuit() {
    int[] n = null;
    System.out.println(n != null && n.length > 0);
    System.out.println(n == null || n.length > 0);
    boolean b = false;
    b |= true;
    b &= true;
    b ^= true;
    System.out.println(b);
  }

  @Test
  public void stringsAndBuilders() {
    String s = "  Hello, World  ";
    System.out.println("[" + s.trim() + "]" + s.length() + s.trim().toUpperCase() + s.toLowerCase());
    String t = s.trim();
    System.out.println(t.indexOf("o") + " " + t.indexOf('o', 5) + " " + t.lastIndexOf('o') + " "
        + t.indexOf("zz") + " " + t.substring(7) + "|" + t.substring(0, 5) + " " + t.charAt(4));
    System.out.println(t.startsWith("Hell") + " " + t.endsWith("d") + " " + t.isEmpty() + " "
        + "".isEmpty() + " " + t.compareTo("Help") + " " + "b".compareTo("abc") + " " + "ab".compareTo("abc"));
    System.out.println(t.equals("Hello, World") + " " + t.contains("lo, W") + " " + "abc".hashCode());
    StringBuilder sb = new StringBuilder("ab");
    sb.append(1).append('c').append(2.5).append(true).append((String) null).append(3L);
    System.out.println(sb.toString() + " " + sb.length() + " " + sb.charAt(2));
    System.out.println(sb.reverse());
    String n = null;
    System.out.println("x" + n + null + 1 + 2 + 'c' + f(0) + new Node(3, null));
    System.out.println(String.valueOf(12) + String.valueOf('c') + String.valueOf(2.0) + String.valueOf(true));
    System.out.println(Integer.parseInt("-123") + Integer.parseInt("+7") + " " + Integer.MAX_VALUE);
  }

  static double f(int x) {
    return x;
  }

  @Test
  public void objectsAndDispatch() {
    Animal a = new Puppy();
    System.out.println(a.describe() + " " + Animal.created);
    Animal b = new Animal();
    System.out.println(b.describe() + " " + Animal.created + " " + (a instanceof Dog) + " "
        + (b instanceof Dog));
    Node list = new Node(1, new Node(2, new Node(3, null)));
    int sum = 0;
    for (Node p = list; p != null; p = p.next) sum += p.value;
    System.out.println(sum + " " + list + " " + list.next.equals(new Node(2, null)));
    Assert.assertEquals(new Node(5, null), new Node(5, list));
  }

  @Test
  public void staticsAreFreshPerTest1() {
    counter++;
    table[0] += 10;
    System.out.println(counter + " " + table[0] + " " + K + " " + Animal.created);
  }

  @Test
  public void staticsAreFreshPerTest2() {
    counter++;
    table[0] += 10;
    System.out.println(counter + " " + table[0]);
  }

  @Test
  public void exceptionsAndFinally() {
    try {
      try {
        throw new MyError("boom", 3);
      } finally {
        System.out.println("finally 1");
      }
    } catch (IllegalStateException e) {
      System.out.println("caught " + e.getMessage() + " " + ((MyError) e).code + " " + e);
    }
    try {
      Object o = "str";
      Node n = (Node) o;
      System.out.println(n);
    } catch (ClassCastException e) {
      System.out.println("cce");
    }
    try {
      int[] neg = new int[-1];
      System.out.println(neg.length);
    } catch (NegativeArraySizeException e) {
      System.out.println("neg " + e.getMessage());
    }
    try {
      "abc".charAt(3);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      "abc".substring(2, 1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      int[] arr = new int[2];
      arr[2] = 1;
    } catch (RuntimeException e) {
      System.out.println(e);
    }
    System.out.println(finallyReturn());
  }

  static int finallyReturn() {
    int x = 1;
    try {
      return x;
    } finally {
      x = 2;
      System.out.println("in finally " + x);
    }
  }

  @Test
  public void switchFallthrough() {
    for (int i = 0; i < 6; i++) {
      switch (i) {
        case 0:
          System.out.print("zero ");
        case 1:
          System.out.print("one ");
          break;
        case K:
          System.out.print("seven ");
          break;
        case -1:
        default:
          System.out.print("other" + i + " ");
      }
    }
    char c = 'b';
    switch (c) {
      case 'a':
        System.out.println("a");
        break;
      case 'b':
        System.out.println("b");
    }
  }

  @Test
  public void loopsAndLabelsFree() {
    int total = 0;
    for (int i = 0; i < 3; i++) {
      int j = 0;
      do {
        j++;
        if (j == 2) continue;
        total += i * j;
      } while (j < 4);
    }
    System.out.println(total);
  }

  @Test
  public void multiDimensionalArrays() {
    int[][] grid = new int[3][4];
    grid[1][2] = 5;
    int[][] jag = {{1}, {2, 3}, {}};
    long[] ls = new long[2];
    double[] ds = new double[1];
    boolean[] bs = new boolean[1];
    String[] ss = new String[2];
    char[] cs = {'h', 'i'};
    System.out.println(grid.length + " " + grid[0].length + " " + grid[1][2] + " " + jag[1][1] + " "
        + jag[2].length + ls[1] + ds[0] + bs[0] + ss[1]);
    System.out.println(cs);
    System.out.println(String.valueOf(cs) + new String[3][2][1].length);
  }

  @Test
  public void recursion() {
    System.out.println(depth(1000));
  }

  @Test
  public void assertEqualsOverloads() {
    Assert.assertEquals('a', 97);
    Assert.assertEquals(2.0, 2.0 + 1e-12, 1e-9);
    Assert.assertEquals("x", "x");
    Assert.assertEquals(null, null);
    Assert.assertTrue(1 < 2);
    Assert.assertEquals(1, 2.0);
  }

  @Test
  public void assertCharMessage() {
    Assert.assertEquals('a', 'b');
  }

  @Test
  public void assertObjectMessage() {
    Assert.assertEquals("abc", new Node(1, null));
  }

  @Test
  public void assertNullMessage() {
    Assert.assertNull(new Node(4, null));
  }

  @Test
  public void assertDoubleMessage() {
    Assert.assertEquals(0.1 + 0.2, 0.3, 0.0);
  }

  @Test
  public void nullPointer() {
    Node n = null;
    System.out.println("before");
    System.out.println(n.value);
  }

  @Test
  public void stackOverflow() {
    depth(-1);
  }

  @Test
  public void userExceptionEscapes() {
    throw new MyError("x", 1);
  }

  @Test
  public void failWithMessage() {
    Assert.fail("custom message");
  }
}
