// Bug-exposing tests of textdiff-9: a hunk range without a count is read as zero lines
public class Textdiff9Test {
  @Test
  public void rangeWithoutCountIsOneLine() throws Exception {
    Hunk h = UnifiedDiff.parse("--- a\n+++ b\n@@ -3 +3 @@\n-x\n+y\n").get(0).get(0);
    Assert.assertEquals(3, h.oldStart());
    Assert.assertEquals(1, h.oldCount());
    Assert.assertEquals(1, h.newCount());
    Assert.assertEquals("@@ -3 +3 @@", h.header());
  }

  @Test
  public void appliesSingleLineHunks() throws Exception {
    Assert.assertEquals("a\nB\nc\n",
        new PatchApplier().apply("a\nb\nc\n", "--- a\n+++ b\n@@ -2 +2 @@\n-b\n+B\n"));
  }

  @Test
  public void singleLineChangesPassEveryProperty() {
    Assert.assertEquals("", RoundTripTest.problems(TextLines.of("solo"), TextLines.of("duo")));
    Assert.assertEquals("", RoundTripTest.problems(TextLines.of("a", "b", "c", "d", "e", "f", "g", "h"),
        TextLines.of("a", "b", "c", "d", "E", "f", "g", "h")));
  }
}
