// Bug-exposing tests of textdiff-2: matchesAt refuses a pattern that ends at the last line
public class Textdiff2Test {
  @Test
  public void matchesAtTheEnd() {
    TextLines t = TextLines.of("a", "b", "c");
    Assert.assertTrue(t.matchesAt(1, TextLines.of("b", "c"), Comparators.exact()));
    Assert.assertTrue(t.matchesAt(3, new TextLines(), Comparators.exact()));
    Assert.assertFalse(t.matchesAt(2, TextLines.of("c", "d"), Comparators.exact()));
  }

  @Test
  public void patchesTheLastLine() throws Exception {
    String d = new UnifiedDiff(1).diff("a", "b", "1\n2\n3\n", "1\n2\nthree\n");
    Assert.assertEquals("1\n2\nthree\n", new PatchApplier().apply("1\n2\n3\n", d));
  }

  @Test
  public void editsNearTheEndPassEveryProperty() {
    TextLines a = TextLines.of("head", "body one", "body two", "tail");
    TextLines b = TextLines.of("head", "body one", "body  two", "new tail");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
