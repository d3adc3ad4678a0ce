// Null-safe queries on strings: emptiness and blankness, character classes, counting and
// searching. A null string is treated as empty unless a method says otherwise.
class StringChecks {
  static boolean isEmpty(String s) {
    return s == null || s.length() == 0;
  }

  static int length(String s) {
    return s == null ? 0 : s.length();
  }

  static boolean isBlank(String s) {
    if (s == null) {
      return true;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!CharKinds.isWhitespace(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static boolean isNumeric(String s) {
    if (isEmpty(s)) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!CharKinds.isDigit(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static boolean isAlpha(String s) {
    if (isEmpty(s)) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!CharKinds.isLetter(c) && !CharKinds.isWhitespace(c)) {
        return false;
      }
    }
    return true;
  }

  static String defaultIfBlank(String s, String fallback) {
    return isBlank(s) ? fallback : s;
  }

  // Non-overlapping occurrences of sub in text: "aaa" holds "aa" once.
  static int countMatches(String text, String sub) {
    if (isEmpty(text) || isEmpty(sub)) {
      return 0;
    }
    int count = 0;
    int idx = text.indexOf(sub);
    while (idx >= 0) {
      count++;
      idx = text.indexOf(sub, idx + sub.length());
    }
    return count;
  }

  static int countChar(String text, char c) {
    int count = 0;
    for (int i = 0; i < length(text); i++) {
      if (text.charAt(i) == c) {
        count++;
      }
    }
    return count;
  }

  static int indexOfAny(String s, String chars) {
    if (isEmpty(s) || isEmpty(chars)) {
      return -1;
    }
    for (int i = 0; i < s.length(); i++) {
      if (chars.indexOf(s.charAt(i)) >= 0) {
        return i;
      }
    }
    return -1;
  }

  static boolean startsWithIgnoreCase(String s, String prefix) {
    if (s == null || prefix == null) {
      return false;
    }
    if (prefix.length() > s.length()) {
      return false;
    }
    return s.substring(0, prefix.length()).equalsIgnoreCase(prefix);
  }

  // Parses a decimal int, answering fallback for null or malformed text (like NumberUtils.toInt).
  static int toInt(String s, int fallback) {
    if (s == null) {
      return fallback;
    }
    try {
      return Integer.parseInt(s.trim());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }
}
