// Rejected: while (true) without a break never completes, so the following statement is
// unreachable.
class Inv14 {
  static void f() {
    int i = 0;
    while (true) {
      i++;
    }
    System.out.println(i);
  }
}
