// Shapes whose operands the interpreter evaluates inline because their node classes are known
// when the node is made (docs/performance.md, "Typed operands and the interface cache"): a
// binary operator whose left operand is a[i] or a[i][j] on locals, `a[i] CMP x`, `a[i + k] =
// b[j];`, `s += a[i] * b[i];`, `s += a[i][k] * b[k][j];`, and integer division by a constant.
// Each case is one where the node must keep the JDK's order of reads, checks and exceptions.
// Then comparators and compareTo methods that the library calls through their interfaces.
import java.util.*;

class Tyo_Test {
  @Test
  public void sumsOfProducts() {
    long[][] a = {{1, 2, 3}, {4, 5, 6}};
    long[][] b = {{7, 8}, {9, 10}, {11, 12}};
    long s = 0;
    for (int i = 0; i < 2; i++) {
      for (int j = 0; j < 2; j++) {
        for (int k = 0; k < 3; k++) s += a[i][k] * b[k][j];
      }
    }
    System.out.println(s);
    int[] x = {3, -4, 5};
    int[] y = {Integer.MAX_VALUE, 2, 7};
    int t = 1;
    for (int i = 0; i < 3; i++) t += x[i] * y[i];
    System.out.println(t);
    double[] p = {0.5, 1.5};
    double[] q = {2.0, -4.0};
    double d = 0.25;
    for (int i = 0; i < 2; i++) d += p[i] * q[i];
    System.out.println(d);
    int[][] m = {{2, 3}, {5, 7}};
    int u = 0;
    for (int k = 0; k < 2; k++) u -= m[0][k] * m[k][1];
    System.out.println(u);
  }

