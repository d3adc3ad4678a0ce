// Calls that the interpreter runs without dispatch or through fast paths (docs/subject-language.md,
// "Implementation and performance"): built-in methods called directly, ArrayList's get, size and
// add, the enhanced for over an ArrayList, casts fused with unboxing. Each case is one where a fast
// path must give way or keep the JDK's order: subclasses that override, a null receiver seen only
// after the arguments, exceptions thrown by arguments, user code called back from a built-in
// between its reads of the arguments, structural modification during a for-each.
import java.util.*;

class Dc_Counting extends ArrayList {
  int gets;
  int sizes;

  public Object get(int i) {
    gets++;
    return super.get(i);
  }

  public int size() {
    sizes++;
    return super.size();
  }
}

class Dc_Plain extends ArrayList {}

class Dc_Shifted extends ArrayList {
  public Iterator iterator() {
    ArrayList copy = new ArrayList();
    for (int i = super.size() - 1; i >= 0; i--) copy.add(super.get(i));
    return copy.iterator();
  }
}

class Dc_Noisy {
  int n;

  Dc_Noisy(int n) {
    this.n = n;
  }

  public String toString() {
    int a = n;
    int b = a * 2;
    int c = b * 3;
    long d = c + 1L;
    String s = "" + a + b + c + d;
    return "noisy" + n + "/" + s.length();
  }

  public boolean equals(Object o) {
    int x = 1;
    int y = x + 1;
    int z = y + 1;
    return z == 3 && o instanceof Dc_Noisy && ((Dc_Noisy) o).n == n;
  }

  public int hashCode() {
    return n;
  }
}

class Dc_Test {
  static int calls;

  static int next() {
    return calls++;
  }

  static int boom() {
    throw new IllegalStateException("boom");
  }

  @Test
  public void nullReceiverAfterArguments() {
    String s = null;
    ArrayList l = null;
    StringBuilder sb = null;
    try {
      s.charAt(next());
    } catch (NullPointerException e) {
      System.out.println("charAt " + calls);
    }
    try {
      l.get(next());
    } catch (NullPointerException e) {
      System.out.println("get " + calls);
    }
    try {
      l.add(next());
    } catch (NullPointerException e) {
      System.out.println("add " + calls);
    }
    try {
      System.out.println(l.size());
    } catch (NullPointerException e) {
      System.out.println("size " + calls);
    }
    try {
      sb.append(next());
    } catch (NullPointerException e) {
      System.out.println("append " + calls);
    }
    try {
      s.substring(next(), next());
    } catch (NullPointerException e) {
      System.out.println("substring " + calls);
    }
    int i = 0;
    try {
      System.out.println(s.length());
    } catch (NullPointerException e) {
      System.out.println("length");
    }
    try {
      System.out.println(s.charAt(i));
    } catch (NullPointerException e) {
      System.out.println("charAt of locals");
    }
    try {
      System.out.println(l.get(i));
    } catch (NullPointerException e) {
      System.out.println("get of locals");
    }
    Object o = "o";
    try {
      l.add(o);
    } catch (NullPointerException e) {
      System.out.println("add of locals");
    }
  }

  @Test
  public void argumentExceptionsComeFirst() {
    ArrayList none = null;
    ArrayList l = new ArrayList();
    l.add("x");
    try {
      none.get(boom());
    } catch (IllegalStateException e) {
      System.out.println("null list: " + e.getMessage());
    }
    try {
      l.get(boom());
    } catch (IllegalStateException e) {
      System.out.println("list: " + e.getMessage() + " " + l.size());
    }
    try {
      l.add(boom());
    } catch (IllegalStateException e) {
      System.out.println("add: " + e.getMessage() + " " + l.size());
    }
    try {
      "abc".charAt(boom());
    } catch (IllegalStateException e) {
      System.out.println("string: " + e.getMessage());
    }
  }

