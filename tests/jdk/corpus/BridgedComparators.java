// Library code calling user methods through javac's bridge methods (a sort's comparator, natural
// ordering of a user Comparable, TreeMap, Collections.max/min/binarySearch): exceptions thrown
// inside the comparator in short sorts and in TimSort's merges (the list each leaves), the
// bridge's ClassCastException for a raw list holding another type (in its first and its second
// argument), null elements (a comparator ordering them, one unboxing them), a comparator that is
// not consistent, one that changes the list it sorts, one that sorts another list inside, a
// subclass overriding compare (the bridge dispatches to it), and a generic comparator whose
// bridge casts to an interface.
import java.util.*;

class Bc_ByLow implements Comparator<Integer> {
  int calls;

  public int compare(Integer x, Integer y) {
    calls++;
    int a = x % 100;
    int b = y % 100;
    if (a != b) return a < b ? -1 : 1;
    return Integer.compare(x, y);
  }
}

class Bc_ThrowAt implements Comparator<Integer> {
  int left;

  Bc_ThrowAt(int left) {
    this.left = left;
  }

  public int compare(Integer x, Integer y) {
    if (--left == 0) throw new IllegalStateException("compare " + x + " " + y);
    return Integer.compare(x, y);
  }
}

class Bc_NullsFirst implements Comparator<Integer> {
  public int compare(Integer x, Integer y) {
    if (x == null) return y == null ? 0 : -1;
    if (y == null) return 1;
    return x - y;
  }
}

class Bc_Unboxing implements Comparator<Integer> {
  public int compare(Integer x, Integer y) {
    int a = x;
    int b = y;
    return a - b;
  }
}

class Bc_Asc implements Comparator<Integer> {
  public int compare(Integer x, Integer y) {
    return Integer.compare(x, y);
  }
}

class Bc_Desc extends Bc_Asc {
  public int compare(Integer x, Integer y) {
    return Integer.compare(y, x);
  }
}

class Bc_DescAgain extends Bc_Desc {}

class Bc_Natural<T extends Comparable<T>> implements Comparator<T> {
  public int compare(T a, T b) {
    return a.compareTo(b);
  }
}

class Bc_Flaky implements Comparator<Integer> {
  int state = 99;
  int calls;

  public int compare(Integer x, Integer y) {
    calls++;
    state = state * 1103515245 + 12345;
    return ((state >>> 20) % 3) - 1;
  }
}

class Bc_Growing implements Comparator<Integer> {
  List<Integer> target;
  boolean added;

  Bc_Growing(List<Integer> target) {
    this.target = target;
  }

  public int compare(Integer x, Integer y) {
    if (!added) {
      added = true;
      target.add(-1);
    }
    return Integer.compare(x, y);
  }
}

class Bc_Nested implements Comparator<Integer> {
  int inner;

  public int compare(Integer x, Integer y) {
    List<Integer> l = new ArrayList<>();
    l.add(y);
    l.add(x);
    l.add(x % 7);
    l.sort(new Bc_Asc());
    inner += l.get(0);
    return Integer.compare(x, y);
  }
}

class Bc_Key implements Comparable<Bc_Key> {
  final int k;

  Bc_Key(int k) {
    this.k = k;
  }

  public int compareTo(Bc_Key o) {
    return Integer.compare(k % 10, o.k % 10) != 0 ? Integer.compare(k % 10, o.k % 10)
        : Integer.compare(k, o.k);
  }

  public String toString() {
    return "K" + k;
  }
}

class Bc_Test {
  static List<Integer> data(int n, int seed) {
    List<Integer> l = new ArrayList<>();
    int x = seed;
    for (int i = 0; i < n; i++) {
      x = x * 1103515245 + 12345;
      l.add((x >>> 8) % 1000);
    }
    return l;
  }

  static long hash(List<Integer> l) {
    long h = l.size();
    for (Integer v : l) h = h * 31 + (v == null ? 7 : v);
    return h;
  }

  @Test
  public void longAndShortSorts() {
    for (int n = 1; n < 300; n = n * 2 + 3) {
      List<Integer> l = data(n, n);
      Bc_ByLow c = new Bc_ByLow();
      l.sort(c);
      System.out.println(n + " " + c.calls + " " + hash(l));
    }
    Integer[] a = {5, 105, 3, 203, 7};
    Arrays.sort(a, new Bc_ByLow());
    System.out.println(Arrays.toString(a));
  }

  @Test
  public void comparatorThrows() {
    int[] at = {1, 2, 10, 40, 150, 400, 700};
    for (int k : at) {
      List<Integer> l = data(200, 3);
      try {
        Collections.sort(l, new Bc_ThrowAt(k));
        System.out.println(k + " sorted " + hash(l));
      } catch (IllegalStateException e) {
        System.out.println(k + " " + e.getMessage() + " " + hash(l));
      }
    }
    List<Integer> shortList = data(20, 5);
    try {
      shortList.sort(new Bc_ThrowAt(12));
    } catch (IllegalStateException e) {
      System.out.println(e.getMessage() + " " + shortList);
    }
  }

