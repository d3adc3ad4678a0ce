// Rejected: the resource's close() declares no checked exception, so the catch is dead (javac:
// exception InvTwr5b is never thrown in body of corresponding try statement).
class InvTwr5b extends Exception {}

class InvTwr5 implements AutoCloseable {
  public void close() {}

  static void f() {
    try (InvTwr5 r = new InvTwr5()) {
      System.out.println("x");
    } catch (InvTwr5b e) {
      System.out.println("never");
    }
  }
}
