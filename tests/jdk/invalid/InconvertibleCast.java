// Rejected: an int cannot be cast to String.
class Inv34 {
  static String f() {
    return (String) 5;
  }
}
