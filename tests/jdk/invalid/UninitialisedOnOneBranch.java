// Rejected: x is assigned only when flag is true, then read on both paths.
class Inv18 {
  static int f(boolean flag) {
    int x;
    if (flag) {
      x = 1;
    }
    return x;
  }
}
