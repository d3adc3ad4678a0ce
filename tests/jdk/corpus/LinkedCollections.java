// LinkedHashMap and LinkedHashSet through raw types: insertion order kept across resizes,
// re-puts, removals and clear; the views and their iterators' remove; fail-fast iterators;
// toString/equals/hashCode against HashMap/HashSet; the constructors' sizing and errors.
import java.util.*;

class Lnk_Key {
  final int id;

  Lnk_Key(int id) {
    this.id = id;
  }

  public int hashCode() {
    return id % 4;
  }

  public boolean equals(Object o) {
    return o instanceof Lnk_Key && ((Lnk_Key) o).id == id;
  }

  public String toString() {
    return "K" + id;
  }
}

class Lnk_Test {
  @Test
  public void insertionOrder() {
    LinkedHashMap m = new LinkedHashMap();
    for (int i = 0; i < 30; i++) m.put((i * 37) % 50, "v" + i);
    System.out.println(m);
    m.put(37, "again");
    m.put(null, "null key");
    m.put("s", null);
    System.out.println(m.remove(0) + " " + m.get(37) + " " + m.size() + " " + m.containsKey(null));
    System.out.println(m);
    System.out.println(m.keySet());
    System.out.println(m.values());
    System.out.println(m.entrySet());
    Map copy = new HashMap(m);
    System.out.println(copy.equals(m) + " " + m.equals(copy) + " " + (copy.hashCode() == m.hashCode()));
    LinkedHashMap back = new LinkedHashMap(copy);
    System.out.println(back.size() + " " + back.equals(m));
    m.clear();
    System.out.println(m + " " + m.isEmpty() + " " + m.keySet());
    m.put("x", 1);
    m.put("a", 2);
    System.out.println(m + " " + m.getOrDefault("q", 9) + " " + m.putIfAbsent("x", 5));
  }

  @Test
  public void collidingKeys() {
    LinkedHashMap m = new LinkedHashMap(2);
    for (int i = 20; i > 0; i--) m.put(new Lnk_Key(i), i);
    System.out.println(m);
    m.remove(new Lnk_Key(7));
    m.put(new Lnk_Key(7), "seven");
    System.out.println(m.keySet());
    System.out.println(m.containsValue("seven") + " " + m.containsValue(99));
  }

  @Test
  public void iteratorsAndViews() {
    LinkedHashMap m = new LinkedHashMap();
    for (int i = 0; i < 10; i++) m.put("k" + i, i);
    Iterator it = m.keySet().iterator();
    while (it.hasNext()) {
      String k = (String) it.next();
      if (k.endsWith("3") || k.endsWith("7")) it.remove();
    }
    System.out.println(m);
    Iterator vs = m.values().iterator();
    vs.next();
    vs.remove();
    try {
      vs.remove();
    } catch (IllegalStateException e) {
      System.out.println("ISE");
    }
    m.values().remove(5);
    m.keySet().remove("k9");
    System.out.println(m);
    for (Object o : m.entrySet()) {
      Map.Entry e = (Map.Entry) o;
      e.setValue((Integer) e.getValue() * 10);
    }
    System.out.println(m);
    try {
      for (Object k : m.keySet()) m.put(k + "x", 0);
    } catch (ConcurrentModificationException e) {
      System.out.println("CME " + m.size());
    }
    Iterator end = m.entrySet().iterator();
    while (end.hasNext()) end.next();
    try {
      end.next();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE");
    }
  }

  @Test
  public void linkedHashSets() {
    LinkedHashSet s = new LinkedHashSet();
    for (int i = 0; i < 25; i++) s.add((i * 7) % 19);
    System.out.println(s + " " + s.size());
    System.out.println(s.add(3) + " " + s.remove(14) + " " + s.contains(0) + " " + s.add(14));
    System.out.println(s);
    HashSet h = new HashSet(s);
    System.out.println(h.equals(s) + " " + s.equals(h) + " " + (s.hashCode() == h.hashCode()));
    ArrayList l = new ArrayList();
    l.add("b");
    l.add("a");
    l.add("b");
    l.add(null);
    LinkedHashSet t = new LinkedHashSet(l);
    System.out.println(t + " " + new ArrayList(t));
    Set u = new LinkedHashSet(5);
    u.add("z");
    u.addAll(l);
    System.out.println(u);
    Iterator it = u.iterator();
    it.next();
    it.remove();
    System.out.println(u);
    try {
      new LinkedHashSet(-1);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      new LinkedHashMap(-3);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void uncaughtCme() {
    LinkedHashSet s = new LinkedHashSet();
    s.add(1);
    s.add(2);
    s.add(3);
    for (Object o : s) s.remove(3);
  }
}
