// Rejected: java.util's types are visible only where imported (JLS 7.5).
class Inv_NoImport {
  static String f(int[] a) {
    return Arrays.toString(a);
  }
}
