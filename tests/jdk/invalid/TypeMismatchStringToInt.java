// Rejected: a String cannot be assigned to an int.
class Inv05 {
  static void f() {
    int x = "42";
  }
}
