// Rejected: a statement after `break L` in the same block is unreachable.
class Inv43 {
  static int f(int x) {
    out:
    while (x > 0) {
      break out;
      x--;
    }
    return x;
  }
}
