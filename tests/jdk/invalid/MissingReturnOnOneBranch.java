// Rejected: when x <= 0 control reaches the end of a non-void method.
class Inv10 {
  static int f(int x) {
    if (x > 0) {
      return x;
    }
  }
}
