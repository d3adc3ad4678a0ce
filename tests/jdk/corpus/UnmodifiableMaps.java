// Collections.unmodifiableMap: a live read-through view (HashMap, TreeMap and LinkedHashMap
// underneath), every mutator throwing UnsupportedOperationException whatever its argument, the
// keySet/values/entrySet views made once and unmodifiable themselves (their iterators' remove,
// the entries' setValue), entry equality both ways, toString/equals/hashCode as the map's,
// wrapping a wrapper returning it, and NullPointerException for null.
import java.util.*;

class UMap_Test {
  static void attempt(Map<String, Integer> u, int which) {
    try {
      switch (which) {
        case 0: u.put("z", 26); break;
        case 1: u.put("a", 1); break;
        case 2: u.remove("a"); break;
        case 3: u.remove("absent"); break;
        case 4: u.clear(); break;
        case 5: u.putAll(new HashMap<String, Integer>()); break;
        case 6: u.putIfAbsent("a", 5); break;
        case 7: u.keySet().remove("a"); break;
        case 8: u.keySet().clear(); break;
        case 9: u.values().remove(1); break;
        case 10: u.entrySet().clear(); break;
        case 11: u.entrySet().iterator().next().setValue(9); break;
        case 12: {
          Iterator<Map.Entry<String, Integer>> it = u.entrySet().iterator();
          it.next();
          it.remove();
          break;
        }
        case 13: {
          Iterator<String> it = u.keySet().iterator();
          it.next();
          it.remove();
          break;
        }
        default: u.values().add(3); break;
      }
      System.out.println(which + " allowed");
    } catch (UnsupportedOperationException e) {
      System.out.println(which + " " + e);
    }
  }

  @Test
  public void readsAndRefusals() {
    Map<String, Integer> m = new HashMap<>();
    m.put("a", 1);
    m.put("b", 2);
    Map<String, Integer> u = Collections.unmodifiableMap(m);
    System.out.println(u + " " + u.size() + " " + u.get("a") + " " + u.get("q") + " " + u.containsKey("b") + " " + u.containsValue(2)
        + " " + u.containsValue(7) + " " + u.isEmpty() + " " + u.getOrDefault("q", -1) + " " + u.getOrDefault("a", -1));
    for (int i = 0; i <= 14; i++) attempt(u, i);
    m.put("c", 3);
    m.remove("a");
    System.out.println(u + " " + u.keySet() + " " + u.values() + " " + u.entrySet() + " " + u.size());
    int sum = 0;
    for (int v : u.values()) sum += v;
    for (Map.Entry<String, Integer> e : u.entrySet()) System.out.print(e.getKey() + ":" + e.getValue() + " ");
    System.out.println(sum);
  }

  @Test
  public void viewsAndEquality() {
    Map<String, Integer> m = new TreeMap<>();
    m.put("x", 10);
    m.put("y", null);
    Map<String, Integer> u = Collections.unmodifiableMap(m);
    System.out.println((u.keySet() == u.keySet()) + " " + (u.values() == u.values()) + " " + (u.entrySet() == u.entrySet())
        + " " + (Collections.unmodifiableMap(u) == u) + " " + (Collections.unmodifiableMap(m) == u));
    Map.Entry<String, Integer> e = u.entrySet().iterator().next();
    Map.Entry<String, Integer> raw = m.entrySet().iterator().next();
    System.out.println(e + " " + e.hashCode() + " " + raw.hashCode() + " " + e.equals(raw) + " " + raw.equals(e) + " " + e.equals(e) + " " + e.equals("x=10"));
    System.out.println(u.entrySet().contains(raw) + " " + u.entrySet().contains("x") + " " + u.keySet().contains("y") + " " + u.values().contains(null));
    System.out.println(u.equals(m) + " " + m.equals(u) + " " + u.equals(u) + " " + (u.hashCode() == m.hashCode()) + " " + u.entrySet().equals(m.entrySet())
        + " " + u.keySet().equals(m.keySet()) + " " + (u.entrySet().hashCode() == m.entrySet().hashCode()) + " " + u.equals(new HashMap<String, Integer>(m)));
    Iterator<Map.Entry<String, Integer>> it = u.entrySet().iterator();
    it.next();
    Map.Entry<String, Integer> second = it.next();
    System.out.println(second.getKey() + " " + second.getValue() + " " + second + " " + it.hasNext());
    try {
      it.next();
    } catch (NoSuchElementException ex) {
      System.out.println("NoSuchElementException");
    }
  }

  @Test
  public void orderedAndEmpty() {
    Map<Integer, String> linked = new LinkedHashMap<>();
    for (int i = 5; i > 0; i--) linked.put(i * 7 % 11, "v" + i);
    Map<Integer, String> u = Collections.unmodifiableMap(linked);
    System.out.println(u + " " + u.keySet() + " " + u.values());
    Map<Integer, String> empty = Collections.unmodifiableMap(new HashMap<Integer, String>());
    System.out.println(empty + " " + empty.isEmpty() + " " + empty.entrySet() + " " + empty.hashCode() + " " + empty.equals(Collections.emptyMap())
        + " " + empty.entrySet().iterator().hasNext());
    try {
      Collections.unmodifiableMap(null);
    } catch (NullPointerException e) {
      System.out.println("NullPointerException");
    }
    Map raw = Collections.unmodifiableMap(linked);
    System.out.println(raw.get(2) + " " + raw.size());
  }
}
