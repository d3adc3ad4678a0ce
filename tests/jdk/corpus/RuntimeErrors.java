// Every runtime exception of the subset escaping a test (ERROR <SimpleName>), and the
// expected-exception outcomes: thrown (PASS), subclass thrown (PASS), not thrown
// (FAIL expected exception: X), a different exception thrown (ERROR).
class Rte_Node {
  int value;
  Rte_Node next;

  Rte_Node(int value) {
    this.value = value;
  }

  int depth() {
    return 1 + depth();
  }
}

class Rte_Test {
  @Test
  public void nullFieldAccess() {
    Rte_Node n = new Rte_Node(1);
    System.out.println(n.next.value);
  }

  @Test
  public void nullMethodCall() {
    String s = null;
    System.out.println(s.length());
  }

  @Test
  public void nullArrayElement() {
    int[][] grid = new int[2][];
    grid[1][0] = 3;
  }

  @Test
  public void arrayIndex() {
    int[] a = {1, 2};
    int i = 2;
    System.out.println(a[i]);
  }

  @Test
  public void stringIndexCharAt() {
    System.out.println("abc".charAt(3));
  }

  @Test
  public void stringIndexSubstring() {
    System.out.println("abc".substring(4));
  }

  @Test
  public void intDivisionByZero() {
    int zero = 0;
    System.out.println(10 / zero);
  }

  @Test
  public void intRemainderByZero() {
    int zero = 0;
    System.out.println(10 % zero);
  }

  @Test
  public void longDivisionByZero() {
    long zero = 0L;
    System.out.println(10L / zero);
  }

  @Test
  public void compoundDivisionByZero() {
    int x = 5;
    x /= 0;
    System.out.println(x);
  }

  @Test
  public void negativeArraySize() {
    long[] a = new long[-3];
    System.out.println(a.length);
  }

  @Test
  public void illegalArgument() {
    throw new IllegalArgumentException("bad argument");
  }

  @Test
  public void illegalState() {
    throw new IllegalStateException();
  }

  @Test
  public void plainRuntimeException() {
    throw new RuntimeException("boom");
  }

  @Test
  public void stackOverflow() {
    System.out.println(new Rte_Node(0).depth());
  }

  @Test
  public void outOfMemory() {
    long[] huge = new long[1 << 30];
    System.out.println(huge.length);
  }

  @Test(expected = ArithmeticException.class)
  public void expectedAndThrown() {
    System.out.println(1 / (2 - 2));
  }

  @Test(expected = RuntimeException.class)
  public void expectedSuperclassOfThrown() {
    int[] a = new int[0];
    a[0] = 1;
  }

  @Test(expected = NullPointerException.class)
  public void expectedButNotThrown() {
    System.out.println("fine");
  }

  @Test(expected = ArithmeticException.class)
  public void expectedButDifferentThrown() {
    throw new IllegalStateException("other");
  }

  @Test(expected = IllegalArgumentException.class)
  public void expectedButAssertionFailed() {
    Assert.assertEquals(1, 2);
  }
}
