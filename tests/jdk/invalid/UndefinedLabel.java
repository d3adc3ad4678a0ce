// Rejected: a labeled break names a label that does not enclose it.
class Inv40 {
  static void f(int x) {
    done:
    for (int i = 0; i < x; i++) {}
    while (x > 0) {
      break done;
    }
  }
}
