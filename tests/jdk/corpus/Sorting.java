// Comparable and Comparator with the JDK's sorting: user classes implementing Comparable<T>
// and Comparator<T> (javac's bridge methods: a raw call with a wrong type throws
// ClassCastException from the bridge), anonymous comparators, String/Integer/enum natural
// ordering, Collections.sort/reverse/swap/max/min/frequency/reverseOrder, List.sort,
// Comparator.reversed, Arrays.sort of object arrays; the comparator calls of short sorts (the
// JDK's run detection and binary insertion sort, printed) and of long ones (TimSort's merges and
// galloping: a count and a hash of the calls), a comparator violating its contract (TimSort's
// IllegalArgumentException and the list it leaves), stability, and enums as HashMap keys.
import java.util.*;

class Sort_Point implements Comparable<Sort_Point> {
  final int x;
  final int y;

  Sort_Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  public int compareTo(Sort_Point o) {
    if (x != o.x) return x < o.x ? -1 : 1;
    return Integer.compare(y, o.y);
  }

  public String toString() {
    return "(" + x + "," + y + ")";
  }
}

class Sort_ByLength implements Comparator<String> {
  int calls;

  public int compare(String a, String b) {
    calls++;
    return a.length() - b.length();
  }
}

class Sort_Tracing implements Comparator<Integer> {
  String log = "";

  public int compare(Integer a, Integer b) {
    log += a + ":" + b + " ";
    return Integer.compare(a, b);
  }
}

class Sort_Counting implements Comparator<Integer> {
  long calls;
  long hash;

  public int compare(Integer a, Integer b) {
    calls++;
    hash = hash * 31 + a * 7 + b;
    return Integer.compare(a, b);
  }
}

class Sort_Inconsistent implements Comparator<Integer> {
  int state = 7;

  public int compare(Integer a, Integer b) {
    state = state * 1103515245 + 12345;
    return ((state >>> 16) % 3) - 1;
  }
}

enum Sort_Color {
  RED,
  GREEN,
  BLUE
}

class Sort_Test {
  @Test
  public void comparableUserClass() {
    List<Sort_Point> ps = new ArrayList<>();
    int[] xs = {3, 1, 2, 1, 3, 0};
    for (int i = 0; i < xs.length; i++) ps.add(new Sort_Point(xs[i], i));
    Collections.sort(ps);
    System.out.println(ps + " " + Collections.max(ps) + " " + Collections.min(ps));
    Sort_Point p = new Sort_Point(1, 1);
    System.out.println(p.compareTo(new Sort_Point(1, 0)) + " " + p.compareTo(p));
    Comparable raw = p;
    try {
      raw.compareTo("not a point");
    } catch (ClassCastException e) {
      System.out.println("bridge: ClassCastException");
    }
    Comparable<Sort_Point> c = p;
    System.out.println(c.compareTo(new Sort_Point(0, 9)));
  }

  @Test
  public void comparators() {
    List<String> words = new ArrayList<>();
    String[] text = {"the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog"};
    for (String w : text) words.add(w);
    Sort_ByLength byLength = new Sort_ByLength();
    Collections.sort(words, byLength);
    System.out.println(words + " " + byLength.calls);
    words.sort(byLength.reversed());
    System.out.println(words);
    words.sort(null);
    System.out.println(words);
    words.sort(Collections.reverseOrder());
    System.out.println(words);
    Collections.sort(words, new Comparator<String>() {
      public int compare(String a, String b) {
        return a.charAt(a.length() - 1) - b.charAt(b.length() - 1);
      }
    });
    System.out.println(words);
    System.out.println(Collections.max(words, byLength) + " " + Collections.min(words, byLength));
    Comparator<String> twice = Collections.reverseOrder(byLength).reversed();
    System.out.println(twice.compare("aa", "b"));
  }

  @Test
  public void shortSortCallsAsTheJdk() {
    int[][] inputs = {{5, 3, 9, 1, 7}, {1, 2, 3, 0}, {4, 3, 2, 1, 5, 0}, {2, 2, 1, 1}};
    for (int[] in : inputs) {
      List<Integer> l = new ArrayList<>();
      for (int v : in) l.add(v);
      Sort_Tracing t = new Sort_Tracing();
      l.sort(t);
      System.out.println(l + " " + t.log);
    }
    Integer[] boxed = {9, 8, 7, 1, 2, 3};
    Sort_Tracing t = new Sort_Tracing();
    Arrays.sort(boxed, t);
    System.out.println(Arrays.toString(boxed) + " " + t.log);
  }

