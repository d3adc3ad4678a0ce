// Rejected: Java 9's `try (r)` needs a final or effectively final variable (javac: variable r
// used as a try-with-resources resource neither final nor effectively final).
class InvTwr4 implements AutoCloseable {
  public void close() {}

  static void f() {
    InvTwr4 r = new InvTwr4();
    try (r) {
      System.out.println("x");
    }
    r = null;
  }
}
