// Rejected: for-each needs an array or an Iterable (JLS 14.14.2); a Map is neither.
import java.util.HashMap;

class Inv_ForEachMap {
  static int count(HashMap m) {
    int n = 0;
    for (Object k : m) n++;
    return n;
  }
}
