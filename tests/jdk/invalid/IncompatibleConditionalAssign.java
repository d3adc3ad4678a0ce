// Rejected: the conditional yields a String here, which cannot be assigned to an int.
class Inv43 {
  static int f(boolean b) {
    int x = b ? "one" : "two";
    return x;
  }
}
