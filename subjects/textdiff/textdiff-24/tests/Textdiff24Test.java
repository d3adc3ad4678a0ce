// Bug-exposing tests of textdiff-24: parseHeader reads past the end of a hunk header whose ranges end with a space, throwing StringIndexOutOfBoundsException instead of DiffException
public class Textdiff24Test {
  @Test
  public void headerWithoutANewRange() {
    try {
      UnifiedDiff.parse("--- a\n+++ b\n@@ -1  @@\n-x\n");
      Assert.fail("parsed");
    } catch (DiffException e) {
      Assert.assertEquals("line 3: bad hunk header: @@ -1  @@", e.getMessage());
    }
  }

  @Test
  public void badHeadersAfterARoundTrip() throws Exception {
    Assert.assertEquals("", RoundTripTest.problems(TextLines.of("a", "b", "c"), TextLines.of("a", "c", "d")));
    String[] headers = {"@@ -1 +1 @@", "@@ -1,2 @@", "@@ -1,2  @@", "@@ -1 x1 @@"};
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < headers.length; i++) {
      try {
        sb.append(UnifiedDiff.parse("--- a\n+++ b\n" + headers[i] + "\n-x\n+y\n").size());
      } catch (DiffException e) {
        sb.append(e.getMessage());
      }
      sb.append(';');
    }
    Assert.assertEquals("1;line 3: bad hunk header: @@ -1,2 @@;line 3: bad hunk header: @@ -1,2  @@;line 3: bad hunk header: @@ -1 x1 @@;", sb.toString());
  }
}
