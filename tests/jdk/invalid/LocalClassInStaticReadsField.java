// Rejected: a local class declared in a static method has no enclosing instance.
class Inv109 {
  int f;

  static Object make() {
    class L {
      int get() {
        return f;
      }
    }
    return new L();
  }
}
