// Bug-exposing tests of textdiff-5: sliding a change down grows the equal run before it on the old side only
public class Textdiff5Test {
  private static final String A = "a\nb\nc\nc\n";
  private static final String B = "a\nc\nc\nc\nb\nc\n";

  @Test
  public void slidesAnInsertionOverRepeatedLines() {
    EditScript s = new MyersDiff(null).diff(A, B);
    Assert.assertEquals("[EQUAL(0-1,0-1), DELETE(1-2,1-1), EQUAL(2-4,1-3), INSERT(4-4,3-6)]",
        s.toString());
  }

  @Test
  public void slidScriptsInvert() {
    TextLines a = TextLines.split(A);
    TextLines b = TextLines.split(B);
    EditScript s = new MyersDiff(null).diff(a, b);
    Assert.assertEquals(a, s.inverse().apply(b, a));
    Assert.assertEquals(2, s.mapLine(3));
  }

  @Test
  public void repeatedLinesPassEveryProperty() {
    Assert.assertEquals("", RoundTripTest.problems(TextLines.split(A), TextLines.split(B)));
  }

  @Test
  public void scriptOfRepeatedLines() {
    Assert.assertEquals("[EQUAL(0-1,0-1), DELETE(1-2,1-1), EQUAL(2-4,1-3), INSERT(4-4,3-6)]",
        EditScript.of("a\nb\nc\nc\n", "a\nc\nc\nc\nb\nc\n").inverse().inverse().toString());
  }
}
