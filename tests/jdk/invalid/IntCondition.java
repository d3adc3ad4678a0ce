// Rejected: an if condition must be boolean; Java does not treat ints as truth values.
class Inv08 {
  static int f(int x) {
    if (x) {
      return 1;
    }
    return 0;
  }
}
