// Two case labels of a switch on String with the same constant value (JLS 14.11).
class DuplicateStringCaseLabel {
  static final String A = "a";

  static int f(String s) {
    switch (s) {
      case "a":
        return 1;
      case A:
        return 2;
      default:
        return 0;
    }
  }
}
