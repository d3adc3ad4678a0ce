// Rejected: Deque declares no get(int) (only List does), so a LinkedList seen as a Deque cannot
// be indexed: cannot find symbol.
import java.util.*;

class Inv_DequeGet {
  static Object second() {
    Deque d = new LinkedList();
    d.add(1);
    d.add(2);
    return d.get(1);
  }
}
