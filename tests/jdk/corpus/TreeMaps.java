// TreeMap and TreeSet with natural ordering through raw types: key order for String, Integer,
// Long, Double, Character and Boolean keys; the navigation queries; headMap/tailMap/subMap and
// descending views (iteration, writes through them, range errors); pollFirst/Last; the
// iterators' remove (entries with two children) and ConcurrentModificationException;
// NullPointerException and ClassCastException for keys that cannot be compared; entry snapshots;
// toString/equals/hashCode against HashMap/HashSet.
import java.util.*;

class Tree_Plain {
  final int v;

  Tree_Plain(int v) {
    this.v = v;
  }
}

class Tree_Test {
  @Test
  public void order() {
    TreeMap m = new TreeMap();
    for (int i = 0; i < 40; i++) m.put((i * 37) % 61 - 20, "v" + i);
    System.out.println(m);
    System.out.println(m.size() + " " + m.firstKey() + " " + m.lastKey() + " " + m.get(17) + " " + m.get(1000));
    System.out.println(m.put(17, "x") + " " + m.remove(-3) + " " + m.remove(5000) + " " + m.containsKey(17) + " " + m.containsValue("x"));
    TreeMap s = new TreeMap();
    String[] words = {"pear", "apple", "Zebra", "apple pie", "", "b", "ápple", "Apple", "app"};
    for (int i = 0; i < words.length; i++) s.put(words[i], i);
    System.out.println(s + " " + s.keySet() + " " + s.values());
    TreeSet longs = new TreeSet();
    longs.add(5000000000L);
    longs.add(-1L);
    longs.add(7L);
    TreeSet doubles = new TreeSet();
    doubles.add(0.0);
    doubles.add(-0.0);
    doubles.add(Double.NaN);
    doubles.add(-1.5);
    doubles.add(Double.NEGATIVE_INFINITY);
    TreeSet chars = new TreeSet();
    chars.add('z');
    chars.add('A');
    chars.add('a');
    TreeSet bools = new TreeSet();
    bools.add(true);
    bools.add(false);
    System.out.println(longs + " " + doubles + " " + chars + " " + bools);
  }

  @Test
  public void navigation() {
    TreeMap m = new TreeMap();
    for (int i = 0; i < 20; i += 3) m.put(i, "v" + i);
    System.out.println(m.lowerKey(9) + " " + m.floorKey(9) + " " + m.ceilingKey(10) + " " + m.higherKey(9));
    System.out.println(m.lowerKey(0) + " " + m.floorKey(-1) + " " + m.ceilingKey(19) + " " + m.higherKey(18));
    System.out.println(m.lowerEntry(7) + " " + m.floorEntry(7) + " " + m.ceilingEntry(7) + " " + m.higherEntry(7));
    System.out.println(m.firstEntry() + " " + m.lastEntry());
    Map.Entry e = m.pollFirstEntry();
    System.out.println(e + " " + e.getKey() + " " + m.pollLastEntry() + " " + m);
    try {
      e.setValue("no");
    } catch (UnsupportedOperationException x) {
      System.out.println("UOE");
    }
    TreeMap empty = new TreeMap();
    System.out.println(empty.pollFirstEntry() + " " + empty.firstEntry() + " " + empty.ceilingKey(3) + " " + empty.ceilingKey(null));
    try {
      empty.firstKey();
    } catch (NoSuchElementException x) {
      System.out.println("NSEE");
    }
    TreeSet t = new TreeSet();
    for (int i = 10; i > 0; i--) t.add(i * i % 17);
    System.out.println(t + " " + t.first() + " " + t.last() + " " + t.lower(8) + " " + t.floor(8) + " " + t.ceiling(14) + " " + t.higher(16));
    System.out.println(t.pollFirst() + " " + t.pollLast() + " " + t + " " + t.add(4) + " " + t.add(3) + " " + t.remove(9) + " " + t.contains(13));
  }

