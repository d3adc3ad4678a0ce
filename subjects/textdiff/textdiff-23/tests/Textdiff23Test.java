// Bug-exposing tests of textdiff-23: similarity counts the unchanged lines once instead of on both sides, so identical texts are only 50% similar
public class Textdiff23Test {
  @Test
  public void identicalTextsAreFullySimilar() {
    Assert.assertEquals(100, EditScript.of("a\nb\n", "a\nb\n").similarity());
    Assert.assertEquals(50, EditScript.of("a\nb\n", "a\nc\n").similarity());
  }

  @Test
  public void similarityOfEditedCopies() {
    TextLines a = TextLines.of("1", "2", "3", "4");
    TextLines b = TextLines.of("1", "2", "x", "4");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    Assert.assertEquals(75, EditScript.of(a.join(), b.join()).similarity());
  }
}
