// ArrayDeque and LinkedList through the Deque/Queue/List interfaces: both ends, the stack and
// queue members, NoSuchElementException on empty deques, ArrayDeque's NullPointerException on
// null, growth across wrap-around, the iterators' remove and what they see after a change
// (ArrayDeque's layout-dependent ConcurrentModificationException, LinkedList's modCount),
// LinkedList's index errors and AbstractList's equals/hashCode.
import java.util.*;

class Deq_Test {
  @Test
  public void arrayDequeEnds() {
    ArrayDeque d = new ArrayDeque();
    System.out.println(d + " " + d.size() + " " + d.isEmpty() + " " + d.peek() + " " + d.poll());
    for (int i = 0; i < 10; i++) {
      d.addFirst(i);
      d.addLast(-i);
    }
    System.out.println(d + " " + d.size());
    System.out.println(d.pollFirst() + " " + d.pollLast() + " " + d.peekFirst() + " " + d.peekLast());
    System.out.println(d.getFirst() + " " + d.getLast() + " " + d.removeFirst() + " " + d.removeLast());
    d.push("p");
    System.out.println(d.pop() + " " + d.element() + " " + d.remove() + " " + d.offer("o") + " " + d.offerFirst("f"));
    System.out.println(d.contains(5) + " " + d.contains("zz") + " " + d.contains(null) + " " + d.remove(5) + " " + d);
    d.add(3);
    System.out.println(d.removeFirstOccurrence(3) + " " + d.removeLastOccurrence(3) + " " + d);
    Iterator back = d.descendingIterator();
    StringBuilder sb = new StringBuilder();
    while (back.hasNext()) sb.append(back.next()).append(' ');
    System.out.println(sb);
    d.clear();
    System.out.println(d + " " + d.size() + " " + d.pollLast() + " " + d.peekLast());
  }

  @Test
  public void arrayDequeErrors() {
    Deque d = new ArrayDeque(2);
    try {
      d.removeFirst();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE " + e.getMessage());
    }
    try {
      d.getLast();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE getLast");
    }
    try {
      d.pop();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE pop");
    }
    try {
      d.element();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE element");
    }
    try {
      d.addLast(null);
    } catch (NullPointerException e) {
      System.out.println("NPE addLast");
    }
    try {
      d.offerFirst(null);
    } catch (NullPointerException e) {
      System.out.println("NPE offerFirst");
    }
    try {
      d.push(null);
    } catch (NullPointerException e) {
      System.out.println("NPE push");
    }
    System.out.println(d.remove(null) + " " + d.contains(null) + " " + d.size());
    ArrayList withNull = new ArrayList();
    withNull.add(1);
    withNull.add(null);
    try {
      new ArrayDeque(withNull);
    } catch (NullPointerException e) {
      System.out.println("NPE ctor");
    }
    try {
      d.addAll(withNull);
    } catch (NullPointerException e) {
      System.out.println("NPE addAll " + d);
    }
    d.iterator();
    Iterator it = d.iterator();
    it.next();
    it.remove();
    try {
      it.remove();
    } catch (IllegalStateException e) {
      System.out.println("ISE " + d);
    }
    try {
      it.next();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE next");
    }
  }

  @Test
  public void arrayDequeIterationAfterChanges() {
    ArrayDeque d = new ArrayDeque();
    for (int i = 0; i < 8; i++) d.addLast(i);
    for (int i = 0; i < 5; i++) d.addFirst(100 + i);
    Iterator it = d.iterator();
    int n = 0;
    while (it.hasNext()) {
      int v = (Integer) it.next();
      if (v % 3 == 0) it.remove();
      n++;
    }
    System.out.println(n + " " + d);
    Iterator desc = d.descendingIterator();
    while (desc.hasNext()) {
      int v = (Integer) desc.next();
      if (v % 2 == 0) desc.remove();
    }
    System.out.println(d);
    for (Object o : d) {
      if (((Integer) o) == 101) d.addLast(7);
    }
    System.out.println(d);
    try {
      for (Object o : d) {
        if (((Integer) o) == 1) d.pollLast();
      }
    } catch (ConcurrentModificationException e) {
      System.out.println("CME " + d);
    }
    ArrayDeque big = new ArrayDeque(3);
    for (int i = 0; i < 70; i++) {
      if (i % 3 == 0) big.addFirst(i);
      else big.addLast(i);
    }
    System.out.println(big.size() + " " + big);
    ArrayDeque copy = new ArrayDeque(big);
    copy.addAll(d);
    System.out.println(copy.size() + " " + copy.peekLast() + " " + copy.equals(big));
    ArrayDeque stack = new ArrayDeque();
    for (int i = 0; i < 20; i++) stack.push("s" + i);
    int popped = 0;
    while (!stack.isEmpty() && popped < 15) {
      stack.pop();
      popped++;
    }
    System.out.println(stack);
  }

