// Character's statics over every Latin-1 character (U+0000..U+00FF): classification,
// case mapping, numeric values, digit in several radixes; forDigit over digits and radixes
// including the invalid ones; toString, compare, hashCode and the constants.
class CharS_Test {
  static String flags(char c) {
    String s = "";
    s += Character.isDigit(c) ? "D" : "-";
    s += Character.isLetter(c) ? "L" : "-";
    s += Character.isLetterOrDigit(c) ? "A" : "-";
    s += Character.isAlphabetic(c) ? "B" : "-";
    s += Character.isWhitespace(c) ? "W" : "-";
    s += Character.isSpaceChar(c) ? "S" : "-";
    s += Character.isUpperCase(c) ? "U" : "-";
    s += Character.isLowerCase(c) ? "l" : "-";
    return s;
  }

  @Test
  public void latin1() {
    for (int i = 0; i < 256; i++) {
      char c = (char) i;
      System.out.println(i + " " + flags(c) + " " + (int) Character.toUpperCase(c) + " " + (int) Character.toLowerCase(c) + " "
          + Character.getNumericValue(c) + " " + Character.digit(c, 10) + " " + Character.digit(c, 16) + " " + Character.digit(c, 36)
          + " " + Character.digit(c, 2) + " " + Character.digit(c, 37) + " " + Character.digit(c, 1) + " " + Character.hashCode(c));
    }
  }

  @Test
  public void forDigitAndConstants() {
    StringBuilder sb = new StringBuilder();
    int[] radixes = {2, 10, 16, 36, 1, 37, 0};
    for (int r : radixes) {
      for (int d = -1; d <= 37; d++) sb.append((int) Character.forDigit(d, r)).append(',');
      sb.append('\n');
    }
    System.out.print(sb);
    System.out.println((int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX
        + " " + Character.SIZE + " " + Character.BYTES);
    System.out.println(Character.toString('x') + Character.toString('7') + " " + Character.toString('q').length() + " " + Character.compare('a', 'z')
        + " " + Character.compare('z', 'a') + " " + Character.compare(Character.MAX_VALUE, Character.MIN_VALUE));
    char up = Character.toUpperCase('q');
    int alpha = Character.isAlphabetic(65) ? 1 : 0;
    System.out.println(up + " " + alpha + " " + Character.isAlphabetic(-1) + " " + Character.isAlphabetic(0x110000));
  }
}
