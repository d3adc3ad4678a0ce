// String methods of the subset's library and string concatenation with every type (left to right:
// 'a' + 1 + "x" adds before it concatenates).
class Str_Util {
  static String repeat(String s, int n) {
    String result = "";
    for (int i = 0; i < n; i++) {
      result = result + s;
    }
    return result;
  }
}

class Str_Test {
  @Test
  public void queries() {
    String s = "Hello, World";
    System.out.println(s.length());
    System.out.println(s.charAt(0));
    System.out.println(s.charAt(s.length() - 1));
    System.out.println(s.indexOf("o"));
    System.out.println(s.indexOf("World"));
    System.out.println(s.indexOf("xyz"));
    System.out.println(s.indexOf(""));
    System.out.println(s.indexOf('W'));
    System.out.println(s.isEmpty());
    System.out.println("".isEmpty());
    System.out.println(s.startsWith("Hell"));
    System.out.println(s.startsWith("hell"));
    System.out.println(s.endsWith("ld"));
    System.out.println(s.endsWith(""));
  }

  @Test
  public void transformations() {
    String s = "  Mixed Case 42  ";
    System.out.println("[" + s.trim() + "]");
    System.out.println(s.toUpperCase());
    System.out.println(s.toLowerCase());
    System.out.println("abcdef".substring(2));
    System.out.println("abcdef".substring(1, 4));
    System.out.println("abcdef".substring(6));
    System.out.println("[" + "abc".substring(1, 1) + "]");
    System.out.println("[" + "   ".trim() + "]");
    System.out.println(Str_Util.repeat("ab", 3));
  }

  @Test
  public void comparisons() {
    String a = "apple";
    String b = "banana";
    System.out.println(a.equals("apple"));
    System.out.println(a.equals(b));
    System.out.println(a.equals(null));
    System.out.println(a.compareTo(b));
    System.out.println(b.compareTo(a));
    System.out.println(a.compareTo("apple"));
    System.out.println("app".compareTo(a));
    System.out.println("Z".compareTo("a"));
    String built = "app" + "le".substring(0);
    System.out.println(built.equals(a));
  }

  @Test
  public void valueOfEveryType() {
    System.out.println(String.valueOf(42));
    System.out.println(String.valueOf(-7L));
    System.out.println(String.valueOf(2.5));
    System.out.println(String.valueOf(true));
    System.out.println(String.valueOf('q'));
    System.out.println(String.valueOf(1.0E10).length());
  }

  @Test
  public void concatenation() {
    String nothing = null;
    System.out.println("a" + 1 + 2);
    System.out.println(1 + 2 + "a");
    System.out.println('a' + 1 + "x");
    System.out.println("x" + 'a' + 1);
    System.out.println('a' + 'b');
    System.out.println("" + 'a' + 'b');
    System.out.println("d=" + 0.5 + " l=" + 10000000000L + " b=" + false);
    System.out.println("null? " + nothing);
    System.out.println(nothing + "!");
    System.out.println("e" + 1e7 + (1 + 1));
    String s = "start";
    s += 5;
    s += 'c';
    s += 1.5;
    s += null;
    System.out.println(s);
    char[] unused = new char[0];
    System.out.println("len " + unused.length);
  }

  @Test
  public void stringEquality() {
    Assert.assertEquals("abc", "ab" + "c".toLowerCase());
    Assert.assertTrue("abc".equals("a" + "bc"));
  }

  @Test
  public void stringMismatchMessage() {
    Assert.assertEquals("abc", "ABC".toLowerCase() + "d");
  }
}
