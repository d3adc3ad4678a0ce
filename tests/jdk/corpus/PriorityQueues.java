// PriorityQueue with natural ordering through raw types: the heap's array order shows in
// toString and iteration (siftUp/siftDown/removeAt as the JDK's), poll order, growth, the
// iterator's remove with its forgetMeNot queue, ConcurrentModificationException, and
// NullPointerException/ClassCastException/NoSuchElementException where the JDK throws them.
import java.util.*;

class PQ_Plain {}

class PQ_Test {
  @Test
  public void heapOrder() {
    PriorityQueue q = new PriorityQueue();
    for (int i = 0; i < 30; i++) q.add((i * 37) % 53);
    System.out.println(q + " " + q.size() + " " + q.peek());
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 10; i++) sb.append(q.poll()).append(' ');
    System.out.println(sb + "" + q);
    System.out.println(q.remove(40) + " " + q.remove(1000) + " " + q.contains(44) + " " + q);
    q.offer(-1);
    q.offer(100);
    System.out.println(q.element() + " " + q.remove() + " " + q);
    PriorityQueue s = new PriorityQueue(2);
    String[] w = {"pear", "fig", "apple", "kiwi", "date", "banana", "cherry", "fig"};
    for (int i = 0; i < w.length; i++) s.add(w[i]);
    System.out.println(s);
    ArrayList l = new ArrayList();
    for (int i = 20; i > 0; i--) l.add(i * 3 % 11);
    PriorityQueue h = new PriorityQueue(l);
    System.out.println(h + " " + new ArrayList(h));
    h.addAll(l);
    System.out.println(h.size() + " " + h);
    while (h.size() > 3) h.poll();
    System.out.println(h);
    h.clear();
    System.out.println(h + " " + h.isEmpty() + " " + h.poll() + " " + h.peek());
  }

  @Test
  public void iteratorRemove() {
    PriorityQueue q = new PriorityQueue();
    for (int i = 0; i < 25; i++) q.add((i * 7) % 25);
    Iterator it = q.iterator();
    StringBuilder seen = new StringBuilder();
    while (it.hasNext()) {
      int v = (Integer) it.next();
      seen.append(v).append(' ');
      if (v % 3 == 0) it.remove();
    }
    System.out.println(seen);
    System.out.println(q);
    Iterator again = q.iterator();
    try {
      again.remove();
    } catch (IllegalStateException e) {
      System.out.println("ISE");
    }
    again.next();
    q.add(99);
    try {
      again.next();
    } catch (ConcurrentModificationException e) {
      System.out.println("CME");
    }
    Iterator end = q.iterator();
    while (end.hasNext()) end.next();
    try {
      end.next();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE");
    }
  }

  @Test
  public void errors() {
    PriorityQueue q = new PriorityQueue();
    try {
      q.add(null);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
    try {
      q.add(new PQ_Plain());
    } catch (ClassCastException e) {
      System.out.println("CCE " + q.size());
    }
    q.add(1);
    try {
      q.add("one");
    } catch (ClassCastException e) {
      System.out.println("CCE mixed " + q.size());
    }
    try {
      new PriorityQueue(0);
    } catch (IllegalArgumentException e) {
      System.out.println("IAE " + e.getMessage());
    }
    try {
      q.addAll(q);
    } catch (IllegalArgumentException e) {
      System.out.println("IAE self");
    }
    q.poll();
    try {
      q.element();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE element");
    }
    try {
      q.remove();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE remove");
    }
    System.out.println(q.remove(null) + " " + q.contains(null));
  }
}
