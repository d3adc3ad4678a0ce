// Rejected: syntax error, the class body is never closed.
class Inv38 {
  static int f() {
    return 1;
  }
