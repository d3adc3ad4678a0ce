// Rejected: boolean is not a numeric type.
class Inv33 {
  static int f() {
    return true + 1;
  }
}
