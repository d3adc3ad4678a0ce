// Rejected: the loop condition is not a constant, so the loop can complete and the method end
// without a return.
class Inv11 {
  static int f(int n) {
    while (n > 0) {
      return n;
    }
  }
}
