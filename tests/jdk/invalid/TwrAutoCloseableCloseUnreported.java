// Rejected: a resource of type AutoCloseable throws Exception from close() (javac: unreported
// exception Exception; must be caught or declared to be thrown).
class InvTwr6 {
  static void f(AutoCloseable c) {
    try (AutoCloseable d = c) {
      System.out.println("x");
    } catch (RuntimeException e) {
      System.out.println("runtime");
    }
  }
}
