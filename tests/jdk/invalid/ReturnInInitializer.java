// A return statement in an initializer block (JLS 8.6, 14.17).
class ReturnInInitializer {
  static int x;

  static {
    x = 1;
    return;
  }
}
