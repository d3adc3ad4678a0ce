// Bug-exposing tests of textdiff-18: subLines copies the final-newline flag of the whole text, so a leading part of a text without a final newline loses its last newline
public class Textdiff18Test {
  @Test
  public void prefixOfAnUnterminatedText() {
    TextLines t = TextLines.split("a\nb\nc");
    Assert.assertEquals("a\nb\n", t.subLines(0, 2).join());
    Assert.assertEquals("c", t.subLines(2, 3).join());
  }

  @Test
  public void unterminatedTextsRoundTrip() {
    TextLines a = TextLines.split("x\ny\nz");
    TextLines b = TextLines.split("x\nY\nz");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    Assert.assertEquals("x\n", b.subLines(0, 1).toString());
  }
}
