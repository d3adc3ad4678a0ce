// Bug-exposing tests of textdiff-25: a normal diff numbers a one-line range by the line before it (2c2 for the third line)
public class Textdiff25Test {
  @Test
  public void oneLineChange() {
    TextLines a = TextLines.of("a", "b", "c");
    TextLines b = TextLines.of("a", "b", "C");
    Assert.assertEquals("3c3\n< c\n---\n> C\n", EditScript.of(a.join(), b.join()).toNormalDiff(a, b));
  }

  @Test
  public void normalDiffAfterARoundTrip() {
    TextLines a = TextLines.of("1", "2", "3", "4", "5");
    TextLines b = TextLines.of("1", "3", "4", "x", "y", "5");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    Assert.assertEquals("2d1\n< 2\n4a4,5\n> x\n> y\n", EditScript.of(a.join(), b.join()).toNormalDiff(a, b));
  }
}
