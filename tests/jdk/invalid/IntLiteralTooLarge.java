// Rejected: 2147483648 does not fit in an int (only -2147483648 is allowed, with the minus).
class Inv39 {
  static int f() {
    return 2147483648;
  }
}
