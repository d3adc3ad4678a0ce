// char values: arithmetic promotes to int, casts back to char, comparisons, chars from strings,
// char arrays, and char conditionals.
class Chr_Util {
  static char shift(char c, int by) {
    return (char) ('a' + (c - 'a' + by) % 26);
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static String caesar(String s, int by) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= 'a' && c <= 'z') {
        sb.append(shift(c, by));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}

class Chr_Test {
  @Test
  public void arithmeticAndCasts() {
    char c = 'A';
    System.out.println(c + 1);
    System.out.println((char) (c + 1));
    System.out.println(c - 'B');
    char d = 'z';
    d--;
    System.out.println(d);
    int code = 'a' * 2;
    System.out.println(code);
    System.out.println('0' + 7);
    System.out.println((char) ('0' + 7));
  }

  @Test
  public void comparisonsAndDigits() {
    String s = "a1b22c";
    int digits = 0;
    int sum = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Chr_Util.isDigit(c)) {
        digits++;
        sum += c - '0';
      }
    }
    System.out.println(digits + " " + sum);
    System.out.println('a' < 'b');
    System.out.println('a' == 97);
  }

  @Test
  public void caesarCipher() {
    System.out.println(Chr_Util.caesar("hello, world", 3));
    System.out.println(Chr_Util.caesar("xyz", 2));
    Assert.assertEquals("abc", Chr_Util.caesar("zab", 1));
  }

  @Test
  public void charArrays() {
    char[] cs = new char[3];
    cs[0] = 'o';
    cs[1] = 'k';
    cs[2] = (char) 33;
    String s = "";
    for (char c : cs) {
      s += c;
    }
    System.out.println(s);
    System.out.println(cs[0] + cs[1]);
  }

  @Test
  public void conditionalMixesTypes() {
    boolean yes = true;
    System.out.println(yes ? 'x' : 'y');
    System.out.println(yes ? 1 : 2.0);
    System.out.println(yes ? 'x' : 0);
    int i = 0;
    System.out.println(yes ? 'x' : i);
  }
}
