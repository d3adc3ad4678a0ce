// Rejected: a List<Integer> takes Integers only (javac checks the argument against E = Integer).
import java.util.*;

class Inv_AddWrong {
  static void f() {
    List<Integer> xs = new ArrayList<>();
    xs.add("x");
  }
}
