// ArrayList, HashMap and HashSet through raw types and casts: the JDK's messages for index
// errors, modCount and the fail-fast iterators' ConcurrentModificationException, iteration order
// of HashMap/HashSet over many keys, resizes and colliding hashes, toString/equals/hashCode, and
// for-each over the collections and over a user Iterable.
import java.util.*;

class Coll_Range implements Iterable {
  private final int lo;
  private final int hi;

  Coll_Range(int lo, int hi) {
    this.lo = lo;
    this.hi = hi;
  }

  public Iterator iterator() {
    return new Coll_RangeIterator(lo, hi);
  }
}

class Coll_RangeIterator implements Iterator {
  private int next;
  private final int hi;

  Coll_RangeIterator(int lo, int hi) {
    this.next = lo;
    this.hi = hi;
  }

  public boolean hasNext() {
    return next < hi;
  }

  public Object next() {
    if (next >= hi) throw new NoSuchElementException();
    return next++;
  }
}

class Coll_Key {
  final int id;

  Coll_Key(int id) {
    this.id = id;
  }

  public int hashCode() {
    return id % 3;
  }

  public boolean equals(Object o) {
    return o instanceof Coll_Key && ((Coll_Key) o).id == id;
  }

  public String toString() {
    return "K" + id;
  }
}

class Coll_Test {
  @Test
  public void arrayListBasics() {
    ArrayList list = new ArrayList();
    System.out.println(list + " " + list.size() + " " + list.isEmpty());
    for (int i = 0; i < 15; i++) list.add(i * i);
    list.add(0, "first");
    list.add(list.size(), 'c');
    list.add(null);
    System.out.println(list + " " + list.size());
    int x = (Integer) list.get(3);
    System.out.println(x + " " + list.set(1, "one") + " " + list.get(1));
    System.out.println(list.remove(2) + " " + list.remove((Object) 49) + " " + list.remove("zz"));
    System.out.println(list.indexOf(null) + " " + list.contains(64) + " " + list.lastIndexOf(64));
    System.out.println(list.indexOf('c') + " " + list);
    List other = new ArrayList(list);
    System.out.println(other.equals(list) + " " + (other.hashCode() == list.hashCode()));
    other.add(1);
    System.out.println(other.equals(list) + " " + list.equals(other) + " " + list.equals("x"));
    ArrayList small = new ArrayList();
    small.add("a");
    small.add(null);
    small.add(2L);
    System.out.println(small.hashCode() + " " + small);
    Collection c = small;
    c.addAll(small);
    System.out.println(c + " " + c.size() + " " + c.contains(2L) + " " + c.contains(2));
    small.clear();
    System.out.println(small + " " + small.isEmpty() + " " + c.isEmpty());
    small.add(small);
    System.out.println(small);
  }

