// Rejected: TreeMap.headMap(K) returns a SortedMap, which is not a NavigableMap without a cast
// (incompatible types); headMap(K, boolean) would return one.
import java.util.*;

class Inv_HeadMapType {
  static NavigableMap head(TreeMap m) {
    NavigableMap h = m.headMap(5);
    return h;
  }
}
