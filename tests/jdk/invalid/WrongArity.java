// Rejected: add takes two arguments, not three.
class Inv22 {
  static int add(int a, int b) {
    return a + b;
  }

  static int f() {
    return add(1, 2, 3);
  }
}
