// Rejected: length(String) cannot be called with an int.
class Inv23 {
  static int length(String s) {
    return s.length();
  }

  static int f() {
    return length(5);
  }
}
