// Bug-exposing tests of textdiff-7: a hunk's trailing context runs to the end of the text, or past it
public class Textdiff7Test {
  @Test
  public void trailingContextStopsAfterContextLines() {
    Assert.assertEquals("--- a\n+++ b\n@@ -1,2 +1,2 @@\n-1\n+one\n 2\n",
        UnifiedDiff.unified("1\n2\n3\n4\n5\n", "one\n2\n3\n4\n5\n", 1));
  }

  @Test
  public void trailingContextStopsAtTheEnd() throws Exception {
    Assert.assertEquals("--- a\n+++ b\n@@ -2,2 +2,2 @@\n b\n-c\n+C\n",
        UnifiedDiff.unified("a\nb\nc\n", "a\nb\nC\n", 1));
    Assert.assertEquals("", PatchApplier.verify("a\nb\nc\n", "a\nb\nC\n", 3));
  }

  @Test
  public void changesAtBothEndsPassEveryProperty() {
    TextLines a = TextLines.of("l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9", "l10");
    TextLines b = TextLines.of("L1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9", "L10");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
