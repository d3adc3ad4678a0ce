// Bug-exposing tests of textdiff-19: headingBefore never looks at the first line of the text, so a hunk right after it has no heading
public class Textdiff19Test {
  @Test
  public void firstLineIsAHeading() {
    UnifiedDiff u = new UnifiedDiff(0);
    u.setHeadings(true);
    Assert.assertEquals("--- o\n+++ n\n@@ -3 +3 @@ main() {\n-  b;\n+  B;\n",
        u.diff("o", "n", "main() {\n  a;\n  b;\n}\n", "main() {\n  a;\n  B;\n}\n"));
  }

  @Test
  public void headingsAfterARoundTrip() throws Exception {
    TextLines a = TextLines.of("class A", "  one", "  two", "  three");
    TextLines b = TextLines.of("class A", "  one", "  TWO", "  three");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    UnifiedDiff u = new UnifiedDiff(0);
    u.setHeadings(true);
    Assert.assertEquals("class A", UnifiedDiff.parse(u.diff("a", "b", a, b)).get(0).get(0).heading());
  }
}
