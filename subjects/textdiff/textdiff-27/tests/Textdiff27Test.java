// Bug-exposing tests of textdiff-27: describe writes a hunk applied one line early as "(offset -1 lines)": the singular is chosen by the signed offset
public class Textdiff27Test {
  @Test
  public void oneLineEarly() throws Exception {
    Assert.assertEquals("Hunk #1 succeeded at 1 with fuzz 1 (offset -1 line).\n",
        PatchApplier.report("0\na\nb\nc\n", "0\na\nB\nc\n", "a\nb\nc\n"));
  }

  @Test
  public void reportsAfterARoundTrip() throws Exception {
    TextLines a = TextLines.of("w", "x", "y", "z");
    TextLines b = TextLines.of("w", "x", "Y", "z");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    Assert.assertEquals("Hunk #1 succeeded at 2 (offset 1 line).\n",
        PatchApplier.report(a.join(), b.join(), "v\n" + a.join()));
    Assert.assertEquals("Hunk #1 succeeded at 1 with fuzz 1 (offset -1 line).\n",
        PatchApplier.report("v\n" + a.join(), "v\n" + b.join(), a.join()));
  }
}
