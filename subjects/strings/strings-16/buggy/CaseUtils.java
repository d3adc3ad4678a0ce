// Case conversions: capitalising, swapping, and converting between camelCase, PascalCase and
// snake_case identifiers.
class CaseUtils {
  static String capitalize(String s) {
    if (StringChecks.isEmpty(s)) {
      return s;
    }
    return String.valueOf(CharKinds.toUpper(s.charAt(0))) + s.substring(1);
  }

  static String uncapitalize(String s) {
    if (StringChecks.isEmpty(s)) {
      return s;
    }
    return String.valueOf(CharKinds.toLower(s.charAt(0))) + s.substring(1);
  }

  static String swapCase(String s) {
    if (StringChecks.isEmpty(s)) {
      return s;
    }
    char[] chars = s.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      char c = chars[i];
      if (CharKinds.isUpper(c)) {
        chars[i] = CharKinds.toUpper(c);
      } else if (CharKinds.isLower(c)) {
        chars[i] = CharKinds.toUpper(c);
      }
    }
    return String.valueOf(chars);
  }

  // Upper-cases the first letter of every whitespace-separated word; other letters are kept.
  static String capitalizeWords(String s) {
    if (s == null) {
      return null;
    }
    char[] chars = s.toCharArray();
    boolean atStart = true;
    for (int i = 0; i < chars.length; i++) {
      if (CharKinds.isWhitespace(chars[i])) {
        atStart = true;
      } else if (atStart) {
        chars[i] = CharKinds.toUpper(chars[i]);
        atStart = false;
      }
    }
    return String.valueOf(chars);
  }

  // "user_first_name" -> "userFirstName"
  static String toCamelCase(String s, char sep) {
    if (s == null) {
      return null;
    }
    String[] words = StringSplit.split(s, sep);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      String w = words[i].toLowerCase();
      if (i == 0) {
        sb.append(w);
      } else {
        sb.append(capitalize(w));
      }
    }
    return sb.toString();
  }

  // "user_first_name" -> "UserFirstName"
  static String toPascalCase(String s, char sep) {
    if (s == null) {
      return null;
    }
    String[] words = StringSplit.split(s, sep);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      String w = words[i].toLowerCase();
      sb.append(capitalize(w));
    }
    return sb.toString();
  }

  // "userFirstName" -> "user_first_name"; a run of capitals is one word: "parseHTTPCode" ->
  // "parse_http_code".
  static String toSnakeCase(String s) {
    if (s == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (CharKinds.isUpper(c) && i > 0) {
        boolean afterLower = !CharKinds.isUpper(s.charAt(i - 1));
        boolean beforeLower = i + 1 < s.length() && CharKinds.isLower(s.charAt(i + 1));
        if (afterLower || beforeLower) {
          sb.append('_');
        }
      }
      sb.append(CharKinds.toLower(c));
    }
    return sb.toString();
  }

  static String initials(String s) {
    String[] words = StringSplit.splitWhitespace(s);
    if (words == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      sb.append(CharKinds.toUpper(words[i].charAt(0)));
    }
    return sb.toString();
  }
}
