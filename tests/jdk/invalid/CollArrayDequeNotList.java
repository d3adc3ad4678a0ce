// Rejected: an ArrayDeque is not a List (it is a Deque), so it cannot be assigned to one:
// incompatible types.
import java.util.ArrayDeque;
import java.util.List;

class Inv_DequeAsList {
  static List wrap() {
    List l = new ArrayDeque();
    return l;
  }
}
