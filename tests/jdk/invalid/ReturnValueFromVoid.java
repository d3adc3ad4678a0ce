// Rejected: a void method cannot return a value.
class Inv26 {
  static void f() {
    return 1;
  }
}
