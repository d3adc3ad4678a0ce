// Rejected: a Map<String, Integer>'s entries are Map.Entry<String, Integer>.
import java.util.*;

class Inv_EntryWrong {
  static void f(Map<String, Integer> m) {
    for (Map.Entry<Integer, Integer> e : m.entrySet()) System.out.println(e);
  }
}
