// Rejected: the loop body may never run, so x is not definitely assigned after it.
class Inv19 {
  static int f(int n) {
    int x;
    for (int i = 0; i < n; i++) {
      x = i;
    }
    return x;
  }
}
