// Rejected: PriorityQueue<String>(int, Comparator<? super String>) given a Comparator<Integer>.
import java.util.*;

class Inv_PqCmp {
  static PriorityQueue<String> f(Comparator<Integer> c) {
    return new PriorityQueue<String>(4, c);
  }
}
