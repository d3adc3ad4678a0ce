// Rejected: String is a Comparable<String>, so compareTo takes a String (not an int).
class Inv_CompareToWrong {
  static int f(String s) {
    return s.compareTo(5);
  }
}
