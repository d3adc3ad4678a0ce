// Rejected: LIMIT is final and cannot be assigned again.
class Inv30 {
  static final int LIMIT = 3;

  static void f() {
    LIMIT = 4;
  }
}
