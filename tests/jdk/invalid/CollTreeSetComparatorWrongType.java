// Rejected: a Comparator<Integer> cannot order a TreeSet<String> (Comparator<? super String>).
import java.util.*;

class Inv_TreeCmp {
  static TreeSet<String> f(Comparator<Integer> c) {
    return new TreeSet<String>(c);
  }
}
