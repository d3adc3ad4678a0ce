// Shapes that the interpreter runs with an operand's node inline (docs/performance.md, "Fused
// shift loops"): an expression compared with or combined with a constant (`s.charAt(i) == '7'`,
// `a.size() > 10000`, `x % 2 == 0`, `a[i] > 0`), an `if` on such a comparison, `return a + b;`
// with both operands any expression, `return a < b ? -1 : 1;`, `int a = x % 1000;` of an Integer
// x, and a static call whose one argument is a local plus or minus a constant (`fib(n - 1)`). Each case is one where the node must keep the JDK's order of
// evaluation, checks and exceptions.
import java.util.*;

final class Co_ByLow implements Comparator<Integer> {
  public int compare(Integer x, Integer y) {
    int a = x % 1000;
    int b = y % 1000;
    if (a != b) return a < b ? -1 : 1;
    int c = x / 7;
    c = y / -7;
    return c >= 0 ? 5 : c == -3 ? 6 : 7;
  }
}

class Co_Test {
  static int calls;

  static int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
  }

  static long tri(int n) {
    if (n == 0) return 0;
    return n + tri(n - 1);
  }

  static int down(int n) {
    calls++;
    if (n <= 0) return 0;
    return down(n - 1) * 1;
  }

  static int up(int n) {
    if (n == Integer.MIN_VALUE) return -1;
    if (n > 5) return n;
    return up(n + 1);
  }

  static int noisy(int v) {
    calls++;
    System.out.println("noisy " + v);
    return v;
  }

  static int boom(int v) {
    System.out.println("boom " + v);
    throw new IllegalStateException("boom " + v);
  }

  static int sumThrowingRight(int v) {
    return noisy(v) + boom(v);
  }

  static int sumThrowingLeft(int v) {
    return boom(v) - noisy(v);
  }

  static long product(long a, int b) {
    return a * noisy(b);
  }

  static int overflow(int a) {
    return a * a - noisy(a);
  }

  static int byLowDigits(Integer x, Integer y) {
    return new Co_ByLow().compare(x, y);
  }

  static boolean inRange(int v, int hi) {
    return v <= hi ? true : false;
  }

  static long pick(int v) {
    return v != 3 ? 10L : 20L;
  }

  @Test
  public void comparatorStatements() {
    System.out.println(byLowDigits(1234, 5233) + " " + byLowDigits(5233, 1234) + " "
        + byLowDigits(-1234, 1234) + " " + byLowDigits(14, 14) + " " + byLowDigits(3, 21));
    System.out.println(inRange(3, 3) + " " + inRange(4, 3) + " " + pick(3) + " " + pick(4));
    try {
      byLowDigits(null, 5);
    } catch (NullPointerException e) {
      System.out.println("null first");
    }
    try {
      byLowDigits(5, null);
    } catch (NullPointerException e) {
      System.out.println("null second");
    }
    try {
      byLowDigits(1005, 5);
    } catch (NullPointerException e) {
      System.out.println("not thrown");
    }
    List<Integer> list = new ArrayList<>(Arrays.asList(5233, 1234, 233, -1234, 14, 1014, 0));
    list.sort(new Co_ByLow());
    System.out.println(list);
  }

  @Test
  public void callsAndReturns() {
    System.out.println(fib(15) + " " + tri(100) + " " + up(-3) + " " + up(Integer.MAX_VALUE));
    calls = 0;
    System.out.println(down(50) + " calls " + calls);
    System.out.println(product(3000000000L, 3) + " " + overflow(65536));
    try {
      sumThrowingRight(4);
    } catch (IllegalStateException e) {
      System.out.println("caught " + e.getMessage());
    }
    try {
      sumThrowingLeft(5);
    } catch (IllegalStateException e) {
      System.out.println("caught " + e.getMessage());
    }
    try {
      down(100000000);
    } catch (StackOverflowError e) {
      System.out.println("deep");
    }
  }

  @Test
  public void comparisonsWithConstants() {
    String s = "a7b77c";
    int sevens = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == '7') sevens++;
      else if (s.charAt(i) != 'a') sevens += 10;
    }
    System.out.println(sevens);
    int[] a = {3, -1, 0, 8};
    int pos = 0;
    for (int i = 0; i < a.length; i++) {
      if (a[i] > 0) pos++;
      if (a[i] % 2 == 0) pos += 100;
      if (a[i] * 2 <= -2) pos += 1000;
    }
    System.out.println(pos);
    ArrayList<Integer> list = new ArrayList<>();
    for (int i = 0; i < 20; i++) list.add(i * 3);
    while (list.size() > 12) list.remove(list.size() - 1);
    System.out.println(list.size() + " " + (list.get(3) >= 9) + " " + (noisy(7) < 7));
    long big = 5000000000L;
    System.out.println((big * 2 > 9000000000L) + " " + (big - 1 == 4999999999L));
    double d = 0.1 * 3;
    System.out.println((d == 0.3) + " " + (d > 0.3) + " " + (Math.sqrt(2) * 2 < 3));
    Object o = list.isEmpty() ? null : "x";
    System.out.println((o != null) + " " + (String.valueOf(o) == null));
  }

  @Test
  public void leftOperandsThatThrow() {
    int[] a = {1, 2};
    try {
      if (a[2] == 0) System.out.println("not here");
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    int[] n = null;
    try {
      if (n[0] > 1) System.out.println("not here");
      else System.out.println("not here either");
    } catch (NullPointerException e) {
      System.out.println("null array");
    }
    String s = null;
    try {
      if (s.charAt(0) == 'x') System.out.println("not here");
    } catch (NullPointerException e) {
      System.out.println("null string");
    }
    int zero = a[0] - 1;
    try {
      boolean b = 10 / zero > 3;
      System.out.println(b);
    } catch (ArithmeticException e) {
      System.out.println(e.getMessage());
    }
    try {
      if (boom(9) != 0) System.out.println("not here");
    } catch (IllegalStateException e) {
      System.out.println("caught " + e.getMessage());
    }
    int[][] m = {{1, 2}, null};
    int hits = 0;
    try {
      for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
          if (m[i][j] >= 2) hits++;
        }
      }
    } catch (NullPointerException e) {
      System.out.println("null row after " + hits);
    }
  }
}
