// Rejected: a static nested class cannot call an instance method of its enclosing class.
class Inv91 {
  int size(int k) {
    return k;
  }

  static class Inner {
    int get() {
      return size(2);
    }
  }
}
