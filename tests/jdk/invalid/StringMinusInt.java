// Rejected: - is not defined for String operands.
class Inv32 {
  static void f() {
    String s = "abc" - 1;
  }
}
