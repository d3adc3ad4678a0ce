// StringBuilder: append of every type, length, charAt, reverse, toString, and builders passed
// between methods (they are shared objects, not copies).
class Sb_Helper {
  static void addDigits(StringBuilder sb, int n) {
    for (int i = 0; i < n; i++) {
      sb.append(i);
    }
  }
}

class Sb_Test {
  @Test
  public void appendEveryType() {
    StringBuilder sb = new StringBuilder();
    sb.append("s");
    sb.append(1);
    sb.append(2L);
    sb.append(3.5);
    sb.append('c');
    sb.append(true);
    String none = null;
    sb.append(none);
    System.out.println(sb.toString());
    System.out.println(sb.length());
    System.out.println(sb.charAt(2));
  }

  @Test
  public void chainingAndReverse() {
    StringBuilder sb = new StringBuilder("abc");
    sb.append("def").append(7).append('!');
    System.out.println(sb.toString());
    sb.reverse();
    System.out.println(sb.toString());
    System.out.println(sb.reverse().toString());
    System.out.println(new StringBuilder().length());
  }

  @Test
  public void builderIsShared() {
    StringBuilder sb = new StringBuilder();
    Sb_Helper.addDigits(sb, 5);
    StringBuilder alias = sb;
    alias.append("-end");
    System.out.println(sb.toString());
    System.out.println("via concat: " + sb);
  }

  @Test
  public void palindromeCheck() {
    String word = "racecar";
    String reversed = new StringBuilder(word).reverse().toString();
    Assert.assertTrue(word.equals(reversed));
    Assert.assertEquals("olleh", new StringBuilder("hello").reverse().toString());
  }

  @Test(expected = StringIndexOutOfBoundsException.class)
  public void charAtOutOfRange() {
    StringBuilder sb = new StringBuilder("ab");
    System.out.println(sb.charAt(2));
  }
}
