// Rejected: the statement after break in the same block is unreachable.
class Inv15 {
  static void f() {
    for (int i = 0; i < 3; i++) {
      break;
      System.out.println(i);
    }
  }
}
