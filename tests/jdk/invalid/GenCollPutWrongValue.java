// Rejected: a Map<String, Integer>'s put takes an Integer value.
import java.util.*;

class Inv_PutWrong {
  static void f() {
    Map<String, Integer> m = new HashMap<>();
    m.put("a", "b");
  }
}
