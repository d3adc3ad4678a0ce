// Character classification and case mapping for the ASCII range: the part of java.lang.Character
// the string utilities rely on, kept here so every rule is visible to the repair search.
class CharKinds {
  static boolean isWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }

  static boolean isLower(char c) {
    return c >= 'a' && c <= 'z';
  }

  static boolean isLetter(char c) {
    return isUpper(c) || isLower(c);
  }

  static char toUpper(char c) {
    if (isLower(c)) {
      return (char) (c - 'a' + 'A');
    }
    return c;
  }

  static char toLower(char c) {
    if (isUpper(c)) {
      return (char) (c - 'A' + 'a');
    }
    return c;
  }
}
