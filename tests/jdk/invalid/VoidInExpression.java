// Rejected: a void call has no value to assign.
class Inv28 {
  static void g() {}

  static void f() {
    int x = g();
  }
}