  @Test
  public void linkedListAsList() {
    LinkedList l = new LinkedList();
    for (int i = 0; i < 10; i++) l.add(i * 3);
    l.add(0, "head");
    l.add(l.size(), null);
    l.add(5, "mid");
    System.out.println(l + " " + l.size());
    System.out.println(l.get(0) + " " + l.get(10) + " " + l.set(1, "one") + " " + l.get(1));
    System.out.println(l.remove(2) + " " + l.remove((Object) 27) + " " + l.remove("nope"));
    System.out.println(l.indexOf(null) + " " + l.indexOf(9) + " " + l.lastIndexOf("mid") + " " + l.contains(12));
    try {
      l.get(40);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      l.add(-1, "x");
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      l.remove(l.size());
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    List a = new ArrayList(l);
    System.out.println(a.equals(l) + " " + l.equals(a) + " " + (a.hashCode() == l.hashCode()) + " " + l.hashCode());
    a.add(1);
    System.out.println(a.equals(l) + " " + l.equals(a) + " " + l.equals(new LinkedList(a)));
    LinkedList other = new LinkedList(a);
    other.remove(other.size() - 1);
    System.out.println(other.equals(l) + " " + other.addAll(new ArrayList()) + " " + other.addAll(a));
    l.clear();
    System.out.println(l + " " + l.isEmpty() + " " + l.equals(new ArrayList()));
  }

  @Test
  public void linkedListAsDeque() {
    Deque d = new LinkedList();
    d.offer(1);
    d.offerFirst(0);
    d.push(-1);
    d.addLast(2);
    d.add(null);
    System.out.println(d + " " + d.peek() + " " + d.peekLast() + " " + d.getFirst() + " " + d.getLast());
    System.out.println(d.pop() + " " + d.poll() + " " + d.pollLast() + " " + d.removeLast() + " " + d);
    System.out.println(d.removeFirstOccurrence(1) + " " + d.removeLastOccurrence(1) + " " + d + " " + d.offer(5) + " " + d.element());
    d.clear();
    System.out.println(d.poll() + " " + d.pollFirst() + " " + d.peekFirst());
    try {
      d.remove();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE " + e.getMessage());
    }
    try {
      d.getLast();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE getLast");
    }
    Queue q = new LinkedList();
    for (int i = 0; i < 5; i++) q.offer("q" + i);
    while (q.size() > 1) q.offer(q.poll() + "" + q.poll());
    System.out.println(q);
  }

  @Test
  public void linkedListIterators() {
    LinkedList l = new LinkedList();
    for (int i = 0; i < 10; i++) l.add(i);
    Iterator it = l.iterator();
    while (it.hasNext()) {
      int v = (Integer) it.next();
      if (v % 4 == 1) it.remove();
    }
    System.out.println(l);
    Iterator desc = l.descendingIterator();
    StringBuilder sb = new StringBuilder();
    while (desc.hasNext()) {
      Object v = desc.next();
      sb.append(v).append(' ');
      if (((Integer) v) % 3 == 0) desc.remove();
    }
    System.out.println(sb + "" + l);
    for (Object o : l) {
      if (((Integer) o) == 7) l.remove(o);
    }
    System.out.println(l);
    try {
      for (Object o : l) {
        if (((Integer) o) == 2) l.addFirst(9);
      }
    } catch (ConcurrentModificationException e) {
      System.out.println("CME " + l);
    }
    Iterator end = l.iterator();
    try {
      end.remove();
    } catch (IllegalStateException e) {
      System.out.println("ISE");
    }
    while (end.hasNext()) end.next();
    try {
      end.next();
    } catch (NoSuchElementException e) {
      System.out.println("NSEE");
    }
  }

  @Test
  public void uncaughtNsee() {
    new ArrayDeque().pop();
  }

  @Test
  public void uncaughtCme() {
    LinkedList l = new LinkedList();
    l.add(1);
    l.add(2);
    l.add(3);
    for (Object o : l) l.removeFirst();
  }
}
