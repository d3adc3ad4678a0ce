// The library collections through their type parameters: reads need no casts (javac's use-site
// casts), for-each gives the element type (unboxing to int), and the navigation and view methods
// carry K, V and E through (SortedMap/NavigableMap/NavigableSet, Map.Entry<K,V>, Iterator<E>).
import java.util.*;

class GLC_Test {
  @Test
  public void maps() {
    LinkedHashMap<String, Integer> lm = new LinkedHashMap<>();
    for (int i = 0; i < 6; i++) lm.put("k" + (5 - i), i * i);
    int sum = 0;
    for (int v : lm.values()) sum += v;
    for (Map.Entry<String, Integer> e : lm.entrySet()) e.setValue(e.getValue() + 1);
    System.out.println(lm + " " + sum + " " + lm.get("k3"));
    TreeMap<String, Integer> tm = new TreeMap<>(lm);
    String first = tm.firstKey();
    Map.Entry<String, Integer> low = tm.floorEntry("k2a");
    NavigableMap<String, Integer> head = tm.headMap("k3", true);
    SortedMap<String, Integer> tail = tm.tailMap("k4");
    int total = 0;
    for (String k : head.keySet()) total += tm.get(k);
    NavigableSet<String> keys = tm.descendingKeySet();
    System.out.println(first + " " + low.getKey() + "=" + low.getValue() + " " + head + " " + tail + " " + total + " " + keys);
    Map.Entry<String, Integer> polled = tm.pollLastEntry();
    System.out.println(polled.getKey().length() + polled.getValue() + " " + tm.descendingMap());
  }

  @Test
  public void setsAndQueues() {
    TreeSet<Integer> ts = new TreeSet<>();
    for (int i = 0; i < 10; i++) ts.add(i * 7 % 10);
    int lo = ts.first();
    Integer fl = ts.floor(4);
    NavigableSet<Integer> sub = ts.subSet(2, true, 6, false);
    int s = 0;
    for (int x : sub) s += x;
    Iterator<Integer> it = ts.descendingIterator();
    int top = it.next();
    System.out.println(lo + " " + fl + " " + sub + " " + s + " " + top + " " + ts.headSet(3));
    LinkedHashSet<String> ls = new LinkedHashSet<>();
    ls.add("b");
    ls.add("a");
    ls.add("b");
    ls.add("c");
    ArrayDeque<Integer> dq = new ArrayDeque<>();
    Deque<Integer> dd = dq;
    dd.push(1);
    dd.offerLast(2);
    dd.addFirst(0);
    int head = dd.peekFirst();
    int tail = dd.pollLast();
    LinkedList<String> ll = new LinkedList<>(ls);
    ll.addFirst("z");
    String z = ll.getFirst();
    String second = ll.get(1);
    Queue<String> q = ll;
    String polled = q.poll();
    PriorityQueue<Integer> pq = new PriorityQueue<>();
    for (int i = 5; i > 0; i--) pq.offer(i * 3 % 7);
    int min = pq.poll();
    int next = pq.peek();
    System.out.println(ls + " " + dq + " " + head + " " + tail + " " + z + second + polled + " " + ll + " " + min + " " + next + " " + pq);
  }
}
