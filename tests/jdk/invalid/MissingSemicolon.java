// Rejected: syntax error, ';' expected after the declaration.
class Inv37 {
  static int f() {
    int x = 1
    return x;
  }
}
