// A static initializer that cannot complete normally (JLS 8.7).
class InitializerCannotComplete {
  static int x = 1;

  static {
    throw new IllegalStateException("never");
  }
}
