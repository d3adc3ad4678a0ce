// Bug-exposing tests of textdiff-17: remove stops shifting one line early, so removing a line before the last loses the last line instead
public class Textdiff17Test {
  @Test
  public void removeInTheMiddle() {
    TextLines t = TextLines.of("a", "b", "c", "d");
    Assert.assertEquals("b", t.remove(1));
    Assert.assertEquals("a\nc\nd\n", t.join());
  }

  @Test
  public void editedTextsStillRoundTrip() {
    TextLines a = TextLines.of("one", "two", "three", "four", "five");
    TextLines b = a.copy();
    b.remove(2);
    b.set(0, "ONE");
    String problems = RoundTripTest.problems(a, b);
    Assert.assertEquals("one\ntwo\nthree\nfour\nfive\n", a.join());
    Assert.assertEquals("ONE\ntwo\nfour\nfive\n", b.join());
    Assert.assertEquals("", problems);
  }
}
