// Collections' wrappers and empty collections: unmodifiableList/Set/Collection (reads through to
// the wrapped collection, live; every mutator and the iterator's remove throw
// UnsupportedOperationException; toString, equals and hashCode), emptyList/emptySet/emptyMap
// (what throws and what quietly does nothing, equality with other empty collections, hashCode,
// get's message), singletonList/singleton/singletonMap and nCopies (what throws, what does
// nothing, messages, equality with ordinary collections), fill, addAll(c, T...), frequency,
// max/min and swap.
import java.util.*;

class Stat_Test {
  @Test
  public void unmodifiableList() {
    List<Integer> base = new ArrayList<>();
    for (int i = 0; i < 5; i++) base.add(i * i);
    List<Integer> u = Collections.unmodifiableList(base);
    System.out.println(u + " " + u.size() + " " + u.get(2) + " " + u.contains(9) + " " + u.indexOf(16) + " " + u.lastIndexOf(7) + " " + u.isEmpty());
    base.add(25);
    System.out.println(u + " " + u.equals(base) + " " + base.equals(u) + " " + (u.hashCode() == base.hashCode()));
    int sum = 0;
    for (int x : u) sum += x;
    System.out.println(sum + " " + (Collections.unmodifiableList(u) == u));
    try {
      u.add(1);
    } catch (UnsupportedOperationException e) {
      System.out.println("add " + e.getMessage());
    }
    try {
      u.set(0, 1);
    } catch (UnsupportedOperationException e) {
      System.out.println("set");
    }
    try {
      u.remove(Integer.valueOf(99));
    } catch (UnsupportedOperationException e) {
      System.out.println("remove absent");
    }
    try {
      u.remove(0);
    } catch (UnsupportedOperationException e) {
      System.out.println("remove at");
    }
    try {
      u.clear();
    } catch (UnsupportedOperationException e) {
      System.out.println("clear");
    }
    try {
      u.addAll(new ArrayList<Integer>());
    } catch (UnsupportedOperationException e) {
      System.out.println("addAll empty");
    }
    try {
      Collections.sort(u);
    } catch (UnsupportedOperationException e) {
      System.out.println("sort");
    }
    Iterator<Integer> it = u.iterator();
    it.next();
    try {
      it.remove();
    } catch (UnsupportedOperationException e) {
      System.out.println("iterator remove " + base.size());
    }
    try {
      u.get(10);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      Collections.unmodifiableList(null);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
  }

  @Test
  public void unmodifiableSetAndCollection() {
    Set<String> base = new HashSet<>();
    base.add("b");
    base.add("a");
    Set<String> u = Collections.unmodifiableSet(base);
    Set<String> other = new TreeSet<>(base);
    System.out.println(u + " " + u.contains("a") + " " + u.equals(other) + " " + other.equals(u) + " " + (u.hashCode() == other.hashCode()));
    try {
      u.add("c");
    } catch (UnsupportedOperationException e) {
      System.out.println("set add");
    }
    List<String> listed = new ArrayList<>(base);
    Collection<String> c = Collections.unmodifiableCollection(listed);
    System.out.println(c + " " + c.size() + " " + c.equals(c) + " " + c.equals(listed));
    try {
      c.remove("a");
    } catch (UnsupportedOperationException e) {
      System.out.println("collection remove " + c);
    }
    Map<String, Integer> counts = new TreeMap<>();
    counts.put("x", 1);
    Set<String> keys = Collections.unmodifiableSet(counts.keySet());
    counts.put("y", 2);
    System.out.println(keys + " " + keys.size());
  }

  @Test
  public void empties() {
    List<String> e = Collections.emptyList();
    System.out.println(e + " " + e.size() + " " + e.isEmpty() + " " + e.contains("a") + " " + e.indexOf("a") + " " + e.hashCode());
    System.out.println(e.equals(new ArrayList<String>()) + " " + new ArrayList<String>().equals(e) + " " + e.equals(new LinkedList<Integer>()) + " " + e.equals(new HashSet<String>()));
    System.out.println(e.remove("a") + " " + e.addAll(new ArrayList<String>()));
    e.clear();
    Collections.sort(e);
    for (String s : e) System.out.println("never " + s);
    try {
      e.get(0);
    } catch (IndexOutOfBoundsException x) {
      System.out.println(x.getMessage());
    }
    try {
      e.add("x");
    } catch (UnsupportedOperationException x) {
      System.out.println("add");
    }
    Iterator<String> it = e.iterator();
    System.out.println(it.hasNext());
    try {
      it.next();
    } catch (NoSuchElementException x) {
      System.out.println("next");
    }
    try {
      it.remove();
    } catch (IllegalStateException x) {
      System.out.println("iterator remove");
    }
    Set<Integer> s = Collections.emptySet();
    System.out.println(s + " " + s.size() + " " + s.hashCode() + " " + s.equals(new HashSet<Integer>()) + " " + new TreeSet<Integer>().equals(s) + " " + s.equals(e) + " " + s.remove(1));
    try {
      s.add(1);
    } catch (UnsupportedOperationException x) {
      System.out.println("set add");
    }
    Map<String, Integer> m = Collections.emptyMap();
    System.out.println(m + " " + m.size() + " " + m.get("a") + " " + m.containsKey("a") + " " + m.getOrDefault("a", 7) + " " + m.hashCode() + " " + m.keySet() + " " + m.values() + " " + m.entrySet());
    System.out.println(m.equals(new HashMap<String, Integer>()) + " " + new TreeMap<String, Integer>().equals(m) + " " + m.remove("a"));
    m.clear();
    m.putAll(new HashMap<String, Integer>());
    try {
      m.put("a", 1);
    } catch (UnsupportedOperationException x) {
      System.out.println("map put");
    }
    Map<String, Integer> one = new HashMap<>();
    one.put("k", 1);
    try {
      m.putAll(one);
    } catch (UnsupportedOperationException x) {
      System.out.println("map putAll");
    }
    List<Integer> none = Collections.emptyList();
    Set<Integer> noSet = Collections.emptySet();
    List<Integer> copy = new ArrayList<>(none);
    copy.addAll(noSet);
    System.out.println(copy);
  }

  @Test
  public void statics() {
    List<String> l = new ArrayList<>();
    System.out.println(Collections.addAll(l, "c", "a", "b", "a") + " " + l + " " + Collections.addAll(l));
    Set<String> set = new TreeSet<>();
    System.out.println(Collections.addAll(set, "x", "y", "x") + " " + Collections.addAll(set, "x") + " " + set);
    String[] more = {"q", "r"};
    Collections.addAll(l, more);
    System.out.println(l + " " + Collections.frequency(l, "a") + " " + Collections.max(l) + " " + Collections.min(l));
    System.out.println(Collections.max(l, Collections.reverseOrder()) + " " + Collections.min(l, Collections.reverseOrder()));
    Collections.swap(l, 0, 5);
    System.out.println(l);
    Collections.fill(l, "z");
    System.out.println(l + " " + Collections.frequency(l, "z"));
    LinkedList<Integer> ll = new LinkedList<>();
    for (int i = 0; i < 30; i++) ll.add(i);
    Collections.fill(ll, 7);
    System.out.println(ll.size() + " " + Collections.frequency(ll, 7) + " " + ll.getLast());
    try {
      Collections.fill(Collections.unmodifiableList(l), "w");
    } catch (UnsupportedOperationException e) {
      System.out.println("fill unmodifiable");
    }
    Collections.fill(Collections.emptyList(), "w");
    try {
      List<String> empty = Collections.emptyList();
      Collections.addAll(empty, "w");
    } catch (UnsupportedOperationException e) {
      System.out.println("addAll empty list");
    }
    try {
      Collections.max(new ArrayList<Integer>());
    } catch (NoSuchElementException e) {
      System.out.println("max of empty");
    }
  }

  @Test
  public void singletons() {
    List<String> one = Collections.singletonList("a");
    System.out.println(one + " " + one.size() + " " + one.get(0) + " " + one.contains("a") + " " + one.indexOf("b") + " " + one.hashCode());
    List<String> same = new ArrayList<>();
    same.add("a");
    System.out.println(one.equals(same) + " " + same.equals(one) + " " + one.remove("b"));
    try {
      one.get(1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      one.remove("a");
    } catch (UnsupportedOperationException e) {
      System.out.println("remove " + e.getMessage());
    }
    try {
      one.clear();
    } catch (UnsupportedOperationException e) {
      System.out.println("clear " + e.getMessage());
    }
    try {
      one.set(0, "b");
    } catch (UnsupportedOperationException e) {
      System.out.println("set " + e.getMessage());
    }
    Collections.sort(one);
    Iterator<String> it = one.iterator();
    System.out.println(it.next() + " " + it.hasNext());
    try {
      it.remove();
    } catch (UnsupportedOperationException e) {
      System.out.println("it.remove " + e.getMessage());
    }
    Set<Integer> s = Collections.singleton(7);
    Set<Integer> seven = new HashSet<>();
    seven.add(7);
    System.out.println(s + " " + s.contains(7) + " " + s.equals(seven) + " " + seven.equals(s) + " " + s.hashCode() + " " + s.remove(8));
    try {
      s.clear();
    } catch (UnsupportedOperationException e) {
      System.out.println("set clear " + e.getMessage());
    }
    try {
      s.add(8);
    } catch (UnsupportedOperationException e) {
      System.out.println("set add " + e.getMessage());
    }
    Map<String, Integer> m = Collections.singletonMap("k", 1);
    Map<String, Integer> other = new HashMap<>();
    other.put("k", 1);
    System.out.println(m + " " + m.get("k") + " " + m.get("x") + " " + m.containsKey("k") + " " + m.containsValue(2) + " " + m.getOrDefault("x", 9) + " " + m.size());
    System.out.println(m.keySet() + " " + m.values() + " " + m.entrySet() + " " + m.equals(other) + " " + other.equals(m) + " " + (m.hashCode() == other.hashCode()) + " " + m.remove("x"));
    for (Map.Entry<String, Integer> e : m.entrySet()) {
      try {
        e.setValue(2);
      } catch (UnsupportedOperationException x) {
        System.out.println("setValue " + e);
      }
    }
    try {
      m.put("k", 2);
    } catch (UnsupportedOperationException e) {
      System.out.println("put " + e.getMessage());
    }
    try {
      m.remove("k");
    } catch (UnsupportedOperationException e) {
      System.out.println("map remove " + e.getMessage());
    }
    Map<String, Integer> nullValue = Collections.singletonMap("n", null);
    Map<String, Integer> withNull = new HashMap<>();
    withNull.put("n", null);
    System.out.println(nullValue + " " + nullValue.equals(withNull) + " " + nullValue.equals(other) + " " + nullValue.hashCode());
  }

  @Test
  public void copies() {
    List<String> c = Collections.nCopies(4, "ab");
    System.out.println(c + " " + c.size() + " " + c.get(3) + " " + c.indexOf("ab") + " " + c.lastIndexOf("ab") + " " + c.indexOf("x") + " " + c.hashCode());
    List<String> copy = new ArrayList<>(c);
    List<String> longer = new ArrayList<>(c);
    longer.add("z");
    System.out.println(longer + " " + c.equals(copy) + " " + copy.equals(c) + " " + c.equals(longer) + " " + c.remove("x"));
    List<String> none = Collections.nCopies(0, "q");
    none.clear();
    System.out.println(none + " " + none.isEmpty() + " " + none.hashCode() + " " + none.equals(Collections.emptyList()));
    try {
      c.get(4);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      Collections.nCopies(-2, "x");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      c.remove("ab");
    } catch (UnsupportedOperationException e) {
      System.out.println("remove " + e.getMessage());
    }
    try {
      c.clear();
    } catch (UnsupportedOperationException e) {
      System.out.println("clear " + e.getMessage());
    }
    try {
      Collections.sort(c);
    } catch (UnsupportedOperationException e) {
      System.out.println("sort " + e.getMessage());
    }
    Iterator<String> it = c.iterator();
    try {
      it.remove();
    } catch (IllegalStateException e) {
      System.out.println("ISE before next");
    }
    it.next();
    try {
      it.remove();
    } catch (UnsupportedOperationException e) {
      System.out.println("it.remove " + e.getMessage());
    }
    int n = 0;
    for (String x : Collections.nCopies(3, "y")) n += x.length();
    System.out.println(n);
  }
}
