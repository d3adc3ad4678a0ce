// Rejected: List is an interface (JLS 15.9.1: abstract; cannot be instantiated).
import java.util.*;

class Inv_ListNew {
  static List make() {
    return new List();
  }
}
