// Bug-exposing tests of textdiff-8: a hunk's new start is computed from the old range's emptiness
public class Textdiff8Test {
  @Test
  public void startOfAnInsertionIntoAnEmptyText() {
    Assert.assertEquals("--- /dev/null\n+++ f\n@@ -0,0 +1,2 @@\n+a\n+b\n",
        new UnifiedDiff().diff("/dev/null", "f", "", "a\nb\n"));
  }

  @Test
  public void startOfADeletionOfEverything() {
    Assert.assertEquals("--- f\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-a\n-b\n",
        new UnifiedDiff().diff("f", "/dev/null", "a\nb\n", ""));
  }

  @Test
  public void creationAndDeletionPassEveryProperty() {
    Assert.assertEquals("", RoundTripTest.problems(new TextLines(), TextLines.of("x", "y", "z")));
    Assert.assertEquals("", RoundTripTest.problems(TextLines.of("x", "y", "z"), new TextLines()));
  }
}
