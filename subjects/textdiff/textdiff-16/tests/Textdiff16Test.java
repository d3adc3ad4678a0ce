// Bug-exposing tests of textdiff-16: word similarity counts kept blanks as kept words
public class Textdiff16Test {
  @Test
  public void similarityCountsWordsOnly() {
    WordDiff w = new WordDiff();
    Assert.assertEquals(50, w.similarity("a b", "a c"));
    Assert.assertEquals(100, w.similarity("same words", "same words"));
  }

  @Test
  public void similarityOfReorderedWords() {
    Assert.assertEquals(33, new WordDiff().similarity("x y z", "z y x"));
  }

  @Test
  public void rewordedLinesPassEveryProperty() {
    TextLines a = TextLines.of("red green blue", "one two three four");
    TextLines b = TextLines.of("red yellow blue", "one two 3 four");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
