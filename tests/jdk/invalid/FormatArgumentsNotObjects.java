// Rejected: String.format takes a String first (javac: no suitable method found for
// format(int,int)).
class InvFmt1 {
  static String f() {
    return String.format(1, 2);
  }
}
