// Rejected: a Comparator<Integer> cannot order a List<String>.
import java.util.*;

class Inv_CmpWrong {
  static void f(List<String> l, Comparator<Integer> c) {
    Collections.sort(l, c);
  }
}
