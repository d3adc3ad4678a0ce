// Rejected: the elements of a List<Integer> are Integers, not Strings (JLS 14.14.2).
import java.util.*;

class Inv_ForEachWrong {
  static int f(List<Integer> xs) {
    int n = 0;
    for (String s : xs) n += s.length();
    return n;
  }
}
