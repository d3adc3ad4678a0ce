// TreeMap, TreeSet and PriorityQueue ordered by a Comparator: named, static nested and anonymous
// user comparators and Collections.reverseOrder; comparator() (null for natural order, reversed
// on descending views); the comparator's calls counted (put, get, sub-map bounds, heap sifts,
// and none when a sorted collection is copied); null keys a comparator accepts; exceptions the
// comparator throws; ClassCastException and NullPointerException without one.
import java.util.*;

class Cmp_ByLength implements Comparator<String> {
  static int calls = 0;

  public int compare(String a, String b) {
    calls++;
    if (a.length() != b.length()) return a.length() - b.length();
    return a.compareTo(b);
  }
}

class Cmp_NullsFirst implements Comparator<Integer> {
  public int compare(Integer a, Integer b) {
    if (a == null) return b == null ? 0 : -1;
    if (b == null) return 1;
    return a.compareTo(b);
  }
}

class Cmp_Plain {
  final int v;

  Cmp_Plain(int v) {
    this.v = v;
  }

  public String toString() {
    return "P" + v;
  }
}

class Cmp_Holder {
  static class ByValue implements Comparator<Cmp_Plain> {
    public int compare(Cmp_Plain a, Cmp_Plain b) {
      return Integer.compare(a.v, b.v);
    }
  }

  static class Picky implements Comparator<Integer> {
    public int compare(Integer a, Integer b) {
      if (a.intValue() == 13 || b.intValue() == 13) throw new IllegalStateException("13");
      return a.compareTo(b);
    }
  }
}

class Cmp_Test {
  @Test
  public void treeMapByLength() {
    Cmp_ByLength.calls = 0;
    TreeMap<String, Integer> m = new TreeMap<>(new Cmp_ByLength());
    String[] words = {"pear", "fig", "banana", "kiwi", "apple", "date", "plum", "cherry", "a"};
    for (int i = 0; i < words.length; i++) m.put(words[i], i);
    System.out.println(m + " calls=" + Cmp_ByLength.calls);
    System.out.println(m.firstKey() + " " + m.lastKey() + " " + m.get("kiwi") + " " + m.get("zz"));
    System.out.println(m.headMap("date") + " " + m.tailMap("kiwi", false) + " " + m.subMap("fig", "plum"));
    System.out.println(m.floorKey("zzzz") + " " + m.ceilingKey("bb") + " " + m.higherKey("pear"));
    System.out.println(m.descendingMap() + " " + m.descendingKeySet());
    System.out.println((m.comparator() instanceof Cmp_ByLength) + " " + (new TreeMap<String, Integer>().comparator() == null));
    Cmp_ByLength.calls = 0;
    System.out.println(m.remove("fig") + " " + m.containsKey("fig") + " calls=" + Cmp_ByLength.calls);
    Comparator<? super String> d = m.descendingMap().comparator();
    System.out.println(d.compare("aa", "b") + " " + (m.descendingMap().comparator() != null));
    NavigableMap<String, Integer> desc = m.descendingMap();
    System.out.println((desc.comparator() == desc.comparator()) + " " + desc.headMap("kiwi"));
  }

  @Test
  public void anonymousAndReverse() {
    TreeSet<Integer> odd = new TreeSet<>(new Comparator<Integer>() {
      public int compare(Integer a, Integer b) {
        int pa = a % 2 == 0 ? 1 : 0;
        int pb = b % 2 == 0 ? 1 : 0;
        if (pa != pb) return pa - pb;
        return b - a;
      }
    });
    for (int i = 0; i < 12; i++) odd.add((i * 7) % 12);
    System.out.println(odd + " " + odd.first() + " " + odd.last() + " " + odd.headSet(4) + " " + odd.tailSet(6));
    System.out.println(odd.contains(5) + " " + odd.remove(5) + " " + odd.remove(5) + " " + odd);
    TreeSet<String> rev = new TreeSet<>(Collections.reverseOrder());
    rev.add("b");
    rev.add("a");
    rev.add("c");
    System.out.println(rev + " " + rev.ceiling("bb") + " " + rev.descendingSet());
    TreeMap<String, Integer> byLen = new TreeMap<>(Collections.reverseOrder(new Cmp_ByLength()));
    byLen.put("aaa", 3);
    byLen.put("b", 1);
    byLen.put("cc", 2);
    System.out.println(byLen + " " + byLen.firstEntry());
    TreeSet<Cmp_Plain> plains = new TreeSet<>(new Cmp_Holder.ByValue());
    plains.add(new Cmp_Plain(3));
    plains.add(new Cmp_Plain(1));
    plains.add(new Cmp_Plain(3));
    System.out.println(plains + " " + plains.size() + " " + plains.contains(new Cmp_Plain(1)));
  }

