// Rejected: no method `twice` exists in Inv02.
class Inv02 {
  static int f(int x) {
    return twice(x);
  }
}
