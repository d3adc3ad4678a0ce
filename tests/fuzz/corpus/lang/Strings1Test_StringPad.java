// Repetition, padding, centring and shortening of strings to a display width.
class StringPad {
  static String repeat(char c, int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(c);
    }
    return sb.toString();
  }

  static String repeat(String s, String separator, int n) {
    if (s == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        sb.append(separator);
      }
      sb.append(s);
    }
    return sb.toString();
  }

  static String leftPad(String s, int size, char pad) {
    if (s == null) {
      return null;
    }
    int pads = size - s.length();
    if (pads <= 0) {
      return s;
    }
    String padding = repeat(pad, pads);
    return padding + s;
  }

  static String rightPad(String s, int size, char pad) {
    if (s == null) {
      return null;
    }
    int pads = size - s.length();
    if (pads <= 0) {
      return s;
    }
    String padding = repeat(pad, pads);
    return s + padding;
  }

  // Odd padding puts the extra character on the right, as StringUtils.center does.
  static String center(String s, int size, char pad) {
    if (s == null) {
      return null;
    }
    int pads = size - s.length();
    if (pads <= 0) {
      return s;
    }
    String padded = leftPad(s, s.length() + pads / 2, pad);
    return rightPad(padded, size, pad);
  }

  static String abbreviate(String s, int maxWidth) {
    if (maxWidth < 4) {
      throw new IllegalArgumentException("Minimum abbreviation width is 4");
    }
    if (s == null || s.length() <= maxWidth) {
      return s;
    }
    return s.substring(0, maxWidth - 3) + "...";
  }

  // Right-pads every cell to the width of the widest one; null cells count as empty.
  static String[] alignLeft(String[] cells) {
    int width = 0;
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != null) {
        width = Math.max(width, cells[i].length());
      }
    }
    String[] out = new String[cells.length];
    for (int i = 0; i < cells.length; i++) {
      String cell = cells[i] == null ? "" : cells[i];
      out[i] = rightPad(cell, width, ' ');
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
