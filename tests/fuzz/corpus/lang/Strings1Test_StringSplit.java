// Splitting strings into arrays of tokens and joining them back. split() treats runs of the
// separator as one and drops empty tokens; splitPreserveAll() keeps every (possibly empty) token.
class StringSplit {
  static String[] split(String s, char sep) {
    if (s == null) {
      return null;
    }
    String[] parts = new String[s.length()];
    int count = 0;
    int start = 0;
    boolean inToken = false;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == sep) {
        if (inToken) {
          parts[count] = s.substring(start, i);
          count++;
          inToken = false;
        }
      } else if (!inToken) {
        start = i;
        inToken = true;
      }
    }
    if (inToken) {
      parts[count] = s.substring(start);
      count++;
    }
    return shrink(parts, count);
  }

  static String[] splitWhitespace(String s) {
    if (s == null) {
      return null;
    }
    String[] parts = new String[s.length()];
    int count = 0;
    int start = -1;
    for (int i = 0; i < s.length(); i++) {
      boolean space = CharKinds.isWhitespace(s.charAt(i));
      if (space && start >= 0) {
        parts[count] = s.substring(start, i);
        count++;
        start = -1;
      } else if (!space && start < 0) {
        start = i;
      }
    }
    if (start >= 0) {
      parts[count] = s.substring(start);
      count++;
    }
    return shrink(parts, count);
  }

  static String[] splitPreserveAll(String s, char sep) {
    if (s == null) {
      return null;
    }
    String[] parts = new String[StringChecks.countChar(s, sep) + 1];
    int count = 0;
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == sep) {
        parts[count] = s.substring(start, i);
        count++;
        start = i + 1;
      }
    }
    parts[count] = s.substring(start);
    return parts;
  }

  // The index-th field of a separated line (empty fields count), or null when there is none.
  static String field(String line, char sep, int index) {
    String[] parts = splitPreserveAll(line, sep);
    String result = null;
    if (index >= 0 && index < parts.length) {
      result = parts[index];
    }
    return result;
  }

  static String join(String[] parts, String sep) {
    if (parts == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) {
        sb.append(sep);
      }
      if (parts[i] != null) {
        sb.append(parts[i]);
      }
    }
    return sb.toString();
  }

  static String[] shrink(String[] parts, int count) {
    String[] out = new String[count];
    for (int i = 0; i < count; i++) {
      out[i] = parts[i];
    }
    return out;
  }
}
// Developer tests added with the fix of strings-1.
class Strings1Test {
  @Test
  public void nullCellCountsAsEmpty() {
    String[] out = StringPad.alignLeft(new String[] {"ab", null, "c"});
    Assert.assertEquals("ab|  |c ", StringSplit.join(out, "|"));
  }

  @Test
  public void allCellsNull() {
    String[] out = StringPad.alignLeft(new String[] {null, null});
    Assert.assertEquals(2, out.length);
    Assert.assertEquals("", out[0]);
  }

  @Test
  public void noCells() {
    Assert.assertEquals(0, StringPad.alignLeft(new String[0]).length);
  }
}
