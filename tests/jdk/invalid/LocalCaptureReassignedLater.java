// Rejected: a local variable used in an anonymous class must be effectively final (JLS 8.1.3,
// 4.12.4); an assignment after the class body makes it not.
class Inv98 {
  Object make() {
    int x = 1;
    Object o = new Object() {
      public String toString() {
        return "x" + x;
      }
    };
    x = 2;
    return o;
  }
}
