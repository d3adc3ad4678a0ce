// Rejected: the statement after throw is unreachable.
class Inv13 {
  static void f() {
    throw new IllegalStateException("x");
    System.out.println("never");
  }
}
