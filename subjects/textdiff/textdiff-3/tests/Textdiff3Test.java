// Bug-exposing tests of textdiff-3: split never records that the last line has no newline
public class Textdiff3Test {
  @Test
  public void remembersTheMissingNewline() {
    TextLines t = TextLines.split("one\ntwo");
    Assert.assertFalse(t.hasFinalNewline());
    Assert.assertEquals("one\ntwo", t.join());
    Assert.assertFalse(t.equals(TextLines.split("one\ntwo\n")));
  }

  @Test
  public void diffShowsTheAddedNewline() {
    Assert.assertEquals("--- a\n+++ b\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n",
        new UnifiedDiff().diff("a", "b", "x", "x\n"));
  }

  @Test
  public void textsWithoutFinalNewlinePassEveryProperty() {
    TextLines a = TextLines.of("keep", "old line", "last");
    a.setFinalNewline(false);
    TextLines b = TextLines.of("keep", "new  line", "last", "more");
    b.setFinalNewline(false);
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
