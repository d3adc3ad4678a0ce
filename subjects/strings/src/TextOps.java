// Whole-text transformations: reversing, stripping, line handling, word wrapping and comparing.
class TextOps {
  static String reverse(String s) {
    if (s == null) {
      return null;
    }
    return new StringBuilder(s).reverse().toString();
  }

  static String reverseWords(String s, char sep) {
    String[] words = StringSplit.split(s, sep);
    if (words == null) {
      return null;
    }
    int n = words.length;
    for (int i = 0; i < n / 2; i++) {
      String t = words[i];
      words[i] = words[n - 1 - i];
      words[n - 1 - i] = t;
    }
    return StringSplit.join(words, String.valueOf(sep));
  }

  static String strip(String s) {
    if (s == null) {
      return null;
    }
    int start = 0;
    int end = s.length();
    while (start < end && CharKinds.isWhitespace(s.charAt(start))) {
      start++;
    }
    while (end > start && CharKinds.isWhitespace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(start, end);
  }

  // Removes one trailing line terminator: "\n", "\r" or "\r\n".
  static String chomp(String s) {
    if (StringChecks.isEmpty(s)) {
      return s;
    }
    int n = s.length();
    if (s.endsWith("\r\n")) {
      return s.substring(0, n - 2);
    }
    char last = s.charAt(n - 1);
    if (last == '\n' || last == '\r') {
      return s.substring(0, n - 1);
    }
    return s;
  }

  static String deleteWhitespace(String s) {
    if (StringChecks.isEmpty(s)) {
      return s;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!CharKinds.isWhitespace(c)) {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  static String replaceAll(String s, String search, String replacement) {
    if (StringChecks.isEmpty(s) || StringChecks.isEmpty(search) || replacement == null) {
      return s;
    }
    StringBuilder sb = new StringBuilder();
    int start = 0;
    int idx = s.indexOf(search);
    while (idx >= 0) {
      sb.append(s.substring(start, idx));
      sb.append(replacement);
      start = idx + search.length();
      idx = s.indexOf(search, start);
    }
    sb.append(s.substring(start));
    return sb.toString();
  }

  // Greedy word wrap: words are separated by single spaces, lines by '\n'; a word longer than
  // width gets a line of its own.
  static String wrap(String s, int width) {
    String[] words = StringSplit.splitWhitespace(s);
    if (words == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    int lineLength = 0;
    for (int i = 0; i < words.length; i++) {
      String w = words[i];
      if (lineLength == 0) {
        sb.append(w);
        lineLength = w.length();
      } else if (lineLength + 1 + w.length() <= width) {
        sb.append(' ');
        sb.append(w);
        lineLength = lineLength + 1 + w.length();
      } else {
        sb.append('\n');
        sb.append(w);
        lineLength = w.length();
      }
    }
    return sb.toString();
  }

  static String commonPrefix(String a, String b) {
    int i = indexOfDifference(a, b);
    if (i < 0) {
      return a == null ? "" : a;
    }
    return a.substring(0, i);
  }

  // The first index where a and b differ, or -1 when they are equal.
  static int indexOfDifference(String a, String b) {
    if (a == null && b == null) {
      return -1;
    }
    if (a == null || b == null) {
      return 0;
    }
    int i = 0;
    while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    if (i < a.length() || i < b.length()) {
      return i;
    }
    return -1;
  }
}