  @Test
  public void arrayListIndexErrors() {
    ArrayList list = new ArrayList(2);
    list.add("a");
    try {
      list.get(1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e);
    }
    try {
      list.add(3, "b");
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      list.remove(-1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      list.set(5, null);
    } catch (RuntimeException e) {
      System.out.println(e);
    }
    try {
      new ArrayList(-3);
    } catch (IllegalArgumentException e) {
      System.out.println(e);
    }
    try {
      Integer i = (Integer) list.get(0);
    } catch (ClassCastException e) {
      System.out.println("CCE");
    }
  }

  @Test
  public void iteratorsAndModCount() {
    ArrayList list = new ArrayList();
    for (int i = 0; i < 6; i++) list.add(i);
    Iterator it = list.iterator();
    while (it.hasNext()) {
      int v = (Integer) it.next();
      if (v % 2 == 0) it.remove();
    }
    System.out.println(list);
    it.remove();
    try {
      it.remove();
    } catch (IllegalStateException e) {
      System.out.println(e);
    }
    try {
      it.next();
    } catch (NoSuchElementException e) {
      System.out.println(e);
    }
    list.add(5);
    // Removing the last-but-one element inside a for-each ends the loop without a CME.
    for (Object o : list) {
      if (o.equals(3)) list.remove(o);
    }
    System.out.println(list);
    try {
      for (Object o : list) {
        list.add(9);
      }
    } catch (ConcurrentModificationException e) {
      System.out.println(e + " " + list);
    }
    Iterator a = list.iterator();
    Iterator b = list.iterator();
    a.next();
    a.remove();
    try {
      b.next();
    } catch (ConcurrentModificationException e) {
      System.out.println("stale iterator " + list);
    }
    list.set(0, 7);
    Iterator d = list.iterator();
    list.set(0, 8);
    System.out.println(d.next());
  }

  @Test
  public void forEachOverIterables() {
    int sum = 0;
    for (Object o : new Coll_Range(1, 5)) sum += (Integer) o;
    System.out.println(sum);
    Iterable r = new Coll_Range(3, 6);
    for (Object o : r) System.out.print(o + ";");
    System.out.println();
    ArrayList l = new ArrayList(new HashSet(new ArrayList()));
    System.out.println(l);
    Coll_Range none = null;
    try {
      for (Object o : none) System.out.println(o);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    Iterator it = new Coll_Range(0, 1).iterator();
    it.next();
    try {
      it.remove();
    } catch (UnsupportedOperationException e) {
      System.out.println(e);
    }
  }

  @Test
  public void hashMapOrder() {
    HashMap m = new HashMap();
    String[] words = {"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Aa", "BB",
                      "AaAa", "BBBB", "AaBB", "BBAa", "", "zebra", "apple", "mango", "kiwi"};
    for (int i = 0; i < words.length; i++) m.put(words[i], i);
    System.out.println(m);
    System.out.println(m.keySet());
    System.out.println(m.values());
    System.out.println(m.entrySet());
    System.out.println(m.get("fox") + " " + m.get("cat") + " " + m.containsKey("") + " "
                       + m.containsValue(18) + " " + m.getOrDefault("cat", -1));
    System.out.println(m.put("fox", 100) + " " + m.putIfAbsent("fox", 5) + " "
                       + m.putIfAbsent("cat", 7) + " " + m.remove("dog") + " " + m.remove("x"));
    m.put(null, "nil");
    System.out.println(m.get(null) + " " + m.size() + " " + m);
    HashMap ints = new HashMap();
    for (int i = 0; i < 200; i += 7) ints.put(i * 31 - 50, i);
    for (long i = -3; i < 3; i++) ints.put(i << 33, i);
    ints.put(2.5, "d");
    ints.put('q', true);
    ints.put(true, false);
    System.out.println(ints);
    HashMap copy = new HashMap();
    copy.putAll(ints);
    System.out.println(copy.equals(ints) + " " + (copy.hashCode() == ints.hashCode()) + " "
                       + copy.keySet().equals(ints.keySet()));
    copy.put(0, 0);
    System.out.println(copy.equals(ints) + " " + ints.hashCode());
  }

  @Test
  public void hashMapCollisionsAndResize() {
    HashMap m = new HashMap(4);
    for (int i = 20; i >= 0; i--) m.put(new Coll_Key(i), i);
    System.out.println(m);
    for (int i = 0; i < 21; i += 4) m.remove(new Coll_Key(i));
    System.out.println(m.size() + " " + m);
    HashMap big = new HashMap();
    for (int i = 0; i < 100; i++) big.put(i * 37 + (i % 5) * 65536, i);
    for (int i = 0; i < 100; i += 3) big.remove(i * 37 + (i % 5) * 65536);
    System.out.println(big.keySet());
    HashMap h = new HashMap(0);
    h.put("x", 1);
    h.put("y", 2);
    System.out.println(h);
  }

  @Test
  public void hashMapIterators() {
    HashMap m = new HashMap();
    for (int i = 0; i < 10; i++) m.put("k" + i, i);
    Iterator it = m.keySet().iterator();
    while (it.hasNext()) {
      String k = (String) it.next();
      if (k.endsWith("3") || k.endsWith("7")) it.remove();
    }
    System.out.println(m);
    for (Object o : m.entrySet()) {
      Map.Entry e = (Map.Entry) o;
      if (e.getKey().equals("k5")) e.setValue(55);
    }
    System.out.println(m.values());
    try {
      for (Object k : m.keySet()) m.put("new" + k, 0);
    } catch (ConcurrentModificationException e) {
      System.out.println(e);
    }
    int before = m.size();
    for (Object k : m.keySet()) m.put(k, 1);
    System.out.println(before + " " + m.size() + " " + m.values());
    m.values().remove(1);
    m.keySet().remove("k0");
    System.out.println(m.size() + " " + m.keySet().contains("k1") + " " + m.values().contains(1));
    Map.Entry first = (Map.Entry) m.entrySet().iterator().next();
    System.out.println(first + " " + first.hashCode() + " " + m.entrySet().contains(first));
    try {
      m.keySet().add("z");
    } catch (UnsupportedOperationException e) {
      System.out.println(e);
    }
    m.keySet().clear();
    System.out.println(m + " " + m.isEmpty() + " " + (m.keySet() == m.keySet()));
  }

  @Test
  public void hashSets() {
    HashSet s = new HashSet();
    for (int i = 0; i < 40; i++) s.add(i * 37 % 101);
    System.out.println(s);
    System.out.println(s.add(0) + " " + s.add(1000) + " " + s.remove(37) + " " + s.contains(74));
    Set t = new HashSet(s);
    System.out.println(t.equals(s) + " " + s.equals(t) + " " + (t.hashCode() == s.hashCode()));
    HashSet words = new HashSet();
    words.add("Aa");
    words.add("BB");
    words.add(null);
    words.add("C");
    System.out.println(words + " " + words.size() + " " + words.hashCode());
    Iterator it = words.iterator();
    it.next();
    words.add("D");
    try {
      it.next();
    } catch (ConcurrentModificationException e) {
      System.out.println("CME");
    }
    ArrayList l = new ArrayList(words);
    System.out.println(l);
    HashSet self = new HashSet();
    self.add(self.size());
    System.out.println(self);
  }

  @Test
  public void uncaughtCme() {
    ArrayList l = new ArrayList();
    l.add(1);
    l.add(2);
    l.add(3);
    for (Object o : l) l.remove(0);
  }
}
