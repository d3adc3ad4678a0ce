// Collection loops that the interpreter runs with their operands' nodes inline (docs/performance.md,
// "Typed collection operands"): `list.add(d[i])` and `list.add(x)` with the int boxed,
// `s += (Integer) list.get(i)` and `s -= (Integer) o / k` on int and long sums, `int v = (Integer)
// list.get(i);`, `int q = (Integer) o % k;`, `list.remove(list.size() - 1)`, `while (list.size() >
// n)`, `for` loops up to `a.length`, `list.size()` and `s.length()` with two-statement bodies, a
// generator's `x = x * k1 + k2;` and `a[i] = (x >>> k1) % k2;`, `sb.append(i % 10)`,
// `s.charAt(i + 1)`, `list.get(i - 1)` and `if (s.charAt(i) == 'c')`. Each case is one
// where the fused form must keep the JDK's order of evaluation, checks and exceptions: nulls and
// foreign types in raw lists, bad indexes, a null list with a throwing argument, overflow, and
// exceptions in the middle of a loop with the sum printed in a finally block.
import java.util.*;

class Tco_Test {
  static int[] data(int n) {
    int[] a = new int[n];
    int x = 12345;
    for (int i = 0; i < n; i++) {
      x = x * 1103515245 + 12345;
      a[i] = (x >>> 8) % 100000 - 50000;
    }
    return a;
  }

  static ArrayList filled(int n) {
    ArrayList a = new ArrayList();
    int[] d = data(n);
    for (int i = 0; i < d.length; i++) a.add(d[i]);
    return a;
  }

