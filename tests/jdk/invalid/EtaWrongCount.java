// Rejected: one explicit type argument for a method with two type parameters.
import java.util.*;

class Inv_Eta {
  static <K, V> Map<K, V> make() {
    return new HashMap<>();
  }

  Map<String, Integer> f() {
    return Inv_Eta.<String>make();
  }
}
