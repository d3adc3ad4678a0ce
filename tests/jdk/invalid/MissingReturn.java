// Rejected: a method returning int can reach its end without a return.
class Inv09 {
  static int f(int x) {
    x = x + 1;
  }
}
