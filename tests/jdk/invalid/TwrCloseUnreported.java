// Rejected: the implicit close() throws Exception, neither caught nor declared (javac:
// unreported exception Exception; must be caught or declared to be thrown, exception thrown from
// implicit call to close() on resource variable 'r').
class InvTwr3 implements AutoCloseable {
  public void close() throws Exception {}

  static void f() {
    try (InvTwr3 r = new InvTwr3()) {
      System.out.println("x");
    }
  }
}
