// Rejected: Collections.sort(List<T>) needs T extends Comparable<? super T>; Object is not.
import java.util.*;

class Inv_SortObjects {
  static void f(List<Object> l) {
    Collections.sort(l);
  }
}
