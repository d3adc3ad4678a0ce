// Rejected: Map takes two type arguments.
import java.util.*;

class Inv_MapArity {
  static void f() {
    Map<String> m = null;
  }
}