  @Test
  public void nullKeys() {
    TreeMap<Integer, String> m = new TreeMap<>(new Cmp_NullsFirst());
    m.put(null, "none");
    m.put(4, "four");
    m.put(-1, "minus");
    System.out.println(m + " " + m.get(null) + " " + m.containsKey(null) + " " + m.firstKey());
    System.out.println(m.remove(null) + " " + m);
    TreeMap<Integer, String> natural = new TreeMap<>();
    try {
      natural.put(null, "x");
    } catch (NullPointerException e) {
      System.out.println("NPE into empty");
    }
    natural.put(1, "one");
    try {
      natural.get(null);
    } catch (NullPointerException e) {
      System.out.println("NPE get");
    }
    TreeSet<Integer> byLen = new TreeSet<>(new Cmp_Holder.Picky());
    byLen.add(5);
    try {
      byLen.add(null);
    } catch (NullPointerException e) {
      System.out.println("comparator NPE " + byLen);
    }
  }

  @Test
  public void exceptions() {
    TreeMap<Integer, String> m = new TreeMap<>(new Cmp_Holder.Picky());
    m.put(1, "a");
    m.put(20, "b");
    try {
      m.put(13, "c");
    } catch (IllegalStateException e) {
      System.out.println("threw " + e.getMessage() + " " + m);
    }
    try {
      m.get(13);
    } catch (IllegalStateException e) {
      System.out.println("get threw " + e.getMessage());
    }
    TreeMap<Integer, String> empty = new TreeMap<>(new Cmp_Holder.Picky());
    System.out.println(empty.get(13) + " " + empty.containsKey(13));
    try {
      empty.put(13, "x");
    } catch (IllegalStateException e) {
      System.out.println("put into empty threw " + e.getMessage());
    }
    TreeMap raw = new TreeMap();
    System.out.println(raw.get("x"));
    try {
      raw.get(new Cmp_Plain(1));
    } catch (ClassCastException e) {
      System.out.println("CCE get on empty");
    }
    try {
      raw.put(new Cmp_Plain(1), "p");
    } catch (ClassCastException e) {
      System.out.println("CCE put");
    }
    TreeMap byValue = new TreeMap(new Cmp_Holder.ByValue());
    byValue.put(new Cmp_Plain(2), "two");
    byValue.put(new Cmp_Plain(1), "one");
    System.out.println(byValue);
    try {
      byValue.put("str", "s");
    } catch (ClassCastException e) {
      System.out.println("CCE from comparator's bridge");
    }
    try {
      m.subMap(20, 1);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void copies() {
    TreeSet<String> a = new TreeSet<>(new Cmp_ByLength());
    String[] words = {"ccc", "a", "bb", "dddd", "ee", "f"};
    for (String w : words) a.add(w);
    Cmp_ByLength.calls = 0;
    TreeSet<String> b = new TreeSet<>(a);
    System.out.println(b + " calls=" + Cmp_ByLength.calls + " " + (b.comparator() == a.comparator()));
    b.add("gg");
    System.out.println(b + " " + a);
    Collection<String> asCollection = a;
    TreeSet<String> c = new TreeSet<>(asCollection);
    System.out.println(c + " " + (c.comparator() == null));
    TreeMap<String, Integer> m = new TreeMap<>(new Cmp_ByLength());
    for (String w : words) m.put(w, w.length());
    Cmp_ByLength.calls = 0;
    TreeMap<String, Integer> m2 = new TreeMap<>(m);
    System.out.println(m2 + " calls=" + Cmp_ByLength.calls + " " + (m2.comparator() != null));
    Map<String, Integer> asMap = m;
    TreeMap<String, Integer> m3 = new TreeMap<>(asMap);
    System.out.println(m3 + " " + (m3.comparator() == null));
    TreeMap<String, Integer> m4 = new TreeMap<>(m.comparator());
    Cmp_ByLength.calls = 0;
    m4.putAll(m);
    System.out.println(m4 + " calls=" + Cmp_ByLength.calls);
    m4.remove("a");
    m4.put("zzzzz", 5);
    System.out.println(m4 + " " + m4.firstKey() + " " + m4.lastKey() + " " + m4.size());
    TreeSet<String> viaAddAll = new TreeSet<>(new Cmp_ByLength());
    Cmp_ByLength.calls = 0;
    viaAddAll.addAll(a);
    System.out.println(viaAddAll + " calls=" + Cmp_ByLength.calls);
    Iterator<String> it = viaAddAll.iterator();
    while (it.hasNext()) {
      if (it.next().length() == 2) it.remove();
    }
    System.out.println(viaAddAll + " " + viaAddAll.headSet("ccc", true));
  }

  @Test
  public void priorityQueues() {
    Cmp_ByLength.calls = 0;
    PriorityQueue<String> q = new PriorityQueue<>(new Cmp_ByLength());
    String[] words = {"pear", "fig", "banana", "kiwi", "apple", "a", "cherry"};
    for (String w : words) q.add(w);
    System.out.println(q + " " + q.peek() + " calls=" + Cmp_ByLength.calls);
    System.out.println((q.comparator() instanceof Cmp_ByLength) + " " + (new PriorityQueue<Integer>().comparator() == null));
    StringBuilder sb = new StringBuilder();
    while (!q.isEmpty()) sb.append(q.poll()).append(' ');
    System.out.println(sb + " calls=" + Cmp_ByLength.calls);
    PriorityQueue<Integer> max = new PriorityQueue<>(3, Collections.reverseOrder());
    for (int i = 0; i < 10; i++) max.offer((i * 7) % 10);
    System.out.println(max + " " + max.poll() + " " + max.poll() + " " + max);
    max.remove(3);
    System.out.println(max + " " + max.contains(4));
    PriorityQueue<Cmp_Plain> plains = new PriorityQueue<>(new Cmp_Holder.ByValue());
    plains.add(new Cmp_Plain(5));
    plains.add(new Cmp_Plain(2));
    plains.add(new Cmp_Plain(8));
    System.out.println(plains.poll() + " " + plains);
    try {
      new PriorityQueue<Integer>(0, new Cmp_NullsFirst());
    } catch (IllegalArgumentException e) {
      System.out.println("IAE capacity");
    }
    PriorityQueue<Integer> nulls = new PriorityQueue<>(new Cmp_NullsFirst());
    try {
      nulls.add(null);
    } catch (NullPointerException e) {
      System.out.println("NPE add null");
    }
    PriorityQueue<Integer> picky = new PriorityQueue<>(new Cmp_Holder.Picky());
    picky.add(4);
    try {
      picky.add(13);
    } catch (IllegalStateException e) {
      System.out.println("threw " + picky + " " + picky.size());
    }
    PriorityQueue raw = new PriorityQueue();
    try {
      raw.add(new Cmp_Plain(1));
    } catch (ClassCastException e) {
      System.out.println("CCE into empty queue");
    }
  }

  @Test
  public void priorityQueueCopies() {
    PriorityQueue<String> q = new PriorityQueue<>(new Cmp_ByLength());
    String[] words = {"pear", "fig", "banana", "kiwi", "apple", "a", "cherry"};
    for (String w : words) q.add(w);
    Cmp_ByLength.calls = 0;
    PriorityQueue<String> copy = new PriorityQueue<>(q);
    System.out.println(copy + " calls=" + Cmp_ByLength.calls + " " + (copy.comparator() == q.comparator()));
    TreeSet<String> sorted = new TreeSet<>(Collections.reverseOrder());
    for (String w : words) sorted.add(w);
    PriorityQueue<String> fromSorted = new PriorityQueue<>(sorted);
    System.out.println(fromSorted + " " + fromSorted.poll() + " " + fromSorted.poll());
    Collection<String> c = sorted;
    PriorityQueue<String> fromCollection = new PriorityQueue<>(c);
    System.out.println(fromCollection + " " + fromCollection.poll() + " " + (fromCollection.comparator() != null));
    List<String> list = new ArrayList<>();
    for (String w : words) list.add(w);
    PriorityQueue<String> fromList = new PriorityQueue<>(list);
    System.out.println(fromList + " " + (fromList.comparator() == null));
  }
}
