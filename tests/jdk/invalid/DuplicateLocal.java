// Rejected: x is already defined in this method.
class Inv29 {
  static void f() {
    int x = 1;
    int x = 2;
  }
}
