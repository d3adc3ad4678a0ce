// Rejected: int has no methods.
class Inv36 {
  static int f(int x) {
    return x.length();
  }
}
