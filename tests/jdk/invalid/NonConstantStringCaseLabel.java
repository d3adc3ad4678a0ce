// A case label of a switch on String must be a constant expression (JLS 14.11).
class NonConstantStringCaseLabel {
  static String b = "b";

  static int f(String s) {
    switch (s) {
      case "a":
        return 1;
      case b:
        return 2;
      default:
        return 0;
    }
  }
}
