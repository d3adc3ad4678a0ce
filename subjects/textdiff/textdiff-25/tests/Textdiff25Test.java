// Bug-exposing tests of textdiff-25: place never tries the largest fuzz allowed, so a hunk whose context drifted by the fuzz limit is rejected
public class Textdiff25Test {
  @Test
  public void fuzzTwoIsTried() throws Exception {
    Assert.assertEquals("Hunk #1 succeeded at 3 with fuzz 2.\n",
        PatchApplier.report("1\n2\n3\n4\n5\n6\n7\n", "1\n2\n3\nX\n5\n6\n7\n",
            "1\nB\n3\n4\n5\nF\n7\n"));
  }

  @Test
  public void fuzzOneWithALimitOfOne() throws Exception {
    Assert.assertEquals("", RoundTripTest.problems(TextLines.of("p", "q", "r"), TextLines.of("p", "Q", "r")));
    PatchApplier a = new PatchApplier();
    a.setFuzz(1);
    Patch p = UnifiedDiff.parse(UnifiedDiff.unified("1\n2\n3\n4\n5\n", "1\n2\nX\n4\n5\n", 1));
    PatchApplier.Result r = a.apply(TextLines.split("1\nB\n3\n4\n5\n"), p.get(0));
    Assert.assertEquals("Hunk #1 succeeded at 3 with fuzz 1.\n", r.report());
  }
}