  @Test
  public void longSortCallsAsTheJdk() {
    int seed = 12345;
    for (int n = 32; n < 400; n += 61) {
      for (int kind = 0; kind < 4; kind++) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          seed = seed * 1103515245 + 12345;
          int r = (seed >>> 8) % 1000;
          if (kind == 1) r = i + (r % 5 == 0 ? r : 0);
          if (kind == 2) r = n - i + r % 3;
          if (kind == 3) r = r % 4;
          l.add(r);
        }
        Sort_Counting c = new Sort_Counting();
        l.sort(c);
        System.out.println(n + " " + kind + " " + c.calls + " " + c.hash + " " + l.get(n / 2));
      }
    }
    for (int n = 32; n < 400; n += 53) {
      List<Integer> l = new ArrayList<>();
      for (int i = 0; i < n; i++) l.add(i);
      try {
        l.sort(new Sort_Inconsistent());
        System.out.println(n + " sorted " + l.hashCode());
      } catch (IllegalArgumentException e) {
        System.out.println(n + " " + e.getMessage() + " " + l.hashCode());
      }
    }
  }

  @Test
  public void longSortIsStable() {
    List<Sort_Point> ps = new ArrayList<>();
    for (int i = 0; i < 200; i++) ps.add(new Sort_Point((i * 37) % 11, i));
    ps.sort(new Comparator<Sort_Point>() {
      public int compare(Sort_Point a, Sort_Point b) {
        return a.x - b.x;
      }
    });
    String s = "";
    for (int i = 0; i < ps.size(); i += 13) s += ps.get(i);
    System.out.println(s);
    String[] names = new String[60];
    for (int i = 0; i < names.length; i++) names[i] = "n" + (i * 7919 % 61);
    Arrays.sort(names);
    System.out.println(names[0] + " " + names[30] + " " + names[59]);
  }

  @Test
  public void collectionsStatics() {
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < 9; i++) l.add(i % 4);
    Collections.reverse(l);
    System.out.println(l + " " + Collections.frequency(l, 3) + " " + Collections.frequency(l, 7));
    Collections.swap(l, 0, 8);
    System.out.println(l + " " + Collections.max(l) + " " + Collections.min(l));
    try {
      Collections.swap(l, 1, 9);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " " + l);
    }
    try {
      Collections.max(new ArrayList<Integer>());
    } catch (NoSuchElementException e) {
      System.out.println("max of empty: NoSuchElementException");
    }
    List<Object> mixed = new ArrayList<>();
    mixed.add("a");
    mixed.add(1);
    try {
      Collections.sort((List) mixed);
    } catch (ClassCastException e) {
      System.out.println("mixed: ClassCastException");
    }
    List<String> withNull = new ArrayList<>();
    withNull.add("b");
    withNull.add(null);
    try {
      Collections.sort(withNull);
    } catch (NullPointerException e) {
      System.out.println("null: NullPointerException");
    }
  }

  @Test
  public void naturalOrders() {
    List<Character> cs = new ArrayList<>();
    for (char c : "sorting".toCharArray()) cs.add(c);
    Collections.sort(cs);
    List<Long> ls = new ArrayList<>();
    ls.add(5L);
    ls.add(-2L);
    ls.add(7L);
    Collections.sort(ls, Collections.reverseOrder());
    List<Double> ds = new ArrayList<>();
    ds.add(0.5);
    ds.add(-0.0);
    ds.add(0.0);
    Collections.sort(ds);
    List<Boolean> bs = new ArrayList<>();
    bs.add(true);
    bs.add(false);
    Collections.sort(bs);
    System.out.println(cs + " " + ls + " " + ds + " " + bs);
    List<Sort_Color> colors = new ArrayList<>();
    colors.add(Sort_Color.BLUE);
    colors.add(Sort_Color.RED);
    colors.add(Sort_Color.GREEN);
    Collections.sort(colors);
    System.out.println(colors + " " + Sort_Color.RED.compareTo(Sort_Color.BLUE));
    Map<Sort_Color, Integer> counts = new HashMap<>();
    for (Sort_Color c : colors) counts.put(c, c.ordinal() * 10);
    System.out.println(counts.get(Sort_Color.GREEN) + " " + counts.containsKey(Sort_Color.RED)
        + " " + counts.size());
    String[] ss = {"pear", "Apple", "fig"};
    Arrays.sort(ss);
    System.out.println(Arrays.toString(ss));
  }
}
