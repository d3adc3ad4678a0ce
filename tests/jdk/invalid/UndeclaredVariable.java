// Rejected: `total` is used but never declared.
class Inv01 {
  static int f() {
    int sum = 1;
    return total + sum;
  }
}
