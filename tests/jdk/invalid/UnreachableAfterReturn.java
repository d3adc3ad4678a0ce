// Rejected: the statement after return is unreachable.
class Inv12 {
  static int f() {
    return 1;
    int y = 2;
  }
}
