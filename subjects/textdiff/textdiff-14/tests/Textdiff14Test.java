// Bug-exposing tests of textdiff-14: with blank changes ignored, a changed run of blanks disappears
public class Textdiff14Test {
  @Test
  public void keepsTheNewBlanks() {
    WordDiff w = new WordDiff();
    w.setIgnoreSpace(true);
    Assert.assertEquals("int  x = [-1-]{+2+};", w.diff("int x = 1;", "int  x = 2;"));
  }

  @Test
  public void reindentedLinesPassEveryProperty() {
    TextLines a = TextLines.of("if (a) {", "  call(a, b);", "}");
    TextLines b = TextLines.of("if (a) {", "    call(a,  b);", "}");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