  @Test
  public void sumsOfProductsThrowInJavasOrder() {
    long[][] a = {{1, 2}, {3, 4}};
    long[][] b = {{5, 6}, null};
    long acc = 100;
    int zero = 0;
    int one = 1;
    // b[1] is null: the product's right operand throws after the left one was read.
    try {
      for (int k = 0; k < 2; k++) acc += a[zero][k] * b[k][zero];
    } catch (NullPointerException e) {
      System.out.println("NPE " + acc);
    }
    // The left operand's index is out of bounds: the right one (a null row) is never read.
    try {
      int k = 2;
      acc += a[zero][k] * b[one][zero];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e + " " + acc);
    }
    try {
      int k = 1;
      int r = 2;
      acc += a[r][k] * b[one][zero];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e + " " + acc);
    }
    int[] x = {1, 2, 3};
    int[] y = {4, 5};
    int[] n = null;
    int s = 0;
    try {
      for (int i = 0; i < 3; i++) s += x[i] * y[i];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e + " " + s);
    }
    try {
      int i = 0;
      s += n[i] * x[i];
    } catch (NullPointerException e) {
      System.out.println("NPE " + s);
    }
  }

  @Test
  public void arrayElementOperators() {
    int[] a = {5, -3, 9, 0};
    int[][] m = {{1, 2}, {3, 4}};
    long[] l = {Long.MAX_VALUE, 2};
    double[] d = {0.1, 0.2};
    int i = 1;
    int j = 0;
    int key = 4;
    System.out.println(a[i] + m[j][i]);
    System.out.println(a[i] - a[j]);
    System.out.println(m[i][j] * m[i][i]);
    System.out.println(a[i] < key);
    System.out.println(a[j] > key);
    System.out.println(a[i] <= a[j]);
    System.out.println(m[i][j] >= m[j][i]);
    System.out.println(a[3] == m[j][j] - 1);
    System.out.println(a[i] != key);
    System.out.println(l[j] + l[i]);
    System.out.println(l[j] * l[i]);
    System.out.println(l[j] - l[i]);
    System.out.println(d[j] + d[i]);
    System.out.println(d[j] * d[i] - d[i]);
    System.out.println(m[i][j] - i);
    int four = 4;
    int minus = -1;
    int two = 2;
    try {
      System.out.println(a[four] > key);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    try {
      System.out.println(m[two][j] + a[j]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    try {
      System.out.println(m[j][j] + a[minus]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    int[] none = null;
    try {
      System.out.println(none[j] < key);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    int[][] holes = {null, {1}};
    try {
      System.out.println(holes[j][j] * a[j]);
    } catch (NullPointerException e) {
      System.out.println("NPE row");
    }
  }

  @Test
  public void storesOfElements() {
    int[] a = {1, 2, 3, 4, 5};
    for (int i = a.length - 2; i >= 0; i--) a[i + 1] = a[i];
    System.out.println(Arrays.toString(a));
    int[] b = {1, 2, 3};
    int k = 0;
    try {
      b[k - 1] = b[k];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    k = 2;
    try {
      b[k + 1] = b[k + 5];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    try {
      b[k + 1] = b[k];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    int five = 5;
    try {
      b[k] = b[five];
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    int[] none = null;
    try {
      b[k] = none[k];
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    try {
      none[k] = b[k];
    } catch (NullPointerException e) {
      System.out.println("NPE store");
    }
    System.out.println(Arrays.toString(b));
  }

  // Integer division and remainder by constants (no zero test; they cannot throw), with the
  // dividend's own exceptions, Java's wrap-around at MIN_VALUE / -1 and constants that widen.
  @Test
  public void divisionsByConstants() {
    int[] xs = {7, -7, 0, 100003, Integer.MIN_VALUE, Integer.MAX_VALUE};
    StringBuilder sb = new StringBuilder();
    for (int x : xs) {
      sb.append(x / 3).append(' ').append(x % 3).append(' ').append(x / -1).append(' ');
      sb.append(x % -1).append(' ').append(x / -7).append(' ').append(x % -7).append(' ');
      sb.append((x >>> 8) % 100000).append(' ').append(x / 1).append('\n');
    }
    long[] ls = {-100, 99, Long.MIN_VALUE, Long.MAX_VALUE};
    for (long l : ls) {
      sb.append(l / 7).append(' ').append(l % -7).append(' ').append(l / -1).append(' ');
      sb.append(l % 1000000007L).append(' ').append(l / -3).append(' ').append(l % 2).append('\n');
    }
    char c = 'z';
    sb.append(c / 2).append(' ').append(c % 10);
    System.out.println(sb);
    int[] a = {1, 2};
    int i = 2;
    try {
      System.out.println(a[i] / 2);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
    Integer boxed = null;
    try {
      System.out.println(boxed % 5);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    int zero = 0;
    try {
      System.out.println(i / zero);
    } catch (ArithmeticException e) {
      System.out.println(e);
    }
    try {
      System.out.println(i % 0);
    } catch (ArithmeticException e) {
      System.out.println(e);
    }
    try {
      System.out.println(ls[0] / 0L);
    } catch (ArithmeticException e) {
      System.out.println(e);
    }
    // Sums over divisions, where the division's node is a cheaper operand now.
    int s = 0;
    for (int k = 0; k < 20; k++) s += k % 7 * (k / 3);
    System.out.println(s);
  }

  // Insertion sort: `a[j] > key` inside `j >= 0 && ...`, and `a[j + 1] = a[j];`.
  @Test
  public void insertionSort() {
    int[] a = {9, -2, 7, 7, 0, 13, -8, 1};
    for (int i = 1; i < a.length; i++) {
      int key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
    System.out.println(Arrays.toString(a));
  }
}

final class Tyo_ByLast implements Comparator<Integer> {
  int calls;

  public int compare(Integer x, Integer y) {
    calls++;
    return Integer.compare(x % 10, y % 10);
  }
}

final class Tyo_Weird implements Comparable<Tyo_Weird> {
  final int v;

  Tyo_Weird(int v) {
    this.v = v;
  }

  public int compareTo(Tyo_Weird o) {
    if (o.v == 42) throw new IllegalArgumentException("no 42");
    return Integer.compare(v, o.v);
  }

  public String toString() {
    return "W" + v;
  }
}

class Tyo_Other implements Comparable<Tyo_Other> {
  final int v;

  Tyo_Other(int v) {
    this.v = v;
  }

  public int compareTo(Tyo_Other o) {
    return Integer.compare(o.v, v);
  }

  public String toString() {
    return "O" + v;
  }
}

class Tyo_Sub extends Tyo_Other {
  Tyo_Sub(int v) {
    super(v);
  }

  public int compareTo(Tyo_Other o) {
    return Integer.compare(v % 3, o.v % 3);
  }
}

// The library calls a comparator's compare and the elements' compareTo through their
// interfaces, many times for one receiver class, then for others.
class Tyo_LibraryTest {
  @Test
  public void comparatorsAndComparables() {
    ArrayList<Integer> a = new ArrayList<>();
    int[] vs = {31, 12, 45, 3, 22, 17, 9, 40};
    for (int v : vs) a.add(v);
    Tyo_ByLast c = new Tyo_ByLast();
    a.sort(c);
    System.out.println(a + " " + c.calls);
    a.sort(Collections.reverseOrder());
    System.out.println(a);
    ArrayList<Tyo_Weird> w = new ArrayList<>();
    w.add(new Tyo_Weird(5));
    w.add(new Tyo_Weird(1));
    w.add(new Tyo_Weird(4));
    Collections.sort(w);
    System.out.println(w);
    w.add(new Tyo_Weird(42));
    w.add(new Tyo_Weird(0));
    try {
      Collections.sort(w);
    } catch (IllegalArgumentException e) {
      System.out.println(e + " " + w);
    }
    ArrayList<Tyo_Other> o = new ArrayList<>();
    for (int v : vs) o.add(v % 2 == 0 ? new Tyo_Other(v) : new Tyo_Sub(v));
    Collections.sort(o);
    System.out.println(o);
    TreeSet<Integer> set = new TreeSet<>(c);
    set.add(19);
    set.add(28);
    set.add(37);
    set.add(46);
    set.add(56);
    System.out.println(set + " " + c.calls);
    TreeMap<Tyo_Other, Integer> t = new TreeMap<>();
    for (int v : vs) t.put(new Tyo_Other(v), v);
    System.out.println(t.firstKey() + " " + t.lastKey());
  }
}