  @Test
  public void addBoxedElements() {
    ArrayList a = new ArrayList();
    int[] d = {1, 127, 128, -128, -129, Integer.MAX_VALUE, Integer.MIN_VALUE};
    for (int i = 0; i < d.length; i++) a.add(d[i]);
    System.out.println(a + " " + a.size());
    int x = 127;
    a.add(x);
    a.add(x);
    x = 128;
    a.add(x);
    a.add(x);
    System.out.println((a.get(7) == a.get(8)) + " " + (a.get(9) == a.get(10)) + " "
        + a.get(9).equals(a.get(10)));
    int i = 0;
    try {
      for (i = 0; i <= d.length; i++) a.add(d[i]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("aioobe " + e.getMessage());
    } finally {
      System.out.println("size " + a.size() + " i " + i);
    }
    int[] none = null;
    try {
      a.add(none[0]);
    } catch (NullPointerException e) {
      System.out.println("null array, size " + a.size());
    }
    ArrayList nolist = null;
    int seven = 7;
    try {
      nolist.add(d[seven]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("argument first: " + e.getMessage());
    } catch (NullPointerException e) {
      System.out.println("receiver first");
    }
    try {
      nolist.add(d[0]);
    } catch (NullPointerException e) {
      System.out.println("null list");
    }
    try {
      nolist.add(x);
    } catch (NullPointerException e) {
      System.out.println("null list, local");
    }
    List<Integer> typed = new ArrayList<>();
    for (int k = 0; k < 20; k++) typed.add(d[k % d.length]);
    System.out.println(typed);
  }

  @Test
  public void sumsThroughGet() {
    ArrayList a = filled(300);
    long s = 0;
    for (int i = 0; i < a.size(); i++) s += (Integer) a.get(i);
    int t = 0;
    for (int i = 0; i < a.size(); i++) t -= (Integer) a.get(i);
    int big = Integer.MAX_VALUE - 5;
    ArrayList b = new ArrayList();
    b.add(3);
    b.add(4);
    for (int i = 0; i < b.size(); i++) big += (Integer) b.get(i);
    long lbig = Long.MAX_VALUE - 2;
    for (int i = 0; i < b.size(); i++) lbig += (Integer) b.get(i);
    System.out.println(s + " " + t + " " + big + " " + lbig);
    ArrayList<Integer> g = new ArrayList<>();
    for (int i = 0; i < 50; i++) g.add(i * i - 300);
    long u = 0;
    for (int i = 0; i < g.size(); i++) {
      int v = g.get(i);
      int w = (Integer) a.get(i);
      u += v * (long) w;
    }
    System.out.println(u);
  }

  static long sumUntilFault(ArrayList a, int upTo) {
    long s = 0;
    int i = 0;
    try {
      for (i = 0; i < upTo; i++) s += (Integer) a.get(i);
    } finally {
      System.out.println("get i " + i + " s " + s);
    }
    return s;
  }

  static int intSumUntilFault(ArrayList a) {
    int s = 0;
    int i = 0;
    try {
      for (i = 0; i < a.size(); i++) s += (Integer) a.get(i);
    } finally {
      System.out.println("int get i " + i + " s " + s);
    }
    return s;
  }

  @Test
  public void getFaults() {
    ArrayList a = filled(10);
    try {
      sumUntilFault(a, 12);
    } catch (IndexOutOfBoundsException e) {
      System.out.println("ioobe " + e.getMessage());
    }
    a.set(4, null);
    try {
      sumUntilFault(a, 10);
    } catch (NullPointerException e) {
      System.out.println("npe");
    }
    a.set(4, "four");
    try {
      intSumUntilFault(a);
    } catch (ClassCastException e) {
      System.out.println("cce");
    }
    a.set(4, 4L);
    try {
      sumUntilFault(a, 10);
    } catch (ClassCastException e) {
      System.out.println("cce long");
    }
    try {
      sumUntilFault(null, 3);
    } catch (NullPointerException e) {
      System.out.println("null list");
    }
    ArrayList b = filled(5);
    int v = 0;
    try {
      v = (Integer) b.get(2);
      v = (Integer) b.get(-1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println("v " + v + " " + e.getMessage());
    }
    b.set(1, null);
    try {
      v = (Integer) b.get(1);
    } catch (NullPointerException e) {
      System.out.println("v " + v + " null");
    }
  }

  static long eachSum(ArrayList a, int k) {
    long s = 0;
    try {
      for (Object o : a) s -= (Integer) o / 2;
      for (Object o : a) s += (Integer) o % k;
      int t = 0;
      for (Object o : a) t += (Integer) o;
      for (Object o : a) t -= (Integer) o / -1;
      s += t;
    } finally {
      System.out.println("each s " + s);
    }
    return s;
  }

  @Test
  public void forEachDivisions() {
    System.out.println(eachSum(filled(200), 7));
    ArrayList m = new ArrayList();
    m.add(Integer.MIN_VALUE);
    m.add(Integer.MAX_VALUE);
    m.add(-7);
    m.add(7);
    m.add(-1);
    System.out.println(eachSum(m, 3));
    int q = 0;
    for (Object o : m) {
      q = (Integer) o % 5;
      System.out.print(q + " ");
      q = (Integer) o / 3;
      System.out.print(q + " ");
    }
    System.out.println();
    m.add(2, null);
    try {
      eachSum(m, 3);
    } catch (NullPointerException e) {
      System.out.println("npe");
    }
    m.set(2, "x");
    try {
      eachSum(m, 3);
    } catch (ClassCastException e) {
      System.out.println("cce");
    }
    m.set(2, 'c');
    try {
      eachSum(m, 3);
    } catch (ClassCastException e) {
      System.out.println("cce char");
    }
    ArrayList grow = filled(5);
    try {
      long s = 0;
      for (Object o : grow) {
        s -= (Integer) o / 2;
        if (s < 0) grow.add(1);
      }
    } catch (ConcurrentModificationException e) {
      System.out.println("cme " + grow.size());
    }
  }

  @Test
  public void removesFromTheEnd() {
    ArrayList a = filled(40);
    long s = 0;
    while (a.size() > 25) s += (Integer) a.remove(a.size() - 1);
    System.out.println(s + " " + a.size() + " " + a.get(a.size() - 1));
    while (a.size() > 20) a.remove(a.size() - 1);
    System.out.println(a.size() + " " + a.remove(0) + " " + a.size() + " " + a.get(0));
    try {
      a.remove(a.size());
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      a.remove(-1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    ArrayList e = new ArrayList();
    try {
      e.remove(e.size() - 1);
    } catch (IndexOutOfBoundsException x) {
      System.out.println(x.getMessage());
    }
    ArrayList n = null;
    try {
      n.remove(0);
    } catch (NullPointerException x) {
      System.out.println("null list");
    }
    try {
      for (Object o : a) {
        if ((Integer) o > 0) a.remove(a.size() - 1);
      }
    } catch (ConcurrentModificationException x) {
      System.out.println("cme " + a.size());
    }
    List<Integer> typed = new ArrayList<>();
    typed.add(5);
    typed.add(6);
    typed.add(7);
    int r = typed.remove(1);
    System.out.println(r + " " + typed + " " + typed.remove(Integer.valueOf(7)) + " " + typed);
  }

  static int lcgFill(int[] a, int n) {
    int x = 777;
    int i = 0;
    try {
      for (i = 0; i < n; i++) {
        x = x * 1103515245 + 12345;
        a[i] = (x >>> 8) % 100000;
      }
    } finally {
      System.out.println("lcg i " + i + " x " + x);
    }
    return x;
  }

  @Test
  public void generators() {
    int[] a = new int[8];
    lcgFill(a, 8);
    System.out.println(Arrays.toString(a));
    try {
      lcgFill(a, 9);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("aioobe " + e.getMessage());
    }
    try {
      lcgFill(null, 3);
    } catch (NullPointerException e) {
      System.out.println("npe");
    }
    int x = -99;
    int[] b = new int[6];
    for (int i = 0; i < b.length; i++) {
      x = x * -3 + 7;
      b[i] = (x >> 2) % 7;
    }
    int y = (x >>> 4) % 1000;
    int z = (x >> 1) % -9;
    int w = x * 65599 + Integer.MAX_VALUE;
    System.out.println(Arrays.toString(b) + " " + x + " " + y + " " + z + " " + w);
    int[] none = null;
    int k = 0;
    try {
      for (k = 0; k < none.length; k++) {
        x = x * 3 + 1;
        k += 0;
      }
    } catch (NullPointerException e) {
      System.out.println("npe length k " + k);
    }
    int sum = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] < 0) continue;
      sum += b[i];
    }
    for (int i = 0; i < b.length; i++) {
      sum += i;
      if (i == 3) break;
    }
    System.out.println(sum);
  }

  @Test
  public void sizeLoops() {
    ArrayList a = filled(12);
    int rounds = 0;
    while (a.size() > 4) {
      a.remove(a.size() - 1);
      rounds++;
    }
    while (a.size() >= 3) a.remove(a.size() - 1);
    System.out.println(rounds + " " + a + " " + a.get(a.size() - 1));
    while (a.size() != 0) a.remove(a.size() - 1);
    try {
      a.get(a.size() - 1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    ArrayList n = null;
    try {
      while (n.size() > 0) n.remove(0);
    } catch (NullPointerException e) {
      System.out.println("npe while");
    }
    try {
      n.remove(n.size() - 1);
    } catch (NullPointerException e) {
      System.out.println("npe remove");
    }
    ArrayList b = filled(6);
    long s = 0;
    for (int i = 0; i < b.size(); i++) {
      s += (Integer) b.get(i);
      if (i % 2 == 0) b.remove(b.size() - 1);
    }
    System.out.println(s + " " + b.size());
    try {
      for (int i = 0; i < n.size(); i++) s++;
    } catch (NullPointerException e) {
      System.out.println("npe for");
    }
  }

  static int countSevens(String s, int upTo) {
    int c = 0;
    int i = 0;
    try {
      for (i = 0; i < upTo; i++) {
        if (s.charAt(i) == '7') c++;
        if (s.charAt(i) != ',') c += 10;
      }
    } finally {
      System.out.println("sevens i " + i + " c " + c);
    }
    return c;
  }

  @Test
  public void stringsAndOffsets() {
    StringBuilder sb = new StringBuilder();
    for (int i = -12; i < 25; i++) {
      sb.append(i % 10);
      sb.append(',');
    }
    String s = sb.toString();
    System.out.println(s);
    int c = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == '7') c++;
    }
    System.out.println(c + " " + countSevens(s, s.length()));
    try {
      countSevens(s, s.length() + 2);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println("sioobe " + e.getMessage());
    }
    try {
      countSevens(null, 3);
    } catch (NullPointerException e) {
      System.out.println("npe");
    }
    int pairs = 0;
    int i = 0;
    try {
      for (i = 0; i < s.length(); i++) {
        if (s.charAt(i + 1) == ',') pairs++;
      }
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println("pairs " + pairs + " i " + i + " " + e.getMessage());
    }
    int big = Integer.MAX_VALUE;
    try {
      s.charAt(big + 1);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    String t = "abc";
    int grown = 0;
    for (int k = 0; k < t.length(); k++) {
      if (k < 4) t = t + k;
      grown++;
    }
    System.out.println(t + " " + grown);
    String none = null;
    try {
      for (int k = 0; k < none.length(); k++) grown++;
    } catch (NullPointerException e) {
      System.out.println("npe length");
    }
    StringBuilder nsb = null;
    try {
      nsb.append(i % 10);
    } catch (NullPointerException e) {
      System.out.println("npe append");
    }
    ArrayList a = filled(5);
    long d = 0;
    try {
      for (int k = 4; k >= 0; k--) d += (Integer) a.get(k - 1) - (Integer) a.get(k);
    } catch (IndexOutOfBoundsException e) {
      System.out.println("d " + d + " " + e.getMessage());
    }
    System.out.println(a.get(i % 5) + " " + a.get(2 + 1));
  }
}
