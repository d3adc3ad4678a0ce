// Rejected: get of a List<Integer> returns an Integer, which is not a String.
import java.util.*;

class Inv_GetWrong {
  static String f(List<Integer> xs) {
    String s = xs.get(0);
    return s;
  }
}
