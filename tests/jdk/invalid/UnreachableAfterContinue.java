// Rejected: the statement after continue in the same block is unreachable.
class Inv16 {
  static void f() {
    int i = 0;
    while (i < 3) {
      i++;
      continue;
      i--;
    }
  }
}
