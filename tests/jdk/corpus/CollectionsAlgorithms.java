// Collections' list algorithms: rotate by positive, negative, zero and multiple-of-size
// distances (and the set calls a user List sees), disjoint over lists and sets of either
// order and empty collections, indexOfSubList/lastIndexOfSubList with empty, equal, longer and
// null-containing targets, binarySearch in natural order and with comparators (found, insertion
// points, ClassCastException), copy with its "Source does not fit in dest", and emptyIterator.
import java.util.*;

class ColAlg_Counting extends ArrayList<Integer> {
  int sets;
  int gets;

  public Integer set(int i, Integer v) {
    sets++;
    return super.set(i, v);
  }

  public Integer get(int i) {
    gets++;
    return super.get(i);
  }
}

class ColAlg_Test {
  static List<Integer> ints(Integer... xs) {
    List<Integer> list = new ArrayList<>();
    for (Integer x : xs) list.add(x);
    return list;
  }

  static List<String> strs(String... xs) {
    List<String> list = new ArrayList<>();
    for (String x : xs) list.add(x);
    return list;
  }

  static List<Integer> range(int n) {
    List<Integer> xs = new ArrayList<>();
    for (int i = 0; i < n; i++) xs.add(i);
    return xs;
  }

  @Test
  public void rotate() {
    int[] distances = {0, 1, 2, -1, -3, 5, 7, 12, -13, Integer.MIN_VALUE, Integer.MAX_VALUE};
    for (int d : distances) {
      List<Integer> xs = range(6);
      Collections.rotate(xs, d);
      List<Integer> ys = new LinkedList<>(range(5));
      Collections.rotate(ys, d);
      System.out.println(d + ": " + xs + " " + ys);
    }
    List<Integer> empty = new ArrayList<>();
    Collections.rotate(empty, 3);
    ColAlg_Counting c = new ColAlg_Counting();
    for (int i = 0; i < 12; i++) c.add(i);
    Collections.rotate(c, 4);
    System.out.println(empty + " " + c + " sets " + c.sets + " gets " + c.gets);
  }

  @Test
  public void disjoint() {
    List<Integer> a = range(5);
    List<Integer> b = new ArrayList<>();
    b.add(7);
    b.add(9);
    Set<Integer> s = new HashSet<>();
    s.add(4);
    Set<Integer> t = new TreeSet<>();
    t.add(10);
    System.out.println(Collections.disjoint(a, b) + " " + Collections.disjoint(a, s) + " " + Collections.disjoint(s, a) + " "
        + Collections.disjoint(b, t) + " " + Collections.disjoint(a, new ArrayList<Integer>()) + " " + Collections.disjoint(new HashSet<Integer>(), s));
    b.add(3);
    System.out.println(Collections.disjoint(a, b) + " " + Collections.disjoint(b, a));
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    List<String> other = new ArrayList<>();
    other.add("x");
    other.add(null);
    System.out.println(Collections.disjoint(withNull, other));
    try {
      Collections.disjoint(a, null);
    } catch (NullPointerException e) {
      System.out.println("disjoint(a, null) NullPointerException");
    }
  }

  @Test
  public void subLists() {
    List<Integer> src = ints(1, 2, 3, 1, 2, 3, 4);
    List<List<Integer>> targets = new ArrayList<>();
    targets.add(ints(1, 2));
    targets.add(ints(2, 3, 4));
    targets.add(new ArrayList<Integer>());
    targets.add(ints(5));
    targets.add(src);
    targets.add(ints(1, 2, 3, 1, 2, 3, 4, 5));
    for (List<Integer> target : targets) {
      System.out.println(target + ": " + Collections.indexOfSubList(src, target) + " " + Collections.lastIndexOfSubList(src, target));
    }
    List<String> withNulls = new LinkedList<>(strs("a", null, "b", null, "b"));
    System.out.println(Collections.indexOfSubList(withNulls, strs(null, "b")) + " "
        + Collections.lastIndexOfSubList(withNulls, strs(null, "b")) + " " + Collections.indexOfSubList(withNulls, strs((String) null)));
  }

  @Test
  public void binarySearch() {
    List<Integer> xs = ints(1, 3, 5, 7, 9, 11);
    for (int k = 0; k <= 12; k++) System.out.print(Collections.binarySearch(xs, k) + " ");
    System.out.println();
    List<Integer> desc = new ArrayList<>(xs);
    Collections.sort(desc, Collections.reverseOrder());
    for (int k = 0; k <= 12; k += 3) System.out.print(Collections.binarySearch(desc, k, Collections.reverseOrder()) + " ");
    System.out.println(Collections.binarySearch(xs, 5, null) + " " + Collections.binarySearch(new ArrayList<Integer>(), 5));
    List<String> words = new LinkedList<>(strs("apple", "fig", "kiwi", "pear"));
    Comparator<String> byLength = new Comparator<String>() {
      public int compare(String a, String b) {
        return a.length() - b.length();
      }
    };
    System.out.println(Collections.binarySearch(words, "kiwi") + " " + Collections.binarySearch(words, "banana") + " "
        + Collections.binarySearch(strs("a", "bb", "ccc"), "zz", byLength));
    List<Object> mixed = new ArrayList<>();
    mixed.add(new Object());
    try {
      Collections.binarySearch((List) mixed, "x");
    } catch (ClassCastException e) {
      System.out.println("ClassCastException");
    }
  }

  @Test
  public void emptyIterator() {
    Iterator<String> it = Collections.emptyIterator();
    System.out.println(it.hasNext());
    try {
      it.next();
    } catch (NoSuchElementException e) {
      System.out.println("next: NoSuchElementException");
    }
    try {
      it.remove();
    } catch (IllegalStateException e) {
      System.out.println("remove: IllegalStateException");
    }
  }

  @Test
  public void copy() {
    List<Integer> dest = ints(9, 9, 9, 9);
    Collections.copy(dest, ints(1, 2));
    System.out.println(dest);
    Collections.copy(dest, new ArrayList<Integer>());
    System.out.println(dest);
    try {
      Collections.copy(ints(1), ints(1, 2));
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e);
    }
    try {
      Collections.copy(new ArrayList<Integer>(), null);
    } catch (NullPointerException e) {
      System.out.println("copy(dest, null) NullPointerException");
    }
  }
}
