// Rejected: a java.util type used without importing it (JLS 7.5): HashSet is not imported.
import java.util.HashMap;

class Inv_NoHashSetImport {
  static Object make() {
    return new HashSet();
  }
}
