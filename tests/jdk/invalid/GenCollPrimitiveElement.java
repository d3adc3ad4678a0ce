// Rejected: a type argument is a reference type (JLS 4.5.1), so ArrayList<int> is an error.
import java.util.*;

class Inv_CollPrimitive {
  static void f() {
    ArrayList<int> xs = new ArrayList<>();
  }
}
