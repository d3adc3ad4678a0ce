// Bug-exposing tests of textdiff-15: diffLines marks one line too many as deleted after the paired lines
public class Textdiff15Test {
  @Test
  public void deletedLinesOfABlock() {
    TextLines a = TextLines.of("keep", "old one", "old two", "old three", "tail");
    TextLines b = TextLines.of("keep", "new one", "tail");
    Assert.assertEquals("keep\n[-old-]{+new+} one\n[-old two-]\n[-old three-]\ntail\n",
        new WordDiff().diffLines(a, b));
  }

  @Test
  public void deletionAtTheEnd() {
    Assert.assertEquals("x\n[-y-]\n", new WordDiff().diffLines(TextLines.of("x", "y"), TextLines.of("x")));
  }

  @Test
  public void shrinkingProsePassesEveryProperty() {
    TextLines a = TextLines.of("It was a dark night", "and the wind blew", "all night");
    TextLines b = TextLines.of("It was a stormy night", "and  the wind howled");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