  @Test
  public void views() {
    TreeMap m = new TreeMap();
    for (int i = 0; i < 12; i++) m.put("k" + (char) ('a' + i), i);
    System.out.println(m.headMap("kd") + " " + m.headMap("kd", true) + " " + m.tailMap("ki") + " " + m.tailMap("ki", false));
    SortedMap sub = m.subMap("kc", "kg");
    System.out.println(sub + " " + sub.size() + " " + sub.firstKey() + " " + sub.lastKey() + " " + sub.get("ka") + " " + sub.containsKey("kd"));
    NavigableMap desc = m.descendingMap();
    System.out.println(desc + " " + desc.firstKey() + " " + desc.headMap("kj") + " " + desc.ceilingKey("kbb") + " " + desc.higherKey("kb"));
    NavigableMap ds = m.subMap("kb", false, "kh", true).descendingMap();
    System.out.println(ds + " " + ds.firstEntry() + " " + ds.lastKey() + " " + ds.floorKey("kz") + " " + ds.tailMap("ke", true));
    sub.put("kcc", 100);
    sub.remove("kd");
    System.out.println(m + " " + sub);
    try {
      sub.put("zz", 1);
    } catch (IllegalArgumentException x) {
      System.out.println(x.getMessage());
    }
    try {
      m.subMap("kz", "ka");
    } catch (IllegalArgumentException x) {
      System.out.println(x.getMessage());
    }
    try {
      sub.headMap("kz");
    } catch (IllegalArgumentException x) {
      System.out.println(x.getMessage());
    }
    try {
      sub.tailMap("a");
    } catch (IllegalArgumentException x) {
      System.out.println(x.getMessage());
    }
    System.out.println(m.navigableKeySet().headSet("kc") + " " + m.descendingKeySet() + " " + m.keySet().size());
    Iterator it = m.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry e = (Map.Entry) it.next();
      if (((Integer) e.getValue()) % 2 == 0) it.remove();
      else e.setValue(-(Integer) e.getValue());
    }
    System.out.println(m);
    m.values().remove(-5);
    m.keySet().remove("kl");
    m.headMap("kf").clear();
    System.out.println(m + " " + m.size());
    try {
      m.keySet().add("x");
    } catch (UnsupportedOperationException x) {
      System.out.println("UOE");
    }
    Iterator di = m.descendingMap().keySet().iterator();
    while (di.hasNext()) {
      if (di.next().equals("kj")) di.remove();
    }
    System.out.println(m);
  }

  @Test
  public void iteratorsRemoveInteriorEntries() {
    TreeMap m = new TreeMap();
    for (int i = 0; i < 30; i++) m.put(i * 7 % 30, i);
    ArrayList held = new ArrayList();
    for (Object o : m.entrySet()) held.add(o);
    Iterator it = m.keySet().iterator();
    while (it.hasNext()) {
      int k = (Integer) it.next();
      if (k % 3 != 1) it.remove();
    }
    System.out.println(m);
    System.out.println(held);
    try {
      for (Object k : m.keySet()) m.remove(k);
    } catch (ConcurrentModificationException x) {
      System.out.println("CME " + m.size());
    }
    TreeSet s = new TreeSet();
    for (int i = 0; i < 25; i++) s.add(i);
    Iterator d = s.descendingIterator();
    while (d.hasNext()) {
      if (((Integer) d.next()) % 4 != 0) d.remove();
    }
    System.out.println(s);
    Iterator e = s.iterator();
    try {
      e.remove();
    } catch (IllegalStateException x) {
      System.out.println("ISE");
    }
    while (e.hasNext()) e.next();
    try {
      e.next();
    } catch (NoSuchElementException x) {
      System.out.println("NSEE");
    }
  }

  @Test
  public void sets() {
    TreeSet s = new TreeSet();
    for (int i = 0; i < 20; i++) s.add((i * 13) % 23);
    System.out.println(s.headSet(7) + " " + s.tailSet(15) + " " + s.subSet(3, 9) + " " + s.subSet(3, false, 9, true) + " " + s.descendingSet());
    NavigableSet ds = s.descendingSet();
    System.out.println(ds.first() + " " + ds.headSet(16) + " " + ds.lower(10) + " " + ds.pollFirst() + " " + s.last());
    SortedSet h = s.headSet(10);
    h.add(-4);
    try {
      h.add(40);
    } catch (IllegalArgumentException x) {
      System.out.println(x.getMessage());
    }
    System.out.println(s + " " + h.size());
    ArrayList l = new ArrayList();
    l.add("q");
    l.add("b");
    l.add("q");
    TreeSet t = new TreeSet(l);
    HashSet hs = new HashSet(t);
    System.out.println(t + " " + t.equals(hs) + " " + hs.equals(t) + " " + (t.hashCode() == hs.hashCode()) + " " + new ArrayList(t));
    TreeMap a = new TreeMap();
    HashMap b = new HashMap();
    for (int i = 0; i < 5; i++) {
      a.put("k" + i, i);
      b.put("k" + i, i);
    }
    TreeMap c = new TreeMap(b);
    System.out.println(a.equals(b) + " " + b.equals(a) + " " + (a.hashCode() == b.hashCode()) + " " + c.equals(a) + " " + c);
    b.put(7, 7);
    a.put("k7", 7);
    System.out.println(a.equals(b) + " " + b.equals(a) + " " + a.entrySet().contains(c.firstEntry()));
  }

  @Test
  public void badKeys() {
    TreeMap m = new TreeMap();
    try {
      m.put(null, 1);
    } catch (NullPointerException x) {
      System.out.println("NPE put");
    }
    try {
      m.put(new Tree_Plain(1), 1);
    } catch (ClassCastException x) {
      System.out.println("CCE plain");
    }
    try {
      m.get(null);
    } catch (NullPointerException x) {
      System.out.println("NPE get");
    }
    m.put(1, "one");
    try {
      m.put("s", 2);
    } catch (ClassCastException x) {
      System.out.println("CCE mixed");
    }
    try {
      m.containsKey(2L);
    } catch (ClassCastException x) {
      System.out.println("CCE long");
    }
    try {
      m.floorKey(null);
    } catch (NullPointerException x) {
      System.out.println("NPE floor");
    }
    TreeSet s = new TreeSet();
    try {
      s.add(new Tree_Plain(2));
    } catch (ClassCastException x) {
      System.out.println("CCE set " + s.size());
    }
    System.out.println(m);
  }

  @Test
  public void uncaughtCce() {
    TreeSet s = new TreeSet();
    s.add("a");
    s.add(1);
  }
}
