// Rejected: x is read before it is definitely assigned.
class Inv17 {
  static int f() {
    int x;
    return x + 1;
  }
}
