// The java.util collections through their type parameters: ArrayList<Integer> with the diamond,
// boxing on add/put and unboxing on reads, for-each over Iterable<T> with unboxing and widening
// (JLS 14.14.2), Map.Entry<K,V> over entrySet(), wildcards, a generic user Iterable, raw and
// parameterised views of one object, and heap pollution that makes javac's use-site casts throw
// ClassCastException exactly where the JVM does (and not where javac casts to Object).
import java.util.*;

class GColl_Countdown implements Iterable<Integer> {
  private final int from;

  GColl_Countdown(int from) {
    this.from = from;
  }

  public Iterator<Integer> iterator() {
    return new GColl_Down(from);
  }
}

class GColl_Down implements Iterator<Integer> {
  private int next;

  GColl_Down(int from) {
    next = from;
  }

  public boolean hasNext() {
    return next > 0;
  }

  public Integer next() {
    return next--;
  }
}

class GColl_Bag<T> implements Iterable<T> {
  private final List<T> items = new ArrayList<>();

  void add(T t) {
    items.add(t);
  }

  T first() {
    return items.get(0);
  }

  public Iterator<T> iterator() {
    return items.iterator();
  }
}

class GColl_Test {
  static int sum(Collection<? extends Integer> xs) {
    int s = 0;
    for (Integer n : xs) s += n;
    return s;
  }

  static <T> T last(List<T> xs) {
    return xs.get(xs.size() - 1);
  }

  static void fill(List<? super Integer> out, int n) {
    for (int i = 0; i < n; i++) out.add(i);
  }

  @Test
  public void listOfIntegers() {
    ArrayList<Integer> xs = new ArrayList<>();
    for (int i = 0; i < 12; i++) xs.add(i * 3);
    xs.add(0, -1);
    int first = xs.get(0);
    long total = 0;
    for (int x : xs) total += x;
    for (long x : xs) total += x;
    double d = 0;
    for (double x : xs) d += x / 2;
    System.out.println(first + " " + total + " " + d + " " + xs);
    xs.set(1, xs.get(2) + xs.get(3));
    xs.remove(Integer.valueOf(9));
    xs.remove(0);
    System.out.println(xs + " " + xs.indexOf(15) + " " + xs.contains(33) + " " + last(xs));
    List<Integer> copy = new ArrayList<>(xs);
    copy.add(100);
    System.out.println(sum(copy) + " " + copy.equals(xs) + " " + copy.size());
    Iterator<Integer> it = copy.iterator();
    int odd = 0;
    while (it.hasNext()) {
      int v = it.next();
      if (v % 2 == 1) {
        it.remove();
        odd++;
      }
    }
    System.out.println(odd + " " + copy);
    List<Integer> nums = new ArrayList<>();
    fill(nums, 4);
    nums.add(7);
    System.out.println(nums + " " + sum(nums));
    List<Object> objs = new ArrayList<Object>();
    fill(objs, 2);
    objs.add("s");
    System.out.println(objs);
  }

  @Test
  public void mapsAndEntries() {
    Map<String, Integer> counts = new HashMap<>();
    String[] words = {"a", "bb", "a", "ccc", "bb", "a", "dd"};
    for (String w : words) counts.put(w, counts.getOrDefault(w, 0) + 1);
    System.out.println(counts + " " + counts.get("a") + " " + counts.get("zz"));
    int total = 0;
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      total += e.getValue();
      if (e.getKey().length() == 2) e.setValue(e.getValue() * 10);
    }
    System.out.println(total + " " + counts);
    for (String k : counts.keySet()) System.out.print(k.toUpperCase() + ";");
    System.out.println();
    int vs = 0;
    for (int v : counts.values()) vs += v;
    System.out.println(vs);
    HashMap<Integer, List<String>> byLength = new HashMap<>();
    for (String w : words) {
      List<String> l = byLength.get(w.length());
      if (l == null) {
        l = new ArrayList<>();
        byLength.put(w.length(), l);
      }
      l.add(w);
    }
    System.out.println(byLength + " " + byLength.get(1).size());
    Integer old = counts.put("a", 7);
    Integer none = counts.remove("nope");
    System.out.println(old + " " + none + " " + counts.putIfAbsent("e", 1) + " " + counts);
    Map<Character, Long> chars = new HashMap<Character, Long>();
    for (char c : "hello".toCharArray()) chars.put(c, chars.getOrDefault(c, 0L) + 1);
    long ls = chars.get('l');
    System.out.println(chars + " " + ls);
  }

  @Test
  public void setsAndUserIterables() {
    Set<String> seen = new HashSet<>();
    List<String> dups = new ArrayList<>();
    for (String s : new String[] {"x", "y", "x", "z", "y"}) {
      if (!seen.add(s)) dups.add(s);
    }
    System.out.println(seen + " " + dups + " " + seen.contains("z"));
    HashSet<Integer> evens = new HashSet<>();
    for (int i : new GColl_Countdown(10)) {
      if (i % 2 == 0) evens.add(i);
    }
    System.out.println(evens + " " + evens.size());
    int total = 0;
    for (Integer i : new GColl_Countdown(4)) total += i;
    System.out.println(total);
    GColl_Bag<String> bag = new GColl_Bag<>();
    bag.add("p");
    bag.add("q");
    String joined = "";
    for (String s : bag) joined += s;
    System.out.println(joined + " " + bag.first().length());
    Collection<Integer> c = new ArrayList<>();
    c.addAll(evens);
    Set<Integer> s2 = new HashSet<>(c);
    System.out.println(c.size() + " " + s2.equals(evens));
  }

  @Test
  public void heapPollution() {
    List<String> strings = new ArrayList<>();
    List raw = strings;
    raw.add(42);
    Object o = strings.get(0);
    System.out.println("as Object: " + o + " " + strings.size());
    for (Object x : strings) System.out.println("for Object: " + x);
    try {
      String s = strings.get(0);
      System.out.println("not reached " + s);
    } catch (ClassCastException e) {
      System.out.println("get: ClassCastException");
    }
    try {
      for (String s : strings) System.out.println("not reached " + s);
    } catch (ClassCastException e) {
      System.out.println("for: ClassCastException");
    }
    Map<String, Integer> m = new HashMap<>();
    Map rm = m;
    rm.put("k", "v");
    try {
      int v = m.get("k");
      System.out.println("not reached " + v);
    } catch (ClassCastException e) {
      System.out.println("unbox: ClassCastException");
    }
    List<Integer> ints = new ArrayList<>();
    ((List) ints).add(null);
    try {
      for (int x : ints) System.out.println("not reached " + x);
    } catch (NullPointerException e) {
      System.out.println("for int: NullPointerException");
    }
  }
}
