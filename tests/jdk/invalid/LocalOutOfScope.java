// Rejected: i is declared in the for header and is out of scope after the loop.
class Inv48 {
  static int f() {
    for (int i = 0; i < 3; i++) {
    }
    return i;
  }
}
