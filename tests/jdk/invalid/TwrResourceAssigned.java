// Rejected: a try-with-resources resource is implicitly final (javac: auto-closeable resource r
// may not be assigned).
class InvTwr1 implements AutoCloseable {
  public void close() {}

  static void f() {
    try (InvTwr1 r = new InvTwr1()) {
      r = null;
    }
  }
}
