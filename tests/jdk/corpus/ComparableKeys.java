// User classes implementing Comparable<T> and enums as keys of TreeMap, TreeSet and
// PriorityQueue: their compareTo decides the order (through javac's bridge method), a
// compareTo that throws propagates out of put/add, a key of another class fails the bridge's
// cast with ClassCastException, and the comparisons a TreeMap makes are the JDK's (counted).
import java.util.*;

class Keys_Version implements Comparable<Keys_Version> {
  static int compares = 0;
  final int major;
  final int minor;

  Keys_Version(int major, int minor) {
    this.major = major;
    this.minor = minor;
  }

  public int compareTo(Keys_Version o) {
    compares++;
    if (major != o.major) return major < o.major ? -1 : 1;
    return Integer.compare(minor, o.minor);
  }

  public String toString() {
    return major + "." + minor;
  }
}

class Keys_Picky implements Comparable<Keys_Picky> {
  final int v;

  Keys_Picky(int v) {
    this.v = v;
  }

  public int compareTo(Keys_Picky o) {
    if (o.v == 13 || v == 13) throw new IllegalStateException("unlucky " + v + " vs " + o.v);
    return v - o.v;
  }

  public String toString() {
    return "P" + v;
  }
}

enum Keys_Level {
  LOW,
  MEDIUM,
  HIGH
}

class Keys_Test {
  @Test
  public void userKeysOrderTheTree() {
    Keys_Version.compares = 0;
    TreeMap<Keys_Version, String> m = new TreeMap<>();
    for (int i = 0; i < 12; i++) m.put(new Keys_Version((i * 7) % 5, (i * 3) % 4), "r" + i);
    System.out.println(m + " " + Keys_Version.compares);
    System.out.println(m.firstKey() + " " + m.lastKey() + " " + m.get(new Keys_Version(2, 2)));
    System.out.println(m.headMap(new Keys_Version(2, 0)) + " " + m.ceilingKey(new Keys_Version(3, 5)));
    m.remove(new Keys_Version(1, 1));
    System.out.println(m.size() + " " + Keys_Version.compares);
  }

  @Test
  public void userKeysInSetsAndQueues() {
    TreeSet<Keys_Version> s = new TreeSet<>();
    s.add(new Keys_Version(1, 2));
    s.add(new Keys_Version(0, 9));
    s.add(new Keys_Version(1, 2));
    System.out.println(s + " " + s.size() + " " + s.contains(new Keys_Version(0, 9)));
    PriorityQueue<Keys_Version> q = new PriorityQueue<>();
    for (int i = 0; i < 9; i++) q.add(new Keys_Version(i % 3, 8 - i));
    System.out.println(q);
    StringBuilder out = new StringBuilder();
    while (!q.isEmpty()) out.append(q.poll()).append(' ');
    System.out.println(out);
  }

  @Test
  public void enumKeys() {
    TreeMap<Keys_Level, Integer> m = new TreeMap<>();
    m.put(Keys_Level.HIGH, 3);
    m.put(Keys_Level.LOW, 1);
    m.put(Keys_Level.MEDIUM, 2);
    System.out.println(m + " " + m.firstKey() + " " + m.higherKey(Keys_Level.LOW));
    TreeSet<Keys_Level> s = new TreeSet<>();
    s.add(Keys_Level.MEDIUM);
    s.add(Keys_Level.LOW);
    System.out.println(s);
  }

  @Test
  public void compareToThatThrows() {
    TreeSet<Keys_Picky> s = new TreeSet<>();
    s.add(new Keys_Picky(5));
    s.add(new Keys_Picky(20));
    try {
      s.add(new Keys_Picky(13));
      System.out.println("added");
    } catch (IllegalStateException e) {
      System.out.println("caught " + e.getMessage() + " " + s);
    }
  }

  @Test
  public void mixedKeysFailTheCast() {
    TreeMap raw = new TreeMap();
    raw.put(new Keys_Version(1, 0), "a");
    try {
      raw.put("text", "b");
      System.out.println("put");
    } catch (ClassCastException e) {
      System.out.println("cast " + raw.size());
    }
    try {
      raw.put(new Keys_Version(0, 1), "c");
      raw.put(new Keys_Picky(1), "d");
      System.out.println("put");
    } catch (ClassCastException e) {
      System.out.println("cast " + raw.size());
    }
  }
}
