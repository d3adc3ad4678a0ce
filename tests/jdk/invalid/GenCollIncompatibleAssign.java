// Rejected: ArrayList<String> is not a List<Integer> (type arguments are invariant, JLS 4.10.2).
import java.util.*;

class Inv_CollAssign {
  static void f() {
    List<Integer> xs = new ArrayList<String>();
  }
}