  @Test
  public void bridgeCasts() {
    List raw = new ArrayList();
    for (int i = 0; i < 40; i++) raw.add(i * 37 % 41);
    raw.add(20, "twenty");
    try {
      raw.sort(new Bc_ByLow());
      System.out.println("sorted");
    } catch (ClassCastException e) {
      System.out.println("ClassCastException " + raw.size());
    }
    List first = new ArrayList();
    first.add(3);
    first.add("x");
    first.add(1);
    try {
      first.sort(new Bc_ByLow());
    } catch (ClassCastException e) {
      System.out.println("ClassCastException " + first);
    }
    List second = new ArrayList();
    second.add("y");
    second.add(2);
    try {
      second.sort(new Bc_ByLow());
    } catch (ClassCastException e) {
      System.out.println("ClassCastException " + second);
    }
    List objects = new ArrayList();
    objects.add("b");
    objects.add("a");
    objects.add(new Object());
    try {
      objects.sort(new Bc_Natural());
    } catch (ClassCastException e) {
      System.out.println("ClassCastException Natural");
    }
    List<String> words = new ArrayList<>();
    for (int i = 0; i < 50; i++) words.add("w" + (i * 7 % 50));
    words.sort(new Bc_Natural<String>());
    System.out.println(words.get(0) + " " + words.get(49));
  }

  @Test
  public void nullElements() {
    List<Integer> l = data(60, 9);
    l.set(3, null);
    l.set(40, null);
    l.sort(new Bc_NullsFirst());
    System.out.println(l.get(0) + " " + l.get(1) + " " + l.get(2) + " " + hash(l));
    List<Integer> m = data(60, 9);
    m.set(30, null);
    try {
      m.sort(new Bc_Unboxing());
    } catch (NullPointerException e) {
      System.out.println("NullPointerException " + hash(m));
    }
    List<Integer> s = new ArrayList<>();
    s.add(4);
    s.add(null);
    try {
      Collections.sort(s, new Bc_Unboxing());
    } catch (NullPointerException e) {
      System.out.println("NullPointerException " + s);
    }
  }

  @Test
  public void inconsistentAndChanging() {
    for (int n = 40; n < 2000; n = n * 3) {
      List<Integer> l = data(n, n + 1);
      Bc_Flaky c = new Bc_Flaky();
      try {
        l.sort(c);
        System.out.println(n + " sorted " + c.calls + " " + hash(l));
      } catch (IllegalArgumentException e) {
        System.out.println(n + " " + e.getMessage() + " " + c.calls + " " + hash(l));
      }
    }
    List<Integer> g = data(50, 4);
    try {
      g.sort(new Bc_Growing(g));
    } catch (ConcurrentModificationException e) {
      System.out.println("ConcurrentModificationException " + g.size() + " " + hash(g));
    }
    List<Integer> h = data(70, 6);
    Bc_Nested nested = new Bc_Nested();
    h.sort(nested);
    System.out.println(nested.inner + " " + hash(h));
  }

  @Test
  public void dispatchThroughTheBridge() {
    Bc_Asc[] cs = {new Bc_Asc(), new Bc_Desc(), new Bc_DescAgain()};
    for (Bc_Asc c : cs) {
      List<Integer> l = data(45, 2);
      l.sort(c);
      System.out.println(l.get(0) + " " + l.get(44) + " " + hash(l));
      System.out.println(Collections.max(l, c) + " " + Collections.min(l, c) + " "
          + Collections.binarySearch(l, l.get(17), c));
    }
  }

  @Test
  public void naturalOrderAndTreeMap() {
    List<Bc_Key> keys = new ArrayList<>();
    for (int i = 0; i < 50; i++) keys.add(new Bc_Key(i * 13 % 50));
    Collections.sort(keys);
    System.out.println(keys.get(0) + " " + keys.get(7) + " " + keys.get(49) + " " + Collections.max(keys));
    List raw = new ArrayList(keys);
    raw.add(5, "str");
    try {
      Collections.sort(raw);
    } catch (ClassCastException e) {
      System.out.println("ClassCastException keys");
    }
    keys.add(7, null);
    try {
      Collections.sort(keys);
    } catch (NullPointerException e) {
      System.out.println("NullPointerException keys");
    }
    TreeMap<Integer, String> t = new TreeMap<>(new Bc_Desc());
    for (int i = 0; i < 30; i++) t.put(i * 11 % 30, "v" + i);
    System.out.println(t.firstKey() + " " + t.lastKey() + " " + t.headMap(20));
    TreeMap<Bc_Key, Integer> tk = new TreeMap<>();
    for (int i = 0; i < 20; i++) tk.put(new Bc_Key(i * 3), i);
    System.out.println(tk.keySet());
  }
}
