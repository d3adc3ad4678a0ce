// Shapes that the interpreter runs through fused nodes (docs/performance.md, "Fused loops,
// conditions and calls"): for loops over an int local compared with a local, a constant or any
// expression; a[i][j] on locals; `x op= e;` on a local; if on two locals or a local and a constant;
// return of a local; calls of user methods without dispatch. Each case is one where the fused node
// must keep the JDK's order of reads, checks and exceptions.
import java.util.*;

final class Fn_Box {
  int v;

  Fn_Box(int v) {
    this.v = v;
  }

  int plus(int a, int b, int c, int d) {
    return v + a + b + c + d;
  }

  int many(int a, int b, int c, int d, int e) {
    return v + a + b + c + d + e;
  }
}

class Fn_Test {
  static int calls;

  static int next() {
    return calls++;
  }

  static int boom() {
    throw new IllegalStateException("boom");
  }

  static int zero() {
    return 0;
  }

  static int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
  }

  @Test
  public void forLoopsOnLocals() {
    int n = 5;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) sb.append(i);
    for (int i = 0; i <= n; i++) sb.append(i);
    for (int i = n; i > 0; i--) sb.append(i);
    for (int i = n; i >= 0; --i) sb.append(i);
    for (int i = 0; i != 7; ++i) sb.append(i);
    System.out.println(sb);
    // The body moves the bound and the variable; the update adds to the variable as it is then.
    int count = 0;
    for (int i = 0; i < n; i++) {
      if (i == 2) n = 9;
      if (i == 4) i = 6;
      count++;
    }
    System.out.println(count + " " + n);
    // break, continue, labeled continue and return from inside.
    int s = 0;
    outer:
    for (int i = 0; i < 10; i++) {
      for (int j = 0; j < 10; j++) {
        if (j == i) continue outer;
        if (i == 8) break outer;
        if (j == 3) continue;
        s += i * 10 + j;
      }
    }
    System.out.println(s);
    System.out.println(firstAbove(new int[] {3, 9, 12, 5}, 8));
    // The update on another variable than the one compared.
    int k = 0;
    for (int i = 0; i < 3; k++) {
      i += 1;
    }
    System.out.println(k);
    // int overflow of the update wraps as in the JDK.
    int wraps = 0;
    for (int i = Integer.MAX_VALUE - 2; i != Integer.MIN_VALUE + 2; i++) wraps++;
    System.out.println(wraps);
  }

  static int firstAbove(int[] a, int limit) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] > limit) return i;
    }
    return -1;
  }

  @Test
  public void forLoopsOnExpressions() {
    int[] a = {1, 2, 3};
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i];
      if (i == 1) a = new int[] {10, 20, 30, 40, 50};
    }
    System.out.println(s);
    try {
      for (int i = 0; i < a.length; i++) {
        if (i == 2) a = null;
      }
    } catch (NullPointerException e) {
      System.out.println("null array in the condition");
    }
    ArrayList<Integer> l = new ArrayList<>();
    l.add(1);
    for (int i = 0; i < l.size(); i++) {
      if (l.size() < 6) l.add(l.get(i) * 2);
    }
    System.out.println(l);
    // The local is read before the right operand runs.
    int steps = 0;
    for (int i = 0; i < (i = i + 2); i++) {
      if (++steps == 4) break;
    }
    System.out.println(steps);
    calls = 0;
    for (int i = 0; i < 3 - next(); i++) {}
    System.out.println(calls);
    try {
      for (int i = 0; i < boom(); i++) {}
    } catch (IllegalStateException e) {
      System.out.println(e.getMessage());
    }
    for (int i = 5; i > zero(); i--) System.out.print(i);
    System.out.println();
  }

  @Test
  public void twoDimensionalLoads() {
    long[][] m = {{1, 2}, {3, 4, 5}, null};
    int i = 1, j = 2;
    System.out.println(m[i][j]);
    try {
      i = 2;
      j = 0;
      System.out.println(m[i][j]);
    } catch (NullPointerException e) {
      System.out.println("null row");
    }
    try {
      i = 3;
      System.out.println(m[i][j]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      i = 0;
      j = 2;
      System.out.println(m[i][j]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      i = -1;
      System.out.println(m[i][j]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    long[][] none = null;
    try {
      System.out.println(none[i][j]);
    } catch (NullPointerException e) {
      System.out.println("null array");
    }
  }

  @Test
  public void compoundStatements() {
    int x = 7;
    x += (x = 5);
    System.out.println(x);
    long s = Long.MAX_VALUE;
    s += 1;
    System.out.println(s);
    double d = 1.5;
    d *= 3;
    d /= 2;
    d -= 0.25;
    System.out.println(d);
    int b = 0b1100;
    b ^= 0b1010;
    b |= 1;
    b &= 0b1101;
    System.out.println(b);
    int y = 3;
    y *= Integer.MAX_VALUE;
    y -= Integer.MIN_VALUE;
    System.out.println(y);
    int[] a = {1, 2};
    int z = 10;
    try {
      z += a[5];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("z stays " + z);
    }
    try {
      z -= boom();
    } catch (IllegalStateException e) {
      System.out.println("z stays " + z);
    }
  }

  @Test
  public void storesAtLocalIndexes() {
    int[] a = new int[5];
    int j = 1;
    a[j + 1] = j++;
    a[j - 1] = 7;
    a[j] = j--;
    System.out.println(Arrays.toString(a) + " " + j);
    try {
      j = 4;
      a[j + 1] = 9;
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      j = 0;
      a[j - 1] = 9;
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      j = 9;
      a[j] = boom();
    } catch (IllegalStateException e) {
      System.out.println("the value throws before the index is checked");
    }
    try {
      j = Integer.MAX_VALUE;
      a[j + 1] = 3;
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    int[] none = null;
    try {
      none[j] = 1;
    } catch (NullPointerException e) {
      System.out.println("null array store");
    }
    // Insertion sort: the inner loop's fused condition and stores.
    int[] b = {5, 2, 9, 1, 5, 6, 0};
    for (int i = 1; i < b.length; i++) {
      int key = b[i];
      int k = i - 1;
      while (k >= 0 && b[k] > key) {
        b[k + 1] = b[k];
        k--;
      }
      b[k + 1] = key;
    }
    System.out.println(Arrays.toString(b));
    String p = null;
    if (p != null && p.length() > 0) System.out.println("never");
    p = "x";
    if (p != null && p.length() > 0) System.out.println("non-empty");
    int i = -1;
    System.out.println(i >= 0 && b[i] > 0);
  }

  @Test
  public void ifOnLocals() {
    String p = null;
    String q = "q";
    if (p == null) System.out.println("p null");
    if (q != null) System.out.println("q set");
    if (p == q) System.out.println("same");
    else System.out.println("different");
    char c = 'x';
    if (c == 'x') System.out.println("x");
    boolean t = true, u = false;
    if (t == u) System.out.println("equal");
    else System.out.println("unequal");
    int i = 3, j = 4;
    if (i < j) System.out.println("lt");
    if (i <= 3) System.out.println("le");
    if (j > i) System.out.println("gt");
    if (j >= 5) System.out.println("ge");
    else System.out.println("not ge");
    if (i != j) System.out.println("ne");
  }

  @Test
  public void callsWithoutDispatch() {
    System.out.println(fib(15));
    Fn_Box box = new Fn_Box(100);
    System.out.println(box.plus(1, 2, 3, 4));
    System.out.println(box.many(1, 2, 3, 4, 5));
    Fn_Box none = null;
    calls = 0;
    try {
      none.plus(next(), next(), next(), next());
    } catch (NullPointerException e) {
      System.out.println("null receiver after " + calls + " arguments");
    }
    try {
      box.plus(next(), boom(), next(), next());
    } catch (IllegalStateException e) {
      System.out.println("argument threw after " + calls);
    }
  }
}
