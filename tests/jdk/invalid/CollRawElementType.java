// Rejected: a raw Iterable's elements are Objects (JLS 14.14.2), so `Integer x` needs a cast.
import java.util.ArrayList;

class Inv_RawElement {
  static int sum(ArrayList list) {
    int s = 0;
    for (Integer x : list) s += x;
    return s;
  }
}