  @Test
  public void indexErrors() {
    ArrayList l = new ArrayList();
    l.add(1);
    try {
      l.get(1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      l.get(-1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      new ArrayList().get(0);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      "ab".charAt(2);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      "ab".charAt(-3);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void overridesAreCalled() {
    Dc_Counting c = new Dc_Counting();
    c.add(5);
    c.add(6);
    ArrayList a = c;
    int s = 0;
    for (int i = 0; i < a.size(); i++) s += (Integer) a.get(i);
    List li = c;
    s += (Integer) li.get(0) + li.size();
    System.out.println(s + " " + c.gets + " " + c.sizes);
    Dc_Plain p = new Dc_Plain();
    p.add(7);
    p.add(8);
    ArrayList q = p;
    System.out.println(p.get(1) + " " + p.size() + " " + q.get(0) + " " + q.size());
    Dc_Shifted sh = new Dc_Shifted();
    sh.add(1);
    sh.add(2);
    sh.add(3);
    ArrayList sq = sh;
    String order = "";
    for (Object o : sq) order += o;
    for (Object o : sh) order += o;
    System.out.println(order + " " + sq.get(0));
  }

  @Test
  public void callbacksKeepArguments() {
    StringBuilder sb = new StringBuilder("x");
    sb.append(new Dc_Noisy(3)).append(',').append(new Dc_Noisy(4));
    ArrayList l = new ArrayList();
    l.add(new Dc_Noisy(1));
    l.add(new Dc_Noisy(2));
    System.out.println(sb + " " + l.indexOf(new Dc_Noisy(2)) + " " + l.contains(new Dc_Noisy(5)));
    System.out.println(l + " " + String.valueOf(new Dc_Noisy(6)));
  }

  @Test
  public void forEachFailsFast() {
    ArrayList l = new ArrayList();
    for (int i = 0; i < 5; i++) l.add(i);
    int seen = 0;
    try {
      for (Object o : l) {
        seen++;
        if ((Integer) o == 2) l.add(9);
      }
    } catch (ConcurrentModificationException e) {
      System.out.println("add during for-each: " + seen + " " + e.getMessage());
    }
    seen = 0;
    for (Object o : l) {
      seen++;
      if (seen == l.size() - 1) l.remove(0);
    }
    System.out.println("remove at last-but-one ends quietly: " + seen + " " + l);
    seen = 0;
    for (Object o : l) {
      l.set(seen, seen * 10);
      seen++;
    }
    System.out.println("set is no modification: " + l);
    try {
      for (Object o : l) {
        if ((Integer) o == 10) l.clear();
      }
    } catch (ConcurrentModificationException e) {
      System.out.println("clear during for-each: " + l.size());
    }
    ArrayList none = null;
    try {
      for (Object o : none) seen++;
    } catch (NullPointerException e) {
      System.out.println("null iterable");
    }
  }

  static int firstOver(ArrayList<Integer> l, int limit) {
    for (int v : l) {
      if (v > limit) return v;
    }
    return -1;
  }

  @Test
  public void forEachFlow() {
    ArrayList<Integer> l = new ArrayList<>();
    for (int i = 0; i < 10; i++) l.add(i * i);
    int sum = 0;
    for (Integer v : l) {
      if (v % 2 == 1) continue;
      if (v > 50) break;
      sum += v;
    }
    long total = 0;
    for (long v : l) total += v;
    System.out.println(sum + " " + total + " " + firstOver(l, 30) + " " + firstOver(l, 100));
    l.add(null);
    try {
      for (int v : l) sum += v;
    } catch (NullPointerException e) {
      System.out.println("unboxing null element " + sum);
    }
    Iterator<Integer> it = l.iterator();
    while (it.hasNext()) {
      Integer v = it.next();
      if (v == null || v % 3 == 0) it.remove();
    }
    System.out.println(l);
  }

  static int firstSquareOver(int limit) {
    for (int i = 0; i < 100; i++) {
      if (i * i > limit) return i;
    }
    return -1;
  }

  static int bump(int i) {
    if (i == 3) throw new IllegalArgumentException("update " + i);
    return i + 1;
  }

  @Test
  public void forLoops() {
    String s = "";
    for (int i = 0; i < 10; i++) {
      if (i % 3 == 0) continue;
      if (i > 7) break;
      s += i;
    }
    outer:
    for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j = j + 1) {
        if (j > i) continue outer;
        if (i == 3) break outer;
        s += "," + i + j;
      }
    }
    int k = 0;
    for (int i = 0; i < 9; i = i + 2) k += i;
    System.out.println(s + " " + firstSquareOver(50) + " " + firstSquareOver(20000) + " " + k);
  }

  static int whileReturns(int n) {
    int i = 0;
    while (i < n) {
      if (i * i > 30) return i;
      i++;
    }
    return -i;
  }

  @Test
  public void whileLoopsOfTwoStatements() {
    int[] a = {5, 1, 4, 2, 3};
    int i = 0;
    int j = a.length - 1;
    String s = "";
    while (i < j) {
      s += a[i];
      i++;
    }
    while (j > 0) {
      j--;
      if (a[j] == 4) break;
    }
    int k = 0;
    while (k < 6) {
      k++;
      if (k % 2 == 0) continue;
    }
    int m = 0;
    try {
      while (m < 10) {
        m++;
        k = k / (3 - m);
      }
    } catch (ArithmeticException e) {
      System.out.println("thrown at " + m);
    }
    System.out.println(s + " " + j + " " + k + " " + whileReturns(10) + " " + whileReturns(3));
  }

  @Test
  public void forUpdateThrows() {
    int k = 0;
    try {
      for (int i = 0; i < 5; i = bump(i)) k += 10;
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage() + " after " + k);
    }
  }

  @Test
  public void castsAndUnboxing() {
    ArrayList l = new ArrayList();
    l.add(1);
    l.add(null);
    l.add("s");
    l.add(1000);
    l.add(1000);
    l.add(127);
    l.add(127);
    l.add('c');
    l.add(5L);
    int x = (Integer) l.get(0);
    try {
      int y = (Integer) l.get(1);
      System.out.println(y);
    } catch (NullPointerException e) {
      System.out.println("unboxing null");
    }
    try {
      int y = (Integer) l.get(2);
      System.out.println(y);
    } catch (ClassCastException e) {
      System.out.println("cast " + (e.getMessage() != null));
    }
    try {
      long y = (Long) l.get(0);
      System.out.println(y);
    } catch (ClassCastException e) {
      System.out.println("cast " + (e.getMessage() != null));
    }
    char c = (Character) l.get(7);
    long w = (Long) l.get(8);
    System.out.println(x + " " + c + " " + w + " " + (l.get(3) == l.get(4)) + " "
        + (l.get(5) == l.get(6)) + " " + ((Integer) l.get(3) == 1000));
    Object o = 200;
    Object p = 200;
    Object q = -128;
    Object r = -128;
    System.out.println((o == p) + " " + (q == r) + " " + o.equals(p));
  }
}
