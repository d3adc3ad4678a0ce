// Bug-exposing tests of textdiff-20: equals ignores whether the texts end with a newline, so a patch that only drops the final newline is taken for no change
public class Textdiff20Test {
  @Test
  public void finalNewlineMatters() {
    Assert.assertFalse(TextLines.split("a\nb").equals(TextLines.split("a\nb\n")));
  }

  @Test
  public void droppingTheFinalNewlineIsAChange() {
    TextLines a = TextLines.split("one\ntwo\n");
    TextLines b = TextLines.split("one\ntwo");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    Assert.assertFalse(a.equals(b));
  }
}
