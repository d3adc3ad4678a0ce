// System.out.print and println of every type (chars print as characters, char arithmetic as
// numbers), empty lines, and a last line without a newline.
class Out_Test {
  @Test
  public void printlnEveryType() {
    System.out.println(42);
    System.out.println(-42L);
    System.out.println(4.25);
    System.out.println('x');
    System.out.println(true);
    System.out.println("text");
    String nothing = null;
    System.out.println(nothing);
    System.out.println('a' + 1);
    System.out.println((char) ('a' + 1));
    System.out.println();
    System.out.println(new StringBuilder("builder"));
  }

  @Test
  public void printWithoutNewline() {
    System.out.print(1);
    System.out.print(' ');
    System.out.print(2L);
    System.out.print(" ");
    System.out.print(0.5);
    System.out.print(false);
    System.out.print("\n");
    System.out.print("tail without newline");
  }

  @Test
  public void escapesInLiterals() {
    System.out.println("tab\there");
    System.out.println("quote \" backslash \\ apostrophe '");
    System.out.println('\'');
    System.out.println("two\nlines");
    char nl = '\n';
    System.out.print("a" + nl + "b" + nl);
  }

  @Test
  public void noOutput() {
    int x = 1 + 1;
    Assert.assertEquals(2, x);
  }
}
